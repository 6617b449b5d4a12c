import { loadConfiguration } from '../../../config/configuration';
import { INVALID_PAYLOAD_MESSAGE } from '../../../src/common/domain/async/async-state';
import {
  PropertyDataClient,
  type PropertyDataClientOptions,
} from '../../../src/modules/property-data/property-data.client';
import { addDays, weekdayOf, zonedDateKey } from '../../../src/common/domain/time/zoned-time';
import { PropertyDataError } from '../../../src/modules/property-data/property-data.errors';
import { startSandboxes, type RunningSandboxes } from '../../../src/sandbox/start-sandboxes';

let sandboxes: RunningSandboxes;
const api = () => sandboxes.propertyApi;

beforeAll(async () => {
  sandboxes = await startSandboxes(loadConfiguration({ APP_MODE: 'test', LOG_LEVEL: 'silent' }));
});
afterAll(() => sandboxes.close());
beforeEach(() => api().requests.reset());
afterEach(() => {
  api().faults.clear();
  api().tokens.lifetimeSeconds = 3600;
});

interface Harness {
  client: PropertyDataClient;
  /** what the client logged */
  warnings: object[];
  /** the waits between attempts (the client does not really wait here) */
  delays: number[];
}

/** The real client against the sandbox; waits recorded instead of slept, so the tests never race a clock. */
function harness(overrides: Partial<PropertyDataClientOptions> = {}): Harness {
  const warnings: object[] = [];
  const delays: number[] = [];
  const config = sandboxes.config.integrations.propertyApi;
  const client = new PropertyDataClient({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    version: config.version,
    timeoutMs: 2000,
    retry: { retries: 2, baseDelayMs: 100, maxDelayMs: 2000 },
    logger: { warn: (message) => void warnings.push(message) },
    sleep: async (ms) => void delays.push(ms),
    ...overrides,
  });
  return { client, warnings, delays };
}

const TOKEN = '/oauth/accesstoken';
const CENTRES = '/v3/centres';

async function failure(promise: Promise<unknown>): Promise<PropertyDataError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PropertyDataError);
  return error as PropertyDataError;
}

const summary = (error: PropertyDataError) => ({
  code: error.code,
  status: error.status,
  message: error.message,
  failure: error.failure,
});

describe('property data client: token', () => {
  it('should fetch one token with the client-credentials form and share it between concurrent calls', async () => {
    const { client } = harness();
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.listCentres()));
    expect(answers.every((centres) => centres.length === 3)).toBe(true);
    expect(api().requests.count(TOKEN)).toBe(1);
    expect(api().requests.count(CENTRES)).toBe(8);
    const [token] = api().requests.calls(TOKEN);
    expect(token).toMatchObject({
      method: 'POST',
      search: '?grant_type=client_credentials',
      body: { client_id: 'demo-property-client', grant_type: 'client_credentials', scope: 'client_credentials' },
    });
  });

  it('should keep using the token until a minute before it expires, then fetch a new one', async () => {
    let now = Date.parse('2026-11-23T00:00:00Z');
    const { client } = harness({ now: () => now });
    await client.listCentres();
    now += 3539_000;
    await client.listCentres();
    expect(api().requests.count(TOKEN)).toBe(1);
    now += 2_000; // 59 s before the hour's end
    await client.listCentres();
    expect(api().requests.count(TOKEN)).toBe(2);
  });

  it('should refresh an expired token exactly once and still answer every call made meanwhile', async () => {
    const { client } = harness();
    await client.listCentres();
    api().tokens.expireAll();
    const answers = await Promise.all([
      client.listCentres(),
      client.currentTraffic('WLV'),
      client.wellbeing('RVB'),
      client.parkingOccupancy('KRO'),
    ]);
    expect(answers.map((answer) => Array.isArray(answer) || typeof answer === 'object')).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(api().requests.count(TOKEN)).toBe(2);
    expect(api().requests.count(/^\/v3\//)).toBe(9); // 1 before, 4 refused, 4 sent again
  });

  it('should refuse to go on with wrong client credentials, saying so, without calling the API', async () => {
    const { client, warnings } = harness({ clientSecret: 'not-the-secret' });
    const error = await failure(client.listCentres());
    expect(summary(error)).toEqual({
      code: 'UPSTREAM.PROPERTY_DATA_CREDENTIALS',
      status: 401,
      message: 'The property data API refused the client credentials',
      failure: 'credentials',
    });
    expect(api().requests.count(TOKEN)).toBe(1);
    expect(api().requests.count(CENTRES)).toBe(0);
    expect(JSON.stringify(warnings)).toContain('check PROPERTY_API_CLIENT_ID and PROPERTY_API_CLIENT_SECRET');
  });

  it('should never log the client secret or a token', async () => {
    const { client, warnings } = harness();
    await client.listCentres();
    api().faults.set({ mode: 'error', status: 503 });
    await failure(client.listCentres());
    api().faults.clear();
    await failure(harness({ clientSecret: 'wrong-secret-value' }).client.listCentres());
    expect(warnings.length).toBeGreaterThan(0);
    const logged = JSON.stringify(warnings);
    expect(logged).not.toContain(sandboxes.config.integrations.propertyApi.clientSecret);
    expect(logged).not.toContain('wrong-secret-value');
    expect(logged).not.toMatch(/Bearer|access_token/);
    expect(JSON.stringify(api().requests.entries)).not.toContain(
      sandboxes.config.integrations.propertyApi.clientSecret,
    );
  });
});

