import type {
  ApplyPromoAnswer,
  BookingInvoice,
  BookingSettings,
  CardPaymentResult,
  ConfirmAnswer,
  PaymentIntentAnswer,
  SandboxCardRequest,
} from '../../../../src/common/domain/booking/booking-wire';
import type { DataLayerEvent } from '../../tracking/data-layer';
import type { CheckoutApi } from './checkout-api';
import { CheckoutApiError } from './checkout-api';
import { CheckoutStore } from './checkout.store';
import type { SandboxCardPayment } from '../../payments/sandbox-card-payment';

const NOW = Date.parse('2026-12-01T00:00:00Z');

const invoice = (amountCents: number, discountCents = 0): BookingInvoice => ({
  id: 501,
  amountCents,
  discountCents,
  taxCents: Math.round(amountCents / 11),
  currency: 'AUD',
  dueAt: new Date(NOW + 600_000).toISOString(),
  createdAt: new Date(NOW).toISOString(),
  lines: [
    { type: 'booking', name: 'Personal Styling Session', qty: 1, priceCents: 8000, finalPriceCents: amountCents },
  ],
});

const settings: BookingSettings = {
  serviceIds: [1, 2],
  allowMultipleBookings: false,
  allowTieredPricing: false,
  maxPeople: 1,
  minTimeBeforeBooking: 0,
  fullDayEvent: false,
  membershipName: 'Willowvale Insiders',
  smsConfirmation: false,
  showBookMore: true,
  nonExclusivePromos: true,
  membersOnly: false,
};

const intent = (amount = 8000): PaymentIntentAnswer => ({
  id: 'pi_1',
  client_secret: 'pi_1_secret_x',
  public_key: 'sandbox',
  amountCents: amount,
  status: 'requires_payment_method',
});

const succeeded: CardPaymentResult = { paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 8000, created: 1 } };
const confirmed: ConfirmAnswer = { status: 'confirmed', reference: 'AB12CD', bookings: [{ id: 9, code: 'ab12cd' }] };

function fakeApi(overrides: Partial<CheckoutApi> = {}) {
  const calls = { confirm: [] as unknown[][], card: [] as SandboxCardRequest[], promo: [] as unknown[][] };
  const api: CheckoutApi = {
    paymentIntent: () => Promise.resolve(intent()),
    applyPromo: (...args) => {
      calls.promo.push(args);
      return Promise.reject(
        new CheckoutApiError('Unfortunately the promotional code you entered is invalid / expired.', 400),
      );
    },
    confirm: (...args) => {
      calls.confirm.push(args);
      return Promise.resolve(confirmed);
    },
    cardSandbox: (body) => {
      calls.card.push(body);
      return Promise.resolve(succeeded);
    },
    ...overrides,
  };
  return { api, calls };
}

function setUp(api: CheckoutApi, amountCents = 8000) {
  const confirmedWith: ConfirmAnswer[] = [];
  let expired = 0;
  const pushed: DataLayerEvent[] = [];
  let keys = 0;
  const store = new CheckoutStore({
    reservation: {
      token: 'reservation-1',
      bookings: [{ id: 9, code: 'ab12cd' }],
      invoice: invoice(amountCents),
      expiresAt: new Date(NOW + 600_000).toISOString(),
      existingMember: false,
    },
    settings,
    email: 'ada@example.com',
    summary: {
      serviceName: 'Personal Styling Session',
      date: '2026-12-03',
      time: '10:00',
      durationMinutes: 60,
      people: 1,
    },
    humanCheck: { token: () => Promise.resolve('pass-token'), reset: () => {} },
    onConfirmed: (answer) => confirmedWith.push(answer),
    onExpired: () => (expired += 1),
    api,
    now: () => Date.now(),
    push: (event) => pushed.push(event),
    newKey: () => `key-${++keys}`,
  });
  return { store, confirmedWith, pushed, expired: () => expired };
}

