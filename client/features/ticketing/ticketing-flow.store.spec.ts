import type { DataLayerEvent } from '../tracking/data-layer';
import { TicketingFlowStore } from './ticketing-flow.store';
import { content, eventOf, giveDetails, MemoryTicketingApi, typeCard } from './ticketing.fixtures';

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function setUp(options: { api?: MemoryTicketingApi; membersOnly?: boolean } = {}) {
  let now = Date.parse('2026-11-28T01:00:00Z');
  const api = options.api ?? new MemoryTicketingApi(eventOf(), undefined, () => now);
  const events: DataLayerEvent[] = [];
  const beacons: string[] = [];
  const closed = jest.fn();
  const flow = new TicketingFlowStore({
    content: { ...content, membersOnly: options.membersOnly ?? false },
    api,
    onClose: closed,
    now: () => now,
    push: (event) => events.push(event),
    beacon: (token) => beacons.push(token) > 0,
  });
  // the clock and the timers move together, a second at a time, as a page's would
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) {
      now += 1000;
      jest.advanceTimersByTime(1000);
    }
    await settle();
  };
  return { api, flow, events, beacons, closed, advance };
}

/** Through the dates, two adults and a child, the questions and the details, to the payment step. */
async function toPayment(flow: TicketingFlowStore) {
  await flow.open();
  flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
  await flow.primary();
  flow.add('adult');
  flow.add('adult');
  flow.add('child');
  await flow.primary();
  flow.questions.answerEvent('heard', 'A friend');
  await flow.primary();
  for (const holder of flow.questions.holders) flow.questions.answerTicket(holder.key, 'child_name', 'Sam');
  await flow.primary();
  await giveDetails(flow);
  await flow.primary();
}

