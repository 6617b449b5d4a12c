import type { SeatMapSeat } from '../../../src/common/domain/ticketing/ticketing-wire';
import { RESERVATION_NOT_FOUND_CODE } from '../../../src/common/domain/ticketing/ticketing-wire';
import { TicketOrders } from '../../../src/modules/ticketing/ticket-orders';
import {
  CENTRE,
  EVENTS,
  confirm,
  freeSeats,
  giveDetails,
  holdSeats,
  newKey,
  payByCard,
  seatStates,
  settleDue,
  ticketOrders,
  useTicketingApp,
  type Checkout,
} from './ticketing-harness';

const handle = useTicketingApp();
const PREMIUM = 'sm-premium';
const ADULT = `${CENTRE}-gala-premium-adult`;
const CHILD = `${CENTRE}-gala-premium-child`;

/** a ticket for a seat, as the modal sends it: the seat's status id and what the map showed of it */
const seated = (ticketTypeId: string, seat: SeatMapSeat) => ({
  ticketTypeId,
  amount: 1,
  seatingInfo: {
    _type: 6 as const,
    statusId: seat.statusId,
    _id: seat._id,
    categoryId: seat.categoryId,
    seatType: seat.seatType,
    sectionName: seat.sectionName,
    rowName: seat.rowName,
    seatName: seat.seatName,
  },
});

const checkoutWith = (items: unknown[], seatingReservationToken?: string) =>
  handle.app.post(
    '/api/checkout',
    { eventId: EVENTS.seated, items, ...(seatingReservationToken ? { seatingReservationToken } : {}) },
    { key: newKey() },
  );

/** two premium seats held and checked out, an adult's and a child's */
async function seatedCheckout(): Promise<{ seats: SeatMapSeat[]; token: string; checkout: Checkout }> {
  const seats = (await freeSeats(handle.app, EVENTS.seated, PREMIUM)).slice(0, 2);
  const token = await holdSeats(handle.app, seats);
  const res = await checkoutWith([seated(ADULT, seats[0]!), seated(CHILD, seats[1]!)], token);
  if (res.status !== 201) throw new Error(`checkout ${res.status}: ${JSON.stringify(res.body)}`);
  return { seats, token, checkout: res.body as Checkout };
}

const statesOf = async (seats: SeatMapSeat[]) => {
  const states = await seatStates(handle.app);
  return seats.map((seat) => states.get(seat.statusId));
};

