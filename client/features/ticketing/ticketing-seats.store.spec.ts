import { seatsOf } from '../../../src/common/domain/ticketing/seat-map';
import type { TicketingEvent } from '../../../src/common/domain/ticketing/ticketing-wire';
import { TicketingFlowStore } from './ticketing-flow.store';
import { content, giveDetails, MemoryTicketingApi, seatedEventOf, summaries, typeCard } from './ticketing.fixtures';

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

const SHOW = 'willowvale-recurrent-20261205-1000';
const OTHER_SHOW = 'willowvale-recurrent-20261205-1400';

function setUp(options: { event?: Partial<TicketingEvent>; recurrent?: boolean } = {}) {
  let now = Date.parse('2026-11-28T01:00:00Z');
  const api = new MemoryTicketingApi(
    seatedEventOf({ eventType: options.recurrent ? 'RECURRENCE' : 'SINGLE', ...options.event }),
    options.recurrent ? summaries : [],
    () => now,
  );
  const beacons: string[] = [];
  const seatBeacons: string[] = [];
  const closed = jest.fn();
  const flow = new TicketingFlowStore({
    content: { ...content, vivenuEventId: SHOW },
    api,
    onClose: closed,
    now: () => now,
    push: () => {},
    beacon: (token) => beacons.push(token) > 0,
    seatBeacon: (token) => seatBeacons.push(token) > 0,
  });
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) {
      now += 1000;
      jest.advanceTimersByTime(1000);
    }
    await settle();
  };
  /** presses seats one after another, as a visitor would, each answered before the next */
  const press = async (...ids: string[]) => {
    for (const id of ids) {
      flow.seats.toggle(id);
      await settle();
    }
  };
  return { api, flow, beacons, seatBeacons, closed, advance, press };
}

async function opened(options?: Parameters<typeof setUp>[0]) {
  const set = setUp(options);
  await set.flow.open();
  await settle();
  return set;
}

