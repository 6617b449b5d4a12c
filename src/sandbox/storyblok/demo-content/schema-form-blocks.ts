/** Schemas of the form blocks (spec 2 §2-§3, docs/forms-ui.md), typed against block-content.types.ts. */
import type * as M from '../../../common/domain/cms/block-content.types';
import { bool, link, list, text, type ComponentSchema, type SchemaOf } from './schema-fields';

const formFields = {
  title: text(),
  description: text(),
  slug: text(),
  submitText: text(),
  disableSubmission: bool(),
  successMessage: text(),
};
const contactUs: SchemaOf<M.ContactUsBlok> = {
  ...formFields,
  recipient: link(),
  types: list({ values: ['feedback', 'enquiry', 'complaint'] }),
};
const leasing: SchemaOf<M.LeasingBlok> = { ...formFields, recipient: link() };
const leasingPopup: SchemaOf<M.LeasingPopupBlok> = { ...formFields, businessCategories: list() };
const commercialLeasing: SchemaOf<M.CommercialLeasingEnquiryFormBlok> = { ...formFields, formTitle: text() };
const subscriptionForm: SchemaOf<M.SubscriptionFormBlok> = {
  ...formFields,
  recipientList: text(),
  showCentres: bool(),
  centres: list(),
};

export const FORM_BLOCK_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  contact_us: contactUs,
  leasing,
  leasing_popup: leasingPopup,
  commercial_leasing_enquiry_form: commercialLeasing,
  subscription_form: subscriptionForm,
};
