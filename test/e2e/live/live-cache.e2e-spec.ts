import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';
import { fakeDateOnly } from '../../utils/fake-date';

// The live API's cache windows (docs/live-api.md), counted in the property data sandbox's request log. Only Date
// is faked, after the app has started: windows step exactly, requests and timers run as usual.
const NOW = new Date('2026-11-23T02:00:00Z');
const PARKING = '/v3/parking/occupancy';
const TIME_TO_PARK = '/v3/parking/timetopark';
const TYPICAL = '/v3/centre-occupancy/traffic/typical';
const TODAY = '/v3/centre-occupancy/traffic/today';
const CURRENT = '/v3/centre-occupancy/traffic/current';

let app: TestApp;
let wallClock = Date.now();
const advance = (ms: number): void => {
  wallClock += ms;
  jest.setSystemTime(wallClock);
};

beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
  fakeDateOnly(wallClock);
});
afterAll(async () => {
  jest.useRealTimers();
  await app.close();
});
afterEach(() => {
  app.sandboxes.propertyApi.faults.clear();
  // past every window, stale ones included: the next test starts from an empty cache
  advance(2 * 24 * 60 * 60_000);
  app.sandboxes.propertyApi.requests.reset();
});

const get = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
const timeToPark = (regionIds: string[]) =>
  request(app.url).post('/api/time-to-park').set('Host', app.host('willowvale')).send({ region_id: regionIds });
const calls = (path: string) => app.sandboxes.propertyApi.requests.count(path);

describe('GET /api/parking', () => {
  it('should make exactly one upstream call for 200 concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => get('/api/parking')));
    expect(answers.map((res) => res.status)).toEqual(Array(200).fill(200));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(calls(PARKING)).toBe(1);
  });

  it('should serve the cached answer within its 30 s window without an upstream call, then ask again', async () => {
    const first = await get('/api/parking');
    advance(29_999);
    const cached = await get('/api/parking');
    expect(cached.status).toBe(200);
    expect(cached.body).toEqual(first.body);
    expect(calls(PARKING)).toBe(1);
    advance(1);
    expect((await get('/api/parking')).status).toBe(200);
    expect(calls(PARKING)).toBe(2);
  });

  it('should serve the last answer for up to 5 minutes after its window while the upstream fails, then a 503', async () => {
    const first = await get('/api/parking');
    app.sandboxes.propertyApi.faults.set({ mode: 'error', status: 503 });
    advance(30_000);
    const stale = await get('/api/parking');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
    expect(calls(PARKING)).toBeGreaterThan(1); // it did ask

    advance(4 * 60_000 + 59_999);
    expect((await get('/api/parking')).body).toEqual(first.body);
    advance(1);
    const gone = await get('/api/parking');
    expect(gone.status).toBe(503);
    expect(gone.body.message).toBe('Live parking currently unavailable');
  });

  it('should keep each centre under its own key', async () => {
    await get('/api/parking', 'willowvale');
    await get('/api/parking', 'riverbend');
    await get('/api/parking', 'willowvale');
    const bodies = app.sandboxes.propertyApi.requests.calls(PARKING).map((call) => call.body);
    expect(bodies).toEqual([{ centre_key: 'WLV' }, { centre_key: 'RVB' }]);
  });
});

describe('POST /api/time-to-park', () => {
  it('should answer every region and each single region from one upstream call per window', async () => {
    const answers = await Promise.all([
      timeToPark([]),
      timeToPark(['WLV-P1']),
      timeToPark(['WLV-P2']),
      timeToPark(['WLV-P4']),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(calls(TIME_TO_PARK)).toBe(1);
    advance(30_000);
    await timeToPark(['WLV-P1']);
    expect(calls(TIME_TO_PARK)).toBe(2);
  });
});

describe('GET /api/traffic', () => {
  it('should keep the reading now 30 s and the curve of today 5 minutes', async () => {
    await Promise.all(Array.from({ length: 50 }, () => get('/api/traffic')));
    expect([calls(TODAY), calls(CURRENT)]).toEqual([1, 1]);
    advance(30_000);
    await get('/api/traffic');
    expect([calls(TODAY), calls(CURRENT)]).toEqual([1, 2]);
    advance(4 * 60_000 + 30_000);
    await get('/api/traffic');
    expect([calls(TODAY), calls(CURRENT)]).toEqual([2, 3]);
  });

  it('should keep the usual curve of a day for a day, per date', async () => {
    await get('/api/traffic?startDate=2026-11-25');
    await get('/api/traffic?startDate=2026-11-26');
    advance(23 * 60 * 60_000);
    await get('/api/traffic?startDate=2026-11-25');
    expect(calls(TYPICAL)).toBe(2);
    expect(calls(CURRENT)).toBe(0);
    advance(60 * 60_000);
    await get('/api/traffic?startDate=2026-11-25');
    expect(calls(TYPICAL)).toBe(3);
  });
});

describe('GET /api/well-widgets', () => {
  it('should keep a reading 60 s', async () => {
    await Promise.all(Array.from({ length: 20 }, () => get('/api/well-widgets')));
    advance(59_999);
    await get('/api/well-widgets');
    expect(calls('/v3/centre-wellbeing')).toBe(1);
    advance(1);
    await get('/api/well-widgets');
    expect(calls('/v3/centre-wellbeing')).toBe(2);
  });
});
