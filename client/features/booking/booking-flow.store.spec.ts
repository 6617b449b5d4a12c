import {
  AGREEMENT_REQUIRED,
  ADULTS_REQUIRED,
  CHECK_HIGHLIGHTED_FIELDS,
  CHILDREN_REQUIRED,
  EMAIL_RECOGNISED,
  EMAIL_REQUIRED,
  NOT_SUBSCRIBER,
  REQUIRED_FIELD,
  RESET_TO_CHOOSE_AGAIN,
  SELECT_SERVICE,
} from '../../../src/common/domain/booking/booking-messages';
import type { BookingCatalogue, DaySlots, ReserveRequest, SlotsRequest } from '../../../src/common/domain/booking/booking-wire';
import type { MonthSlots } from '../../../src/common/domain/booking/slots';
import { mapContext } from '../../../test/utils/block-specs';
import { serviceBookingBlock } from '../../../src/page-model/blocks/service-booking/service-booking.block';
import { BookingCallError, type BookingApi } from './booking-api';
import { STYLING_CATALOGUE, WORKSHOP_DAYS, WREATH_CATALOGUE } from './booking-catalogue.fixtures';
import { BookingFlowStore } from './booking-flow.store';
import type { DataLayerEvent, DataLayerPush } from '../tracking/data-layer';

// Monday 23 November 2026, 11 am in Melbourne
const NOW = new Date('2026-11-23T00:00:00Z');

function fakeApi(overrides: Partial<BookingApi> = {}) {
  const calls = { slots: [] as Omit<SlotsRequest, 'token'>[], reserve: [] as Omit<ReserveRequest, 'token'>[], verify: [] as string[] };
  const api: BookingApi = {
    slots: (request) => {
      calls.slots.push(request);
      return Promise.resolve({ data: { firstWorkingDay: '2026-11-24', slots: WORKSHOP_DAYS } });
    },
    verifySubscription: (email) => {
      calls.verify.push(email);
      return Promise.resolve({ subscribed: email.startsWith('member'), verification: `seal-${email}` });
    },
    reserve: (request) => {
      calls.reserve.push(request);
      return Promise.resolve({
        reservationData: { token: 'r1', bookings: [{ id: 9, code: 'AB12' }], invoice: null, expiresAt: '2026-11-23T00:10:00Z', existingMember: false },
      });
    },
    ...overrides,
  };
  return { api, calls };
}

function flowOf(
  catalogue: BookingCatalogue,
  fields: Record<string, unknown>,
  api: BookingApi,
  push?: DataLayerPush,
  openingMonth?: MonthSlots,
) {
  const ctx = mapContext({ now: NOW, pageSlug: 'pages/book/x', bookingBlocks: { b1: { catalogue, ...(openingMonth ? { openingMonth } : {}) } } });
  const model = serviceBookingBlock.map({ _uid: 'b1', component: 'service_booking', ...fields }, ctx);
  return new BookingFlowStore({ model, api, now: () => NOW, push });
}

/** The wreath workshop's date step with 10:00 chosen, the email given and its check agreed to. */
async function wreathAt10(api: BookingApi, fields: Record<string, unknown>, email: string) {
  const details = flowOf(WREATH_CATALOGUE, { serviceIds: '30', ...fields }, api).details!;
  await details.loadMonth();
  details.chooseTime('10:00:00');
  details.setEmail(email);
  details.setAgreed(true);
  return details;
}