describe('property data client: retries', () => {
  it('should retry a GET after a 503 with growing, jittered waits and answer when the API is back', async () => {
    const { client, delays } = harness();
    api().faults.set({ mode: 'error', status: 503, match: /traffic\/current/, times: 2 });
    const current = await client.currentTraffic('WLV');
    expect(current.alertLevel).toMatch(/^(GREEN|YELLOW|RED)$/);
    expect(api().requests.count('/v3/centre-occupancy/traffic/current')).toBe(3);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(50);
    expect(delays[0]).toBeLessThanOrEqual(100);
    expect(delays[1]).toBeGreaterThanOrEqual(100);
    expect(delays[1]).toBeLessThanOrEqual(200);
  });

  it('should give up after two retries and carry the upstream status', async () => {
    const { client } = harness();
    api().faults.set({ mode: 'error', status: 503, match: /centre-wellbeing/ });
    const error = await failure(client.wellbeing('WLV'));
    expect(summary(error)).toEqual({
      code: 'UPSTREAM.PROPERTY_DATA_ERROR',
      status: 503,
      message: 'Service Unavailable',
      failure: 'status',
    });
    expect(api().requests.count('/v3/centre-wellbeing')).toBe(3);
  });

  it('should wait at least what Retry-After asks when rate limited', async () => {
    const { client, delays } = harness();
    api().faults.set({ mode: 'rate-limit', match: /centres/, times: 1 });
    expect(await client.listCentres()).toHaveLength(3);
    expect(delays).toEqual([1000]);
  });

  it('should retry the parking queries, which are POSTs that only read', async () => {
    const { client } = harness();
    api().faults.set({ mode: 'error', status: 502, match: /parking/, times: 2 });
    const parking = await client.parkingOccupancy('WLV');
    expect(parking.occupancy.map((region) => region.regionId)).toEqual(['WLV-P1', 'WLV-P2', 'WLV-P3', 'WLV-P4']);
    api().faults.set({ mode: 'error', status: 502, match: /timetopark/, times: 1 });
    await client.timeToPark('WLV', []);
    expect(api().requests.count('/v3/parking/occupancy', 'POST')).toBe(3);
    expect(api().requests.count('/v3/parking/timetopark', 'POST')).toBe(2);
  });

  it('should not retry a POST sent without an idempotency key', async () => {
    const { client } = harness();
    api().faults.set({ mode: 'error', status: 503, times: 1, match: /parking\/occupancy/ });
    const error = await failure(
      client.request({ method: 'POST', path: 'parking/occupancy', body: { centre_key: 'WLV' } }),
    );
    expect(error.status).toBe(503);
    expect(api().requests.count('/v3/parking/occupancy')).toBe(1);
  });

  it('should retry a POST that carries an idempotency key, sending the same key each time', async () => {
    const { client } = harness();
    api().faults.set({ mode: 'error', status: 503, times: 1, match: /parking\/occupancy/ });
    const data = await client.request<{ totalOccupied: number }>({
      method: 'POST',
      path: '/parking/occupancy/',
      body: { centre_key: 'WLV' },
      idempotencyKey: 'key-7f3a',
    });
    expect(typeof data.totalOccupied).toBe('number');
    const calls = api().requests.calls('/v3/parking/occupancy');
    expect(calls.map((call) => [call.idempotencyKey, call.body])).toEqual([
      ['key-7f3a', { centre_key: 'WLV' }],
      ['key-7f3a', { centre_key: 'WLV' }],
    ]);
  });

  it('should not retry a 4xx', async () => {
    const { client } = harness();
    const error = await failure(client.currentTraffic('NOPE'));
    expect(summary(error)).toEqual({
      code: 'UPSTREAM.PROPERTY_DATA_ERROR',
      status: 404,
      message: 'Not Found',
      failure: 'status',
    });
    expect(api().requests.count('/v3/centre-occupancy/traffic/current')).toBe(1);
  });
});

