import type { LeasingBlok } from '../../src/common/domain/cms/block-content.types';
import { LEASING_FORM } from '../../src/common/domain/forms/leasing-forms';
import { FormBlock } from '../features/forms/form-block';
import { emailOf, formBlockBase } from '../features/forms/form-block.mapper';
import type { FormBlockModel } from '../features/forms/form-block.model';
import { LEASING_MESSAGES } from '../features/forms/form-messages';
import { defineBlock } from './block-definition';

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
