import type { SubscriptionFormBlok } from '../../../common/domain/cms/block-content.types';
import { formBlockBase, listOf } from '../../forms/form-block.mapper';
import type { FormBlockModel } from '../../forms/form-block.model';
import { type MapContext, text, defineBlock } from '../block-definition';

export function toSubscription(blok: SubscriptionFormBlok, centreName: string): FormBlockModel {
  const model = formBlockBase(blok, 'subscription', { title: 'Sign up', submitLabel: 'Sign up' });
  const recipientList = text(blok.recipientList);
  const listed = listOf(blok.centres);
  // spec 2 §2: the centres checkbox is optional; shown without a list, it offers this centre
  const centres = blok.showCentres === true ? (listed.length > 0 ? listed : [centreName]) : [];
  return {
    ...model,
    extraValues: recipientList ? { recipientList } : {},
    ...(centres.length > 0 ? { centres } : {}),
  };
}

/** spec 2 §2-§5, §8: the sign-up form, POST /api/subscribe (201 signed up, 200 already registered). */
export const subscriptionFormBlock = defineBlock<FormBlockModel>({
  type: 'subscription_form',
  island: { when: 'visible' },
  sheets: ['forms'],
  map: (raw, ctx: MapContext) => toSubscription(raw as SubscriptionFormBlok, ctx.centreName),
});
