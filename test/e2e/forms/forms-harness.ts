import request from 'supertest';
import type { LedgerApp } from '../submissions/ledger-harness';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** the captcha sandbox's tokens (decision 0009) */
export const PASSING_TOKEN = 'demo-pass';
export const FAILING_TOKEN = 'demo-fail';

/** What every missing or failed human check answers (spec 2 §5, §8). */
export const humanCheckFailedBody = (code: 'CAPTCHA.MISSING' | 'CAPTCHA.FAILED') => ({
  statusCode: 400,
  message: 'Human verification failed',
  errors: { captcha: 'Please confirm you are not a robot' },
  code,
  correlationId: expect.stringMatching(UUID),
});

/** The house 400 of a body that fails the form's rules. */
export const validationFailedBody = (errors: Record<string, string>) => ({
  statusCode: 400,
  message: 'Validation failed',
  errors,
  correlationId: expect.stringMatching(UUID),
});

/** A key per attempt, as the browser makes them. */
let keys = 0;
export const attemptKey = (): string => `5d0c2a9e-7b41-4f6e-8d3a-${String((keys += 1)).padStart(12, '0')}`;

export interface PostOptions {
  token?: string | null;
  key?: string;
  centre?: string;
}

/** A form post as the browser makes it: JSON, the captcha token in Authorization, one Idempotency-Key. */
export function postForm(app: LedgerApp, path: string, body: unknown, options: PostOptions = {}): request.Test {
  const req = request(app.test.url)
    .post(path)
    .set('Host', app.test.host(options.centre ?? 'willowvale'))
    .set('Idempotency-Key', options.key ?? attemptKey());
  const token = options.token === undefined ? PASSING_TOKEN : options.token;
  if (token !== null) req.set('Authorization', token);
  return req.send(body as object);
}

/** The tracking fields the browser posts beside the values (spec 2 §3): never part of a lead. */
export const TRACKING_FIELDS = {
  hashedEmail: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  timeToComplete: 42,
  contactRequest: 'enquiry',
  'How did you hear about us?': 'Radio',
};

/** A test title's picture of a value: long text by its length. */
export const shown = (value: unknown): string =>
  typeof value === 'string' && value.length > 20 ? `${value.length} characters` : JSON.stringify(value);
