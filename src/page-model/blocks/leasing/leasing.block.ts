import type { LeasingBlok } from '../../../common/domain/cms/block-content.types';
import { formBlockBase, emailOf } from '../../forms/form-block.mapper';
import type { FormBlockModel } from '../../forms/form-block.model';
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
});
