import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfiguration } from '../../../config/configuration';
import {
  ARENA_SEATING,
  SEATED_SEATING,
  seatsOf,
  startTestVivenu,
  type TestVivenu,
} from '../../sandbox/vivenu/vivenu-sandbox.testing';
import { SeatingClient } from './seating.client';
import { SeatingError } from './seating.port';

describe("SeatingClient against the Vivenu sandbox's seating service", () => {
  let vivenu: TestVivenu;
  let client: SeatingClient;
  let clock: number;

  beforeEach(async () => {
    vivenu = await startTestVivenu();
    clock = 1_800_000_000_000;
    client = new SeatingClient({ baseUrl: vivenu.sandbox.seatingUrl, timeoutMs: 2000, now: () => clock });
  });
  afterEach(() => vivenu.sandbox.close());

  async function failure(promise: Promise<unknown>): Promise<SeatingError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof SeatingError) return error;
      throw error;
    }
    throw new Error('the call succeeded');
  }

  const freeSeats = async (seatingEventId = SEATED_SEATING) =>
    seatsOf(await client.seatMap(seatingEventId)).filter((seat) => seat.status === 'free');

  it('should read a seat map afresh each time (a cache-busting time), the 2,000-seat arena too', async () => {
    const map = await client.seatMap(SEATED_SEATING);
    expect(map).toMatchObject({ _id: SEATED_SEATING, name: 'The Playhouse' });
    clock += 1000;
    expect(seatsOf(await client.seatMap(ARENA_SEATING))).toHaveLength(2000);
    const calls = vivenu.sandbox.seating.requests.calls(/\/map$/);
    expect(calls.map((call) => call.search)).toEqual([`?t=${1_800_000_000_000}`, `?t=${1_800_000_001_000}`]);
    const unknown = await failure(client.seatMap('seating-nowhere'));
    expect(unknown).toMatchObject({ status: 404, notFound: true, seatTaken: false });
  });

  it('should reserve a seat into a new reservation, then more into the same, and free and cancel them', async () => {
    const [a, b] = await freeSeats();
    const first = await client.reserve(SEATED_SEATING, { statusId: a!.statusId });
    expect(first).toMatchObject({ status: 'ok', statusId: a!.statusId, token: expect.any(String) });
    expect(Date.parse(first.validUntil!)).toBe(vivenu.clock.ms + 15 * 60_000);
    const second = await client.reserve(SEATED_SEATING, { statusId: b!.statusId, token: first.token });
    expect(second.token).toBe(first.token);
    expect(vivenu.sandbox.seating.requests.calls(/\/reserve$/)[1]?.body).toEqual({
      objectId: b!.statusId,
      amount: 1,
      token: '(token)',
    });

    await client.free(SEATED_SEATING, { statusId: a!.statusId, token: first.token });
    expect(vivenu.sandbox.seating.seatStatus(SEATED_SEATING, a!.statusId)).toBe('free');
    await client.cancel(first.token);
    expect(vivenu.sandbox.seating.seatStatus(SEATED_SEATING, b!.statusId)).toBe('free');
    // the cancel is a POST with the token in its query and nothing in its body
    const cancel = vivenu.sandbox.seating.requests.calls('/api/reservation/cancel', 'POST')[0];
    expect(cancel).toMatchObject({ search: '?token=%28token%29', body: {} });
  });

  it("should tell a seat someone else holds from a reservation that is gone, in the service's own words", async () => {
    const [seat, other] = await freeSeats();
    const mine = await client.reserve(SEATED_SEATING, { statusId: seat!.statusId });
    const taken = await failure(client.reserve(SEATED_SEATING, { statusId: seat!.statusId }));
    expect(taken).toMatchObject({ status: 409, seatTaken: true, reservationNotFound: false });
    vivenu.sandbox.seating.expireReservation(mine.token);
    const gone = await failure(client.reserve(SEATED_SEATING, { statusId: other!.statusId, token: mine.token }));
    expect(gone).toMatchObject({ status: 404, reservationNotFound: true, seatTaken: false });
    expect(gone.message).toBe('Reservation could not be found');
    expect((await failure(client.cancel(mine.token))).reservationNotFound).toBe(true);
  });

  it('should read a failure from the body even when the status says 200, and never send a reserve twice', async () => {
    // a seating service that answers its refusals under a 200 (spec 3 §7.3: the body is read whatever the status)
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, message: 'Reservation could not be found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const odd = new SeatingClient({ baseUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 2000 });
      const gone = await failure(odd.reserve(SEATED_SEATING, { statusId: 'st-stalls-A-1', token: 'abc' }));
      expect(gone).toMatchObject({ status: 400, reservationNotFound: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    vivenu.sandbox.seating.faults.set({ mode: 'error', status: 503, match: /reserve$/ });
    const [seat] = await freeSeats();
    const down = await failure(client.reserve(SEATED_SEATING, { statusId: seat!.statusId }));
    expect(down).toMatchObject({ unanswered: true, seatTaken: false });
    expect(vivenu.sandbox.seating.requests.count(/\/reserve$/)).toBe(1);
  });

  it('should take its base and timeout from the configuration (SEATING_BASE_URL, TICKETING_TIMEOUT_MS)', async () => {
    const configured = SeatingClient.fromConfig(
      loadConfiguration({ APP_MODE: 'test', SEATING_BASE_URL: vivenu.sandbox.seatingUrl, TICKETING_TIMEOUT_MS: '500' }),
    );
    expect((await configured.seatMap(SEATED_SEATING))._id).toBe(SEATED_SEATING);
  });
});
