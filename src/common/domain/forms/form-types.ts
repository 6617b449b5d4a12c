import { CONTACT_FORM } from './contact-form';
import type { FormDefinition } from './form-field';
import { COMMERCIAL_LEASING_FORM, LEASING_FORM, POP_UP_LEASING_FORM } from './leasing-forms';
import { SUBSCRIPTION_FORM } from './subscription-form';

/** spec 2 §7: what an unknown form type throws. */
export const UNAVAILABLE_FORM_TYPE_MESSAGE = 'unavailable form type';

export type FormType =
  'subscription' | 'contact' | 'leasing' | 'leasing-popup' | 'commercial-leasing-enquiry' | 'gift-guide';

interface FormTypeEntry {
  /** the site's own endpoint the form posts to */
  endpoint: string;
  /** the built-in definition; the gift guide's depends on the live guide (gift-guide-form.ts `giftGuideDefinition`) */
  definition?: FormDefinition;
}

/**
 * spec 2 §7 "Generic form submit": the POST chosen by form type. The leasing path is not in the spec
 * (docs/forms.md): /api/leasing, beside its pop-up sibling.
 */
export const formTypes: Readonly<Record<FormType, FormTypeEntry>> = {
  subscription: { endpoint: '/api/subscribe', definition: SUBSCRIPTION_FORM },
  contact: { endpoint: '/api/contact-us', definition: CONTACT_FORM },
  leasing: { endpoint: '/api/leasing', definition: LEASING_FORM },
  'leasing-popup': { endpoint: '/api/leasing-popup', definition: POP_UP_LEASING_FORM },
  'commercial-leasing-enquiry': { endpoint: '/api/commercial-leasing-enquiry', definition: COMMERCIAL_LEASING_FORM },
  'gift-guide': { endpoint: '/api/gift-guide' },
};

export function isFormType(type: string): type is FormType {
  return Object.hasOwn(formTypes, type);
}

/** spec 2 §7: the endpoint of a form type; an unknown type throws 'unavailable form type'. */
export function endpointFor(type: string): string {
  if (!isFormType(type)) throw new Error(UNAVAILABLE_FORM_TYPE_MESSAGE);
  return formTypes[type].endpoint;
}
