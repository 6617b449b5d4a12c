import type { LeasingBlok } from '../../../common/domain/cms/block-content.types';
import { LEASING_FORM } from '../../../common/domain/forms/leasing-forms';
import { FormBlock } from '../../../../client/features/forms/form-block';
import { emailOf, formBlockBase } from '../../forms/form-block.mapper';
import type { FormBlockModel } from '../../forms/form-block.model';
import { LEASING_MESSAGES } from '../../../../client/features/forms/form-messages';
import { defineBlock } from '../block-definition';

export function toLeasing(blok: LeasingBlok): FormBlockModel {
  const model = formBlockBase(blok, 'leasing', { title: 'Leasing enquiry', submitLabel: 'Send enquiry' });
  const recipient = emailOf(blok.recipient);
  return recipient ? { ...model, extraValues: { recipientEmail: recipient } } : model;
}

/** spec 2 §2-§3, §5, §8: the retail leasing enquiry (hidden type 'leasing'). */
export const leasingBlock = defineBlock<FormBlockModel>({
  type: 'leasing',
  island: { when: 'visible' },
  sheets: ['forms'],
  map: (raw) => toLeasing(raw as LeasingBlok),
  Component: ({ model }) => <FormBlock model={model} definition={LEASING_FORM} messages={LEASING_MESSAGES} />,
});
