/**
 * spec 2 §3 "Competition": the entry form a competition's content describes. Field groups (contact, salesDriver,
 * additional, optional) are `field_group` bloks of `form_field` bloks; the spend limits are a
 * `sales_driver_limits` blok. This reads them into the forms' field model (src/common/domain/forms) once, for
 * the browser's form and the server's checks alike.
 */
import type { CompetitionContent } from '../cms/competition-content.types';
import type { FieldOption, FieldType, FieldWidth, FormField, RuleType, ValidationRule } from '../forms/form-field';
import { COMPETITION_MESSAGES } from './competition-messages';
import { VERIFICATION_IDENTITY_FIELDS } from '../forms/verification-form';

export type FieldGroupName = 'contact' | 'salesDriver' | 'additional' | 'optional';

/** spec 2 §5: limits replace the amount's minimum; in 'entry' mode the per-purchase maximum is entry_max_amount. */
export interface SalesDriverLimits {
  /** cents */
  min?: number;
  /** cents: the most one purchase may be */
  rowMax?: number;
  /** cents: the most all purchases together may be */
  totalMax?: number;
}

export interface CompetitionForm {
  contact: FormField[];
  /** the sales row's labels (store, date, value ...): its rules are spec 2 §5's, whatever the content says */
  salesDriver: FormField[];
  additional: FormField[];
  optional: FormField[];
  /** undefined when the competition has no sales driver (no purchases asked) */
  limits?: SalesDriverLimits;
  hasSalesDriver: boolean;
}

const FIELD_TYPES: ReadonlySet<string> = new Set<FieldType>([
  'text',
  'email',
  'name',
  'number',
  'textarea',
  'postcode',
  'mobile',
  'date',
  'multiCheckbox',
  'year',
  'month',
  'select',
  'country',
  'countryDialCode',
  'gender',
  'checkbox',
  'radio',
  'hidden',
]);
const RULE_TYPES: ReadonlySet<string> = new Set<RuleType>([
  'required',
  'email',
  'mobile',
  'postcode',
  'minLength',
  'maxLength',
  'maxWords',
  'min',
  'max',
  'number',
  'valid',
  'pattern',
]);
const WIDTHS: ReadonlySet<string> = new Set<FieldWidth>([
  'full',
  'half',
  'quarter',
  'third',
  'two-third',
  'three-quarter',
]);

/** spec 2 §3: the competition form's gender options */
export const COMPETITION_GENDER_OPTIONS: readonly FieldOption[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'gender_neutral', label: 'Gender neutral' },
];

const rule = (type: RuleType, message: string, value?: number): ValidationRule =>
  value === undefined ? { type, message } : { type, message, value };

/** spec 2 §5: the contact fields and their messages, used when the content has no contact group */
export const DEFAULT_CONTACT_FIELDS: readonly FormField[] = [
  { ...VERIFICATION_IDENTITY_FIELDS.email, width: 'full' },
  { ...VERIFICATION_IDENTITY_FIELDS.mobile, width: 'half' },
  {
    name: 'first_name',
    label: 'First name',
    fieldType: 'name',
    width: 'half',
    validation: [
      rule('required', 'Please enter first name'),
      rule('minLength', 'First name should be at least two characters long', 2),
    ],
  },
  { name: 'last_name', label: 'Last name', fieldType: 'name', width: 'half' },
  {
    name: 'postcode',
    label: 'Postcode',
    fieldType: 'postcode',
    width: 'quarter',
    validation: [rule('required', 'Please enter your postcode')],
  },
];

/** The sales row's fields (labels for the browser; the rules are checked by sales-rules.ts) */
export const DEFAULT_SALES_FIELDS: readonly FormField[] = [
  {
    name: 'storeid',
    label: 'Store',
    fieldType: 'select',
    width: 'half',
    validation: [rule('required', COMPETITION_MESSAGES.storeRequired)],
  },
  {
    name: 'date',
    label: 'Date of purchase',
    fieldType: 'date',
    width: 'quarter',
    validation: [rule('required', COMPETITION_MESSAGES.dateRequired)],
  },
  {
    name: 'value',
    label: 'Amount spent',
    fieldType: 'number',
    width: 'quarter',
    prefix: '$',
    validation: [
      rule('required', COMPETITION_MESSAGES.amountRequired),
      rule('number', COMPETITION_MESSAGES.amountInvalid),
    ],
  },
];

/** The content's name of a sales row field ('store') → the entry payload's ('storeid', spec 2 §3). */
const SALES_FIELD_NAMES: Readonly<Record<string, string>> = {
  store: 'storeid',
  storeid: 'storeid',
  date: 'date',
  value: 'value',
  amount: 'value',
};

