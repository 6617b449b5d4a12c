import { startPropertyApiSandbox, type PropertyApiSandbox } from './property-api-sandbox';
import { melbourne, simCentre } from './sim-centre.testing';

const NOW = melbourne('2026-11-25T13:20');
let sandbox: PropertyApiSandbox;
let bearer = '';

beforeAll(async () => {
  sandbox = await startPropertyApiSandbox({
    centres: [simCentre()],
    clientId: 'id-1',
    clientSecret: 'secret-1',
    now: () => NOW,
  });
  const answer = await fetch(`${sandbox.url}/oauth/accesstoken?grant_type=client_credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'id-1', client_secret: 'secret-1' }).toString(),
  });
  bearer = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.submissions.reset();
});

async function post(path: string, body: unknown, key?: string) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function get(path: string) {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('submission routes of the data API sandbox', () => {
  it.each([
    ['/v3/contact-us', 'contact-us'],
    ['/v3/crm/leasing-enquiries', 'crm/leasing-enquiries'],
    ['/v3/crm/leasing-popup-enquiries', 'crm/leasing-popup-enquiries'],
    ['/v3/commercial-leasing', 'commercial-leasing'],
  ])('should take a lead on %s and record it', async (path, route) => {
    expect(await post(path, { email: 'lead@example.com' }, 'key-0001')).toEqual({
      status: 201,
      body: { data: { received: true } },
    });
    expect(sandbox.submissions.received(route)).toEqual([
      { idempotencyKey: 'key-0001', body: { email: 'lead@example.com' }, status: 201, repeated: false },
    ]);
    expect(sandbox.submissions.deliveries(route)).toBe(1);
  });

  it('should queue an email on consumer/edm only when it names its type, centre and complete items', async () => {
    const store = {
      id: 's1',
      title: 'Scentique',
      floor: 'Level 1',
      url: 'https://willowvale.example/shopping/scentique',
    };
    const journey = { type: 'journey', email: 'ada@example.com', centre_key: 'WLV', stores: [store] };
    expect(await post('/v3/consumer/edm', journey, 'key-0101')).toEqual({
      status: 201,
      body: { data: { queued: true, edm_id: 'edm-1' } },
    });
    const refused = [
      { ...journey, type: 'newsletter' },
      { ...journey, centre_key: '' },
      { ...journey, stores: [] },
      { ...journey, stores: [{ ...store, url: '/shopping/scentique' }] },
      {
        type: 'gift-guide',
        email: 'ada@example.com',
        centre_key: 'WLV',
        offers: [{ id: 'o1', name: 'Candle', url: store.url }],
      },
    ];
    for (const [index, body] of refused.entries()) {
      expect((await post('/v3/consumer/edm', body, `key-01${10 + index}`)).status).toBe(400);
    }
    expect(sandbox.submissions.deliveries('consumer/edm')).toBe(1);
  });

  it('should answer 400 to a lead without an email', async () => {
    expect(await post('/v3/contact-us', { first_name: 'Ann' }, 'key-0002')).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'email is required' },
    });
    expect(sandbox.submissions.deliveries('contact-us')).toBe(0);
    expect(sandbox.submissions.requestCount('contact-us')).toBe(1);
  });

  it('should give the first answer again for a repeated Idempotency-Key and count one delivery', async () => {
    await post('/v3/contact-us', { email: 'lead@example.com' }, 'key-0003');
    expect(await post('/v3/contact-us', { email: 'other@example.com' }, 'key-0003')).toEqual({
      status: 201,
      body: { data: { received: true } },
    });
    await post('/v3/contact-us', { email: 'lead@example.com' }, 'key-0004');
    expect(sandbox.submissions.deliveries('contact-us')).toBe(2);
    expect(sandbox.submissions.requestCount('contact-us')).toBe(3);
    expect(sandbox.submissions.keys('contact-us')).toEqual(
      new Map([
        ['key-0003', 2],
        ['key-0004', 1],
      ]),
    );
  });

  it('should serve commercial leasing under v3 only', async () => {
    expect((await post('/v2/commercial-leasing', { email: 'lead@example.com' })).status).toBe(404);
  });

  it('should honour the fault switch: a lead refused by an outage is not recorded', async () => {
    sandbox.faults.set({ mode: 'error', status: 503, match: /contact-us/ });
    expect((await post('/v3/contact-us', { email: 'lead@example.com' }, 'key-0005')).status).toBe(503);
    expect(sandbox.submissions.requestCount('contact-us')).toBe(0);
  });

  describe('subscribers', () => {
    it('should answer 201 to a new subscriber and 200 when already subscribed to the centre', async () => {
      const first = await post('/v3/consumer/subscribers', { email: 'Ann@Example.com', centre_key: 'C1' });
      expect(first.status).toBe(201);
      const again = await post('/v3/consumer/subscribers', { email: 'ann@example.com', centre_key: 'C1' });
      expect(again).toEqual({ status: 200, body: first.body });
      expect((await post('/v3/consumer/subscribers', { email: 'ann@example.com', centre_key: 'C2' })).status).toBe(201);
    });

    it('should find a subscriber by email and tell whether they are subscribed to a centre', async () => {
      const created = await post('/v3/consumer/subscribers', { email: 'ann@example.com', centre_key: 'C1' });
      const key = (created.body as { data: { subscriber_key: string } }).data.subscriber_key;
      expect(await get('/v3/consumer/subscribers?email=ann%40example.com')).toEqual({
        status: 200,
        body: { data: [{ subscriber_key: key, email: 'ann@example.com' }] },
      });
      expect(await get('/v3/consumer/subscribers?email=nobody%40example.com')).toEqual({
        status: 200,
        body: { data: [] },
      });
      expect(await get(`/v3/consumer/subscription?subscriber_key=${key}&centre_key=C1`)).toEqual({
        status: 200,
        body: { data: { subscribed: true } },
      });
      expect(await get(`/v3/consumer/subscription?subscriber_key=${key}&centre_key=C2`)).toEqual({
        status: 200,
        body: { data: { subscribed: false } },
      });
    });

    it('should find a subscriber by mobile in any of its written forms when no email is given', async () => {
      const created = await post('/v3/consumer/subscribers', {
        email: 'bo@example.com',
        mobile: '0412 345 678',
        centre_key: 'C1',
      });
      const key = (created.body as { data: { subscriber_key: string } }).data.subscriber_key;
      for (const mobile of ['0412345678', '%2B61412345678', '412345678']) {
        expect(await get(`/v3/consumer/subscribers?mobile=${mobile}`)).toEqual({
          status: 200,
          body: { data: [{ subscriber_key: key, email: 'bo@example.com' }] },
        });
      }
      expect(await get('/v3/consumer/subscribers?mobile=0499999999')).toEqual({ status: 200, body: { data: [] } });
      expect((await get('/v3/consumer/subscribers')).status).toBe(400);
    });
  });

  describe('competition entries', () => {
    const entry = { contact: { email: 'entrant@example.com' }, campaignId: 'summer-2026' };

    it('should take any number of entries to a competition without a single-entry type', async () => {
      expect((await post('/v3/consumer/competition', entry)).status).toBe(201);
      expect((await post('/v3/consumer/competition', entry)).status).toBe(201);
    });

    it("should answer 'Already submitted' to a second entry of a single-entry competition", async () => {
      const single = { ...entry, competitionType: 'Single Entry competition' };
      expect(await post('/v3/consumer/competition', single)).toEqual({
        status: 201,
        body: { data: { information: 'Entry received', entry_id: 'entry-1' } },
      });
      expect(await post('/v3/consumer/competition', single)).toEqual({
        status: 200,
        body: { data: { information: 'Already submitted' } },
      });
      expect((await post('/v3/consumer/competition', { ...single, campaignId: 'winter-2026' })).status).toBe(201);
    });

    it('should answer 400 to an entry without a campaign', async () => {
      expect(await post('/v3/consumer/competition', { email: 'entrant@example.com' })).toEqual({
        status: 400,
        body: { error: 'Bad Request', message: 'campaignId is required' },
      });
    });
  });
});
