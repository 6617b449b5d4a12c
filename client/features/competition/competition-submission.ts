import { requestErrorMessage, REQUEST_ERROR_MESSAGES } from '../../../src/common/domain/async/async-state';
import { CONSENT_FIELDS } from '../../../src/common/domain/competitions/competition-entry';
import { COMPETITION_MESSAGES } from '../../../src/common/domain/competitions/competition-messages';
import type { EntryOutcome } from '../../../src/common/domain/competitions/competition-steps';
import type { FormErrors } from '../../../src/common/domain/forms/field-rules';
import type { FieldValue, FormField } from '../../../src/common/domain/forms/form-field';
import { RequestError, type Transport } from '../../app/transport';
import { fieldErrorsOf, payloadOf } from '../forms/form-values';
import { trackingFieldsOf, type TrackingFields } from '../tracking/tracking-fields';
import type { FormStore } from '../forms/form.store';
import type { EntryError } from './competition-notices.store';
import type { SalesRowsStore } from './competition-sales.store';

/** The tracking form type of every competition; the competition itself is named by the tracker's context. */
export const COMPETITION_FORM_TYPE = 'competition';

/** The entry as sent: the competition, the sealed verification, the filled-in fields and the purchases. */
export function entryBody(entry: {
  competition: string;
  verification?: string;
  fields: readonly FormField[];
  values: Record<string, FieldValue>;
  sales?: Array<Record<string, FieldValue>>;
}): Record<string, unknown> {
  const details = payloadOf({ fields: entry.fields }, entry.values);
  return {
    competition: entry.competition,
    // membership is the server's to establish: the entry carries back its sealed verification, nothing else
    ...(entry.verification ? { verification: entry.verification } : {}),
    ...Object.fromEntries(Object.entries(details).filter(([, value]) => value !== '')),
    ...(entry.sales ? { sales: entry.sales } : {}),
  };
}

/**
 * The Idempotency-Key of an entry (docs/competitions.md): the same entry sent again, after a press whose answer
 * never came, is the same attempt with the same key, so the server answers it as it answered the first (an entry
 * it took is 'Entry received' again, not 'Already submitted'); a changed entry, or one after an answer, is new.
 */
export class EntryAttempt {
  private last?: { body: string; key: string };

  constructor(private readonly newKey: () => string = () => globalThis.crypto.randomUUID()) {}

  keyFor(body: Record<string, unknown>): string {
    const sent = JSON.stringify(body);
    if (this.last?.body !== sent) this.last = { body: sent, key: this.newKey() };
    return this.last.key;
  }

  /** The attempt is over (answered, or the entry started again): whatever is sent next is a new attempt. */
  end(): void {
    this.last = undefined;
  }
}

/** Step 2: sends the entry under its attempt's Idempotency-Key with the human check's token. */
export async function sendEntry(
  transport: Transport,
  token: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<EntryOutcome> {
  let status = 0;
  const answer = await transport.postJson<{ data?: { information?: unknown } }>('/api/competition', body, {
    headers: { Authorization: token, 'Idempotency-Key': idempotencyKey },
    onStatus: (answered) => (status = answered),
  });
  return status === 200 && answer?.data?.information === COMPETITION_MESSAGES.alreadySubmitted ? 'already' : 'entered';
}

/** A 400's field errors: the captcha's, the entry form's own fields' and the purchases'; undefined when none. */
export function serverFieldErrors(
  error: unknown,
  fields: readonly FormField[],
): { captcha?: string; details: FormErrors; sales: FormErrors } | undefined {
  const errors = error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body) : undefined;
  if (!errors || Object.keys(errors).length === 0) return undefined;
  return {
    captcha: errors.captcha,
    details: Object.fromEntries(Object.entries(errors).filter(([name]) => fields.some((field) => field.name === name))),
    sales: Object.fromEntries(Object.entries(errors).filter(([name]) => name.startsWith('sales'))),
  };
}

/** spec 2 §8: the competition's failures in the visitor's words. */
export function failureOf(error: unknown): string {
  if (!(error instanceof RequestError)) return REQUEST_ERROR_MESSAGES.unknown;
  if (error.kind === 'network') return requestErrorMessage('network');
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') {
    if (message === COMPETITION_MESSAGES.noDefinition || message.includes(COMPETITION_MESSAGES.noTypePrefix)) {
      return COMPETITION_MESSAGES.entryUnsuccessful;
    }
    if (error.status === 410 || error.status === 409 || error.status === 429) return message;
  }
  return requestErrorMessage(error.kind);
}

/**
 * The tracking fields of the entry (spec 2 §3): the email hashed in the page, timeToComplete in seconds from the
 * form-started time. A failure of the hash never stops the entry: it is then sent without tracking.
 */
export async function entryTrackingFields(
  values: Record<string, FieldValue>,
  startedAt: number | undefined,
  now: number,
): Promise<TrackingFields | undefined> {
  try {
    return await trackingFieldsOf({ formType: COMPETITION_FORM_TYPE, values, startedAt: startedAt ?? now, now });
  } catch {
    return undefined;
  }
}

/**
 * Every error shows, and stays shown as the visitor corrects the fields: the entry form's under its fields, the
 * purchases' under their rows. Answers them all, in the order of the form.
 */
export function showEntryErrors(
  form: FormStore,
  sales: SalesRowsStore,
  details: FormErrors,
  salesErrors: FormErrors,
): EntryError[] {
  for (const field of form.fields) form.touched[field.name] = true;
  form.errors = details;
  sales.show(salesErrors);
  const errorsOf = (fields: readonly FormField[]): EntryError[] =>
    fields.flatMap((field) =>
      details[field.name] ? [[`entry-${field.name}`, details[field.name]!, field.name] as EntryError] : [],
    );
  // the consents come after the purchases on the page
  const consent = (field: FormField) => isConsentField(field.name);
  return [
    ...errorsOf(form.fields.filter((field) => !consent(field))),
    ...sales.errorList(salesErrors),
    ...errorsOf(form.fields.filter(consent)),
  ];
}

/** The two consents of an entry (spec 2 §3), shown after the purchases. */
export function isConsentField(name: string): boolean {
  return (CONSENT_FIELDS as readonly string[]).includes(name);
}
