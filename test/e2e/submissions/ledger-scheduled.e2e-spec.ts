import { eventually, startLedgerApp, contactPayload, clientKey, type LedgerApp } from './ledger-harness';

describe('submissions ledger: the scheduled delivery job', () => {
  let app: LedgerApp;

  beforeAll(async () => {
    app = await startLedgerApp({
      env: { SUBMISSIONS_JOBS_ENABLED: 'true', SUBMISSIONS_DELIVERY_INTERVAL_MS: '100' },
    });
  });
  afterAll(() => app.test.close());

  it('should deliver an accepted submission without being asked', async () => {
    const { record } = await app.submissions.accept('contact', 'willowvale', contactPayload(1), clientKey(1));
    await eventually(async () => (await app.ledger.get(record.id))?.status === 'delivered');
    expect(app.test.sandboxes.propertyApi.submissions.keys('contact-us')).toEqual(new Map([[record.id, 1]]));
  });
});
