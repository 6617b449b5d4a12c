import { DEMO_WEBHOOK_TOKEN } from '../../../src/sandbox/start-sandboxes';
import {
  clientKey,
  contactPayload,
  deliverAllDue,
  ManualClock,
  startLedgerApp,
  type LedgerApp,
} from './ledger-harness';

const START = Date.parse('2026-11-23T01:00:00Z');
const RECORD_EXPIRY_SECONDS = 604_800;

describe('submissions ledger: accept and delivery', () => {
  let app: LedgerApp;
  let clock: ManualClock;
  const api = () => app.test.sandboxes.propertyApi;

  beforeAll(async () => {
    clock = new ManualClock(START);
    app = await startLedgerApp({ clock });
  });
  afterAll(() => app.test.close());
  afterEach(() => api().faults.clear());

  it('should have written the record before accept resolves, pending and due at once', async () => {
    const { record, created } = await app.submissions.accept('contact', 'willowvale', contactPayload(1), clientKey(1));
    expect(created).toBe(true);
    const stored = await app.ledger.get(record.id);
    expect(stored).toEqual({
      id: record.id,
      kind: 'contact',
      centre: 'willowvale',
      payload: contactPayload(1),
      status: 'pending',
      attempts: 0,
      createdAt: clock.now().toISOString(),
      nextAttemptAt: clock.now().toISOString(),
      expiresAt: START / 1000 + RECORD_EXPIRY_SECONDS,
    });
    expect(await app.ledger.due(clock.now(), 100)).toContainEqual(stored);
  });

  it('should answer the first record when the same key arrives again, writing nothing new', async () => {
    const first = await app.submissions.accept('contact', 'willowvale', contactPayload(2), clientKey(2));
    const again = await app.submissions.accept(
      'contact',
      'willowvale',
      { ...contactPayload(2), message: 'changed' },
      clientKey(2),
    );
    expect(again).toEqual({ record: first.record, created: false });
  });

  it('should deliver each due submission once to its route with its id as the Idempotency-Key', async () => {
    const { record } = await app.submissions.accept('contact', 'willowvale', contactPayload(3), clientKey(3));
    await deliverAllDue(app);
    const delivered = await app.ledger.get(record.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 0, deliveredAt: clock.now().toISOString() });
    expect(delivered?.expiresAt).toBe(START / 1000 + RECORD_EXPIRY_SECONDS);
    const received = api()
      .submissions.received('contact-us')
      .filter((entry) => entry.idempotencyKey === record.id);
    expect(received).toEqual([{ idempotencyKey: record.id, body: contactPayload(3), status: 201, repeated: false }]);
    // nothing is due any more: another run sends nothing
    expect(await app.delivery.runOnce()).toEqual({ delivered: 0, retried: 0, parked: 0 });
  });

  it('should send every kind to its own route, commercial leasing under v3', async () => {
    api().requests.reset();
    const kinds = [
      ['subscription', '/v3/consumer/subscribers'],
      ['leasing', '/v3/crm/leasing-enquiries'],
      ['leasing-popup', '/v3/crm/leasing-popup-enquiries'],
      ['commercial-leasing', '/v3/commercial-leasing'],
    ] as const;
    for (const [kind] of kinds) await app.submissions.accept(kind, 'willowvale', { email: `${kind}@example.com` });
    await app.submissions.accept('competition', 'willowvale', { email: 'entrant@example.com', campaignId: 'summer' });
    await deliverAllDue(app);
    for (const [, path] of kinds) expect(api().requests.count(path, 'POST')).toBe(1);
    expect(api().requests.count('/v3/consumer/competition', 'POST')).toBe(1);
    expect(await app.ledger.list('pending', 100)).toEqual([]);
  });

  it('should retry after the backoff while the data API is down, then deliver once', async () => {
    const { record } = await app.submissions.accept('contact', 'willowvale', contactPayload(4), clientKey(4));
    api().faults.set({ mode: 'error', status: 503 });
    expect(await app.delivery.runOnce()).toEqual({ delivered: 0, retried: 1, parked: 0 });
    const failed = await app.ledger.get(record.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'data API 503 Service Unavailable' });
    const wait = Date.parse(failed!.nextAttemptAt) - clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(500);
    expect(wait).toBeLessThanOrEqual(1000);
    api().faults.clear();
    // not due yet: the backoff holds it back
    expect(await app.delivery.runOnce()).toEqual({ delivered: 0, retried: 0, parked: 0 });
    clock.advance(1000);
    expect(await app.delivery.runOnce()).toEqual({ delivered: 1, retried: 0, parked: 0 });
    expect(await app.ledger.get(record.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(api().submissions.keys('contact-us').get(record.id)).toBe(1);
  });

  it('should count a repeated Idempotency-Key at the data API as one delivery', async () => {
    const { record } = await app.submissions.accept('contact', 'willowvale', contactPayload(5), clientKey(5));
    await deliverAllDue(app);
    const before = api().submissions.deliveries('contact-us');
    const response = await fetch(`${api().url}/oauth/accesstoken?grant_type=client_credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: api().clientId, client_secret: api().clientSecret }).toString(),
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    const again = await fetch(`${api().url}/v3/contact-us`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': record.id },
      body: JSON.stringify(contactPayload(5)),
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ data: { received: true } });
    expect(api().submissions.deliveries('contact-us')).toBe(before);
    expect(api().submissions.keys('contact-us').get(record.id)).toBe(2);
  });

  describe('a submission the data API refuses', () => {
    it('should be parked at once, shown to operators without its data, and replayable', async () => {
      const poison = { first_name: 'No', last_name: 'Email', message: 'the data API needs an email' };
      const { record } = await app.submissions.accept('contact', 'riverbend', poison, clientKey(6));
      expect(await app.delivery.runOnce()).toMatchObject({ parked: 1 });
      const listed = await app.admin('/api/admin/submissions?status=parked');
      expect(listed.status).toBe(200);
      const parked = {
        id: record.id,
        kind: 'contact',
        centre: 'riverbend',
        status: 'parked',
        attempts: 1,
        createdAt: clock.now().toISOString(),
        nextAttemptAt: clock.now().toISOString(),
        lastError: 'data API 400 Bad Request',
        expiresAt: clock.now().getTime() / 1000 + RECORD_EXPIRY_SECONDS,
      };
      expect(await listed.json()).toEqual({ data: [parked] });

      const replayed = await app.admin(`/api/admin/submissions/${record.id}/replay`, { method: 'POST' });
      expect(replayed.status).toBe(200);
      expect(await replayed.json()).toEqual({ data: { ...parked, status: 'pending', attempts: 0 } });
      expect(await app.delivery.runOnce()).toMatchObject({ parked: 1 });
      expect(api().submissions.keys('contact-us').get(record.id)).toBe(2);
    });

    it('should answer 409 to a replay of a submission that is not parked and 404 to an unknown one', async () => {
      const { record } = await app.submissions.accept('contact', 'willowvale', contactPayload(7), clientKey(7));
      const pending = await app.admin(`/api/admin/submissions/${record.id}/replay`, { method: 'POST' });
      expect(pending.status).toBe(409);
      expect(await pending.json()).toMatchObject({
        statusCode: 409,
        message: `Submission ${record.id} is pending, only a parked submission can be replayed`,
      });
      const unknown = await app.admin('/api/admin/submissions/contact-unknown/replay', { method: 'POST' });
      expect(unknown.status).toBe(404);
      await deliverAllDue(app);
    });
  });

  describe('operators', () => {
    it('should refuse the list and the replay without the admin token', async () => {
      const list = await fetch(`${app.test.url}/api/admin/submissions?status=parked`);
      expect(list.status).toBe(401);
      const wrong = await fetch(`${app.test.url}/api/admin/submissions?status=parked`, {
        headers: { 'x-webhook-token': `${DEMO_WEBHOOK_TOKEN}-not` },
      });
      expect(wrong.status).toBe(401);
      const replay = await fetch(`${app.test.url}/api/admin/submissions/contact-x/replay`, { method: 'POST' });
      expect(replay.status).toBe(401);
    });

    it('should refuse a status that does not exist', async () => {
      const response = await app.admin('/api/admin/submissions?status=lost');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: { status: 'status must be parked, pending or delivered' },
      });
    });

    it('should list delivered submissions', async () => {
      const { record } = await app.submissions.accept('contact', 'willowvale', contactPayload(8), clientKey(8));
      await deliverAllDue(app);
      const response = await app.admin('/api/admin/submissions?status=delivered&limit=1000');
      const body = (await response.json()) as { data: Array<{ id: string; status: string; payload?: unknown }> };
      expect(body.data.find((entry) => entry.id === record.id)).toMatchObject({ id: record.id, status: 'delivered' });
      expect(body.data.every((entry) => entry.payload === undefined)).toBe(true);
    });
  });

  describe('retention', () => {
    it('should purge delivered and parked records past their expiry and keep pending ones', async () => {
      const delivered = await app.submissions.accept('contact', 'willowvale', contactPayload(9), clientKey(9));
      await deliverAllDue(app);
      const parked = await app.submissions.accept('contact', 'willowvale', { message: 'no email' }, clientKey(10));
      await app.delivery.runOnce();
      api().faults.set({ mode: 'error', status: 503 });
      const pending = await app.submissions.accept('contact', 'willowvale', contactPayload(11), clientKey(11));

      const justBefore = new Date(clock.now().getTime() + RECORD_EXPIRY_SECONDS * 1000 - 1000);
      expect(await app.retention.runOnce(justBefore)).toBe(0);
      const after = new Date(clock.now().getTime() + RECORD_EXPIRY_SECONDS * 1000 + 1000);
      const finished =
        (await app.ledger.list('delivered', 1000)).length + (await app.ledger.list('parked', 1000)).length;
      expect(finished).toBeGreaterThanOrEqual(2);
      expect(await app.retention.runOnce(after)).toBe(finished);
      expect(await app.ledger.list('delivered', 1000)).toEqual([]);
      expect(await app.ledger.list('parked', 1000)).toEqual([]);
      expect(await app.ledger.get(delivered.record.id)).toBeUndefined();
      expect(await app.ledger.get(parked.record.id)).toBeUndefined();
      expect(await app.ledger.get(pending.record.id)).toMatchObject({ status: 'pending' });
    });
  });
});
