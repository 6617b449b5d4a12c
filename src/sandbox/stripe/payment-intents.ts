/**
 * PaymentIntents and their lifecycle (contracts.md §4): created as requires_payment_method, confirmed with a
 * card (succeeded, declined back to requires_payment_method, or requires_action for 3-D Secure, answered by
 * a second confirm with three_d_secure=complete|fail), cancelled.
 */
import { randomBytes } from 'node:crypto';
import { object, text, type FormObject } from './form-params';
import { invalidRequest, missingParam, noSuchIntent, StripeError } from './stripe-error';
import { intentWire } from './payment-intent.wire';
import type { IntentRecord } from './payment-intent.types';
import { readCard } from './test-cards';

const KNOWN_CREATE_PARAMS = [
  'amount',
  'currency',
  'metadata',
  'payment_method_types',
  'automatic_payment_methods',
  'description',
  'receipt_email',
  'capture_method',
  'confirmation_method',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

const id = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export function billingDetails(raw: FormObject | undefined): Record<string, unknown> {
  const address = object(raw?.address);
  return {
    name: text(raw?.name) ?? null,
    email: text(raw?.email) ?? null,
    phone: text(raw?.phone) ?? null,
    address: { postal_code: text(address?.postal_code) ?? null },
  };
}

export class IntentStore {
  readonly intents = new Map<string, IntentRecord>();

  constructor(private readonly now: () => Date) {}

  create(params: FormObject): IntentRecord {
    const unknown = Object.keys(params).find((key) => !KNOWN_CREATE_PARAMS.includes(key));
    if (unknown) throw invalidRequest(`Received unknown parameter: ${unknown}`, 'parameter_unknown', unknown);
    const rawAmount = text(params.amount);
    if (rawAmount === undefined) throw missingParam('amount');
    const amount = Number(rawAmount);
    if (!/^\d+$/.test(rawAmount))
      throw invalidRequest('Invalid integer: ' + rawAmount, 'parameter_invalid_integer', 'amount');
    if (amount < 50) throw invalidRequest('Amount must be at least $0.50 aud', 'amount_too_small', 'amount');
    const currency = text(params.currency)?.toLowerCase();
    if (!currency) throw missingParam('currency');
    if (!/^[a-z]{3}$/.test(currency))
      throw invalidRequest(`Invalid currency: ${currency}.`, 'parameter_invalid_string', 'currency');
    const types = Array.isArray(params.payment_method_types) ? params.payment_method_types.map(String) : ['card'];
    if (types.some((type) => type !== 'card'))
      throw invalidRequest(
        'The payment method type provided is not available in the sandbox.',
        'payment_method_type_invalid',
        'payment_method_types',
      );
    const capture = text(params.capture_method);
    if (capture !== undefined && capture !== 'automatic')
      throw invalidRequest(
        'Only automatic capture is supported by the sandbox.',
        'parameter_invalid_string',
        'capture_method',
      );
    const metadata = Object.fromEntries(
      Object.entries(object(params.metadata) ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const intentId = id('pi');
    const intent: IntentRecord = {
      id: intentId,
      clientSecret: `${intentId}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
      amount,
      currency,
      status: 'requires_payment_method',
      metadata,
      description: text(params.description) ?? null,
      receiptEmail: text(params.receipt_email) ?? null,
      paymentMethodTypes: types,
      created: Math.floor(this.now().getTime() / 1000),
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  get(intentId: string): IntentRecord {
    const intent = this.intents.get(intentId);
    if (!intent) throw noSuchIntent(intentId);
    return intent;
  }

  /** Stripe cancels an intent that has not succeeded; `cancellation_reason` is one of its four reasons. */
  cancel(intentId: string, params: FormObject = {}): IntentRecord {
    const intent = this.get(intentId);
    const reason = text(params.cancellation_reason);
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason))
      throw invalidRequest(
        `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
        'parameter_invalid_string',
        'cancellation_reason',
      );
    if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'cancel');
    intent.status = 'canceled';
    intent.canceledAt = Math.floor(this.now().getTime() / 1000);
    if (reason) intent.cancellationReason = reason;
    return intent;
  }

  /** Confirms with a new card, or answers a pending 3-D Secure challenge; a card error throws 402. */
  confirm(intentId: string, params: FormObject): IntentRecord {
    const intent = this.get(intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'confirm');
    const data = object(params.payment_method_data);
    const challenge = text(params.three_d_secure);
    if (!data && intent.status === 'requires_action' && challenge) return this.answerChallenge(intent, challenge);
    if (!data) throw missingParam('payment_method_data');
    const card = readCard(data, this.now());
    const { outcome, ...kept } = card;
    intent.paymentMethod = { id: id('pm'), card: kept, billingDetails: billingDetails(object(data.billing_details)) };
    delete intent.lastPaymentError;
    if (outcome.kind === 'succeeds') return this.succeed(intent);
    if (outcome.kind === 'requires_action') {
      intent.status = 'requires_action';
      return intent;
    }
    throw this.decline(intent, outcome.code, outcome.message, outcome.declineCode, outcome.param);
  }

  private answerChallenge(intent: IntentRecord, answer: string): IntentRecord {
    if (answer === 'complete') return this.succeed(intent);
    if (answer !== 'fail')
      throw invalidRequest('three_d_secure must be complete or fail.', 'parameter_invalid_string', 'three_d_secure');
    throw this.decline(
      intent,
      'payment_intent_authentication_failure',
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
  }

  private succeed(intent: IntentRecord): IntentRecord {
    intent.status = 'succeeded';
    intent.latestCharge = id('ch');
    return intent;
  }

  private decline(
    intent: IntentRecord,
    code: string,
    message: string,
    declineCode?: string,
    param?: string,
  ): StripeError {
    intent.status = 'requires_payment_method';
    intent.lastPaymentError = {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message,
      ...(param ? { param } : {}),
      payment_method: intent.paymentMethod
        ? { id: intent.paymentMethod.id, card: { last4: intent.paymentMethod.card.last4 } }
        : null,
    };
    return new StripeError(402, {
      ...(intent.lastPaymentError as { type: 'card_error'; message: string }),
      payment_intent: intentWire(intent),
    });
  }
}

function unexpectedState(intent: IntentRecord, action: string): StripeError {
  return new StripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    payment_intent: intentWire(intent),
  });
}
