import { eventEnvelope, exceptionOf, newEventId, parseDsn, type TrackingEvent } from '../../common/domain/error-reporting/tracking-envelope';
import { MAX_ENVELOPE_BYTES, startErrorTrackingSandbox, type ErrorTrackingSandbox } from './error-tracking-sandbox';

const SITE = 'http://willowvale.localhost:3000';
let sandbox: ErrorTrackingSandbox;
beforeAll(async () => {
  sandbox = await startErrorTrackingSandbox({
    projects: [{ id: '7', publicKey: 'public-key' }],
    allowedOrigin: (origin) => origin === SITE,
    keep: 3,
  });
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.clear());

const event = (message: string, environment = 'test'): TrackingEvent => ({
  event_id: newEventId(),
  timestamp: Date.now() / 1000,
  platform: 'javascript',
  level: 'error',
  environment,
  exception: exceptionOf(new Error(message)),
  tags: { centre: 'willowvale' },
});

const post = (body: string, { url = parseDsn(sandbox.dsn('7'))!.envelopeUrl, headers = {} as Record<string, string> } = {}) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

describe('error-tracking sandbox', () => {
  it('should keep an envelope sent with the public key and answer its id', async () => {
    const sent = event('island failed');
    const response = await post(eventEnvelope(sent, sandbox.dsn('7'), new Date()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: sent.event_id });
    expect(sandbox.events().map((stored) => stored.event.event_id)).toEqual([sent.event_id]);
  });

  it('should take the key from the X-Sentry-Auth header as the service does', async () => {
    const url = `${sandbox.url}/api/7/envelope/`;
    const ok = await post(eventEnvelope(event('a'), sandbox.dsn('7'), new Date()), { url, headers: { 'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=public-key' } });
    expect(ok.status).toBe(200);
  });

  it('should refuse a missing or wrong key with 401 and keep nothing', async () => {
    const body = eventEnvelope(event('a'), sandbox.dsn('7'), new Date());
    expect((await post(body, { url: `${sandbox.url}/api/7/envelope/?sentry_key=guess` })).status).toBe(401);
    expect((await post(body, { url: `${sandbox.url}/api/7/envelope/` })).status).toBe(401);
    expect(sandbox.events()).toEqual([]);
  });

  it('should refuse an oversized envelope with 413 and what is not an envelope with 400', async () => {
    const big = eventEnvelope({ ...event('big'), message: { formatted: 'x'.repeat(MAX_ENVELOPE_BYTES) } }, sandbox.dsn('7'), new Date());
    expect((await post(big)).status).toBe(413);
    expect((await post('hello')).status).toBe(400);
    expect(sandbox.events()).toEqual([]);
  });

  it('should answer CORS for the site only', async () => {
    const url = parseDsn(sandbox.dsn('7'))!.envelopeUrl;
    const body = eventEnvelope(event('a'), sandbox.dsn('7'), new Date());
    const allowed = await post(body, { url, headers: { origin: SITE } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await post(body, { url, headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('should keep the last events per project and environment, newest first', async () => {
    for (const name of ['1', '2', '3', '4']) await post(eventEnvelope(event(name), sandbox.dsn('7'), new Date()));
    await post(eventEnvelope(event('demo one', 'demo'), sandbox.dsn('7'), new Date()));
    const read = await (await fetch(`${sandbox.url}/__sandbox/events?environment=test`)).json() as { events: Array<{ event: TrackingEvent }> };
    expect(read.events.map((stored) => stored.event.exception?.values[0]?.value)).toEqual(['4', '3', '2']);
    expect(sandbox.events({ environment: 'demo' })).toHaveLength(1);
  });
});
