import type { FieldOption } from '../../common/domain/forms/form-field';

/** A form block's view model (plain JSON: it travels in the page state). */
export interface FormBlockModel {
  /** the form type of spec 2 §7, which picks the endpoint */
  formType: string;
  title: string;
  description?: string;
  anchor?: string;
  submitLabel: string;
  /** the editor switched submission off: the form shows 'DISABLED' */
  disabled: boolean;
  /** replaces the success panel's text */
  successText?: string;
  /** parameters posted with the values (recipient list, commercial leasing's page parameters) */
  extraValues: Record<string, string>;
  /** send the page's address as pageUrl (commercial leasing) */
  sendPageUrl?: boolean;
  /** lists that come from content: the pop-up business categories */
  options?: Record<string, FieldOption[]>;
  /** the sign-up form's centres checkbox (centre names) */
  centres?: string[];
}
