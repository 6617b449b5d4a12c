/** spec 2 §7: what an unknown form type throws. */
export const UNAVAILABLE_FORM_TYPE_MESSAGE = 'unavailable form type';

export type FormType =
  'subscription' | 'contact' | 'leasing' | 'leasing-popup' | 'commercial-leasing-enquiry' | 'gift-guide';

/**
 * spec 2 §7 "Generic form submit": the POST chosen by form type. The leasing path is not in the spec
 * (docs/forms.md): /api/leasing, beside its pop-up sibling. Apart from the built-in definitions (form-types.ts)
 * so a form in the browser posts without carrying every other form's fields.
 */
export const FORM_ENDPOINTS: Readonly<Record<FormType, string>> = {
  subscription: '/api/subscribe',
  contact: '/api/contact-us',
  leasing: '/api/leasing',
  'leasing-popup': '/api/leasing-popup',
  'commercial-leasing-enquiry': '/api/commercial-leasing-enquiry',
  'gift-guide': '/api/gift-guide',
};

export function isFormType(type: string): type is FormType {
  return Object.hasOwn(FORM_ENDPOINTS, type);
}

/** spec 2 §7: the endpoint of a form type; an unknown type throws 'unavailable form type'. */
export function endpointFor(type: string): string {
  if (!isFormType(type)) throw new Error(UNAVAILABLE_FORM_TYPE_MESSAGE);
  return FORM_ENDPOINTS[type];
}
