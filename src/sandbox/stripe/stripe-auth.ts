/** Which key a request carries: `Authorization: Bearer <key>` or basic auth with the key as the user. */
import type { IncomingHttpHeaders } from 'node:http';
import { StripeError } from './stripe-error';

export type KeyKind = 'secret' | 'publishable';

export function presentedKey(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic)
    return (
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] || undefined
    );
  return undefined;
}

const masked = (key: string): string => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

/** The kind of the presented key; 401 in Stripe's words when there is none or it is not ours. */
export function keyKind(key: string | undefined, keys: { secretKey: string; publishableKey: string }): KeyKind {
  if (!key)
    throw new StripeError(401, {
      type: 'invalid_request_error',
      message:
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
    });
  if (key === keys.secretKey) return 'secret';
  if (key === keys.publishableKey) return 'publishable';
  throw new StripeError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked(key)}` });
}

export const secretKeyRequired = (): StripeError =>
  new StripeError(401, {
    type: 'invalid_request_error',
    message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
  });
