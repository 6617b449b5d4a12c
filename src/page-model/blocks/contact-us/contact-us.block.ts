import type { ContactUsBlok } from '../../../common/domain/cms/block-content.types';
import { CONTACT_FORM } from '../../../common/domain/forms/contact-form';
import { fieldOf } from '../../../common/domain/forms/form-definition-helpers';
import { formBlockBase, emailOf, listOf } from '../../forms/form-block.mapper';
import type { FormBlockModel } from '../../forms/form-block.model';
import { defineBlock } from '../block-definition';

const CONTACT_TYPES = fieldOf(CONTACT_FORM, 'type')?.options ?? [];

export function toContactUs(blok: ContactUsBlok): FormBlockModel {
  const model = formBlockBase(blok, 'contact', { title: 'Contact Us', submitLabel: 'Send message' });
  const recipient = emailOf(blok.recipient);
  // the editor may offer fewer request types; the spec's order and labels stay
  const chosen = listOf(blok.types);
  const offered = CONTACT_TYPES.filter((option) => chosen.includes(option.value));
  return {
    ...model,
    // spec 2 §7: the optional api parameter recipientEmail
    extraValues: recipient ? { recipientEmail: recipient } : {},
    ...(offered.length > 0 && offered.length < CONTACT_TYPES.length ? { options: { type: offered } } : {}),
  };
}

/** spec 2 §2-§3, §5, §8: the Contact Us form (feedback, enquiry or complaint), POST /api/contact-us. */
export const contactUsBlock = defineBlock<FormBlockModel>({
  type: 'contact_us',
  island: { when: 'visible' },
  sheets: ['forms'],
  map: (raw) => toContactUs(raw as ContactUsBlok),
});
