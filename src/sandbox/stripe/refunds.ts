/**
 * Refunds of a succeeded PaymentIntent (contracts.md §4; Stripe's `POST /v1/refunds`): the whole amount or a part
 * of what is left, at once `succeeded` (card refunds in test mode are), the intent staying `succeeded` with its
 * charge's refunded amount growing. Refunding more than is left, or an intent without a successful charge, is a
 * 400 as Stripe answers it.
 */
import { randomBytes } from 'node:crypto';
import { object, text, type FormObject } from './form-params';
import type { IntentRecord } from './payment-intent.types';
import type { IntentStore } from './payment-intents';
import { invalidRequest, missingParam, StripeError } from './stripe-error';

export interface RefundRecord {
  id: string;
  amount: number;
  currency: string;
  charge: string;
  paymentIntent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
const KNOWN_PARAMS = ['payment_intent', 'amount', 'reason', 'metadata'];

export class RefundStore {
  readonly refunds = new Map<string, RefundRecord>();

  constructor(
    private readonly intents: IntentStore,
    private readonly now: () => Date,
  ) {}

  create(params: FormObject): RefundRecord {
    const unknown = Object.keys(params).find((key) => !KNOWN_PARAMS.includes(key));
    if (unknown) throw invalidRequest(`Received unknown parameter: ${unknown}`, 'parameter_unknown', unknown);
    const intentId = text(params.payment_intent);
    if (!intentId) throw missingParam('payment_intent');
    const intent = this.intents.get(intentId);
    if (intent.status !== 'succeeded' || !intent.latestCharge)
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
        'payment_intent',
      );
    const left = intent.amount - (intent.amountRefunded ?? 0);
    if (left <= 0)
      throw invalidRequest(`Charge ${intent.latestCharge} has already been refunded.`, 'charge_already_refunded');
    const amount = this.amountOf(params, left);
    const reason = text(params.reason);
    if (reason !== undefined && !REASONS.includes(reason))
      throw invalidRequest(
        `Invalid reason: must be one of ${REASONS.join(', ')}`,
        'parameter_invalid_string',
        'reason',
      );
    const refund: RefundRecord = {
      id: `re_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`,
      amount,
      currency: intent.currency,
      charge: intent.latestCharge,
      paymentIntent: intent.id,
      reason: reason ?? null,
      metadata: Object.fromEntries(Object.entries(object(params.metadata) ?? {}).map(([k, v]) => [k, String(v)])),
      status: 'succeeded',
      created: Math.floor(this.now().getTime() / 1000),
    };
    intent.amountRefunded = (intent.amountRefunded ?? 0) + amount;
    this.refunds.set(refund.id, refund);
    return refund;
  }

  get(id: string): RefundRecord {
    const refund = this.refunds.get(id);
    if (!refund)
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such refund: '${id}'`,
        param: 'id',
      });
    return refund;
  }

  /** the refunds of one intent, newest first (`GET /v1/refunds?payment_intent=`) */
  of(intent: IntentRecord): RefundRecord[] {
    return [...this.refunds.values()].filter((refund) => refund.paymentIntent === intent.id).reverse();
  }

  private amountOf(params: FormObject, left: number): number {
    const raw = text(params.amount);
    if (raw === undefined) return left;
    if (!/^\d+$/.test(raw)) throw invalidRequest(`Invalid integer: ${raw}`, 'parameter_invalid_integer', 'amount');
    const amount = Number(raw);
    if (amount < 1 || amount > left)
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
        'amount',
      );
    return amount;
  }
}

export function refundWire(refund: RefundRecord): Record<string, unknown> {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    charge: refund.charge,
    currency: refund.currency,
    metadata: refund.metadata,
    payment_intent: refund.paymentIntent,
    reason: refund.reason,
    status: refund.status,
    created: refund.created,
  };
}
