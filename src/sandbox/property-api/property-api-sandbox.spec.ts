import { join } from 'node:path';
import { projectRoot } from '../../common/server/files/project-root';
import { addDays } from '../../common/domain/time/zoned-time';
import { toCompactDate } from '../../common/domain/time/date-formats';
import { resolveDateToken } from '../storyblok/demo-content/content-tokens';
import { loadDemoSpace } from '../storyblok/demo-content/load-demo-space';
import { startPropertyApiSandbox, type PropertyApiSandbox } from './property-api-sandbox';
import { melbourne, simCentre } from './sim-centre.testing';
import { simCentreFrom } from './sim-centres';
import { typicalCurve } from './traffic.model';

const NOW = melbourne('2026-11-25T13:20');
let sandbox: PropertyApiSandbox;

beforeAll(async () => {
  sandbox = await startPropertyApiSandbox({
    centres: [simCentre()],
    clientId: 'id-1',
    clientSecret: 'secret-1',
    now: () => NOW,
  });
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.requests.reset();
  sandbox.tokens.lifetimeSeconds = 3600;
});

function askToken(
  form: Record<string, string> = {
    client_id: 'id-1',
    client_secret: 'secret-1',
    grant_type: 'client_credentials',
    scope: 'client_credentials',
  },
) {
  return fetch(`${sandbox.url}/oauth/accesstoken?grant_type=client_credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

async function token(): Promise<string> {
  return ((await (await askToken()).json()) as { access_token: string }).access_token;
}

async function call(path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const bearer = init.token ?? (await token());
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const control = (path: string, method: string, body?: unknown) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('property data sandbox: tokens', () => {
  it('should issue an Apigee-style token for the right client credentials', async () => {
    const response = await askToken();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      access_token: expect.stringMatching(/^[\w-]{20,}$/),
      token_type: 'BearerToken',
      expires_in: '3600',
      issued_at: expect.stringMatching(/^\d{13}$/),
      client_id: 'id-1',
      scope: 'client_credentials',
      status: 'approved',
    });
  });

  it('should answer 401 to wrong credentials and 400 to another grant', async () => {
    const wrong = await askToken({ client_id: 'id-1', client_secret: 'nope', grant_type: 'client_credentials' });
    expect([wrong.status, await wrong.json()]).toEqual([
      401,
      { ErrorCode: 'invalid_client', Error: 'ClientId is Invalid' },
    ]);
    const response = await fetch(`${sandbox.url}/oauth/accesstoken?grant_type=password`, { method: 'POST' });
    expect([response.status, await response.json()]).toEqual([
      400,
      { ErrorCode: 'invalid_request', Error: 'Unsupported grant type : password' },
    ]);
  });

  it('should refuse calls without a valid token, and with a token that expired', async () => {
    expect(await call('/v3/centres', { token: 'made-up' })).toEqual({
      status: 401,
      body: { fault: { faultstring: 'Invalid access token', detail: { errorcode: 'oauth.v2.InvalidAccessToken' } } },
    });
    const issued = await token();
    expect((await call('/v3/centres', { token: issued })).status).toBe(200);
    sandbox.tokens.expireAll();
    expect(await call('/v3/centres', { token: issued })).toEqual({
      status: 401,
      body: {
        fault: {
          faultstring: 'Access Token expired',
          detail: { errorcode: 'keymanagement.service.access_token_expired' },
        },
      },
    });
    expect((await call('/v3/centres')).status).toBe(200); // a new token works
  });

  it('should let tokens live as long as configured, over HTTP too', async () => {
    const set = await control('tokens/lifetime', 'PUT', { seconds: 5 });
    expect(await set.json()).toEqual({ lifetimeSeconds: 5, issued: expect.any(Number) });
    expect(((await (await askToken()).json()) as { expires_in: string }).expires_in).toBe('5');
    const issued = await token();
    await control('tokens/expire', 'POST');
    expect((await call('/v3/centres', { token: issued })).status).toBe(401);
    expect((await control('tokens/lifetime', 'PUT', { seconds: 0 })).status).toBe(400);
  });
});

describe('property data sandbox: calls', () => {
  it('should wrap every answer in data, under any version', async () => {
    expect(await call('/v3/centres?name=TEST')).toEqual({
      status: 200,
      body: { data: [{ centre_key: 'TST', name: 'Testvale', postcode: '3000', timezone: 'Australia/Melbourne' }] },
    });
    expect((await call('/v1/centres?postcode=9999')).body).toEqual({ data: [] });
  });

  it('should answer the typical curve of a compact start date, and 400 to a dashed one', async () => {
    const typical = await call('/v3/centre-occupancy/traffic/typical?centre_key=TST&start_date=20261125');
    expect(typical).toEqual({ status: 200, body: { data: typicalCurve(simCentre(), '2026-11-25') } });
    expect(await call('/v3/centre-occupancy/traffic/typical?centre_key=TST&start_date=2026-11-25')).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'start_date must be a date written YYYYMMDD' },
    });
  });

  it("should answer from the simulation's clock", async () => {
    expect((await call('/v3/centre-occupancy/traffic/current?centre_key=TST')).body.data).toMatchObject({
      timestamp: '2026-11-25T13:20:00+11:00',
    });
    expect((await call('/v3/centre-wellbeing?centre_key=TST')).body.data).toEqual([
      expect.objectContaining({ timestamp: '2026-11-25T13:20:00+11:00' }),
    ]);
    const today = (await call('/v3/centre-occupancy/traffic/today?centre_key=TST')).body.data as {
      days: Array<{ datestamp: string }>;
    };
    expect(today.days.map((day) => day.datestamp)).toEqual(['20261125']);
  });

  it('should take the parking queries as JSON POSTs', async () => {
    const parking = await call('/v3/parking/occupancy', { method: 'POST', body: { centre_key: 'TST' } });
    expect(parking.status).toBe(200);
    expect(Object.keys(parking.body.data as object)).toEqual([
      'timestamp',
      'totalOccupied',
      'totalVacant',
      'occupancy',
    ]);
    const one = await call('/v3/parking/timetopark', {
      method: 'POST',
      body: { centre_key: 'TST', region_id: ['TST-P3'] },
    });
    expect(
      (one.body.data as { results: Array<{ region_id: string }> }).results.map((result) => result.region_id),
    ).toEqual(['TST-P3']);
    expect(
      await call('/v3/parking/timetopark', { method: 'POST', body: { centre_key: 'TST', region_id: 'TST-P3' } }),
    ).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'region_id must be a list of region ids' },
    });
    expect((await call('/v3/parking/occupancy', { method: 'GET' })).status).toBe(405);
  });

  it('should answer 400 without a centre key, 404 to an unknown centre or path', async () => {
    expect(await call('/v3/centre-wellbeing')).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'centre_key is required' },
    });
    expect(await call('/v3/centre-wellbeing?centre_key=NOPE')).toEqual({
      status: 404,
      body: { error: 'Not Found', message: 'Unknown centre_key' },
    });
    expect(await call('/v3/nothing-here?centre_key=TST')).toEqual({
      status: 404,
      body: { error: 'Not Found', message: 'Unknown path' },
    });
  });
});

describe('property data sandbox: faults and the request log', () => {
  it('should log every call with its body and idempotency key, never the client secret', async () => {
    const bearer = await token();
    await fetch(`${sandbox.url}/v3/parking/occupancy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      body: JSON.stringify({ centre_key: 'TST' }),
    });
    expect(sandbox.requests.calls('/oauth/accesstoken')[0]!.body).toEqual({
      client_id: 'id-1',
      grant_type: 'client_credentials',
      scope: 'client_credentials',
    });
    expect(sandbox.requests.calls('/v3/parking/occupancy', 'POST')).toEqual([
      {
        method: 'POST',
        path: '/v3/parking/occupancy',
        search: '',
        body: { centre_key: 'TST' },
        idempotencyKey: 'k-1',
        at: expect.any(Number),
      },
    ]);
    expect(sandbox.requests.count(/parking/)).toBe(1);
    expect(sandbox.requests.count('/v3/parking/occupancy', 'GET')).toBe(0);
    expect(await (await control('requests', 'GET')).json()).toEqual({
      total: 2,
      byPath: { '/oauth/accesstoken': 1, '/v3/parking/occupancy': 1 },
    });
  });

  it('should answer a success without payload, and clear a counted fault by itself', async () => {
    const bearer = await token();
    sandbox.faults.set({ mode: 'empty', match: /wellbeing/, times: 1 });
    expect(await call('/v3/centre-wellbeing?centre_key=TST', { token: bearer })).toEqual({ status: 200, body: {} });
    expect((await call('/v3/centre-wellbeing?centre_key=TST', { token: bearer })).body.data).toHaveLength(1);
    expect(sandbox.faults.current).toBeUndefined();
  });

  it('should cut the connection without an answer when refusing', async () => {
    sandbox.faults.set({ mode: 'refuse', match: /centres/ });
    await expect(call('/v3/centres')).rejects.toThrow('fetch failed');
  });

  it('should be switched over HTTP as well', async () => {
    const set = await control('faults', 'POST', { mode: 'error', status: 503, match: 'centres', times: 2 });
    expect(await set.json()).toEqual({ fault: { mode: 'error', status: 503, match: 'centres', times: 2 } });
    expect(await call('/v3/centres')).toEqual({ status: 503, body: { error: 'Service Unavailable' } });
    expect((await control('faults', 'POST', { mode: 'sideways' })).status).toBe(400);
    await control('faults', 'DELETE');
    expect((await call('/v3/centres')).status).toBe(200);
  });
});