describe('the seat step of a seated event (spec 3 §2.2, §4.2, issue 25)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("should open a single seated event on its seat map, '1: Seat & options', Next waiting for a seat", async () => {
    const { flow, api } = await opened();
    expect(flow.step).toBe('seat_selection');
    expect(flow.subtitle).toBe('1: Seat & options');
    expect(api.calls).toEqual(['listings', `info ${SHOW}`, `map ${SHOW}`]);
    expect(seatsOf(flow.seats.map!)).toHaveLength(6 * 12 + 3 * 16);
    expect(flow.primaryEnabled).toBe(false);
  });

  it('should reserve each pressed seat, the first giving the token the next ones carry, and free a seat pressed again', async () => {
    const { flow, api, press } = await opened();
    flow.seats.toggle('stalls-B-4');
    expect(flow.seats.pending.get('stalls-B-4')).toBe('reserving');
    expect(flow.primaryEnabled).toBe(false);
    await settle();
    expect(flow.seatHold.token).toBe('seats-1');
    await press('stalls-B-5');
    expect(api.seating.heldBy('seats-1')).toEqual(['stalls-B-4', 'stalls-B-5']);
    expect(flow.seats.chosen.map((seat) => seat.statusId)).toEqual(['stalls-B-4', 'stalls-B-5']);
    expect(flow.seats.statusOf(flow.seats.seatById.get('stalls-B-4')!)).toBe('selected');
    expect(flow.primaryEnabled).toBe(true);
    await press('stalls-B-4');
    expect(api.seating.heldBy('seats-1')).toEqual(['stalls-B-5']);
    expect(flow.seats.count).toBe(1);
    expect(api.calls.slice(-3)).toEqual(['reserve stalls-B-4', 'reserve stalls-B-5', 'free stalls-B-4']);
  });

  it('should send quick presses one after another, so every seat lands in one reservation', async () => {
    const { flow, api } = await opened();
    flow.seats.toggle('stalls-C-1');
    flow.seats.toggle('stalls-C-2');
    flow.seats.toggle('stalls-C-3');
    await settle();
    expect(api.seating.heldBy('seats-1')).toEqual(['stalls-C-1', 'stalls-C-2', 'stalls-C-3']);
    expect(flow.seats.busy).toBe(false);
  });

  it("should stop at the seat cap with 'Seat limit exceeded' before asking, and when the server refuses", async () => {
    const { flow, api, press } = await opened({ event: { max: 2 } });
    await press('stalls-B-1', 'stalls-B-2', 'stalls-B-3');
    expect(flow.dialog).toBe('seat_limit');
    expect(api.calls.filter((call) => call.startsWith('reserve'))).toHaveLength(2);
    flow.cancelDialog();
    expect(flow.dialog).toBeUndefined();
    expect(flow.seatCap).toBe(2);
    // the cap is also the stock left
    const few = await opened({ event: { v: 1 } });
    await few.press('stalls-B-1', 'stalls-B-2');
    expect(few.flow.dialog).toBe('seat_limit');
  });

  it("should say 'Unavailable seat' when another visitor took the seat first, and read the map again", async () => {
    const { flow, api, press } = await opened();
    api.seating.takeSeat(SHOW, 'stalls-C-7');
    await press('stalls-C-7');
    expect(flow.dialog).toBe('seat_unavailable');
    expect(flow.seats.count).toBe(0);
    expect(api.calls.slice(-2)).toEqual(['reserve stalls-C-7', `map ${SHOW}`]);
    expect(flow.seats.statusOf(flow.seats.seatById.get('stalls-C-7')!)).toBe('unavailable');
    flow.cancelDialog();
    await press('stalls-C-8');
    expect(flow.seats.count).toBe(1);
  });

  it('should not press a sold seat at all', async () => {
    const { flow, api, press } = await opened();
    await press('stalls-A-5');
    expect(api.calls.filter((call) => call.startsWith('reserve'))).toEqual([]);
    expect(flow.dialog).toBeUndefined();
  });

  it('should give the expired-reservation dialog when the reservation could not be found, and start again', async () => {
    const { flow, api, press } = await opened();
    await press('stalls-B-1');
    api.seating.lapse('seats-1');
    await press('stalls-B-2');
    expect(flow.dialog).toBe('reservation_expired');
    expect(flow.step).toBe('timer_expired');
    expect(flow.seatHold.token).toBeUndefined();
    flow.cancelDialog();
    expect(flow.dialog).toBe('reservation_expired');
    await flow.startAgain();
    await settle();
    expect(flow.step).toBe('seat_selection');
    expect(flow.seats.count).toBe(0);
    await press('stalls-B-2');
    expect(flow.seatHold.token).toBe('seats-2');
  });

  it("should count the seat hold down, warn at a minute, and at zero show 'Seat Reservation Timeout' and give the seats back", async () => {
    const { flow, api, press, advance } = await opened();
    await press('stalls-B-1');
    expect(flow.seconds).toBe(10 * 60);
    await advance(9 * 60_000);
    expect(flow.toasts.shown.map((toast) => toast.text)).toEqual([
      'Only 1 minute left to complete your booking. Secure your event ticket now. Thank you!',
    ]);
    await advance(60_000);
    expect(flow.dialog).toBe('seat_timeout');
    expect(flow.step).toBe('timer_expired');
    expect(api.seating.cancelled).toEqual(['seats-1']);
    expect(flow.seconds).toBeUndefined();
    expect(flow.holding).toBe(false);
  });

  it('should toast that a wheelchair space is for a wheelchair user when one is chosen', async () => {
    const { flow, press } = await opened();
    await press('stalls-F-1');
    expect(flow.toasts.shown.map((toast) => toast.text)).toEqual([
      'You have chosen a wheelchair space. It has no fixed seat and is for a wheelchair user only.',
    ]);
  });
});

