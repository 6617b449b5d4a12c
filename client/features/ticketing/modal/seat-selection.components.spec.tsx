import { largeHall } from '../../../../src/common/domain/ticketing/seat-map.fixtures';
import { MemorySeating } from '../seating.fixtures';
import { TicketingFlowStore } from '../ticketing-flow.store';
import { content, giveDetails, MemoryTicketingApi, seatedEventOf } from '../ticketing.fixtures';
import { renderModal as render, textOf as text } from './modal.fixtures';

const now = Date.parse('2026-11-28T01:00:00Z');
const SHOW = 'willowvale-recurrent-20261205-1000';

const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

async function seatStep(api = new MemoryTicketingApi(seatedEventOf({ eventType: 'SINGLE' }), [], () => now)) {
  const flow = new TicketingFlowStore({
    content: { ...content, vivenuEventId: SHOW, title: 'The Nutcracker' },
    api,
    onClose: () => {},
    now: () => now,
    push: () => {},
    beacon: () => true,
    seatBeacon: () => true,
  });
  await flow.open();
  await settle();
  const press = async (...ids: string[]) => {
    for (const id of ids) {
      flow.seats.toggle(id);
      await settle();
    }
  };
  return { flow, api, press };
}

/** the seat controls of a render: each one's name and tabindex */
const seatControls = (html: string) =>
  [...html.matchAll(/<g class="seat[^"]*" role="button" tabindex="(-?\d)" aria-label="([^"]+)"/g)].map((m) => ({
    tabindex: m[1],
    name: m[2]!.replace(/&#x27;/g, "'"),
  }));

describe('the seat step in the modal (issue 25)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should draw each seat as a control named by place, category, price and status, with one Tab stop', async () => {
    const { flow } = await seatStep();
    const html = render(flow);
    const seats = seatControls(html);
    expect(seats).toHaveLength(6 * 12 + 3 * 16);
    expect(seats.filter((seat) => seat.tabindex === '0')).toEqual([
      { tabindex: '0', name: 'Stalls, Row A, Seat 1, Premium, from $45.00, available' },
    ]);
    expect(seats.map((seat) => seat.name)).toContain('Stalls, Row A, Seat 5, Premium, from $45.00, unavailable');
    expect(seats.map((seat) => seat.name)).toContain(
      'Stalls, Row F, Wheelchair space 1, Standard, from $25.00, available',
    );
    expect(seats.map((seat) => seat.name)).toContain('Circle, Row C, Seat 16, Circle, from $30.00, available');
    expect(html).toMatch(/aria-label="Stalls, Row A, Seat 5[^"]*" aria-disabled="true"/);
    expect(html).toContain('role="group" aria-label="Seat map"');
  });

  it('should say the seats are not guaranteed, who accessible seats are for, and show the legend', async () => {
    const { flow } = await seatStep();
    const page = text(render(flow));
    expect(page).toContain('1: Seat & options');
    expect(page).toContain('Select your seats');
    expect(page).toContain(
      'Seats are held for you while you book, but are not guaranteed until your booking is complete.',
    );
    expect(page).toContain(
      'Accessible seats and wheelchair spaces are for people with special access needs and one companion each.',
    );
    expect(page).toContain('Premium from $45.00 Standard from $25.00 Circle from $30.00');
    expect(page).toMatch(/Available \(in its category's colour\) Selected Unavailable Wheelchair space/);
    expect(page).toContain('Zoom in');
    expect(page).toContain('Your seats: 0 of up to 6');
  });

  it('should show a chosen seat as selected, the seat being reserved as busy, and the seats held with a way to unselect', async () => {
    const { flow, press } = await seatStep();
    await press('stalls-C-12');
    flow.seats.toggle('stalls-C-11');
    const html = render(flow);
    expect(seatControls(html).find((seat) => seat.name.startsWith('Stalls, Row C, Seat 12,'))?.name).toBe(
      'Stalls, Row C, Seat 12, Premium, from $45.00, selected',
    );
    expect(html).toMatch(/aria-label="Stalls, Row C, Seat 11, [^"]*" aria-busy="true"/);
    const page = text(html);
    expect(page).toContain('Your seats: 1 of up to 6');
    expect(page).toContain('Stalls, Row C, Seat 12 Premium Unselect');
    expect(html).toContain('aria-label="Unselect Stalls, Row C, Seat 12"');
    expect(page).toMatch(/10:00/);
  });

  it("should show the seat dialogs in the spec's words", async () => {
    const { flow, api, press } = await seatStep(
      new MemoryTicketingApi(seatedEventOf({ eventType: 'SINGLE', max: 2 }), [], () => now),
    );
    await press('stalls-B-1', 'stalls-B-2', 'stalls-B-3');
    let page = text(render(flow));
    expect(page).toContain('Seat limit exceeded Please unselect some seats. You can choose up to 2 seats. Close');
    flow.cancelDialog();
    api.seating.takeSeat(SHOW, 'stalls-B-2');
    await press('stalls-B-2');
    await press('stalls-B-1');
    api.seating.takeSeat(SHOW, 'stalls-B-2');
    await press('stalls-B-2');
    page = text(render(flow));
    expect(page).toContain("Unavailable seat Sorry the seat you've selected is no longer available Select new seats");
    flow.cancelDialog();
    jest.advanceTimersByTime(0);
    api.seating.lapse('seats-1');
    await press('stalls-B-3');
    page = text(render(flow));
    expect(page).toContain(
      'Reservation could not be found You waited too long to complete the booking. The reservation has expired. Start again',
    );
  });

  it("should show 'Seat Reservation Timeout' with the out-of-time words when the seat hold lapses", async () => {
    let clock = now;
    const api = new MemoryTicketingApi(seatedEventOf({ eventType: 'SINGLE' }), [], () => clock);
    const flow = new TicketingFlowStore({
      content,
      api,
      onClose: () => {},
      now: () => clock,
      push: () => {},
      seatBeacon: () => true,
    });
    await flow.open();
    await settle();
    flow.seats.toggle('stalls-B-1');
    await settle();
    clock += 10 * 60_000;
    jest.advanceTimersByTime(1000);
    await settle();
    const page = text(render(flow));
    expect(page).toContain(
      'Seat Reservation Timeout You have run out of time to complete the booking. Please start again. Start again',
    );
  });

  it('should list the tickets of each category the seats are in, and the order and confirmation with row and seat', async () => {
    const { flow, press } = await seatStep();
    await press('stalls-A-1', 'stalls-D-2');
    await flow.primary();
    let page = text(render(flow));
    expect(page).toContain('Premium: 1 seat Stalls, Row A, Seat 1 Adult $65.00');
    expect(page).toContain('Standard: 1 seat Stalls, Row D, Seat 2 Adult $40.00');
    expect(page).not.toContain('Circle');
    expect(render(flow)).toContain('aria-label="Add one Adult (Premium) ticket"');
    flow.add('premium-adult');
    flow.add('standard-child');
    await flow.primary();
    await giveDetails(flow, 'L');
    await flow.primary();
    page = text(render(flow));
    expect(page).toContain('1 × Adult Stalls, Row A, Seat 1 $65.00');
    expect(page).toContain('1 × Child Stalls, Row D, Seat 2 $25.00');
  });

  it('should draw a 2,000-seat hall with every seat a control and still one Tab stop', async () => {
    const api = new MemoryTicketingApi(seatedEventOf({ eventType: 'SINGLE' }), [], () => now);
    Object.assign(api, {
      seating: new MemorySeating(
        () => now,
        (id: string) => largeHall(id),
      ),
    });
    const { flow } = await seatStep(api);
    const seats = seatControls(render(flow));
    expect(seats).toHaveLength(2000);
    expect(seats.filter((seat) => seat.tabindex === '0')).toHaveLength(1);
  });
});