/** Lets pending work run until `done` holds (or ten thousand turns of the event loop passed). */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !done(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

function fillDetails(store: CheckoutStore) {
  store.details.setValue('first_name', 'Ada');
  store.details.setValue('last_name', 'Lovelace');
  store.details.setValue('mobile', '0412345678');
  store.details.setValue('postcode', '3000');
  store.details.setValue('consent', true);
}

function fillCard(store: CheckoutStore, number = '4242 4242 4242 4242') {
  const card = store.card as SandboxCardPayment;
  card.setNumber(number);
  card.setExpiry('1230');
  card.setCvc('123');
}

beforeEach(() => {
  // setImmediate stays real: hashing the email for analytics (WebCrypto) finishes outside the microtask queue
  jest.useFakeTimers({ now: NOW, doNotFake: ['setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the booking summary step (spec 3 §2.1, §4.1, §5.1, §8)', () => {
  it('should pay with the card, then confirm the booking with the intent and report the purchase', async () => {
    const { api, calls } = fakeApi();
    const { store, confirmedWith, pushed } = setUp(api);
    await store.start();
    expect(store.submitLabel).toBe('Pay');
    fillDetails(store);
    fillCard(store);
    await store.submit();
    expect(calls.card[0]).toMatchObject({
      client_secret: 'pi_1_secret_x',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '0412345678',
        address: { postal_code: '3000' },
      },
    });
    expect(calls.confirm[0]).toEqual([
      {
        token: 'reservation-1',
        client: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          mobile: '0412345678',
          postcode: '3000',
        },
        subscribe: false,
        consent: true,
        paymentIntentId: 'pi_1',
      },
      'pass-token',
      'key-1',
    ]);
    expect(confirmedWith).toEqual([confirmed]);
    const purchase = pushed.find((event) => event.event === 'purchase');
    expect(purchase?.ecommerce).toMatchObject({
      transaction_id: 'AB12CD',
      currency: 'AUD',
      value: 80,
      items: [{ item_name: 'Personal Styling Session', quantity: 1 }],
    });
    expect(JSON.stringify(pushed)).not.toContain('ada@example.com');
    expect(pushed.some((event) => event.event === 'form_complete')).toBe(true);
  });

  it('should refuse an incomplete card without paying or confirming', async () => {
    const { api, calls } = fakeApi();
    const { store } = setUp(api);
    await store.start();
    fillDetails(store);
    (store.card as SandboxCardPayment).setNumber('4242 4242 4242 4242');
    await store.submit();
    expect(store.cardError).toBe('Please complete all fields for card payment');
    expect(store.focusRequest?.target).toBe('card');
    expect(calls.card).toHaveLength(0);
    expect(calls.confirm).toHaveLength(0);
  });

  it('should show the required messages and focus the first field in error', async () => {
    const { api, calls } = fakeApi();
    const { store } = setUp(api);
    await store.start();
    await store.submit();
    expect(store.details.errors.first_name).toBe('First name is required');
    expect(store.details.errors.consent).toBe('Please read and accept the terms before proceeding');
    expect(store.focusRequest?.target).toBe('first_name');
    expect(calls.card).toHaveLength(0);
  });

  it("should show a declined card's own message, give the card the focus again and not confirm", async () => {
    const { api, calls } = fakeApi({
      cardSandbox: () =>
        Promise.resolve({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }),
    });
    const { store, confirmedWith } = setUp(api);
    await store.start();
    fillDetails(store);
    fillCard(store, '4000 0000 0000 0002');
    await store.submit();
    expect(store.error).toBe('Your card was declined.');
    expect(store.focusRequest?.target).toBe('card');
    expect(calls.confirm).toHaveLength(0);
    expect(confirmedWith).toHaveLength(0);
    expect(store.submitting).toBe(false);
  });

  it('should ask for 3-D Secure and confirm again with the answer', async () => {
    const bodies: SandboxCardRequest[] = [];
    const { api, calls } = fakeApi({
      cardSandbox: (body) => {
        bodies.push(body);
        return Promise.resolve(
          body.three_d_secure
            ? succeeded
            : { paymentIntent: { id: 'pi_1', status: 'requires_action', amount: 8000, created: 1 } },
        );
      },
    });
    const { store, confirmedWith } = setUp(api);
    await store.start();
    fillDetails(store);
    fillCard(store, '4000 0025 0000 3155');
    const paying = store.submit();
    const card = store.card as SandboxCardPayment;
    await until(() => card.authenticating);
    expect(card.authenticating).toBe(true);
    expect(store.progress).toBe('Processing payment...');
    card.authenticate('complete');
    await paying;
    expect(bodies.map((body) => body.three_d_secure)).toEqual([undefined, 'complete']);
    expect(calls.confirm).toHaveLength(1);
    expect(confirmedWith).toHaveLength(1);
  });

  it('should book a fully discounted booking without a card, after the promo applied', async () => {
    const discounted: ApplyPromoAnswer = { token: 'reservation-2', invoice: invoice(0, 8000), fullyDiscounted: true };
    const { api, calls } = fakeApi({ applyPromo: () => Promise.resolve(discounted) });
    const { store, confirmedWith } = setUp(api);
    await store.start();
    expect(store.promoOffered).toBe(true);
    store.promo.setCode(' FREEBOOK ');
    await store.promo.apply();
    expect(store.promo.toast).toBe('Promo code applied successfully');
    expect(store.promo.applied).toBe(true);
    expect(store.needsPayment).toBe(false);
    expect(store.submitLabel).toBe('Book now');
    jest.advanceTimersByTime(10_000);
    expect(store.promo.toast).toBeUndefined();
    fillDetails(store);
    await store.submit();
    expect(calls.card).toHaveLength(0);
    expect(calls.confirm[0]![0]).toMatchObject({ token: 'reservation-2', paymentIntentId: undefined });
    expect(confirmedWith).toHaveLength(1);
  });

  it("should say 'Please enter code' for an empty code, and the spec's message for an invalid one", async () => {
    const { api, calls } = fakeApi();
    const { store, pushed } = setUp(api);
    await store.promo.apply();
    expect(store.promo.error).toBe('Please enter code');
    expect(calls.promo).toHaveLength(0);
    store.promo.setCode('EXPIRED5');
    await store.promo.apply();
    expect(store.promo.error).toBe('Unfortunately the promotional code you entered is invalid / expired.');
    expect(store.promo.applied).toBe(false);
    expect(store.invoice?.amountCents).toBe(8000);
    expect(pushed.filter((event) => event.event === 'coupon_fail')).toHaveLength(1);
    expect(JSON.stringify(pushed)).not.toContain('EXPIRED5');
  });

  it('should say the timeslot is gone when the confirm answers 400', async () => {
    const { api } = fakeApi({
      confirm: () => Promise.reject(new CheckoutApiError('Slot taken', 400)),
    });
    const { store, confirmedWith } = setUp(api, 0);
    await store.start();
    fillDetails(store);
    await store.submit();
    expect(store.error).toBe('Sorry, this timeslot is no longer available. Please reload the page and select another.');
    expect(confirmedWith).toHaveLength(0);
  });

  it("should show the human check's own message when it refused the confirm", async () => {
    const { api } = fakeApi({
      confirm: () =>
        Promise.reject(new CheckoutApiError('Bad Request', 400, { captcha: 'Please confirm you are not a robot' })),
    });
    const { store } = setUp(api, 0);
    fillDetails(store);
    await store.submit();
    expect(store.error).toBe('Please confirm you are not a robot');
  });

  it('should send one confirm however often Book now is pressed', async () => {
    let answer!: (value: ConfirmAnswer) => void;
    const { api, calls } = fakeApi({
      confirm: (...args) => {
        calls.confirm.push(args);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { store } = setUp(api, 0);
    fillDetails(store);
    const first = store.submit();
    const second = store.submit();
    expect(store.submitting).toBe(true);
    await until(() => calls.confirm.length > 0);
    answer(confirmed);
    await Promise.all([first, second]);
    expect(calls.confirm).toHaveLength(1);
  });

  it('should show the subscribing message after three seconds when the visitor subscribes', async () => {
    let answer!: (value: ConfirmAnswer) => void;
    const { api, calls } = fakeApi({
      confirm: (...args) => {
        calls.confirm.push(args);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { store } = setUp(api, 0);
    fillDetails(store);
    store.details.setValue('subscribe', true);
    const booking = store.submit();
    await until(() => calls.confirm.length > 0);
    expect(store.progress).toBe('Confirming booking...');
    jest.advanceTimersByTime(3000);
    expect(store.progress).toBe('Subscribing to Willowvale Insiders...');
    answer(confirmed);
    await booking;
    expect(calls.confirm[0]![0]).toMatchObject({ subscribe: true });
  });

  it('should count down and call onExpired once at zero', async () => {
    const { api } = fakeApi();
    const { store, expired } = setUp(api, 0);
    await store.start();
    expect(store.countdown.text).toBe('10:00');
    jest.advanceTimersByTime(61_000);
    expect(store.countdown.text).toBe('08:59');
    jest.advanceTimersByTime(600_000);
    expect(store.countdown.text).toBe('00:00');
    expect(expired()).toBe(1);
  });

  it("should say 'Oops, Payment failed.' when the payment cannot start", async () => {
    const { api, calls } = fakeApi({ paymentIntent: () => Promise.reject(new CheckoutApiError('down', 502)) });
    const { store } = setUp(api);
    await store.start();
    expect(store.paymentUnavailable).toBe(true);
    fillDetails(store);
    await store.submit();
    expect(store.error).toBe('Oops, Payment failed.');
    expect(calls.confirm).toHaveLength(0);
  });
});

/** Pay pressed, the card paid, and the hold runs out while the confirm is still unanswered. */
async function pressedAsTheHoldRunsOut() {
  let answer!: (error: unknown) => void;
  const { api, calls } = fakeApi({
    confirm: (...args) => {
      calls.confirm.push(args);
      return new Promise((_, reject) => (answer = reject));
    },
  });
  const { store, expired } = setUp(api);
  await store.start();
  fillDetails(store);
  fillCard(store);
  const paying = store.submit();
  await until(() => calls.confirm.length > 0);
  jest.advanceTimersByTime(601_000);
  return { store, expired, answer: (error: unknown) => answer(error), paying };
}

describe('the payment that must end in a booking or a refund (QUALITY R5, docs/booking.md "Settlement")', () => {
  it("should hand the server the visitor's details before the card is charged", async () => {
    const order: string[] = [];
    const requests: unknown[] = [];
    const { api } = fakeApi({
      paymentIntent: (_invoice, body) => {
        order.push('intent');
        requests.push(body);
        return Promise.resolve(intent());
      },
      cardSandbox: () => {
        order.push('card');
        return Promise.resolve(succeeded);
      },
    });
    const { store } = setUp(api);
    await store.start();
    fillDetails(store);
    fillCard(store);
    await store.submit();
    expect(order).toEqual(['intent', 'intent', 'card']);
    expect(requests[1]).toEqual({
      token: 'reservation-1',
      sms_required: false,
      client: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        mobile: '0412345678',
        postcode: '3000',
      },
      subscribe: false,
      consent: true,
    });
  });

  it('should confirm without charging the card again when Pay is pressed after its answer was lost', async () => {
    let paidAtStripe = false;
    const { api, calls } = fakeApi({
      paymentIntent: () =>
        Promise.resolve({ ...intent(), status: paidAtStripe ? 'succeeded' : 'requires_payment_method' }),
      cardSandbox: (body) => {
        calls.card.push(body);
        paidAtStripe = true;
        return Promise.reject(
          new CheckoutApiError('It seems like you are not connected to the Internet.', undefined, {}, true),
        );
      },
    });
    const { store, confirmedWith } = setUp(api);
    await store.start();
    fillDetails(store);
    fillCard(store);
    await store.submit();
    expect(store.error).toBe('It seems like you are not connected to the Internet.');
    expect(confirmedWith).toHaveLength(0);
    await store.submit();
    expect(calls.card).toHaveLength(1);
    expect(calls.confirm[0]![0]).toMatchObject({ paymentIntentId: 'pi_1' });
    expect(confirmedWith).toEqual([confirmed]);
  });

  it('should resume a 3-D Secure check still open instead of sending the card again', async () => {
    const bodies: SandboxCardRequest[] = [];
    const { api, calls } = fakeApi({
      paymentIntent: () => Promise.resolve({ ...intent(), status: 'requires_action' }),
      cardSandbox: (body) => {
        bodies.push(body);
        return Promise.resolve(succeeded);
      },
    });
    const { store } = setUp(api);
    await store.start();
    fillDetails(store);
    fillCard(store);
    const paying = store.submit();
    const card = store.card as SandboxCardPayment;
    await until(() => card.authenticating);
    card.authenticate('complete');
    await paying;
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      client_secret: 'pi_1_secret_x',
      three_d_secure: 'complete',
      card: { number: '' },
    });
    expect(calls.confirm).toHaveLength(1);
  });

  it("should show the server's refund in plain words, and not the expired screen when the hold ran out meanwhile", async () => {
    const refunded =
      'Your payment was refunded because the time you chose is no longer available. Please choose another time.';
    const { store, expired, answer, paying } = await pressedAsTheHoldRunsOut();
    expect(expired()).toBe(0);
    answer(new CheckoutApiError(refunded, 409, {}, false, 'BOOKING.PAYMENT_REFUNDED.CONFLICT'));
    await paying;
    expect(store.error).toBe(refunded);
    expect(store.paymentSettled).toBe(true);
    expect(expired()).toBe(0);
  });

  it('should end the step once the hold ran out during a press that failed otherwise', async () => {
    const { expired, answer, paying } = await pressedAsTheHoldRunsOut();
    answer(new CheckoutApiError('Slot taken', 400));
    await paying;
    expect(expired()).toBe(1);
  });

  it('should say plainly that a payment the server cancelled charged nothing', async () => {
    const { api, calls } = fakeApi({ paymentIntent: () => Promise.resolve({ ...intent(), status: 'canceled' }) });
    const { store } = setUp(api);
    await store.start();
    fillDetails(store);
    fillCard(store);
    await store.submit();
    expect(store.error).toBe(
      'Your payment was cancelled because your reservation expired, and you have not been charged. Please start again.',
    );
    expect(calls.card).toHaveLength(0);
    expect(calls.confirm).toHaveLength(0);
  });
});