describe('the booking flow store (spec 3 §4.1, §5.1)', () => {
  it('should tell the data layer the service viewed, then the held time added to the cart and the checkout begun, in AUD', () => {
    const { api } = fakeApi();
    const pushed: DataLayerEvent[] = [];
    const flow = flowOf(STYLING_CATALOGUE, { serviceIds: '1,2' }, api, (event) => pushed.push(event));
    flow.selectProvider(2);
    flow.pickService(2);
    flow.confirmService();
    const service = flow.service!;
    const item = { item_id: String(service.id), item_name: service.name, item_category: 'booking', price: service.priceCents / 100, quantity: 1 };
    expect(pushed).toEqual([{ event: 'view_item', ecommerce: { currency: 'AUD', value: service.priceCents / 100, items: [item] } }]);
    flow.onReserved(
      { token: 'r1', bookings: [{ id: 9, code: 'AB12' }], invoice: null, expiresAt: '2026-11-23T00:10:00Z', existingMember: false },
      'member@example.com',
    );
    expect(pushed.map((event) => event.event)).toEqual(['view_item', 'add_to_cart', 'begin_checkout']);
    expect(pushed[2]!.ecommerce).toEqual({ currency: 'AUD', value: service.priceCents / 100, items: [item] });
    expect(JSON.stringify(pushed)).not.toContain('member@example.com');
  });

  it('should go from a provider to its services, insist on a service, then ask for that provider\'s month', async () => {
    const { api, calls } = fakeApi();
    const flow = flowOf(STYLING_CATALOGUE, { serviceIds: '1,2' }, api);
    expect(flow.step).toBe('provider_selection');
    flow.selectProvider(2);
    expect(flow.step).toBe('service_selection');
    expect(flow.services.map((service) => service.name)).toEqual(['Personal Styling Session', 'Wardrobe Edit']);
    flow.confirmService();
    expect(flow.serviceError).toBe(SELECT_SERVICE);
    expect(flow.step).toBe('service_selection');
    flow.pickService(2);
    flow.confirmService();
    expect(flow.step).toBe('booking_details');
    await flow.details!.loadMonth();
    expect(calls.slots).toEqual([
      { block: { page: 'pages/book/x', uid: 'b1' }, service_id: 2, provider_id: 2, date_from: '2026-11-23', date_to: '2026-11-30', with_available_slots: 1 },
    ]);
    expect(flow.details!.date).toBe('2026-11-24');
    flow.back();
    expect(flow.step).toBe('service_selection');
    flow.back();
    expect(flow.step).toBe('provider_selection');
  });

  it('should offer only days with times left, and clear the attendees when the date or time changes', async () => {
    const { api } = fakeApi();
    const flow = flowOf(WREATH_CATALOGUE, { serviceIds: '30', maxPeople: 4, allowMultipleBookings: true }, api);
    const details = flow.details!;
    await details.loadMonth();
    expect([...details.openDays.keys()]).toEqual(['2026-11-24', '2026-11-26']);
    expect(details.daySlots.map((slot) => slot.time)).toEqual(['10:00:00', '14:00:00']);
    expect(details.canContinue).toBe(false);
    details.chooseTime('10:00:00');
    details.setCount('adults', 2);
    details.setCount('children', 1);
    expect(details.canContinue).toBe(true);
    details.chooseDate('2026-11-26');
    expect([details.time, details.adults, details.children]).toEqual([undefined, undefined, undefined]);
    details.chooseTime('10:00:00');
    details.setCount('children', 1);
    // a child comes with an adult
    expect(details.canContinue).toBe(false);
  });

  it('should show every missing answer at once and reserve nothing', async () => {
    const { api, calls } = fakeApi();
    const flow = flowOf(STYLING_CATALOGUE, { serviceIds: '1', maxPeople: 1 }, api);
    flow.selectProvider(1);
    flow.pickService(1);
    flow.confirmService();
    const details = flow.details!;
    await details.loadMonth();
    details.chooseTime('10:00:00');
    await details.submit();
    expect(details.errors).toEqual({ Whatistheoccasion: REQUIRED_FIELD, email: EMAIL_REQUIRED, agreement: AGREEMENT_REQUIRED });
    expect(calls.reserve).toEqual([]);
  });

  it("should ask the block's own questions after the service's and carry their answers in the reservation", async () => {
    const { api, calls } = fakeApi();
    const questions = [{ component: 'booking_question', title: 'Which foliage would you like?', type: 'select', values: 'Native greens,Silver and white' }];
    const details = await wreathAt10(api, { questions }, 'ada@example.com');
    expect(details.questions.map((question) => question.title)).toEqual(['Which foliage would you like?']);
    await details.submit();
    expect(details.errors).toEqual({ Whichfoliagewouldyoulike: REQUIRED_FIELD });
    details.setAnswer('Whichfoliagewouldyoulike', 'Silver and white');
    await details.submit();
    expect(calls.reserve.map((request) => request.answers)).toEqual([{ Whichfoliagewouldyoulike: 'Silver and white' }]);
  });

  it('should refuse a wrong email with its message before asking anything of the server', async () => {
    const { api, calls } = fakeApi();
    const details = await wreathAt10(api, {}, 'ada@example');
    await details.submit();
    expect(details.errors).toEqual({ email: 'Please enter a valid email address' });
    expect([details.formError, details.focusRequest]).toEqual([undefined, 1]);
    expect([calls.verify, calls.reserve]).toEqual([[], []]);
  });

  it('should mark the fields a refused reservation names and ask to check them, without a Reset', async () => {
    const { api } = fakeApi({
      reserve: () => Promise.reject(new BookingCallError(CHECK_HIGHLIGHTED_FIELDS, 400, { attendees: 'Only 2 seats remaining in the selected time slot and total of 3 seats cannot be reserved.' })),
    });
    const details = await wreathAt10(api, {}, 'ada@example.com');
    await details.submit();
    expect(details.errors).toEqual({ attendees: 'Only 2 seats remaining in the selected time slot and total of 3 seats cannot be reserved.' });
    expect([details.formError, details.resetLabel, details.focusRequest]).toEqual([CHECK_HIGHLIGHTED_FIELDS, undefined, 1]);
  });

  it('should check the email, then reserve the session with attendees and reach the summary', async () => {
    const { api, calls } = fakeApi();
    const flow = flowOf(WREATH_CATALOGUE, { serviceIds: '30', maxPeople: 4, allowMultipleBookings: true }, api);
    const details = flow.details!;
    await details.loadMonth();
    details.chooseDate('2026-11-26');
    details.chooseTime('14:00:00');
    details.setEmail('ada@example.com');
    details.setAgreed(true);
    await details.submit();
    expect(details.errors).toEqual({ adults: ADULTS_REQUIRED, children: CHILDREN_REQUIRED });
    details.setCount('adults', 2);
    details.setCount('children', 1);
    await details.submit();
    expect(details.emailNotice).toBe(NOT_SUBSCRIBER);
    expect(calls.reserve).toEqual([
      {
        block: { page: 'pages/book/x', uid: 'b1' },
        event_id: 30,
        provider_id: 4,
        date: '2026-11-26',
        time: '14:00:00',
        email: 'ada@example.com',
        adults: 2,
        children: 1,
        quantity: 3,
        answers: {},
        products: [],
        verification: 'seal-ada@example.com',
      },
    ]);
    expect(flow.step).toBe('client_info_and_payment');
    expect(flow.email).toBe('ada@example.com');
    expect(flow.reservation?.bookings).toEqual([{ id: 9, code: 'AB12' }]);
    expect(flow.leaveWarning).toBe(true);
    flow.onExpired();
    expect(flow.step).toBe('timer_expired');
    flow.bookAgain();
    expect(flow.step).toBe('booking_details');
    expect(flow.details?.time).toBeUndefined();
  });

  it('should welcome a member and show a refused reservation\'s message, with Reset starting the form afresh', async () => {
    const { api, calls } = fakeApi({
      reserve: () => Promise.reject(new BookingCallError('Sorry, selected time is no longer available. Please choose a different time.', 400)),
    });
    const flow = flowOf(WREATH_CATALOGUE, { serviceIds: '30', maxPeople: 1 }, api);
    const details = flow.details!;
    await details.loadMonth();
    details.chooseTime('10:00:00');
    details.setEmail('member@example.com');
    details.setAgreed(true);
    await details.submit();
    expect(details.emailNotice).toBe(EMAIL_RECOGNISED);
    expect(details.formError).toBe('Sorry, selected time is no longer available. Please choose a different time.');
    expect(details.resetLabel).toBe(RESET_TO_CHOOSE_AGAIN);
    expect(flow.step).toBe('booking_details');
    details.reset();
    expect([details.time, details.formError]).toEqual([undefined, undefined]);
    // the same email is not checked twice
    await details.loadMonth();
    details.chooseTime('10:00:00');
    await details.submit();
    expect(calls.verify).toEqual(['member@example.com']);
  });

  it('should open the calendar on the first working day\'s month when this month has no time left', async () => {
    const december: DaySlots = { date: '2026-12-01', slots: [{ time: '10:00:00', available_count: 3, total_count: 3 }] };
    const { api, calls } = fakeApi({
      slots: (request) => {
        calls.slots.push(request);
        const days = request.date_from.startsWith('2026-12') ? [december] : [{ date: '2026-11-24', slots: [] }];
        return Promise.resolve({ data: { firstWorkingDay: '2026-12-01', slots: days } });
      },
    });
    const flow = flowOf(WREATH_CATALOGUE, { serviceIds: '30' }, api);
    await flow.details!.loadMonth();
    expect(calls.slots.map((call) => [call.date_from, call.date_to])).toEqual([
      ['2026-11-23', '2026-11-30'],
      ['2026-12-01', '2026-12-31'],
    ]);
    expect([flow.details!.month, flow.details!.date]).toEqual(['2026-12-01', '2026-12-01']);
  });

  it('should start from the month the page brought, ask for it again without a busy state once live, and keep the day chosen', async () => {
    const page: MonthSlots = { month: '2026-11-01', firstWorkingDay: '2026-11-24', days: WORKSHOP_DAYS };
    // since the page was rendered the 26th filled up
    const now: DaySlots[] = [WORKSHOP_DAYS[0]!, { date: '2026-11-26', slots: [{ time: '10:00:00', available_count: 0, total_count: 3 }] }];
    let answer: (value: { data: { slots: DaySlots[] } }) => void = () => {};
    const { api, calls } = fakeApi({
      slots: (request) => {
        calls.slots.push(request);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const flow = flowOf(WREATH_CATALOGUE, { serviceIds: '30' }, api, undefined, page);
    const details = flow.details!;
    expect([details.load, details.date, [...details.openDays.keys()]]).toEqual(['ready', '2026-11-24', ['2026-11-24', '2026-11-26']]);
    expect(calls.slots).toEqual([]);
    details.chooseDate('2026-11-26');
    details.start();
    details.start();
    expect(calls.slots.map((call) => [call.date_from, call.date_to])).toEqual([['2026-11-23', '2026-11-30']]);
    expect(details.load).toBe('ready');
    answer({ data: { slots: now } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the chosen day is shut now: the first open day is chosen instead
    expect([...details.openDays.keys()]).toEqual(['2026-11-24']);
    expect(details.date).toBe('2026-11-24');
  });

  it("should keep the page's month when asking again fails, and drop a month's answer that comes after a later month was asked", async () => {
    const page: MonthSlots = { month: '2026-11-01', days: WORKSHOP_DAYS };
    const pending: Array<(value: { data: { slots: DaySlots[] } }) => void> = [];
    const { api, calls } = fakeApi({
      slots: (request) => {
        calls.slots.push(request);
        if (calls.slots.length === 1) return Promise.reject(new Error('Request failed with status code 503'));
        return new Promise((resolve) => pending.push(resolve));
      },
    });
    const details = flowOf(WREATH_CATALOGUE, { serviceIds: '30' }, api, undefined, page).details!;
    details.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([details.load, details.formError, details.days]).toEqual(['ready', undefined, WORKSHOP_DAYS]);

    const december = details.showMonth(1);
    const january = details.showMonth(1);
    pending[1]!({ data: { slots: [{ date: '2027-01-05', slots: [{ time: '10:00:00', available_count: 3, total_count: 3 }] }] } });
    await january;
    pending[0]!({ data: { slots: [{ date: '2026-12-01', slots: [{ time: '10:00:00', available_count: 3, total_count: 3 }] }] } });
    await december;
    expect([details.month, details.days.map((day) => day.date)]).toEqual(['2027-01-01', ['2027-01-05']]);
  });
});
