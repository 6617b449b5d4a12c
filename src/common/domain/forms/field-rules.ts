/**
 * spec 2 §5 "Shared rules": the one implementation of every form rule and message. The browser validates
 * on change with it and the server validates every body with it (src/common/server/validation/form-body.pipe.ts).
 */
import { birthMonthOptions, birthYearOptions } from './birth-dates';
import { hasUnsafeCharacters, isBlankText } from './clean-text';
import { isEmailAddress } from './email-address';
import { countryOptions, DEFAULT_COUNTRY_CODE } from './countries';
import { DEFAULT_RULE_MESSAGES, FIELD_MESSAGES } from './field-messages';
import { maxLengthOf } from './field-sanitisers';
import type { FieldOption, FieldValue, FormField, FormValues, RuleType, ValidationRule } from './form-field';
import { isMobileForCountry, isMobileShape } from './phone-number';

export interface ValidationContext {
  /** the form's chosen country (dial code) for mobile checks; without it a mobile has the 10-12 digit shape only */
  countryCode?: string;
  /** the chosen birth year, which shortens the month list */
  birthYear?: string;
  /** now and the centre's time zone bound the birth years and months */
  now?: Date;
  timeZone?: string;
}

export type FormErrors = Record<string, string>;

// spec 2 §5 postcode, as read in docs/forms.md: four digits not starting with 0, or 02, 08, 09 and two digits
const POSTCODE = /^(?:0[289]\d{2}|[1-9]\d{3})$/;
// spec 2 §5 number: optional minus, digits, optional decimals
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const CHOICE_TYPES = new Set([
  'select',
  'radio',
  'gender',
  'country',
  'countryDialCode',
  'year',
  'month',
  'multiCheckbox',
]);
const DEFAULT_RULE_TYPES: ReadonlySet<RuleType> = new Set(['email', 'mobile', 'postcode']);

/** spec 2 §5: a field is required (its label gets an asterisk) when its validation has a required rule. */
export function isRequired(field: FormField): boolean {
  return (field.validation ?? []).some((rule) => rule.type === 'required');
}

/**
 * The rules a field is checked with: its own, then the default email, mobile or postcode rule of its type
 * when it has none of that type (spec 2 §5 "get their default rule automatically if none with a message is set";
 * a rule of that type without a message gets the default message).
 */
export function rulesOf(field: FormField): ValidationRule[] {
  const rules = [...(field.validation ?? [])];
  const type = field.fieldType as RuleType;
  if (DEFAULT_RULE_TYPES.has(type) && !rules.some((rule) => rule.type === type)) rules.push({ type });
  return rules;
}

/**
 * Nothing entered: no value, blank text (spaces and invisible characters only, clean-text.ts) or no choice.
 * A checkbox's false is a value (the 'valid' rule reads it).
 */