describe('the ticketing flow (spec 3 §2.2, §4.2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should start a recurrent event on its dates and times, the first day chosen, the stage "1: Event Booking"', async () => {
    const { flow } = setUp();
    await flow.open();
    expect(flow.step).toBe('event_selection');
    expect(flow.subtitle).toBe('1: Event Booking');
    expect(flow.choice.date).toBe('2026-12-05');
    expect(flow.choice.timesOfDay.map((summary) => summary._id)).toEqual([
      'willowvale-recurrent-20261205-1000',
      'willowvale-recurrent-20261205-1400',
    ]);
    expect(flow.primaryEnabled).toBe(false);
    flow.choice.chooseTime('willowvale-recurrent-20261205-1400');
    expect(flow.primaryEnabled).toBe(true);
  });

  it('should open a single event straight on its tickets, without the Event Booking stage', async () => {
    const api = new MemoryTicketingApi(eventOf({ eventType: 'SINGLE' }), []);
    const { flow } = setUp({ api });
    await flow.open();
    expect(flow.step).toBe('ticket_selection');
    expect(flow.stages).toEqual(['Ticket selection', 'Personal details', 'Payment']);
    expect(flow.subtitle).toBe('1: Ticket selection');
    expect(flow.backShown).toBe(false);
  });

  it('should cap adults at max_adult_tickets and toast when the visitor asks for more', async () => {
    const { flow } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    for (let i = 0; i < 5; i += 1) flow.add('adult');
    expect(flow.counts.adult).toBe(4);
    expect(flow.canAdd('adult')).toBe(false);
    expect(flow.toasts.shown.map((toast) => toast.text)).toEqual([
      'You have chosen more tickets than are available. Please reduce your quantity.',
    ]);
  });

  it('should read the stock again when the tickets went meanwhile, and say to choose fewer', async () => {
    const { flow, api } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    flow.add('adult');
    // another visitor takes all but one adult ticket
    api.stock.adult = 1;
    await flow.primary();
    expect(flow.step).toBe('ticket_selection');
    expect(flow.checkout).toBeUndefined();
    expect(flow.toasts.shown.map((toast) => toast.text)).toEqual([
      'You have chosen more tickets than are available. Please reduce your quantity.',
    ]);
    expect(flow.event?.tickets.find((ticket) => ticket.id === 'adult')?.v).toBe(1);
    flow.remove('adult');
    await flow.primary();
    expect(flow.step).toBe('event_specific_questions');
  });

  it('should show the children notice while only children are chosen', async () => {
    const { flow } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('child');
    expect(flow.childrenNotice).toBe(true);
    flow.add('adult');
    expect(flow.childrenNotice).toBe(false);
  });

  it('should hold the tickets, start the countdown and ask the questions, then the details, then payment', async () => {
    const { flow, api, events } = setUp();
    await toPayment(flow);
    expect(flow.step).toBe('payment_and_promo_code');
    expect(flow.subtitle).toBe('4: Payment');
    expect(flow.primaryLabel).toBe('Pay');
    expect(api.calls).toEqual([
      'listings',
      'info willowvale-recurrent-20261205-1000',
      'checkout',
      'verify',
      'details',
      'payment request',
    ]);
    expect(flow.seconds).toBe(15 * 60);
    expect(events.map((event) => event.event)).toEqual(['view_item', 'add_to_cart', 'begin_checkout']);
    expect(events[1]).toMatchObject({ ecommerce: { currency: 'AUD', value: 50 } });
  });

  it('should say a required question is required and stay on the step', async () => {
    const { flow } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    expect(flow.step).toBe('event_specific_questions');
    await flow.primary();
    expect(flow.step).toBe('event_specific_questions');
    expect(flow.questions.eventErrors).toEqual({ heard: 'This is a required field.' });
  });

  it('should pay by card, confirm, and read the tickets again after ten seconds', async () => {
    const { flow, api, events, advance } = setUp();
    await toPayment(flow);
    expect(flow.primaryEnabled).toBe(false);
    typeCard(flow);
    expect(flow.primaryEnabled).toBe(true);
    await flow.primary();
    expect(flow.step).toBe('confirmed');
    expect(flow.confirmation?.tickets).toHaveLength(3);
    expect(flow.confirmation?.transactionId).toBe('TX-token-1');
    expect(api.calls.slice(-2)).toEqual(['card', 'confirm pi_token-1']);
    expect(events.at(-1)).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'TX-token-1', value: 50, currency: 'AUD' },
    });
    await advance(10_000);
    expect(api.calls.at(-1)).toBe('tickets');
    expect(flow.seconds).toBeUndefined();
  });

  it("should show a declined card's own message and stay on the payment step", async () => {
    const { flow } = setUp();
    await toPayment(flow);
    typeCard(flow, '4000 0000 0000 0002');
    await flow.primary();
    expect(flow.step).toBe('payment_and_promo_code');
    expect(flow.stepError).toBe('Your card was declined.');
  });

  it("should refuse an unknown promo code with 'Invalid promo code' and a coupon fail, and book a fully discounted order", async () => {
    const { flow, api, events } = setUp();
    await toPayment(flow);
    flow.payment.setCode('NOPE');
    await flow.applyPromo();
    expect(flow.payment.promoError).toBe('Invalid promo code');
    expect(events.at(-1)).toMatchObject({
      event: 'coupon_fail',
      formType: 'ticketing',
      errorMessage: 'Invalid promo code',
    });
    flow.payment.setCode('FREETIX');
    await flow.applyPromo();
    expect(flow.payment.promo).toBe('applied');
    expect(flow.toasts.shown.map((toast) => toast.text)).toContain('Promo code applied successfully');
    expect(flow.primaryLabel).toBe('Book now');
    expect(flow.primaryEnabled).toBe(true);
    await flow.primary();
    expect(flow.step).toBe('confirmed');
    expect(api.calls.at(-1)).toBe('confirm');
  });

  it('should take a free event through the summary and Book now', async () => {
    const api = new MemoryTicketingApi(
      eventOf({
        eventType: 'SINGLE',
        extraFields: [],
        startingPriceCents: 0,
        meta: { is_free_event: true },
        tickets: [{ id: 'adult', name: 'Adult', priceCents: 0, v: 30, requiresExtraFields: false }],
      }),
      [],
    );
    const { flow } = setUp({ api });
    await flow.open();
    flow.add('adult');
    await flow.primary();
    await giveDetails(flow);
    await flow.primary();
    expect(flow.step).toBe('free_event_summary');
    expect(flow.stages.at(-1)).toBe('Summary');
    expect(flow.primaryLabel).toBe('Book now');
    await flow.primary();
    expect(flow.step).toBe('confirmed');
  });

  it('should ask before leaving with a hold, and abort the checkout when the visitor leaves', async () => {
    const { flow, api, closed } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    flow.requestClose();
    expect(flow.dialog).toBe('leave');
    flow.requestClose();
    expect(flow.dialog).toBeUndefined();
    flow.requestClose();
    await flow.confirmLeave();
    expect(api.aborted).toEqual(['token-1']);
    expect(api.stock.adult).toBe(30);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('should close at once without a hold', async () => {
    const { flow, closed } = setUp();
    await flow.open();
    flow.requestClose();
    expect(flow.dialog).toBeUndefined();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('should ask before going back past the checkout, and release it when the visitor goes back', async () => {
    const { flow, api } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    flow.back();
    expect(flow.dialog).toBe('back');
    await flow.confirmBack();
    expect(flow.step).toBe('ticket_selection');
    expect(flow.counts).toEqual({});
    expect(api.aborted).toEqual(['token-1']);
    expect(flow.seconds).toBeUndefined();
  });

  it('should warn at one minute, then at zero show the out-of-time dialog and release the hold', async () => {
    const { flow, api, advance } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    await advance(10 * 60_000);
    expect(flow.alert).toBe(true);
    expect(flow.toasts.shown).toEqual([]);
    await advance(4 * 60_000);
    expect(flow.toasts.shown.map((toast) => toast.text)).toEqual([
      'Only 1 minute left to complete your booking. Secure your event ticket now. Thank you!',
    ]);
    await advance(10_000);
    expect(flow.toasts.shown).toEqual([]);
    await advance(50_000);
    expect(flow.dialog).toBe('out_of_time');
    expect(flow.step).toBe('timer_expired');
    expect(api.aborted).toEqual(['token-1']);
    await flow.startAgain();
    expect(flow.step).toBe('event_selection');
  });

  it('should be out of time when the server says the hold is over', async () => {
    const { flow, api } = setUp();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    flow.questions.answerEvent('heard', 'A friend');
    await flow.primary();
    await giveDetails(flow, 'L');
    api.lapse('token-1');
    await flow.primary();
    await settle();
    expect(flow.dialog).toBe('out_of_time');
    expect(flow.step).toBe('timer_expired');
    expect(flow.seconds).toBeUndefined();
  });

  it('should send the abort as a beacon when the page goes away with a hold', async () => {
    const { flow, beacons } = setUp();
    await flow.open();
    flow.pageHidden();
    expect(beacons).toEqual([]);
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    flow.pageHidden();
    expect(beacons).toEqual(['token-1']);
  });
});

describe('the personal details (spec 3 §5.2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function toDetails(options: { membersOnly?: boolean; email: string }) {
    const api = new MemoryTicketingApi(eventOf({ eventType: 'SINGLE', extraFields: [], ticketExtraFields: [] }), []);
    const { flow } = setUp({ api, membersOnly: options.membersOnly });
    await flow.open();
    flow.add('adult');
    await flow.primary();
    flow.details.set('email', 'ada@example');
    expect(flow.primaryEnabled).toBe(false);
    flow.details.set('email', options.email);
    expect(flow.primaryEnabled).toBe(true);
    await flow.primary();
    return flow;
  }

  it('should welcome a member back and lock the email, without asking for terms', async () => {
    const flow = await toDetails({ membersOnly: true, email: 'member@example.com' });
    expect(flow.details.subStep).toBe('details');
    expect(flow.details.message).toBe(
      'Welcome back, your email has been recognised, please fill out your details below',
    );
    flow.details.set('email', 'other@example.com');
    expect(flow.details.values.email).toBe('member@example.com');
    expect(flow.details.termsRequired).toBe(false);
  });

  it('should give every message of an empty form, the terms for a non-member of a members-only event', async () => {
    const flow = await toDetails({ membersOnly: true, email: 'ada@example.com' });
    expect(flow.details.message).toBe('You are not a subscriber, please fill out your details below');
    await flow.primary();
    expect(flow.step).toBe('personal_details');
    expect(flow.details.shownErrors).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      mobile: 'Mobile number is required',
      postcode: 'Please enter your postcode',
      terms: 'Please read and accept the terms before proceeding.',
    });
  });

  it('should check the mobile against the dial code and ask no postcode outside Australia', async () => {
    const flow = await toDetails({ email: 'ada@example.com' });
    flow.details.set('mobile', '0212345678');
    flow.details.set('postcode', '3000');
    flow.details.validate();
    expect(flow.details.shownErrors.mobile).toBe('Mobile number is invalid for the selected dial code');
    flow.details.setCountry('NZ');
    expect(flow.details.values.countryCode).toBe('NZ');
    expect(flow.details.values.postcode).toBe('');
    expect(flow.details.postcodeShown).toBe(false);
    expect(flow.details.shownErrors.mobile).toBeUndefined();
  });

  it("should show the server's refusal of the details as the booking-error toast", async () => {
    const flow = await toDetails({ email: 'ada@example.com' });
    for (const [field, value] of [
      ['first_name', 'Refused'],
      ['last_name', 'L'],
      ['mobile', '0412345678'],
      ['postcode', '3000'],
    ] as const) {
      flow.details.set(field, value);
    }
    await flow.primary();
    expect(flow.toasts.shown.map((toast) => toast.text)).toEqual([
      'Oops, there was a problem. Please double check your details. Error message: Email is invalid',
    ]);
    // under the field it is about, until the visitor changes it
    expect(flow.details.shownErrors.email).toBe('Email is invalid');
    flow.details.set('email', 'ada@example.org');
    expect(flow.details.shownErrors.email).toBeUndefined();
  });
});
