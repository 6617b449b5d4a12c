/**
 * spec 2 §3 "Form field (generic)": one field of a form, as the CMS and the built-in form definitions
 * describe it. The browser renders it and the server validates bodies with it (field-rules.ts).
 */
import type { CalendarBounds } from '../time/calendar-month';

export type FieldType =
  | 'text'
  | 'email'
  | 'name'
  | 'number'
  | 'textarea'
  | 'postcode'
  | 'mobile'
  | 'date'
  | 'multiCheckbox'
  | 'year'
  | 'month'
  | 'select'
  | 'country'
  | 'countryDialCode'
  | 'gender'
  | 'checkbox'
  | 'radio'
  | 'hidden';

export type RuleType =
  | 'required'
  | 'email'
  | 'mobile'
  | 'postcode'
  | 'minLength'
  | 'maxLength'
  | 'maxWords'
  | 'min'
  | 'max'
  | 'number'
  | 'valid'
  | 'pattern';

export interface ValidationRule {
  type: RuleType;
  /** what the visitor reads when the rule fails; empty or absent: the rule's default (field-messages.ts) */
  message?: string;
  /** the bound of minLength, maxLength, maxWords, min, max; the regular expression source of pattern */
  value?: number | string;
}

export interface FieldOption {
  value: string;
  label: string;
}

export type FieldWidth = 'full' | 'half' | 'quarter' | 'third' | 'two-third' | 'three-quarter';

/** A field's value: text for most fields, true/false for a checkbox, the chosen values of a multi-checkbox. */
export type FieldValue = string | boolean | readonly string[] | undefined;

export type FormValues = Readonly<Record<string, FieldValue>>;

export interface FormField {
  name: string;
  label: string;
  fieldType: FieldType;
  validation?: readonly ValidationRule[];
  options?: readonly FieldOption[];
  width?: FieldWidth;
  /** shown before the input (e.g. '$' before an amount) */
  prefix?: string;
  /** the most characters the input takes (text fields default to 255, field-rules.ts) */
  maxLength?: number;
  disabled?: boolean;
  /** a fixed value (hidden fields) */
  value?: string;
  defaultValue?: FieldValue;
  /** list the options alphabetically by label */
  sortAscending?: boolean;
  /**
   * a date field: the dates its picker offers, 'YYYY-MM-DD' inclusive (spec 2 §5 "Competition": a purchase's
   * dates); absent: any date. A hint for the picker only: the rules that judge the date are the form's own.
   */
  dateRange?: CalendarBounds;
}

/** A whole form: its fields, and the extra parameters its request may carry besides them. */
export interface FormDefinition {
  fields: readonly FormField[];
  /** spec 2 §3: parameters sent with the values that are not fields (commercial leasing's storyblokPageUid ...) */
  extraParameters?: readonly string[];
}

// spec 2 §5: field widths map to a 12-column grid
const COLUMNS: Readonly<Record<FieldWidth, number>> = {
  full: 12,
  half: 6,
  quarter: 3,
  third: 4,
  'two-third': 8,
  'three-quarter': 9,
};

/** The columns (of 12) a field spans; a field without a known width spans the whole row. */
export function columnsOf(width: FieldWidth | string | undefined): number {
  return width !== undefined && width in COLUMNS ? COLUMNS[width as FieldWidth] : 12;
}

/** A field's options in the order the visitor sees them (alphabetical by label when sortAscending). */
export function orderedOptions(field: Pick<FormField, 'options' | 'sortAscending'>): readonly FieldOption[] {
  const options = field.options ?? [];
  return field.sortAscending ? [...options].sort((a, b) => a.label.localeCompare(b.label, 'en')) : options;
}
