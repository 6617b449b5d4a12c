import type { CardSandboxApi } from './card-sandbox-api';
import { cardPaymentFor } from './card-payment';
import { SandboxCardPayment } from './sandbox-card-payment';
import { StripeCardPayment, type StripeLoader } from './stripe-card-payment';

const api: CardSandboxApi = {
  cardSandbox: () => Promise.reject(new Error('not expected')),
};

describe('the card payment (spec 3 §4.1, §5.1, §7.4, §8)', () => {
  afterEach(() => jest.useRealTimers());

  it("should use the sandbox form for the 'sandbox' key and Stripe's fields for a real key", async () => {
    expect((await cardPaymentFor({ public_key: 'sandbox' }, { api })).kind).toBe('sandbox');
    const loader = jest.fn<ReturnType<StripeLoader>, Parameters<StripeLoader>>();
    const stripe = await cardPaymentFor({ public_key: 'pk_test_123' }, { api, loadStripe: loader });
    expect(stripe.kind).toBe('stripe');
    // Stripe.js is loaded only when the summary step asks for it
    expect(loader).not.toHaveBeenCalled();
  });

  it("should give up on a Stripe.js that never loads after ten seconds with 'Oops, Payment failed.'", async () => {
    jest.useFakeTimers();
    const loader: StripeLoader = () => new Promise(() => {});
    const card = new StripeCardPayment('pk_test_123', loader, 10_000);
    const preparing = card.prepare();
    const outcome = expect(preparing).rejects.toThrow('Oops, Payment failed.');
    jest.advanceTimersByTime(9_999);
    expect(card.ready).toBe(false);
    jest.advanceTimersByTime(1);
    await outcome;
  });

  it('should fail the same way when Stripe.js cannot load at all', async () => {
    const card = new StripeCardPayment(
      'pk_test_123',
      () => Promise.reject(new Error('Failed to load Stripe.js')),
      10_000,
    );
    await expect(card.prepare()).rejects.toThrow('Oops, Payment failed.');
  });

  it('should count Stripe’s card complete only when number, expiry and CVC all are', () => {
    const card = new StripeCardPayment('pk_test_123', () => Promise.resolve(null), 10_000);
    card.changed('number', true);
    card.changed('expiry', true);
    expect(card.complete).toBe(false);
    card.changed('cvc', true);
    expect(card.complete).toBe(true);
  });

  it('should count the sandbox card complete only with a valid number, an MM / YY expiry and a CVC', () => {
    const card = new SandboxCardPayment(api);
    card.setNumber('4242424242424241');
    card.setExpiry('1230');
    card.setCvc('123');
    expect(card.number).toBe('4242 4242 4242 4241');
    expect(card.expiry).toBe('12 / 30');
    expect(card.complete).toBe(false);
    card.setNumber('4242 4242 4242 4242');
    expect(card.complete).toBe(true);
    card.setExpiry('1330');
    expect(card.complete).toBe(false);
  });
});
