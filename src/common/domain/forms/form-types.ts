import { CONTACT_FORM } from './contact-form';
import { FORM_ENDPOINTS, type FormType } from './form-endpoints';
import type { FormDefinition } from './form-field';
import { COMMERCIAL_LEASING_FORM, LEASING_FORM, POP_UP_LEASING_FORM } from './leasing-forms';
import { SUBSCRIPTION_FORM } from './subscription-form';

export { endpointFor, isFormType, UNAVAILABLE_FORM_TYPE_MESSAGE } from './form-endpoints';
export type { FormType } from './form-endpoints';

interface FormTypeEntry {
  /** the site's own endpoint the form posts to */
  endpoint: string;
  /** the built-in definition; the gift guide's depends on the live guide (gift-guide-form.ts `giftGuideDefinition`) */
  definition?: FormDefinition;
}

/** spec 2 §7 "Generic form submit": each form type's endpoint (form-endpoints.ts) and built-in definition. */
export const formTypes: Readonly<Record<FormType, FormTypeEntry>> = {
  subscription: { endpoint: FORM_ENDPOINTS.subscription, definition: SUBSCRIPTION_FORM },
  contact: { endpoint: FORM_ENDPOINTS.contact, definition: CONTACT_FORM },
  leasing: { endpoint: FORM_ENDPOINTS.leasing, definition: LEASING_FORM },
  'leasing-popup': { endpoint: FORM_ENDPOINTS['leasing-popup'], definition: POP_UP_LEASING_FORM },
  'commercial-leasing-enquiry': {
    endpoint: FORM_ENDPOINTS['commercial-leasing-enquiry'],
    definition: COMMERCIAL_LEASING_FORM,
  },
  'gift-guide': { endpoint: FORM_ENDPOINTS['gift-guide'] },
};
