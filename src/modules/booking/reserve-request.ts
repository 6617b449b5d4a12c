/**
 * The body of POST /api/booking-reserve read strictly (booking-wire.ts ReserveRequest): numbers are integers in
 * range, dates and times in the provider's shapes, the email a mailbox, every text clean (no control, invisible
 * or direction characters: QUALITY T3). Anything else answers 400 with the field's message.
 */
import { REQUIRED_FIELD } from '../../common/domain/booking/booking-messages';
import { hasUnsafeCharacters } from '../../common/domain/forms/clean-text';
import { isEmailAddress } from '../../common/domain/forms/email-address';
import { DEFAULT_RULE_MESSAGES } from '../../common/domain/forms/field-messages';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';

export interface ReserveInput {
  eventId: number;
  providerId: number;
  date: string;
  time: string;
  email: string;
  adults?: number;
  children?: number;
  quantity?: number;
  answers: Record<string, string>;
  products: { id: number; qty: number }[];
  verification?: string;
}

const INVALID = DEFAULT_RULE_MESSAGES.invalid;
const ANSWER_MAX = 500;

export function readReserveRequest(body: Record<string, unknown>): ReserveInput {
  const errors: Record<string, string> = {};
  const int = (name: string, min: number, max: number, required: boolean): number | undefined => {
    const value = body[name];
    if (value === undefined || value === null) {
      if (required) errors[name] = INVALID;
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      errors[name] = INVALID;
      return undefined;
    }
    return value;
  };
  const eventId = int('event_id', 1, 1e9, true);
  const providerId = int('provider_id', 1, 1e9, true);
  const adults = int('adults', 0, 1000, false);
  const children = int('children', 0, 1000, false);
  const quantity = int('quantity', 1, 1000, false);
  const date = typeof body.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.date) ? body.date : undefined;
  if (!date) errors.date = INVALID;
  const time = typeof body.time === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(body.time) ? body.time : undefined;
  if (!time) errors.time = INVALID;
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (email === '') errors.email = REQUIRED_FIELD;
  else if (hasUnsafeCharacters(email) || !isEmailAddress(email)) errors.email = INVALID;
  const answers = readAnswers(body.answers, errors);
  const products = readProducts(body.products, errors);
  const verification =
    typeof body.verification === 'string' && body.verification.length <= 4096 ? body.verification : undefined;
  if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
  return {
    eventId: eventId!,
    providerId: providerId!,
    date: date!,
    time: time!.length === 5 ? `${time}:00` : time!,
    email,
    ...(adults !== undefined ? { adults } : {}),
    ...(children !== undefined ? { children } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    answers,
    products,
    ...(verification ? { verification } : {}),
  };
}

function readAnswers(value: unknown, errors: Record<string, string>): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.answers = INVALID;
    return {};
  }
  const answers: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
    if (!/^[A-Za-z0-9]{1,100}$/.test(key)) {
      errors.answers = INVALID;
      continue;
    }
    const text = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
    if (typeof text !== 'string' || text.length > ANSWER_MAX || hasUnsafeCharacters(text, { multiline: true })) {
      errors[`answers.${key}`] = INVALID;
      continue;
    }
    answers[key] = text.trim();
  }
  return answers;
}

function readProducts(value: unknown, errors: Record<string, string>): { id: number; qty: number }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 20) {
    errors.products = INVALID;
    return [];
  }
  const products: { id: number; qty: number }[] = [];
  for (const entry of value) {
    const { id, qty } = (entry ?? {}) as Record<string, unknown>;
    if (
      !Number.isInteger(id) ||
      !Number.isInteger(qty) ||
      (id as number) < 1 ||
      (qty as number) < 0 ||
      (qty as number) > 100
    ) {
      errors.products = INVALID;
      continue;
    }
    if ((qty as number) > 0) products.push({ id: id as number, qty: qty as number });
  }
  return products;
}
