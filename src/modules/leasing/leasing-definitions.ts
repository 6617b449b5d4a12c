import type { FormDefinition } from '../../common/domain/forms/form-field';
import { LEASING_FORM, POP_UP_LEASING_FORM } from '../../common/domain/forms/leasing-forms';
import { TEXT_MAX_LENGTH } from '../../common/domain/forms/field-sanitisers';
import { RECIPIENT_EMAIL } from '../enquiries/enquiries.service';

/** The leasing form as the server takes it: with the optional recipientEmail (an email link in its content). */
export const LEASING_ENQUIRY: FormDefinition = { ...LEASING_FORM, extraParameters: [RECIPIENT_EMAIL] };

/**
 * The pop-up leasing form as the server takes it. Its business categories are content data the server does not
 * hold, so any non-empty category of at most 255 characters is taken (docs/forms-api.md).
 */
export const POP_UP_LEASING_ENQUIRY: FormDefinition = {
  ...POP_UP_LEASING_FORM,
  fields: POP_UP_LEASING_FORM.fields.map((field) =>
    field.name === 'your_business_category' ? { ...field, maxLength: TEXT_MAX_LENGTH } : field,
  ),
};
