/** Test helpers: a Stripe sandbox on a fixed clock and a form-encoding caller over real HTTP. */
import { startStripeSandbox } from './stripe-sandbox';
import type { StripeSandbox } from './stripe-sandbox.types';

export const SECRET_KEY = 'sk_test_sandbox';
export const PUBLISHABLE_KEY = 'pk_test_sandbox';
/** 26 November 2026 */
export const NOW = Date.parse('2026-11-26T10:00:00Z');

export interface StripeAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: Record<string, unknown> };
  headers: Headers;
}

export function startTestStripe(): Promise<StripeSandbox> {
  return startStripeSandbox({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, now: () => new Date(NOW) });
}

export async function stripeCall(
  sandbox: StripeSandbox,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  { key = SECRET_KEY, idempotencyKey }: { key?: string | null; idempotencyKey?: string } = {},
): Promise<StripeAnswer> {
  const form = new URLSearchParams(params).toString();
  const response = await fetch(`${sandbox.url}${path}${method === 'GET' && form ? `?${form}` : ''}`, {
    method,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: method === 'POST' ? form : undefined,
  });
  return { status: response.status, body: (await response.json()) as StripeAnswer['body'], headers: response.headers };
}

export const INTENT = { amount: '9500', currency: 'aud', 'payment_method_types[]': 'card', 'metadata[booking]': '42' };

export function card(number: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2030',
    'payment_method_data[card][cvc]': '123',
    'payment_method_data[billing_details][name]': 'Jo Citizen',
    'payment_method_data[billing_details][address][postal_code]': '2000',
    ...extra,
  };
}
