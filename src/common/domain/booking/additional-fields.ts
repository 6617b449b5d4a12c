/**
 * A service's additional fields and products as the provider answers them (spec 3 §3.1), read into the shapes of
 * booking-wire.ts, and the checks of the visitor's answers (spec 3 §5.1 'Additional questions'). The server reads
 * the provider's records with these; the browser and the server's reserve check answers with `answerErrors`.
 */
import { hasUnsafeCharacters, isBlankText } from '../forms/clean-text';
import { DEFAULT_RULE_MESSAGES } from '../forms/field-messages';
import { TEXT_MAX_LENGTH } from '../forms/field-sanitisers';
import { isDashedDate } from '../time/date-formats';
import { questionsOf } from './attendees';
import { REQUIRED_FIELD } from './booking-messages';
import type { AdditionalField, AdditionalFieldType, CatalogueProduct } from './booking-wire';
import { toCents } from '../money/money';

const KEY_LENGTH = 100;

/** spec 3 §5.1: the field's key is its title without non-alphanumerics, cut to 100 characters. */
export function fieldKey(title: string): string {
  return title.replace(/[^A-Za-z0-9]/g, '').slice(0, KEY_LENGTH);
}

const TYPES: Readonly<Record<string, AdditionalFieldType>> = {
  text: 'text',
  textarea: 'textarea',
  select: 'select',
  checkbox: 'checkbox',
  digits: 'number',
  number: 'number',
  date: 'date',
};

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const integer = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(number) ? number : undefined;
};
/** the provider writes flags as '1'/'0', 1/0 or true/false */
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';
const hidden = (value: unknown): boolean => value === false || value === 0 || value === '0' || value === 'false';

/** The provider's additional field, or undefined for a hidden or unreadable one. */
export function toAdditionalField(raw: unknown): AdditionalField | undefined {
  if (!isRecord(raw) || hidden(raw.is_visible)) return undefined;
  const id = integer(raw.id);
  const name = text(raw.name).trim();
  if (id === undefined || name === '') return undefined;
  const title = text(raw.title).trim() || name;
  const options = text(raw.values)
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
  return {
    id,
    name,
    title,
    type: TYPES[text(raw.type).trim().toLowerCase()] ?? 'text',
    options,
    optional: flag(raw.is_null),
    pos: integer(raw.pos) ?? 0,
    key: fieldKey(title),
  };
}

/** The visible, readable fields of a service, by position. */
export function visibleFields(raw: unknown[]): AdditionalField[] {
  return raw
    .map(toAdditionalField)
    .filter((field): field is AdditionalField => field !== undefined)
    .sort((a, b) => a.pos - b.pos);
}

const TICKED = new Set(['true', '1', 'on', 'yes']);

function answerError(field: AdditionalField, answer: string | undefined): string | undefined {
  const value = answer ?? '';
  const empty = field.type === 'checkbox' ? !TICKED.has(value.trim().toLowerCase()) : isBlankText(value);
  if (empty) return field.optional ? undefined : REQUIRED_FIELD;
  if (hasUnsafeCharacters(value, { multiline: field.type === 'textarea' })) return DEFAULT_RULE_MESSAGES.invalid;
  if ([...value].length > TEXT_MAX_LENGTH) return DEFAULT_RULE_MESSAGES.maxLength(TEXT_MAX_LENGTH);
  const trimmed = value.trim();
  if (field.type === 'select' && field.options.length > 0 && !field.options.includes(trimmed)) {
    return DEFAULT_RULE_MESSAGES.option;
  }
  if (field.type === 'number' && !/^\d+$/.test(trimmed)) return DEFAULT_RULE_MESSAGES.number;
  if (field.type === 'date' && !isDashedDate(trimmed)) return DEFAULT_RULE_MESSAGES.pattern;
  return undefined;
}

/** The most questions a block may add (the reserve takes at most 50 answers, the service's among them). */
const BLOCK_QUESTIONS_MAX = 20;

/**
 * spec 3 §3.1 'Content settings' `questions`: the block's own questions, which the editor writes in the shape of
 * the provider's additional fields (§3.1 'Additional field': title, type, values, is_null; `name` optional, the
 * key by default). Keyed by title as the provider's are (§5.1); a title given twice is asked once.
 */
export function blockQuestionsFrom(raw: unknown): AdditionalField[] {
  if (!Array.isArray(raw)) return [];
  const questions: AdditionalField[] = [];
  raw.forEach((blok: unknown, index) => {
    if (!isRecord(blok)) return;
    const title = text(blok.title).trim();
    const name = text(blok.name).trim() || fieldKey(title);
    const field = toAdditionalField({ ...blok, id: index + 1, name, pos: index, is_visible: true });
    if (field && field.key !== '' && !questions.some((question) => question.key === field.key)) questions.push(field);
  });
  return questionsOf(questions).slice(0, BLOCK_QUESTIONS_MAX);
}

/**
 * The questions a booking of the service asks (spec 3 §2.1 'additional questions'): the service's own, by
 * position, then the block's. A block question with the key of one of the service's fields is the service's.
 */
export function questionsAsked(serviceFields: AdditionalField[], blockQuestions: AdditionalField[] = []): AdditionalField[] {
  const keys = new Set(serviceFields.map((field) => field.key));
  return [...questionsOf(serviceFields), ...blockQuestions.filter((question) => !keys.has(question.key))];
}

/**
 * spec 3 §5.1: the visitor's answers (by field key) to the questions asked (`questionsAsked`) checked; only the
 * questions in error, by key. Required unless optional ('This is a required field.'); a select's answer is one of
 * its options; a number is digits only.
 */
export function answerErrors(questions: AdditionalField[], answers: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of questions) {
    const answer = Object.hasOwn(answers, field.key) ? answers[field.key] : undefined;
    const error = answerError(field, typeof answer === 'string' ? answer : undefined);
    if (error !== undefined) errors[field.key] = error;
  }
  return errors;
}

/**
 * The answers the provider and the booking data are sent (spec 3 §3.1 'Booking data request' fields): by field
 * name, trimmed, only questions that were answered.
 */
export function questionAnswers(
  questions: AdditionalField[],
  answers: Record<string, string>,
): { name: string; value: string }[] {
  return questions
    .map((field) => ({
      name: field.name,
      value: (Object.hasOwn(answers, field.key) ? answers[field.key] : '')?.trim() ?? '',
    }))
    .filter((answer) => answer.value !== '');
}

/** spec 3 §3.1 'Products': shown only when active, visible and allowed for the service (qty above 0). */
export function toCatalogueProduct(raw: unknown, serviceId: number): CatalogueProduct | undefined {
  if (!isRecord(raw) || !flag(raw.is_active) || !flag(raw.is_visible)) return undefined;
  const id = integer(raw.id);
  const name = text(raw.name).trim();
  if (id === undefined || name === '') return undefined;
  const services = Array.isArray(raw.services) ? raw.services.filter(isRecord) : [];
  const entry = services.find((service) => integer(service.service_id) === serviceId);
  const maxQty = entry ? integer(entry.qty) : undefined;
  if (maxQty === undefined || maxQty <= 0) return undefined;
  return { id, name, priceCents: toCents(text(raw.price)), maxQty };
}