export function isEmptyValue(value: FieldValue | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return isBlankText(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** spec 2 §5 required: multi-checkbox at least one chosen, checkbox ticked, date a value, otherwise non-empty. */
function isPresent(field: FormField, value: FieldValue): boolean {
  if (field.fieldType === 'checkbox') return value === true;
  return !isEmptyValue(value);
}

/** spec 2 §5 maxWords and the word counter: words counted after collapsing spaces. */
export function countWords(text: string): number {
  const collapsed = text.trim().replace(/\s+/g, ' ');
  return collapsed === '' ? 0 : collapsed.split(' ').length;
}

/** The character counter and length rules count characters as a visitor sees them (an emoji is one). */
export function countCharacters(text: string): number {
  return [...text].length;
}

const lengthOf = countCharacters;

function numberOf(bound: ValidationRule['value']): number {
  return typeof bound === 'number' ? bound : Number(bound);
}

function asNumber(text: string): number {
  return NUMBER.test(text.trim()) ? Number(text) : Number.NaN;
}

/** Whether a non-empty value passes one rule. */
function passes(rule: ValidationRule, value: FieldValue, context: ValidationContext): boolean {
  if (rule.type === 'valid') return value === true;
  if (typeof value !== 'string') return true;
  const bound = numberOf(rule.value);
  switch (rule.type) {
    case 'email':
      return isEmailAddress(value);
    case 'mobile':
      return context.countryCode ? isMobileForCountry(value, context.countryCode) : isMobileShape(value);
    case 'postcode':
      return POSTCODE.test(value);
    case 'minLength':
      return lengthOf(value) >= bound;
    case 'maxLength':
      return lengthOf(value) <= bound;
    case 'maxWords':
      return countWords(value) <= bound;
    case 'min':
      return asNumber(value) >= bound;
    case 'max':
      return asNumber(value) <= bound;
    case 'number':
      return NUMBER.test(value);
    case 'pattern':
      return matchesPattern(value, rule.value);
    default:
      return true;
  }
}

// A pattern that is not a regular expression is the definition's mistake, not the visitor's: it passes
function matchesPattern(value: string, source: ValidationRule['value']): boolean {
  try {
    return new RegExp(String(source ?? '')).test(value);
  } catch {
    return true;
  }
}

/** The message of a failing rule: its own, else the spec's default for email, mobile and postcode, else ours. */
export function messageOf(rule: ValidationRule): string {
  if (rule.message) return rule.message;
  const bound = numberOf(rule.value);
  switch (rule.type) {
    case 'email':
    case 'mobile':
    case 'postcode':
      return FIELD_MESSAGES[rule.type];
    case 'minLength':
    case 'maxLength':
    case 'maxWords':
    case 'min':
    case 'max':
      return DEFAULT_RULE_MESSAGES[rule.type](bound);
    default:
      return DEFAULT_RULE_MESSAGES[rule.type];
  }
}

/** The options a value must be one of; empty when they are not known here (content-provided lists). */
export function optionsOf(field: FormField, context: ValidationContext): readonly FieldOption[] {
  if (field.options && field.options.length > 0) return field.options;
  const { now, timeZone } = context;
  if (field.fieldType === 'year' && now && timeZone) return birthYearOptions(now, timeZone);
  if (field.fieldType === 'month' && now && timeZone) return birthMonthOptions(context.birthYear, now, timeZone);
  if (field.fieldType === 'country' || field.fieldType === 'countryDialCode') return countryOptions();
  return [];
}

/** The value has the kind its field takes: true/false for a checkbox, a list of text for a multi-checkbox, else text. */
function hasFieldKind(field: FormField, value: FieldValue): boolean {
  if (field.fieldType === 'checkbox') return typeof value === 'boolean';
  if (field.fieldType === 'multiCheckbox')
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof value === 'string';
}

/** Checks beyond the listed rules: the kind of value, the input's length limit, and the offered options. */
function builtInError(field: FormField, value: FieldValue, context: ValidationContext): string | undefined {
  if (!hasFieldKind(field, value)) return DEFAULT_RULE_MESSAGES.invalid;
  const limit = maxLengthOf(field);
  if (typeof value === 'string' && limit !== undefined && lengthOf(value) > limit) {
    return DEFAULT_RULE_MESSAGES.maxLength(limit);
  }
  if (!CHOICE_TYPES.has(field.fieldType)) return undefined;
  const offered = optionsOf(field, context);
  if (offered.length === 0) return undefined;
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((item) => offered.some((option) => option.value === item))
    ? undefined
    : DEFAULT_RULE_MESSAGES.option;
}

/**
 * spec 2 §5: the first failing rule's message, or undefined when the value is valid. Empty values pass every
 * rule except required. Hidden fields carry a fixed value and are not checked.
 */
export function validateField(
  field: FormField,
  value: FieldValue,
  context: ValidationContext = {},
): string | undefined {
  if (field.fieldType === 'hidden') return undefined;
  const rules = rulesOf(field);
  const required = rules.find((rule) => rule.type === 'required');
  if (required && !isPresent(field, value)) return messageOf(required);
  if (typeof value === 'string' && hasUnsafeCharacters(value, { multiline: field.fieldType === 'textarea' })) {
    return uncleanMessage(field);
  }
  if (isEmptyValue(value)) return undefined;
  for (const rule of rules) {
    if (rule.type !== 'required' && !passes(rule, value, context)) return messageOf(rule);
  }
  return builtInError(field, value, context);
}

/** A value with a character no field takes: the spec's message for an email, mobile or postcode, else ours. */
function uncleanMessage(field: FormField): string {
  const kind = rulesOf(field).find((rule) => DEFAULT_RULE_TYPES.has(rule.type));
  return kind ? messageOf(kind) : DEFAULT_RULE_MESSAGES.invalid;
}

/** The context a whole form gives its fields: the chosen dial code (default AU) and birth year. */
export function contextOf(
  fields: readonly FormField[],
  values: FormValues,
  base: ValidationContext,
): ValidationContext {
  const dialField = fields.find((field) => field.fieldType === 'countryDialCode');
  const yearField = fields.find((field) => field.fieldType === 'year');
  const chosenCountry = dialField ? values[dialField.name] : undefined;
  const chosenYear = yearField ? values[yearField.name] : undefined;
  return {
    ...base,
    countryCode:
      typeof chosenCountry === 'string' && chosenCountry !== ''
        ? chosenCountry
        : (base.countryCode ?? (dialField ? DEFAULT_COUNTRY_CODE : undefined)),
    birthYear: typeof chosenYear === 'string' ? chosenYear : base.birthYear,
  };
}

/** spec 2 §5: every field's first failing message, keyed by field name (only the fields in error). */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  context: ValidationContext = {},
): FormErrors {
  const formContext = contextOf(fields, values, context);
  const entries: Array<[string, string]> = [];
  for (const field of fields) {
    const message = validateField(
      field,
      Object.hasOwn(values, field.name) ? values[field.name] : undefined,
      formContext,
    );
    if (message !== undefined) entries.push([field.name, message]);
  }
  return Object.fromEntries(entries);
}
