import {
  clientKey,
  contactPayload,
  dataFolder,
  deliverAllDue,
  ManualClock,
  startLedgerApp,
  type LedgerApp,
} from './ledger-harness';

const COUNT = 50;
const START = Date.parse('2026-11-23T02:00:00Z');
/** the data API's contact route answers 503 (its token endpoint still works) */
const CONTACT_ROUTE_DOWN = { mode: 'error', status: 503, match: /contact-us/ } as const;

describe('submissions ledger: the data API down while submissions arrive, the app restarted mid-outage', () => {
  const folder = dataFolder();
  const clock = new ManualClock(START);
  const env = { DYNAMODB_DATA_DIR: folder.path };
  let app: LedgerApp | undefined;

  afterAll(async () => {
    await app?.test.close();
    folder.remove();
  });

  it('should accept all 50, keep them across the restart and deliver each exactly once when the API is back', async () => {
    app = await startLedgerApp({ env, clock });
    app.test.sandboxes.propertyApi.faults.set(CONTACT_ROUTE_DOWN);
    const accepted = await Promise.all(
      Array.from({ length: COUNT }, (_, n) =>
        app!.submissions.accept('contact', 'willowvale', contactPayload(n), clientKey(n)),
      ),
    );
    expect(accepted.every((entry) => entry.created)).toBe(true);
    const ids = accepted.map((entry) => entry.record.id).sort();
    expect(new Set(ids).size).toBe(COUNT);

    // during the outage each run sends one submission as a probe, which fails and waits for its backoff
    const during = await deliverAllDue(app);
    expect(during.filter((report) => report.retried === 1)).toHaveLength(COUNT);
    expect(during.reduce((sum, report) => sum + report.delivered + report.parked, 0)).toBe(0);
    expect(app.test.sandboxes.propertyApi.requests.count('/v3/contact-us', 'POST')).toBe(COUNT);
    expect(app.test.sandboxes.propertyApi.submissions.requestCount('contact-us')).toBe(0);

    // the app (and its DynamoDB) stops and starts again on the same data folder, the data API still down
    await app.test.close();
    app = await startLedgerApp({ env, clock });
    const api = app.test.sandboxes.propertyApi;
    api.faults.set(CONTACT_ROUTE_DOWN);
    const pending = await app.ledger.list('pending', 1000);
    expect(pending.map((record) => record.id).sort()).toEqual(ids);
    expect(pending.every((record) => record.attempts === 1)).toBe(true);
    clock.advance(1000);
    await deliverAllDue(app);
    expect(api.submissions.requestCount('contact-us')).toBe(0);

    // the data API is back: after the backoff, everything goes, once
    api.faults.clear();
    clock.advance(8000);
    const after = await deliverAllDue(app);
    expect(after.reduce((sum, report) => sum + report.delivered, 0)).toBe(COUNT);
    expect(await app.ledger.list('pending', 1000)).toEqual([]);
    expect((await app.ledger.list('delivered', 1000)).map((record) => record.id).sort()).toEqual(ids);
    const keys = api.submissions.keys('contact-us');
    expect([...keys.keys()].sort()).toEqual(ids);
    expect([...keys.values()].every((requests) => requests === 1)).toBe(true);
    expect(api.submissions.deliveries('contact-us')).toBe(COUNT);
    expect(api.submissions.requestCount('contact-us')).toBe(COUNT);
  });
});
