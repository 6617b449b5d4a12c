import request from 'supertest';
import {
  RESERVATION_NOT_FOUND_CODE,
  SEAT_LIMIT_CODE,
  SEAT_UNAVAILABLE_CODE,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import {
  CENTRE,
  EVENTS,
  freeSeats,
  holdSeats,
  postAs,
  reserveSeat,
  seatMap,
  seatStates,
  seatedDate,
  seatsOf,
  useTicketingApp,
} from './ticketing-harness';

const handle = useTicketingApp();
const sandbox = () => handle.app.test.sandboxes.vivenu;


describe('the seat map', () => {
  it("should draw the event's venue with every seat's state now, kept by no cache", async () => {
    const res = await handle.app.get(`/api/seating/${EVENTS.seated}/map`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const map = res.body;
    expect(map).toMatchObject({
      eventId: EVENTS.seated,
      seatingEventId: `seating-${EVENTS.seated}`,
      stage: { label: 'Stage' },
      categories: [{ name: 'Premium' }, { name: 'Standard' }, { name: 'Value' }],
    });
    expect(map.sections.map((section: { name: string }) => section.name)).toEqual(['Stalls', 'Circle']);
    const seats = seatsOf(map);
    expect(seats).toHaveLength(296);
    expect(seats.filter((seat) => seat.seatType === 'handicapped').length).toBeGreaterThan(0);
    expect(seats.filter((seat) => seat.state === 'sold').length).toBeGreaterThan(0);
    expect(seats[0]).toMatchObject({ sectionName: 'Stalls', rowName: 'A', seatName: '1', state: expect.any(String) });
    // every seat's category is one the event sells tickets in
    const info = (await handle.app.get(`/api/events/info/${EVENTS.seated}`).expect(200)).body;
    const references = new Set(info.categories.map((category: { seatingReference: string }) => category.seatingReference));
    for (const seat of seats) expect(references.has(seat.categoryId)).toBe(true);
  });

  it('should seat each date of the recurrent event in its own copy of the 2,000-seat arena', async () => {
    const date = await seatedDate(handle.app);
    const map = await seatMap(handle.app, date);
    expect(map.eventId).toBe(date);
    expect(map.sections.map((section) => section.name)).toEqual(['Left', 'Centre', 'Right']);
    expect(seatsOf(map)).toHaveLength(2000);
    const listed = (await handle.app.get(`/api/events/public/listings?eventId=${EVENTS.seatedRecurrent}`)).body.events;
    expect(listed.length).toBeGreaterThan(2);
    const other = await seatMap(handle.app, listed[1]._id);
    expect(other.seatingEventId).not.toBe(map.seatingEventId);
  });

  it("should answer 404 for another centre's event, an event without seats, and an id Vivenu could not know", async () => {
    const foreign = await handle.app.get('/api/seating/riverbend-seated/map').expect(404);
    expect(foreign.body.message).toBe('Event not found');
    const unseated = await handle.app.get(`/api/seating/${EVENTS.members}/map`).expect(404);
    expect(unseated.body.message).toBe('This event has no seat map');
    await handle.app.get('/api/seating/not%20an%20id/map').expect(404);
  });
});

describe('reserving and freeing seats', () => {
  it('should hold a seat under a new reservation, add another to it, and let one go again', async () => {
    const [a, b] = await freeSeats(handle.app);
    const first = await reserveSeat(handle.app, a!.statusId).expect(200);
    expect(first.body).toEqual({ token: expect.any(String), statusId: a!.statusId, validUntil: expect.any(String) });
    expect(Date.parse(first.body.validUntil)).toBeGreaterThan(Date.now() + 10 * 60_000);
    // the browser carries a sealed reservation, never the seating service's own token
    expect(sandbox().seating.reservation(first.body.token)).toBeUndefined();
    const second = await reserveSeat(handle.app, b!.statusId, first.body.token).expect(200);
    expect(second.body.token).toBe(first.body.token);
    expect([(await seatStates(handle.app)).get(a!.statusId), (await seatStates(handle.app)).get(b!.statusId)]).toEqual([
      'held',
      'held',
    ]);

    const freed = await handle.app
      .post(`/api/seating/${EVENTS.seated}/free`, { statusId: a!.statusId, token: first.body.token })
      .expect(200);
    expect(freed.body).toEqual({ status: 'ok', validUntil: expect.any(String) });
    const states = await seatStates(handle.app);
    expect([states.get(a!.statusId), states.get(b!.statusId)]).toEqual(['free', 'held']);
    // freeing a seat the reservation does not hold lets go of nothing else
    await handle.app
      .post(`/api/seating/${EVENTS.seated}/free`, { statusId: a!.statusId, token: first.body.token })
      .expect(200);
    expect((await seatStates(handle.app)).get(b!.statusId)).toBe('held');
    await handle.app.post('/api/reservation/cancel', { token: first.body.token }).expect(200);
  });

  it("should refuse a seat someone else holds or bought with 'Unavailable seat'", async () => {
    const [seat] = await freeSeats(handle.app);
    const mine = await holdSeats(handle.app, [seat!]);
    const taken = await reserveSeat(handle.app, seat!.statusId).expect(409);
    expect(taken.body).toMatchObject({
      code: SEAT_UNAVAILABLE_CODE,
      message: "Sorry the seat you've selected is no longer available",
    });
    const sold = seatsOf(await seatMap(handle.app)).find((candidate) => candidate.state === 'sold')!;
    expect((await reserveSeat(handle.app, sold.statusId, mine).expect(409)).body.code).toBe(SEAT_UNAVAILABLE_CODE);
    // a seat the venue has not is not there to be had either
    expect((await reserveSeat(handle.app, 'st-stalls-Z-99').expect(409)).body.code).toBe(SEAT_UNAVAILABLE_CODE);
    await handle.app.post('/api/reservation/cancel', { token: mine }).expect(200);
  });

  it('should give one seat to exactly one of twenty visitors pressing it at once', async () => {
    const [seat] = await freeSeats(handle.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserveSeat(handle.app, seat!.statusId)));
    const held = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 409);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.body).toMatchObject({ code: SEAT_UNAVAILABLE_CODE });
    expect((await seatStates(handle.app)).get(seat!.statusId)).toBe('held');
    await handle.app.post('/api/reservation/cancel', { token: held[0]!.body.token }).expect(200);
    expect((await seatStates(handle.app)).get(seat!.statusId)).toBe('free');
  });

  it("should refuse one seat more than the order's maximum: 'Seat limit exceeded'", async () => {
    // Comedy Gala Night sells at most 8 tickets per order
    const seats = (await freeSeats(handle.app)).slice(0, 9);
    const token = await holdSeats(handle.app, seats.slice(0, 8));
    const ninth = await reserveSeat(handle.app, seats[8]!.statusId, token).expect(400);
    expect(ninth.body).toMatchObject({ code: SEAT_LIMIT_CODE, message: 'Seat limit exceeded' });
    expect((await seatStates(handle.app)).get(seats[8]!.statusId)).toBe('free');
    // a seat already held asked for again is no new seat; one freed makes room
    await reserveSeat(handle.app, seats[0]!.statusId, token).expect(200);
    await handle.app.post(`/api/seating/${EVENTS.seated}/free`, { statusId: seats[0]!.statusId, token }).expect(200);
    await reserveSeat(handle.app, seats[8]!.statusId, token).expect(200);
    await handle.app.post('/api/reservation/cancel', { token }).expect(200);
  });

  it('should refuse more seats than the tickets left: the seat cap is the smaller of stock and the maximum', async () => {
    const date = await seatedDate(handle.app);
    const stock = sandbox().stock(date)!;
    for (const ticketTypeId of Object.keys(stock.tickets)) sandbox().setStock(date, ticketTypeId, 0);
    sandbox().setStock(date, `${CENTRE}-carols-value-adult`, 2);
    try {
      const seats = (await freeSeats(handle.app, date)).slice(0, 3);
      const token = await holdSeats(handle.app, seats.slice(0, 2), date);
      const third = await reserveSeat(handle.app, seats[2]!.statusId, token, date).expect(400);
      expect(third.body.code).toBe(SEAT_LIMIT_CODE);
      await handle.app.post('/api/reservation/cancel', { token }).expect(200);
    } finally {
      for (const [ticketTypeId, v] of Object.entries(stock.tickets)) sandbox().setStock(date, ticketTypeId, v);
    }
  });

  it("should answer 'Reservation could not be found' for a reservation cancelled, changed, or another event's", async () => {
    const [a, b] = await freeSeats(handle.app);
    const token = await holdSeats(handle.app, [a!]);
    const date = await seatedDate(handle.app);
    const otherEvent = await holdSeats(handle.app, (await freeSeats(handle.app, date)).slice(0, 1), date);
    const wrong = await reserveSeat(handle.app, b!.statusId, otherEvent).expect(410);
    expect(wrong.body).toMatchObject({ code: RESERVATION_NOT_FOUND_CODE, message: 'Reservation could not be found' });
    const changed = `${token.slice(0, -4)}AAAA`;
    expect((await reserveSeat(handle.app, b!.statusId, changed).expect(410)).body.code).toBe(RESERVATION_NOT_FOUND_CODE);
    // another centre's site does not know it
    await request(handle.app.test.url)
      .post(`/api/seating/riverbend-seated/reserve`)
      .set('Host', handle.app.test.host('riverbend'))
      .send({ statusId: b!.statusId, token })
      .expect(410);
    await handle.app.post('/api/reservation/cancel', { token }).expect(200);
    const late = await reserveSeat(handle.app, b!.statusId, token).expect(410);
    expect(late.body.code).toBe(RESERVATION_NOT_FOUND_CODE);
    await handle.app
      .post(`/api/seating/${EVENTS.seated}/free`, { statusId: a!.statusId, token })
      .expect(410);
    await handle.app.post('/api/reservation/cancel', { token: otherEvent }).expect(200);
  });

  it('should answer 400 with field messages for a request the modal would never send', async () => {
    const noSeat = await handle.app.post(`/api/seating/${EVENTS.seated}/reserve`, { token: 'x' }).expect(400);
    expect(Object.keys(noSeat.body.errors)).toEqual(['statusId']);
    const noToken = await handle.app.post(`/api/seating/${EVENTS.seated}/free`, { statusId: 'st-stalls-A-1' }).expect(400);
    expect(Object.keys(noToken.body.errors)).toEqual(['token']);
    const cancel = await handle.app.post('/api/reservation/cancel', { token: 42 }).expect(400);
    expect(Object.keys(cancel.body.errors)).toEqual(['token']);
    await handle.app.get('/api/reservation/cancel').expect(400);
  });
});

