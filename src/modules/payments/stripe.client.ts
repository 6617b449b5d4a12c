import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import {
  CardPaymentsError,
  type CancellationReason,
  type CardConfirm,
  type CardError,
  type CardPaymentsPort,
  type ConfirmOutcome,
  type CreateIntent,
  type PaymentIntent,
  type Refund,
  type RefundReason,
} from './card-payments.port';

export interface StripeClientOptions {
  apiUrl: string;
  secretKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The real Stripe client (contracts.md §4): form-encoded requests to `/v1/payment_intents` with the secret key,
 * an Idempotency-Key on every create, a timeout on every call. Amounts are the server's (an invoice's, a checkout's), in cents: the browser
 * never names one (ARCHITECTURE.md "Payments and bookings").
 */
@Injectable()
export class StripeClient implements CardPaymentsPort {
  private readonly options: StripeClientOptions & { fetch: typeof fetch };

  constructor(@Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>) {
    const { keys, booking } = config.integrations;
    this.options = {
      apiUrl: keys.stripeApiUrl,
      secretKey: keys.stripeSecretKey,
      timeoutMs: booking.paymentsTimeoutMs,
      fetch: globalThis.fetch.bind(globalThis),
    };
  }

  async createIntent(intent: CreateIntent): Promise<PaymentIntent> {
    const form = encodeForm({
      amount: intent.amountCents,
      currency: 'aud',
      'payment_method_types[]': 'card',
      metadata: { ...intent.for, centre: intent.centre },
    });
    return this.request<PaymentIntent>('POST', '/v1/payment_intents', this.secret(), form, intent.idempotencyKey);
  }

  retrieveIntent(id: string): Promise<PaymentIntent> {
    return this.request<PaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, this.secret());
  }

  cancelIntent(id: string, reason?: CancellationReason): Promise<PaymentIntent> {
    return this.request<PaymentIntent>(
      'POST',
      `/v1/payment_intents/${encodeURIComponent(id)}/cancel`,
      this.secret(),
      encodeForm({ cancellation_reason: reason }),
    );
  }

  refundIntent(id: string, options: { idempotencyKey: string; reason?: RefundReason }): Promise<Refund> {
    const form = encodeForm({ payment_intent: id, reason: options.reason });
    return this.request<Refund>('POST', '/v1/refunds', this.secret(), form, options.idempotencyKey);
  }

  async confirmWithPublishableKey(confirm: CardConfirm): Promise<ConfirmOutcome> {
    const id = confirm.clientSecret.split('_secret_')[0] ?? '';
    // the answer to a 3-D Secure challenge is a confirm of its own, without the card again
    const form = confirm.threeDSecure
      ? encodeForm({ client_secret: confirm.clientSecret, three_d_secure: confirm.threeDSecure })
      : encodeForm({
          client_secret: confirm.clientSecret,
          payment_method_data: {
            type: 'card',
            card: { ...confirm.card },
            billing_details: {
              name: confirm.billing.name,
              email: confirm.billing.email,
              phone: confirm.billing.phone,
              address: { postal_code: confirm.billing.postalCode },
            },
          },
        });
    try {
      const path = `/v1/payment_intents/${encodeURIComponent(id)}/confirm`;
      return { paymentIntent: await this.request<PaymentIntent>('POST', path, confirm.publishableKey, form) };
    } catch (error) {
      if (error instanceof CardPaymentsError && error.card) return { error: error.card };
      throw error;
    }
  }

  private secret(): string {
    if (!this.options.secretKey) throw new CardPaymentsError('No card payment secret key is configured');
    return this.options.secretKey;
  }

  private async request<T>(
    method: string,
    path: string,
    key: string,
    form?: string,
    idempotencyKey?: string,
  ): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await this.options.fetch(`${this.options.apiUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new CardPaymentsError(
        `Stripe ${method} ${path.split('/').slice(0, 3).join('/')}: no answer (${String(error)})`,
      );
    }
    if (!response.ok) {
      const card = cardError(body);
      throw new CardPaymentsError(card?.message ?? `Stripe answered ${response.status}`, response.status, card);
    }
    if (typeof body !== 'object' || body === null) throw new CardPaymentsError('Stripe answered without a body');
    return body as T;
  }
}

function cardError(body: unknown): CardError | undefined {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Record<string, unknown>;
  return {
    type: typeof e.type === 'string' ? e.type : 'api_error',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.decline_code === 'string' ? { decline_code: e.decline_code } : {}),
    message: typeof e.message === 'string' ? e.message : 'Your card could not be charged.',
  };
}

/** Stripe's form encoding: nested objects as `a[b][c]=v`; undefined values left out. */
export function encodeForm(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>))
        add(`${key}[${inner}]`, innerValue);
      return;
    }
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}
