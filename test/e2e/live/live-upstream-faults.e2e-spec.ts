import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';
import { fakeDateOnly } from '../../utils/fake-date';

// What the live API does when the property data API misbehaves (sandbox fault switches). Only Date is faked, after
// the app has started: the cache's windows and error backoff step exactly, requests and timers run as usual.
const NOW = new Date('2026-11-23T02:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN_PATH = '/oauth/accesstoken';

let app: TestApp;
let wallClock = Date.now();
const advance = (ms: number): void => {
  wallClock += ms;
  jest.setSystemTime(wallClock);
};

beforeAll(async () => {
  // a short client timeout keeps the hanging-upstream test quick; retries and backoff stay as configured
  app = await startTestApp({ clock: { now: () => NOW }, env: { PROPERTY_API_TIMEOUT_MS: '300' } });
  fakeDateOnly(wallClock);
});
afterAll(async () => {
  jest.useRealTimers();
  await app.close();
});
afterEach(() => {
  app.sandboxes.propertyApi.faults.clear();
  // past every window: the next test starts from fresh upstream calls
  advance(60 * 60_000);
});

const get = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
const timeToPark = (regionIds: string[], centre = 'willowvale') =>
  request(app.url).post('/api/time-to-park').set('Host', app.host(centre)).send({ region_id: regionIds });
const upstream = () => app.sandboxes.propertyApi.requests;
const unavailable = (message: string, code: string) => ({
  statusCode: 503,
  message,
  code,
  correlationId: expect.stringMatching(UUID),
});

describe('an access token that expires mid-run', () => {
  it('should fetch one new token and answer the request', async () => {
    expect((await get('/api/parking')).status).toBe(200);
    const tokensBefore = upstream().count(TOKEN_PATH, 'POST');
    const issuedBefore = app.sandboxes.propertyApi.tokens.issued;
    app.sandboxes.propertyApi.tokens.expireAll();

    const res = await get('/api/well-widgets');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(upstream().count(TOKEN_PATH, 'POST')).toBe(tokensBefore + 1);
    expect(app.sandboxes.propertyApi.tokens.issued).toBe(issuedBefore + 1);

    // the new token serves the next calls without another refresh
    expect((await timeToPark([])).status).toBe(200);
    expect(upstream().count(TOKEN_PATH, 'POST')).toBe(tokensBefore + 1);
  });
});

describe('an upstream that is down', () => {
  it('should answer a clear 503 with the correlation id, stay up, and answer again once the upstream is back', async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'error', status: 503 });
    const down = await get('/api/parking');
    expect(down.status).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.body).toEqual(unavailable('Live parking currently unavailable', 'UPSTREAM.PARKING_UNAVAILABLE'));
    expect(down.headers['x-correlation-id']).toBe(down.body.correlationId);

    // the process is fine: pages still answer
    expect((await get('/opening-hours')).status).toBe(200);

    app.sandboxes.propertyApi.faults.clear();
    advance(5_000); // the cache's error backoff
    const back = await get('/api/parking');
    expect(back.status).toBe(200);
    expect(Array.isArray(back.body.occupancy)).toBe(true);
  });

  it('should not ask a failing upstream again within the error backoff', async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'error', status: 500 });
    expect((await get('/api/well-widgets')).status).toBe(503);
    const calls = upstream().count('/v3/centre-wellbeing', 'GET');
    for (let i = 0; i < 5; i += 1) expect((await get('/api/well-widgets')).status).toBe(503);
    expect(upstream().count('/v3/centre-wellbeing', 'GET')).toBe(calls);
  });

  it('should give each endpoint its own message', async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'refuse' });
    expect((await get('/api/traffic?startDate=2026-11-25')).body).toEqual(
      unavailable('Live traffic currently unavailable', 'UPSTREAM.TRAFFIC_UNAVAILABLE'),
    );
    expect((await timeToPark(['WLV-P1'])).body).toEqual(
      unavailable('Live time to park currently unavailable', 'UPSTREAM.TIME_TO_PARK_UNAVAILABLE'),
    );
    expect((await get('/api/well-widgets')).body).toEqual(
      unavailable('Live well-being readings currently unavailable', 'UPSTREAM.WELLBEING_UNAVAILABLE'),
    );
  });

  it('should answer 503 rather than wait for an upstream that never answers', async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'hang', match: /parking\/occupancy/ });
    const res = await get('/api/parking', 'riverbend');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable('Live parking currently unavailable', 'UPSTREAM.PARKING_UNAVAILABLE'));
  });
});

describe('a success without its payload', () => {
  it.each([
    ['/api/parking', 'Live parking currently unavailable', 'UPSTREAM.PARKING_UNAVAILABLE'],
    ['/api/traffic', 'Live traffic currently unavailable', 'UPSTREAM.TRAFFIC_UNAVAILABLE'],
    ['/api/well-widgets', 'Live well-being readings currently unavailable', 'UPSTREAM.WELLBEING_UNAVAILABLE'],
  ])('should answer %s with a 503, never the empty success', async (path, message, code) => {
    app.sandboxes.propertyApi.faults.set({ mode: 'empty' });
    const res = await get(path, 'karri-ridge');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable(message, code));
  });

  it('should answer time to park with a 503 too', async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'empty' });
    const res = await timeToPark([], 'karri-ridge');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(
      unavailable('Live time to park currently unavailable', 'UPSTREAM.TIME_TO_PARK_UNAVAILABLE'),
    );
  });
});

describe('the reading now alone failing', () => {
  it("should still answer today's curve, with current null", async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'error', status: 502, match: /traffic\/current/ });
    const res = await get('/api/traffic', 'riverbend');
    expect(res.status).toBe(200);
    expect(res.body.current).toBeNull();
    expect(res.body.traffic.timezone).toBe('Australia/Brisbane');
    expect(res.body.traffic.days[0].datestamp).toBe('2026-11-23');
    expect(res.body.traffic.days[0].hours.length).toBeGreaterThan(0);
  });
});