describe('the drill: every way a visitor leaves gives the seats back', () => {
  const heldSeats = async () => {
    const seats = (await freeSeats(handle.app)).slice(0, 3);
    return { seats, token: await holdSeats(handle.app, seats) };
  };
  const statesOf = async (seats: { statusId: string }[]) => {
    const states = await seatStates(handle.app);
    return seats.map((seat) => states.get(seat.statusId));
  };

  it('Leave (the Leave dialog confirmed): the reservation cancelled at once, by POST or by the GET form', async () => {
    const { seats, token } = await heldSeats();
    expect(await statesOf(seats)).toEqual(['held', 'held', 'held']);
    const res = await handle.app.post('/api/reservation/cancel', { token }).expect(200);
    expect(res.body).toEqual({ status: 'cancelled' });
    expect(await statesOf(seats)).toEqual(['free', 'free', 'free']);
    // cancelled twice: nothing left to give back, the same answer
    await handle.app.post('/api/reservation/cancel', { token }).expect(200);

    const again = await heldSeats();
    const byLink = await handle.app.get(`/api/reservation/cancel?token=${encodeURIComponent(again.token)}`).expect(200);
    expect(byLink.body).toEqual({ status: 'cancelled' });
    expect(byLink.headers['cache-control']).toBe('no-store');
    expect(await statesOf(again.seats)).toEqual(['free', 'free', 'free']);
  });

  it('time out: a reservation left alone lapses after the hold, its seats free again', async () => {
    sandbox().seating.setHoldSeconds(1);
    try {
      const { seats, token } = await heldSeats();
      expect(await statesOf(seats)).toEqual(['held', 'held', 'held']);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(await statesOf(seats)).toEqual(['free', 'free', 'free']);
      const late = await reserveSeat(handle.app, seats[0]!.statusId, token).expect(410);
      expect(late.body.code).toBe(RESERVATION_NOT_FOUND_CODE);
    } finally {
      sandbox().seating.setHoldSeconds(15 * 60);
    }
  });

  it('a closed tab: the beacon (JSON as text/plain, a JSON Blob, or form-encoded) cancels the reservation', async () => {
    const first = await heldSeats();
    const res = await postAs(handle.app, '/api/reservation/cancel', 'text', { token: first.token }).expect(200);
    expect(res.body).toEqual({ status: 'cancelled' });
    expect(await statesOf(first.seats)).toEqual(['free', 'free', 'free']);
    const second = await heldSeats();
    await postAs(handle.app, '/api/reservation/cancel', 'json', { token: second.token }).expect(200);
    expect(await statesOf(second.seats)).toEqual(['free', 'free', 'free']);
    const third = await heldSeats();
    await postAs(handle.app, '/api/reservation/cancel', 'form', { token: third.token }).expect(200);
    expect(await statesOf(third.seats)).toEqual(['free', 'free', 'free']);
    // the text/plain route is the beacon's alone
    await postAs(handle.app, `/api/seating/${EVENTS.seated}/reserve`, 'text', {
      statusId: first.seats[0]!.statusId,
    }).expect(415);
  });
});