describe('property data sandbox: the demo centres', () => {
  const today = new Date('2026-11-25T02:00:00Z');
  const stories = loadDemoSpace({
    dir: join(projectRoot(), 'content', 'demo', 'willowvale'),
    spaceId: '1001',
    today,
    timeZone: 'Australia/Melbourne',
  });
  const willowvale = simCentreFrom({ centreKey: 'WLV', timeZone: 'Australia/Melbourne', stories });

  it("should take the car parks and trading hours from the centre's content", () => {
    expect(willowvale).toMatchObject({
      centreKey: 'WLV',
      name: 'Willowvale',
      postcode: '3128',
      timeZone: 'Australia/Melbourne',
    });
    expect(willowvale.regions.map((region) => region.regionId)).toEqual(['WLV-P1', 'WLV-P2', 'WLV-P3', 'WLV-P4']);
    expect(willowvale.hours.days).toHaveLength(7);
  });

  it("should close the centre on the content's public holiday (special hours without times)", () => {
    const holiday = resolveDateToken('@today+21>Mon', '2026-11-25')!; // as the demo content writes it
    expect(typicalCurve(willowvale, holiday).days).toEqual([{ datestamp: toCompactDate(holiday), hours: [] }]);
    expect(typicalCurve(willowvale, addDays(holiday, 1)).days[0]!.hours.length).toBeGreaterThan(0);
  });
});
