import request from 'supertest';
import { ISLAND_CONTEXT_ID } from '../../../client/islands/island-contract';
import type { IslandContextState } from '../../../client/islands/island-context';
import { eventEnvelope, exceptionOf, newEventId, parseDsn } from '../../../src/common/domain/error-reporting/tracking-envelope';
import type { ReportedError } from '../../../src/modules/error-reporting/error-admin.service';
import { startTestApp, type TestApp } from '../../utils/test-app';

const TOKEN = 'errors-test-token';
const SERVER_SECRET = 'server-side-tracking-secret';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { WEBHOOK_TOKEN: TOKEN, ERROR_TRACKING_TOKEN: SERVER_SECRET, PAGE_CACHE_SECONDS: '0', CMS_HEALTH_PROBE_SECONDS: '0' } });
});
afterAll(() => app.close());
afterEach(() => {
  app.sandboxes.cms.faults.clear();
  app.sandboxes.errorTracking.clear();
});

const page = (path: string) => request(app.url).get(path).set('host', app.host('willowvale'));
const lastErrors = (query = '') => request(app.url).get(`/api/admin/errors${query}`).set('x-webhook-token', TOKEN);

/** Reports leave the server after the response (never awaited): the admin API is asked until one shows. */
async function waitForError(match: (error: ReportedError) => boolean, query = ''): Promise<ReportedError> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = ((await lastErrors(query)).body as { errors: ReportedError[] }).errors.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no such error reached the collector');
}

describe('error reporting', () => {
  it('should give the browser the public DSN only, never the server token', async () => {
    const res = await page('/opening-hours');
    expect(res.status).toBe(200);
    const context = new RegExp(`<script[^>]*id="${ISLAND_CONTEXT_ID}"[^>]*>(.*?)</script>`, 's').exec(res.text)?.[1];
    const state = JSON.parse(context ?? '{}') as IslandContextState;
    expect(state.env.errorTracking).toEqual({ dsn: app.config.app.errorTrackingDsn, sampleRate: 1 });
    expect(parseDsn(state.env.errorTracking!.dsn)?.publicKey).toBe('demo-error-tracking-key');
    expect(res.text).not.toContain(SERVER_SECRET);
    expect(res.text).not.toContain('errorTrackingToken');
    // the browser may send to the collector
    expect(res.headers['content-security-policy']).toContain(parseDsn(app.config.app.errorTrackingDsn!)!.origin);
  });

  it('should report a page that failed with its correlation id, which the page and the admin API show', async () => {
    app.sandboxes.cms.faults.set({ mode: 'error', status: 500 });
    const res = await page('/contact-us?email=jo@example.com');
    expect(res.status).toBeGreaterThanOrEqual(500);
    const id = res.headers['x-correlation-id'] as string;
    expect(res.text).toContain(`Reference: ${id}`);
    const reported = await waitForError((error) => error.correlationId === id, '?centre=willowvale');
    expect(reported).toMatchObject({ source: 'server', centre: 'willowvale', method: 'GET', status: res.status, url: '/contact-us' });
    expect(reported.route).not.toContain('?');
    expect(JSON.stringify(app.sandboxes.errorTracking.events())).not.toContain('jo@example.com');
    // another centre's operators do not see it
    const other = (await lastErrors('?centre=riverbend')).body as { errors: ReportedError[] };
    expect(other.errors.some((error) => error.correlationId === id)).toBe(false);
  });

  it('should carry no cookie or other header outside the safe list in a server report', async () => {
    app.sandboxes.cms.faults.set({ mode: 'error', status: 500 });
    const res = await page('/parking').set('cookie', 'visitor=visitor-cookie').set('authorization', 'Bearer visitor-token');
    const id = res.headers['x-correlation-id'] as string;
    await waitForError((error) => error.correlationId === id);
    const stored = JSON.stringify(app.sandboxes.errorTracking.events());
    expect(stored).not.toContain('visitor-cookie');
    expect(stored).not.toContain('visitor-token');
  });

  it('should refuse an envelope with a wrong key (401) and keep nothing', async () => {
    const dsn = parseDsn(app.config.app.errorTrackingDsn!)!;
    const body = eventEnvelope(
      { event_id: newEventId(), timestamp: Date.now() / 1000, platform: 'javascript', level: 'error', environment: 'test', exception: exceptionOf(new Error('forged')), tags: {} },
      dsn.dsn,
      new Date(),
    );
    const forged = await fetch(dsn.envelopeUrl.replace(dsn.publicKey, 'not-the-key'), { method: 'POST', body });
    expect(forged.status).toBe(401);
    expect(JSON.stringify(app.sandboxes.errorTracking.events())).not.toContain('forged');
  });

  it('should answer the admin API to operators only', async () => {
    expect((await request(app.url).get('/api/admin/errors')).status).toBe(401);
    expect((await request(app.url).get('/api/admin/errors').set('x-webhook-token', 'guess')).status).toBe(401);
    const res = await lastErrors('?limit=5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errors: [] });
    expect((await lastErrors('?limit=0')).status).toBe(400);
  });
});
