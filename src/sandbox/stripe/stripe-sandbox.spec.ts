import type { StripeSandbox } from './stripe-sandbox.types';
import { card, INTENT, PUBLISHABLE_KEY, startTestStripe, stripeCall } from './stripe-sandbox.testing';

describe('Stripe sandbox: PaymentIntents', () => {
  let stripe: StripeSandbox;

  beforeEach(async () => {
    stripe = await startTestStripe();
  });
  afterEach(async () => {
    await stripe.close();
  });

  const create = async (params: Record<string, string> = INTENT) =>
    (await stripeCall(stripe, 'POST', '/v1/payment_intents', params)).body;
  const confirm = (id: string, params: Record<string, string>, key?: string) =>
    stripeCall(stripe, 'POST', `/v1/payment_intents/${id}/confirm`, params, key ? { key } : {});

  it('should create an intent waiting for a card, with its client secret and metadata', async () => {
    const intent = await create();
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 9500,
      amount_received: 0,
      currency: 'aud',
      status: 'requires_payment_method',
      metadata: { booking: '42' },
      last_payment_error: null,
      next_action: null,
      created: 1795687200,
      livemode: false,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${String(intent.id)}_secret_`));
  });

  it('should replay the first answer for the same idempotency key and refuse other params under it', async () => {
    const first = await stripeCall(stripe, 'POST', '/v1/payment_intents', INTENT, { idempotencyKey: 'key-1' });
    const again = await stripeCall(stripe, 'POST', '/v1/payment_intents', INTENT, { idempotencyKey: 'key-1' });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(stripe.intents()).toHaveLength(1);
    const other = await stripeCall(
      stripe,
      'POST',
      '/v1/payment_intents',
      { ...INTENT, amount: '100' },
      { idempotencyKey: 'key-1' },
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: 'idempotency_error' });
  });

  it('should refuse amounts under 50 cents, missing params and unknown params with 400', async () => {
    const small = await stripeCall(stripe, 'POST', '/v1/payment_intents', { ...INTENT, amount: '49' });
    expect(small.status).toBe(400);
    expect(small.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'amount_too_small',
      param: 'amount',
    });
    const missing = await stripeCall(stripe, 'POST', '/v1/payment_intents', { amount: '500' });
    expect(missing.body.error).toMatchObject({ code: 'parameter_missing', param: 'currency' });
    const unknown = await stripeCall(stripe, 'POST', '/v1/payment_intents', { ...INTENT, colour: 'red' });
    expect(unknown.body.error).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  it('should answer 401 without a key, with a wrong key, and when a publishable key creates', async () => {
    expect((await stripeCall(stripe, 'POST', '/v1/payment_intents', INTENT, { key: null })).status).toBe(401);
    const wrong = await stripeCall(stripe, 'POST', '/v1/payment_intents', INTENT, { key: 'sk_test_other' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: expect.stringContaining('Invalid API Key') } },
    });
    expect((await stripeCall(stripe, 'POST', '/v1/payment_intents', INTENT, { key: PUBLISHABLE_KEY })).status).toBe(
      401,
    );
  });

  it('should succeed with 4242 and then refuse a second confirmation', async () => {
    const intent = await create();
    const paid = await confirm(String(intent.id), card('4242 4242 4242 4242'));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'succeeded',
      amount_received: 9500,
      latest_charge: expect.stringMatching(/^ch_/),
    });
    const again = await confirm(String(intent.id), card('4242424242424242'));
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it.each([
    ['4000000000000002', { code: 'card_declined', decline_code: 'generic_decline' }],
    ['4000000000009995', { code: 'card_declined', decline_code: 'insufficient_funds' }],
    ['4000000000000069', { code: 'expired_card' }],
  ])('should decline %s with 402 in Stripe error shape and leave the intent payable', async (number, expected) => {
    const intent = await create();
    const declined = await confirm(String(intent.id), card(number));
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      ...expected,
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    const retried = await confirm(String(intent.id), card('4242424242424242'));
    expect(retried.body).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('should decline a card whose expiry has passed with expired_card', async () => {
    const intent = await create();
    const answer = await confirm(
      String(intent.id),
      card('4242424242424242', {
        'payment_method_data[card][exp_year]': '2026',
        'payment_method_data[card][exp_month]': '10',
      }),
    );
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: 'expired_card' });
  });

  it('should ask for 3-D Secure and succeed once it is completed', async () => {
    const intent = await create();
    const pending = await confirm(String(intent.id), card('4000002500003155'));
    expect(pending.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const done = await confirm(String(intent.id), { three_d_secure: 'complete' });
    expect(done.body).toMatchObject({ status: 'succeeded', next_action: null });
  });

  it('should fail a 3-D Secure challenge with payment_intent_authentication_failure', async () => {
    const intent = await create();
    await confirm(String(intent.id), card('4000002500003155'));
    const failed = await confirm(String(intent.id), { three_d_secure: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.body.error).toMatchObject({ type: 'card_error', code: 'payment_intent_authentication_failure' });
    expect(stripe.intent(String(intent.id))?.status).toBe('requires_payment_method');
  });

  it('should confirm with the publishable key only alongside the intent’s own client secret', async () => {
    const intent = await create();
    const wrong = await confirm(
      String(intent.id),
      { ...card('4242424242424242'), client_secret: `${String(intent.id)}_secret_wrong` },
      PUBLISHABLE_KEY,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
    expect(stripe.intent(String(intent.id))?.status).toBe('requires_payment_method');
    const right = await confirm(
      String(intent.id),
      { ...card('4242424242424242'), client_secret: String(intent.client_secret) },
      PUBLISHABLE_KEY,
    );
    expect(right.body).toMatchObject({ status: 'succeeded' });
  });

  it('should retrieve and cancel with the secret key, and answer 404 for an unknown intent', async () => {
    const intent = await create();
    expect((await stripeCall(stripe, 'GET', `/v1/payment_intents/${String(intent.id)}`)).body).toMatchObject({
      id: intent.id,
    });
    const cancelled = await stripeCall(stripe, 'POST', `/v1/payment_intents/${String(intent.id)}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'canceled' });
    const missing = await stripeCall(stripe, 'GET', '/v1/payment_intents/pi_nope');
    expect(missing).toMatchObject({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
    });
  });

  it('should keep only the last four digits of a card, in the intent and the call log', async () => {
    const intent = await create();
    await confirm(String(intent.id), card('4242424242424242'));
    expect(stripe.intent(String(intent.id))?.last4).toBe('4242');
    expect(JSON.stringify(stripe.requests.entries)).not.toContain('4242424242424242');
    expect(JSON.stringify(stripe.intents())).not.toContain('4242424242424242');
  });
  describe('refunds', () => {
    const paid = async () => {
      const intent = await create();
      await confirm(String(intent.id), card('4242424242424242'));
      return String(intent.id);
    };
    const refund = (params: Record<string, string>, idempotencyKey?: string) =>
      stripeCall(stripe, 'POST', '/v1/refunds', params, idempotencyKey ? { idempotencyKey } : {});

    it('should refund the whole of a succeeded intent, which stays succeeded, and list the refund', async () => {
      const id = await paid();
      const answer = await refund({ payment_intent: id, reason: 'requested_by_customer' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        object: 'refund',
        amount: 9500,
        payment_intent: id,
        charge: expect.stringMatching(/^ch_/),
        status: 'succeeded',
        reason: 'requested_by_customer',
      });
      expect(stripe.intent(id)).toMatchObject({ status: 'succeeded', refunded: 9500 });
      const listed = await stripeCall(stripe, 'GET', '/v1/refunds', { payment_intent: id });
      expect(listed.body).toMatchObject({ object: 'list', data: [{ id: answer.body.id }] });
    });

    it('should replay a refund under the same idempotency key and refuse a second one', async () => {
      const id = await paid();
      const first = await refund({ payment_intent: id }, 'refund-1');
      const again = await refund({ payment_intent: id }, 'refund-1');
      expect(again.body).toEqual(first.body);
      expect(stripe.intent(id)?.refunded).toBe(9500);
      const second = await refund({ payment_intent: id }, 'refund-2');
      expect(second.status).toBe(400);
      expect(second.body.error).toMatchObject({ code: 'charge_already_refunded' });
    });

    it('should refund part of a charge and refuse more than is left', async () => {
      const id = await paid();
      expect((await refund({ payment_intent: id, amount: '1500' })).body).toMatchObject({ amount: 1500 });
      const tooMuch = await refund({ payment_intent: id, amount: '9000' });
      expect(tooMuch.body.error).toMatchObject({ code: 'amount_too_large', param: 'amount' });
      expect((await refund({ payment_intent: id })).body).toMatchObject({ amount: 8000 });
    });

    it('should refuse to refund an intent that never succeeded, and a publishable key', async () => {
      const intent = await create();
      const unpaid = await refund({ payment_intent: String(intent.id) });
      expect(unpaid.status).toBe(400);
      expect(unpaid.body.error).toMatchObject({ code: 'charge_not_refundable' });
      const id = await paid();
      const publishable = await stripeCall(
        stripe,
        'POST',
        '/v1/refunds',
        { payment_intent: id },
        {
          key: PUBLISHABLE_KEY,
        },
      );
      expect(publishable.status).toBe(401);
    });

    it('should cancel an unpaid intent with its reason, and refuse to cancel a succeeded one', async () => {
      const intent = await create();
      const cancelled = await stripeCall(stripe, 'POST', `/v1/payment_intents/${String(intent.id)}/cancel`, {
        cancellation_reason: 'abandoned',
      });
      expect(cancelled.body).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
      const id = await paid();
      const refused = await stripeCall(stripe, 'POST', `/v1/payment_intents/${id}/cancel`);
      expect(refused.body.error).toMatchObject({ code: 'payment_intent_unexpected_state' });
    });
  });
});