describe('a seated checkout', () => {
  it('should sell the seats held, and once paid show them sold on the map and count them for operators', async () => {
    const { seats, token, checkout } = await seatedCheckout();
    expect(checkout.items.map((item) => [item.ticketTypeId, item.amount, item.priceCents])).toEqual([
      [ADULT, 1, 6900],
      [CHILD, 1, 4900],
    ]);
    const lines = checkout.items as Array<{ seatingInfo?: { statusId: string; rowName?: string } }>;
    expect(lines.map((line) => line.seatingInfo?.statusId)).toEqual(seats.map((seat) => seat.statusId));
    expect(lines[0]!.seatingInfo?.rowName).toBe(seats[0]!.rowName);
    // $69 + $49, a $1.50 fee per ticket and $2 per order, GST inclusive
    expect(checkout.totals).toMatchObject({ ticketsCents: 11800, feesCents: 500, totalCents: 12300 });

    const given = await giveDetails(handle.app, checkout);
    const { payment, result } = await payByCard(handle.app, given);
    expect(payment.amountCents).toBe(12300);
    expect(result.paymentIntent?.status).toBe('succeeded');
    const confirmed = await confirm(handle.app, given, payment.id).expect(200);
    expect(confirmed.body.tickets).toHaveLength(2);

    expect(await statesOf(seats)).toEqual(['sold', 'sold']);
    // the reservation ended with the sale: nothing left to cancel
    await handle.app.post('/api/reservation/cancel', { token }).expect(200);
    expect(await statesOf(seats)).toEqual(['sold', 'sold']);
    const order = (await ticketOrders(handle.app)).confirmed!.find((o) => o.payment?.reference === payment.id);
    expect(order).toMatchObject({ tickets: 2, seats: 2, status: 'confirmed' });
  });

  it('should change the ticket type of a seat without naming the reservation again', async () => {
    const { seats, checkout } = await seatedCheckout();
    const res = await handle.app
      .post('/api/checkout/items', { token: checkout.token, items: [seated(ADULT, seats[0]!), seated(ADULT, seats[1]!)] })
      .expect(200);
    expect(res.body.totals.ticketsCents).toBe(13800);
    await handle.app.post('/api/checkout/abort', { token: res.body.token }).expect(200);
    expect(await statesOf(seats)).toEqual(['free', 'free']);
  });

  it("should refuse seats the reservation does not hold before asking Vivenu, and a seated cart without one", async () => {
    const [mine, other] = (await freeSeats(handle.app, EVENTS.seated, PREMIUM)).slice(0, 2);
    const token = await holdSeats(handle.app, [mine!]);
    const vivenu = handle.app.test.sandboxes.vivenu;
    const asked = vivenu.requests.count('/api/checkout', 'POST');
    const stranger = await checkoutWith([seated(ADULT, mine!), seated(ADULT, other!)], token).expect(400);
    expect(stranger.body.message).toBe('Tickets are not available');
    const twice = await checkoutWith([seated(ADULT, mine!), seated(CHILD, mine!)], token).expect(400);
    expect(twice.body.message).toBe('Tickets are not available');
    const unseated = await checkoutWith([{ ticketTypeId: ADULT, amount: 1 }], token).expect(400);
    expect(unseated.body.message).toBe('Tickets are not available');
    expect(vivenu.requests.count('/api/checkout', 'POST')).toBe(asked);
    const none = await checkoutWith([seated(ADULT, mine!)]).expect(410);
    expect(none.body.code).toBe(RESERVATION_NOT_FOUND_CODE);
    // a seat in another category than its ticket's: Vivenu refuses it
    const [standard] = await freeSeats(handle.app, EVENTS.seated, 'sm-standard');
    const mixed = await holdSeats(handle.app, [standard!]);
    const wrong = await checkoutWith([seated(ADULT, standard!)], mixed).expect(400);
    expect(wrong.body.message).toBe('Tickets are not available');
    // seats on an event that sells none
    await handle.app
      .post(
        '/api/checkout',
        { eventId: EVENTS.members, items: [seated(`${CENTRE}-members-entry`, mine!)] },
        { key: newKey() },
      )
      .expect(400);
    for (const held of [token, mixed]) await handle.app.post('/api/reservation/cancel', { token: held }).expect(200);
  });

  it('should give the seats back with the checkout when the visitor aborts it (Leave, or Back past the checkout)', async () => {
    const { seats, checkout } = await seatedCheckout();
    expect(await statesOf(seats)).toEqual(['held', 'held']);
    const res = await handle.app.post('/api/checkout/abort', { token: checkout.token }).expect(200);
    expect(res.body).toEqual({ status: 'aborted' });
    expect(await statesOf(seats)).toEqual(['free', 'free']);
  });

  it('should give the seats back when the settle job aborts a hold nobody finished, whichever instance made it', async () => {
    const { seats } = await seatedCheckout();
    expect(await statesOf(seats)).toEqual(['held', 'held']);
    // the job works from the ledger alone (the checkout and its seat reservation sealed in the order's task), as a
    // restarted server's would: once the hold is over it aborts the checkout and cancels the seats
    const orders = handle.app.test.app.get(TicketOrders);
    for (const open of await orders.recent('open', 100))
      await orders.update(open, { expiresAt: new Date(Date.now() - 1000).toISOString() }, new Date(Date.now() - 1000));
    const report = await settleDue(handle.app);
    expect(report.cancelled).toBeGreaterThan(0);
    expect(await statesOf(seats)).toEqual(['free', 'free']);
    expect((await ticketOrders(handle.app)).abandoned!.some((order) => order.seats === 2)).toBe(true);
  });
});