describe('tickets for the seats and the checkout (spec 3 §4.2, §5.2, issue 25)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function withSeats() {
    const set = await opened();
    await set.press('stalls-A-1', 'stalls-D-1');
    await set.flow.primary();
    return set;
  }

  it("should choose tickets per category up to its seats, Next once they match and are not all children's", async () => {
    const { flow } = await withSeats();
    expect(flow.step).toBe('ticket_selection');
    expect(flow.subtitle).toBe('1: Seat & options');
    expect(flow.canAdd('circle-adult')).toBe(false);
    flow.add('premium-child');
    expect(flow.canAdd('premium-adult')).toBe(false);
    expect(flow.primaryEnabled).toBe(false);
    flow.add('premium-adult');
    expect(flow.counts['premium-adult']).toBeUndefined();
    flow.add('standard-child');
    expect(flow.primaryEnabled).toBe(false);
    flow.remove('standard-child');
    flow.add('standard-adult');
    expect(flow.primaryEnabled).toBe(true);
  });

  it('should create the checkout with one ticket per seat and the reservation token, the checkout countdown then counting', async () => {
    const { flow, api } = await withSeats();
    flow.add('premium-adult');
    flow.add('standard-child');
    await flow.primary();
    expect(flow.step).toBe('personal_details');
    expect(api.asked[0]!.seatingReservationToken).toBe('seats-1');
    expect(
      api.asked[0]!.items.map((item) => `${item.ticketTypeId} ${item.amount} ${item.seatingInfo?.statusId}`),
    ).toEqual(['premium-adult 1 stalls-A-1', 'standard-child 1 stalls-D-1']);
    expect(flow.checkout!.items.map((line) => line.seatingInfo?.rowName)).toEqual(['A', 'D']);
    expect(flow.seconds).toBe(15 * 60);
  });

  it('should ask before going back to the seats, then give them back and start the seats again', async () => {
    const { flow, api } = await withSeats();
    flow.back();
    expect(flow.dialog).toBe('back');
    await flow.confirmBack();
    await settle();
    expect(flow.step).toBe('seat_selection');
    expect(flow.seats.count).toBe(0);
    expect(flow.seatHold.token).toBeUndefined();
    expect(api.seating.cancelled).toEqual(['seats-1']);
    expect(api.calls.at(-1)).toBe(`map ${SHOW}`);
  });

  it('should abort the checkout and cancel the seats on Leave, and send both beacons when the page goes away', async () => {
    const { flow, api, beacons, seatBeacons, closed } = await withSeats();
    flow.add('premium-adult');
    flow.add('standard-adult');
    await flow.primary();
    flow.pageHidden();
    expect(beacons).toEqual(['token-1']);
    expect(seatBeacons).toEqual(['seats-1']);
    flow.requestClose();
    expect(flow.dialog).toBe('leave');
    await flow.confirmLeave();
    expect(api.aborted).toEqual(['token-1']);
    expect(api.seating.cancelled).toEqual(['seats-1']);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('should ask before leaving with seats held and no checkout yet', async () => {
    const { flow, api, press } = await opened();
    await press('stalls-B-1');
    flow.requestClose();
    expect(flow.dialog).toBe('leave');
    await flow.confirmLeave();
    expect(api.seating.cancelled).toEqual(['seats-1']);
  });

  it('should book the seats and keep them: nothing cancelled when the modal closes after', async () => {
    const { flow, api, seatBeacons } = await withSeats();
    flow.add('premium-adult');
    flow.add('standard-adult');
    await flow.primary();
    await giveDetails(flow);
    await flow.primary();
    typeCard(flow);
    await flow.primary();
    expect(flow.step).toBe('confirmed');
    flow.pageHidden();
    flow.requestClose();
    await settle();
    expect(seatBeacons).toEqual([]);
    expect(api.seating.cancelled).toEqual([]);
  });
});

describe('the mini calendar of a seated recurrent event (spec 3 §4.2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should warn that the seats will be lost, then cancel them and show the other time', async () => {
    const { flow, api, press } = await opened({ recurrent: true });
    expect(flow.step).toBe('event_selection');
    flow.choice.chooseTime(SHOW);
    await flow.primary();
    await settle();
    expect(flow.step).toBe('seat_selection');
    expect(flow.subtitle).toBe('2: Seat & options');
    await press('stalls-B-1');
    flow.changeTime(OTHER_SHOW);
    expect(flow.dialog).toBe('change_time');
    flow.cancelDialog();
    expect(flow.seats.count).toBe(1);
    flow.changeTime(OTHER_SHOW);
    await flow.confirmChangeTime();
    await settle();
    expect(api.seating.cancelled).toEqual(['seats-1']);
    expect(flow.event?._id).toBe(OTHER_SHOW);
    expect(flow.choice.chosenEventId).toBe(OTHER_SHOW);
    expect(flow.seats.map?.eventId).toBe(OTHER_SHOW);
    expect(flow.seats.count).toBe(0);
    // with no seats held it changes at once
    flow.changeTime(SHOW);
    await settle();
    expect(flow.dialog).toBeUndefined();
    expect(flow.seats.map?.eventId).toBe(SHOW);
  });

  it('should go back from the seats to the times through the Back dialog while seats are held', async () => {
    const { flow, api, press } = await opened({ recurrent: true });
    flow.choice.chooseTime(SHOW);
    await flow.primary();
    await settle();
    flow.back();
    expect(flow.dialog).toBeUndefined();
    expect(flow.step).toBe('event_selection');
    flow.choice.chooseTime(SHOW);
    await flow.primary();
    await settle();
    await press('stalls-B-1');
    flow.back();
    expect(flow.dialog).toBe('back');
    await flow.confirmBack();
    expect(flow.step).toBe('event_selection');
    expect(api.seating.cancelled).toEqual(['seats-1']);
  });
});
