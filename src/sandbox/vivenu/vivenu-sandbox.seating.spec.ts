import type { VivenuSeatMap, VivenuSeatObject, VivenuSeatReservation } from '../../modules/ticketing/seating.wire';
import type { VivenuCheckout, VivenuEventInfo, VivenuPaymentRequest } from '../../modules/ticketing/vivenu.wire';
import {
  ARENA_DATE,
  ARENA_SEATING,
  DETAILS,
  KEY,
  SEATED,
  SEATED_SEATING,
  seatsOf,
  startTestVivenu,
  type TestVivenu,
} from './vivenu-sandbox.testing';

describe('the Vivenu sandbox: seated events and the seating service', () => {
  let vivenu: TestVivenu;

  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
  });
  afterEach(() => vivenu.sandbox.close());

  const map = async (seatingEventId = SEATED_SEATING) =>
    (await vivenu.seat<{ seatMap: VivenuSeatMap }>('GET', `/public/event/${seatingEventId}/map?t=1`)).body.seatMap;
  const freeSeats = async (seatingEventId = SEATED_SEATING, categoryId?: string) =>
    seatsOf(await map(seatingEventId)).filter(
      (seat) => seat.status === 'free' && seat.seatType !== 'handicapped' && (!categoryId || seat.categoryId === categoryId),
    );
  const reserve = (objectId: string, token?: string, seatingEventId = SEATED_SEATING) =>
    vivenu.seat<VivenuSeatReservation & { statusCode?: string; message?: string }>(
      'POST',
      `/public/event/${seatingEventId}/reserve`,
      { objectId, amount: 1, ...(token ? { token } : {}) },
    );
  const status = (statusId: string, seatingEventId = SEATED_SEATING) =>
    vivenu.sandbox.seating.seatStatus(seatingEventId, statusId);

  it('should seat each seated event in its venue: sections, rows, categories, wheelchair spaces, seats already sold', async () => {
    const info = (await vivenu.call<VivenuEventInfo>('GET', `/events/info/${SEATED}`)).body;
    expect(info).toMatchObject({ seating: true, seatingEventId: SEATED_SEATING });
    expect(info.categories.map((category) => category.seatingReference)).toEqual(['sm-premium', 'sm-standard', 'sm-value']);
    expect(info.tickets.map((ticket) => [ticket.name, ticket.categoryRef])).toEqual([
      ['Adult', 'premium'],
      ['Child', 'premium'],
      ['Adult', 'standard'],
      ['Child', 'standard'],
      ['Adult', 'value'],
      ['Child', 'value'],
    ]);
    const playhouse = await map();
    expect(playhouse.sections.map((section) => section.name)).toEqual(['Stalls', 'Circle']);
    expect(playhouse.sections[0]!.rows.map((row) => row.name).slice(0, 3)).toEqual(['A', 'B', 'C']);
    const seats = seatsOf(playhouse);
    expect(new Set(seats.map((seat) => seat.categoryId))).toEqual(new Set(['sm-premium', 'sm-standard', 'sm-value']));
    expect(seats.filter((seat) => seat.seatType === 'handicapped').length).toBeGreaterThan(0);
    expect(seats.filter((seat) => seat.status === 'booked').length).toBeGreaterThan(10);

    // the recurrent one: each date its own seating event in the 2,000-seat arena
    const root = (await vivenu.call<VivenuEventInfo>('GET', `/events/info/willowvale-seated-recurrent`)).body;
    expect(root).toMatchObject({ eventType: 'ROOT', seating: true });
    const date = (await vivenu.call<VivenuEventInfo>('GET', `/events/info/${ARENA_DATE}`)).body;
    expect(date).toMatchObject({ eventType: 'RECURRENCE', seatingEventId: ARENA_SEATING });
    expect(seatsOf(await map(ARENA_SEATING))).toHaveLength(2000);
    expect((await vivenu.seat('GET', '/public/event/seating-nowhere/map')).status).toBe(404);
  });

  it('should issue a token with the first seat, add seats to it, free one, and cancel all of them', async () => {
    const [a, b] = await freeSeats();
    const first = await reserve(a!.statusId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'ok', statusId: a!.statusId, token: expect.any(String) });
    const second = await reserve(b!.statusId, first.body.token);
    expect(second.body.token).toBe(first.body.token);
    expect([status(a!.statusId), status(b!.statusId)]).toEqual(['reserved', 'reserved']);
    expect((await map()).sections.flatMap((s) => s.rows.flatMap((r) => r.seats)).find((s) => s._id === a!._id)?.status).toBe(
      'reserved',
    );

    const freed = await vivenu.seat('POST', `/public/event/${SEATED_SEATING}/free`, {
      objectId: a!.statusId,
      token: first.body.token,
      amount: 1,
    });
    expect(freed.body).toMatchObject({ status: 'ok' });
    expect(status(a!.statusId)).toBe('free');

    const cancelled = await vivenu.seat('POST', `/reservation/cancel?token=${first.body.token}`);
    expect(cancelled.body).toEqual({ status: 'ok' });
    expect(status(b!.statusId)).toBe('free');
    const again = await vivenu.seat('GET', `/reservation/cancel?token=${first.body.token}`);
    expect(again).toMatchObject({ status: 404, body: { message: 'Reservation could not be found' } });
    const late = await reserve(a!.statusId, first.body.token);
    expect(late).toMatchObject({ status: 404, body: { message: 'Reservation could not be found' } });
  });

  it('should give a seat to exactly one of twenty visitors asking at once, and refuse a sold seat', async () => {
    const [seat] = await freeSeats();
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(seat!.statusId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body).toMatchObject({ statusCode: '409', message: 'Seat is not available' });
    const sold = seatsOf(await map()).find((candidate) => candidate.status === 'booked')!;
    expect((await reserve(sold.statusId)).status).toBe(409);
  });

  it('should let a reservation lapse after the hold time without changes, each change moving it on', async () => {
    vivenu.sandbox.seating.setHoldSeconds(60);
    const [a, b] = await freeSeats();
    const first = await reserve(a!.statusId);
    vivenu.clock.advance(0.75);
    await reserve(b!.statusId, first.body.token);
    vivenu.clock.advance(0.75);
    // 90 s since the first seat, 45 s since the last change: still held
    expect(vivenu.sandbox.seating.reservation(first.body.token)?.seats).toHaveLength(2);
    vivenu.clock.advance(0.5);
    expect(vivenu.sandbox.seating.reservation(first.body.token)).toBeUndefined();
    expect([status(a!.statusId), status(b!.statusId)]).toEqual(['free', 'free']);
  });

  describe('a checkout with seats', () => {
    const premium = async () => {
      const seats = await freeSeats(SEATED_SEATING, 'sm-premium');
      const first = await reserve(seats[0]!.statusId);
      await reserve(seats[1]!.statusId, first.body.token);
      return { token: first.body.token, seats: [seats[0]!, seats[1]!] };
    };
    const item = (ticketTypeId: string, seat: VivenuSeatObject) => ({
      type: 'ticket',
      ticketTypeId,
      amount: 1,
      seatingInfo: { _type: 6, statusId: seat.statusId, _id: seat._id, categoryId: seat.categoryId },
    });
    const checkout = (items: unknown[], token?: string) =>
      vivenu.call<VivenuCheckout>('POST', '/checkout', {
        type: 'transaction',
        eventId: SEATED,
        items,
        ...(token ? { seatingReservationToken: token } : {}),
      });

    /** the details given and a payment request made (the site's card payment `reference`) */
    const paymentFor = async (made: VivenuCheckout, reference: string) => {
      await vivenu.call('POST', `/checkout/${made._id}/details`, { secret: made.secret, ...DETAILS });
      const body = { checkoutId: made._id, secret: made.secret, reference };
      return (await vivenu.call<VivenuPaymentRequest>('POST', '/payments/requests', body, KEY)).body;
    };
    const confirmPayment = (request: VivenuPaymentRequest) =>
      vivenu.call<VivenuPaymentRequest>(
        'POST',
        `/payments/requests/${request._id}/confirm`,
        { secret: request.secret },
        KEY,
      );

    it("should sell only the seats its reservation holds, each in its ticket's category", async () => {
      const { token, seats } = await premium();
      const [other] = await freeSeats(SEATED_SEATING, 'sm-premium');
      const refused = [
        await checkout([item('willowvale-gala-premium-adult', seats[0])]),
        await checkout([item('willowvale-gala-premium-adult', other!)], token),
        await checkout([item('willowvale-gala-standard-adult', seats[0])], token),
        await checkout([item('willowvale-gala-premium-adult', seats[0]), item('willowvale-gala-premium-child', seats[0])], token),
        await checkout([{ type: 'ticket', ticketTypeId: 'willowvale-gala-premium-adult', amount: 1 }], token),
      ];
      for (const answer of refused)
        expect(answer).toMatchObject({ status: 400, body: { message: 'Tickets are not available' } });
      const made = await checkout(
        [item('willowvale-gala-premium-adult', seats[0]), item('willowvale-gala-premium-child', seats[1])],
        token,
      );
      expect(made.status).toBe(201);
      expect(made.body.items[0]!.tickets.map((ticket) => ticket.seatingInfo?.statusId)).toEqual(
        seats.map((seat) => seat.statusId),
      );
      expect(made.body.items[0]!.seatingReservationToken).toBe(token);
    });

    it('should book the seats when the order is paid, ending the reservation', async () => {
      const { token, seats } = await premium();
      const made = (
        await checkout(
          [item('willowvale-gala-premium-adult', seats[0]), item('willowvale-gala-premium-adult', seats[1])],
          token,
        )
      ).body;
      // the reservation does not lapse while the checkout holds its seats
      vivenu.clock.advance(14);
      const confirmed = await confirmPayment(await paymentFor(made, 'pi_seated'));
      expect(confirmed.body.status).toBe('SUCCEEDED');
      expect(seats.map((seat) => status(seat.statusId))).toEqual(['booked', 'booked']);
      expect(vivenu.sandbox.seating.reservation(token)).toBeUndefined();
    });

    it("should not complete a checkout whose seats were let go, and leave an aborted checkout's seats to the seating service", async () => {
      const { token, seats } = await premium();
      const items = [item('willowvale-gala-premium-adult', seats[0]), item('willowvale-gala-premium-adult', seats[1])];
      const aborted = (await checkout(items, token)).body;
      await vivenu.call('POST', `/checkout/${aborted._id}/abort`, { secret: aborted.secret });
      expect(seats.map((seat) => status(seat.statusId))).toEqual(['reserved', 'reserved']);

      const made = (await checkout(items, token)).body;
      const request = await paymentFor(made, 'pi_let_go');
      await vivenu.seat('POST', `/reservation/cancel?token=${token}`);
      const confirm = await confirmPayment(request);
      expect(confirm).toMatchObject({ status: 400, body: { message: 'Tickets are not available' } });
      expect(vivenu.sandbox.checkout(made._id)?.status).toBe('NEW');
      expect(seats.map((seat) => status(seat.statusId))).toEqual(['free', 'free']);
    });
  });
});