describe('property data client: no answer and bad answers', () => {
  it("should report status 400 'Bad Request' when the connection is refused, after retrying a GET", async () => {
    const { client } = harness();
    api().faults.set({ mode: 'refuse', match: /centres/ });
    const error = await failure(client.listCentres());
    expect(summary(error)).toEqual({
      code: 'UPSTREAM.PROPERTY_DATA_NO_RESPONSE',
      status: 400,
      message: 'Bad Request',
      failure: 'no-response',
    });
    expect(api().requests.count(CENTRES)).toBe(3);
  });

  it("should report status 400 'Bad Request' when no answer comes within the timeout", async () => {
    const { client } = harness({ timeoutMs: 150, retry: { retries: 0, baseDelayMs: 100, maxDelayMs: 2000 } });
    await client.listCentres(); // the token is not what times out
    api().faults.set({ mode: 'hang', match: /traffic\/today/ });
    const error = await failure(client.todayTraffic('WLV'));
    expect(summary(error)).toEqual({
      code: 'UPSTREAM.PROPERTY_DATA_NO_RESPONSE',
      status: 400,
      message: 'Bad Request',
      failure: 'no-response',
    });
    expect((error.cause as Error).name).toBe('TimeoutError');
  });

  it("should report 'Received successful response with invalid or missing payload' for a success without its payload", async () => {
    const { client } = harness();
    await client.listCentres();
    api().faults.set({ mode: 'empty', match: /parking/ });
    const error = await failure(client.parkingOccupancy('WLV'));
    expect(summary(error)).toEqual({
      code: 'UPSTREAM.PROPERTY_DATA_INVALID_PAYLOAD',
      status: 200,
      message: INVALID_PAYLOAD_MESSAGE,
      failure: 'invalid-payload',
    });
    expect(api().requests.count('/v3/parking/occupancy')).toBe(1); // a 200 is an answer: nothing to retry
  });
});

describe('property data client: calls', () => {
  it('should join base, version and path trimming slashes', async () => {
    const { client } = harness({ baseUrl: `${sandboxes.propertyApi.url}//`, version: '/v3/' });
    await client.listCentres({ name: 'ridge' });
    expect(
      api()
        .requests.calls(CENTRES)
        .map((call) => call.search),
    ).toEqual(['?name=ridge']);
    expect(api().requests.count(TOKEN)).toBe(1);
  });

  it('should send start_date as YYYYMMDD and give the days back as YYYY-MM-DD', async () => {
    const { client } = harness();
    // a Monday beyond the demo's special hours (they sit within four weeks of today): Willowvale opens at 09:00
    let monday = addDays(zonedDateKey(new Date(), 'Australia/Melbourne'), 42);
    while (weekdayOf(monday) !== 1) monday = addDays(monday, 1);
    const curve = await client.typicalTraffic('WLV', monday);
    expect(
      api()
        .requests.calls('/v3/centre-occupancy/traffic/typical')
        .map((call) => call.search),
    ).toEqual([`?centre_key=WLV&start_date=${monday.replace(/-/g, '')}`]);
    expect(curve.timezone).toBe('Australia/Melbourne');
    expect(curve.days[0]!.datestamp).toBe(monday);
    expect(curve.days[0]!.hours[0]!.timestamp).toMatch(new RegExp(`^${monday}T09:00:00\\+1[01]:00$`));
  });

  it('should refuse a start date that is not YYYY-MM-DD without calling the API', async () => {
    const { client } = harness();
    await expect(client.typicalTraffic('WLV', '23/11/2026')).rejects.toMatchObject({ code: 'PROPERTY_DATA.INVALID' });
    expect(api().requests.total).toBe(0);
  });

  it('should ask time to park for every region with an empty list, or for the one asked', async () => {
    const { client } = harness();
    const all = await client.timeToPark('RVB', []);
    const one = await client.timeToPark('RVB', ['RVB-P2']);
    expect(all.results.map((result) => result.regionId)).toEqual(['RVB-P1', 'RVB-P2', 'RVB-P3']);
    expect(one.results.map((result) => result.regionId)).toEqual(['RVB-P2']);
    expect(
      api()
        .requests.calls('/v3/parking/timetopark')
        .map((call) => call.body),
    ).toEqual([
      { centre_key: 'RVB', region_id: [] },
      { centre_key: 'RVB', region_id: ['RVB-P2'] },
    ]);
  });

  it('should list the centres, filtered by name or postcode', async () => {
    const { client } = harness();
    expect(await client.listCentres({ postcode: '6105' })).toEqual([
      { centreKey: 'KRO', name: 'Karri Ridge Outlet', postcode: '6105', timezone: 'Australia/Perth' },
    ]);
  });
});