type Blok = Record<string, unknown>;
const isBlok = (value: unknown): value is Blok => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A money amount in whole cents: '30', 30, '29.95' → 2995; anything else undefined. */
export function toCents(value: unknown): number | undefined {
  const written =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(written);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

function readRule(raw: unknown): ValidationRule | undefined {
  if (!isBlok(raw) || typeof raw.type !== 'string' || !RULE_TYPES.has(raw.type)) return undefined;
  const value = typeof raw.value === 'number' || typeof raw.value === 'string' ? raw.value : undefined;
  const numeric =
    typeof value === 'string' && raw.type !== 'pattern' && /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value;
  const message = text(raw.message);
  return {
    type: raw.type as RuleType,
    ...(message === undefined ? {} : { message }),
    ...(numeric === undefined ? {} : { value: numeric }),
  };
}

function readOptions(raw: unknown): FieldOption[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const options = raw.flatMap((option): FieldOption[] => {
    if (typeof option === 'string') return [{ value: option, label: option }];
    if (!isBlok(option)) return [];
    const value = text(option.value) ?? text(option.name);
    return value === undefined ? [] : [{ value, label: text(option.label) ?? value }];
  });
  return options.length > 0 ? options : undefined;
}

/** A `form_field` blok as a FormField; undefined when it has no usable name or type. */
export function readField(raw: unknown): FormField | undefined {
  if (!isBlok(raw)) return undefined;
  const name = text(raw.name);
  const fieldType = text(raw.fieldType);
  if (!name || !fieldType || !FIELD_TYPES.has(fieldType)) return undefined;
  const validation = Array.isArray(raw.validation)
    ? raw.validation.map(readRule).filter((item): item is ValidationRule => item !== undefined)
    : [];
  const options = readOptions(raw.options);
  const width = text(raw.width);
  const maxLength = typeof raw.maxLength === 'number' ? raw.maxLength : Number(text(raw.maxLength) ?? NaN);
  const field: FormField = {
    name,
    label: text(raw.label) ?? name,
    fieldType: fieldType as FieldType,
    validation,
    ...(options ? { options } : {}),
    ...(width && WIDTHS.has(width) ? { width: width as FieldWidth } : {}),
    ...(Number.isInteger(maxLength) && maxLength > 0 ? { maxLength } : {}),
    ...(text(raw.prefix) ? { prefix: text(raw.prefix) } : {}),
  };
  if (field.fieldType === 'gender' && !field.options) return { ...field, options: COMPETITION_GENDER_OPTIONS };
  return field;
}

/**
 * spec 2 §5: a custom question's rules say 'Please enter your answer' when required, and their length limits
 * 'Please limit your answer to {n} characters / words'; a textarea without a limit takes 255 characters.
 */
function asQuestion(field: FormField): FormField {
  const validation = (field.validation ?? []).map((item): ValidationRule => {
    if (item.message) return item;
    if (item.type === 'required') return { ...item, message: COMPETITION_MESSAGES.answerRequired };
    return item;
  });
  return { ...field, validation };
}

/** An optional group's field: its rules apply to what is given, but nothing in it is required. */
function asOptional(field: FormField): FormField {
  return asQuestion({ ...field, validation: (field.validation ?? []).filter((item) => item.type !== 'required') });
}

function readLimits(raw: Blok, hasDriver: boolean): SalesDriverLimits | undefined {
  if (!hasDriver) return undefined;
  const min = toCents(raw.min_amount);
  const max = toCents(raw.max_amount);
  const entryMax = toCents(raw.entry_max_amount);
  const entryMode = text(raw.entry_dropdown_mode) === 'entry';
  const rowMax = entryMode && entryMax !== undefined ? entryMax : max;
  return {
    ...(min !== undefined && min > 0 ? { min } : {}),
    ...(rowMax !== undefined ? { rowMax } : {}),
    ...(max !== undefined ? { totalMax: max } : {}),
  };
}

/** The competition's entry form, read from its content. */
export function competitionForm(content: Pick<CompetitionContent, 'fields'>): CompetitionForm {
  const groups: Record<FieldGroupName, FormField[] | undefined> = {
    contact: undefined,
    salesDriver: undefined,
    additional: undefined,
    optional: undefined,
  };
  let limitsBlok: Blok = {};
  for (const blok of content.fields ?? []) {
    if (!isBlok(blok)) continue;
    if (blok.component === 'sales_driver_limits') limitsBlok = blok;
    if (blok.component !== 'field_group') continue;
    const group = text(blok.group);
    if (group !== 'contact' && group !== 'salesDriver' && group !== 'additional' && group !== 'optional') continue;
    const fields = Array.isArray(blok.fields)
      ? blok.fields.map(readField).filter((field): field is FormField => field !== undefined)
      : [];
    groups[group] = [...(groups[group] ?? []), ...fields];
  }
  const hasSalesDriver = groups.salesDriver !== undefined;
  const salesDriver = DEFAULT_SALES_FIELDS.map((spec) => {
    const fromContent = groups.salesDriver?.find((field) => SALES_FIELD_NAMES[field.name] === spec.name);
    return fromContent ? { ...spec, label: fromContent.label, width: fromContent.width ?? spec.width } : spec;
  });
  const limits = readLimits(limitsBlok, hasSalesDriver);
  return {
    contact: groups.contact && groups.contact.length > 0 ? groups.contact : [...DEFAULT_CONTACT_FIELDS],
    salesDriver,
    additional: (groups.additional ?? []).map(asQuestion),
    optional: (groups.optional ?? []).map(asOptional),
    ...(limits ? { limits } : {}),
    hasSalesDriver,
  };
}
