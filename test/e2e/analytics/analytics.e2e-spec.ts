import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { loadConfiguration } from '../../../config/configuration';
import { createApp } from '../../../src/app.factory';
import { NO_COLLECTOR_MESSAGE } from '../../../src/modules/analytics/analytics.errors';
import { startTestApp, type TestApp } from '../../utils/test-app';

const TOKEN_HEADER = 'x-webhook-token';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());
beforeEach(() => app.sandboxes.tagManager.reset());

const collector = () => app.sandboxes.tagManager.url;
const token = () => app.config.content.webhookToken;

/** What the sandbox container script sends: a batch of data-layer pushes with the page's path. */
function collect(containerId: string, path: string, events: Array<Record<string, unknown>>) {
  return fetch(`${collector()}/g/collect?id=${containerId}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ path, events }),
  });
}

const readEvents = (centre: string, query = '') =>
  request(app.url)
    .get(`/api/admin/analytics/events?centre=${centre}${query}`)
    .set('Host', app.host(centre))
    .set(TOKEN_HEADER, token());

describe('the sandbox tag manager', () => {
  it('should serve a container script for a container id that forwards the data layer to its collector', async () => {
    const res = await fetch(`${app.sandboxes.tagManager.scriptUrl}?id=GTM-DEMO001`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const script = await res.text();
    expect(script).toContain('"GTM-DEMO001"');
    expect(script).toContain(`${collector()}/g/collect?id=GTM-DEMO001`);
    expect((await fetch(`${app.sandboxes.tagManager.scriptUrl}?id=nope`)).status).toBe(404);
  });

  it('should record posted events per container with the time and the path without its query string', async () => {
    expect((await collect('GTM-DEMO001', '/whats-on?utm_source=x&email=a@b.co#top', [{ event: 'banner_click', banner: { position: 1 } }])).status).toBe(204);
    expect((await collect('GTM-DEMO002', '/', [{ event: 'tile_impression', impressions: [] }, { notAnEvent: true }])).status).toBe(204);
    const one = app.sandboxes.tagManager.events('GTM-DEMO001');
    expect(one).toEqual([
      { containerId: 'GTM-DEMO001', event: 'banner_click', at: expect.any(String), path: '/whats-on', data: { banner: { position: 1 } } },
    ]);
    expect(Date.now() - Date.parse(one[0]!.at)).toBeLessThan(60_000);
    expect(app.sandboxes.tagManager.events('GTM-DEMO002').map((entry) => entry.event)).toEqual(['tile_impression']);
    expect((await collect('not-a-container', '/', [{ event: 'x' }])).status).toBe(400);
  });
});

describe('GET /api/admin/analytics/events', () => {
  it("should answer a centre's last events, newest first, from its own container only", async () => {
    await collect('GTM-DEMO001', '/', [{ event: 'gtm.js' }, { event: 'tile_impression', impressions: [{ position: 1 }] }]);
    await collect('GTM-DEMO001', '/stores/freshmart', [{ event: 'tile_click', tile: { position: 3 } }]);
    await collect('GTM-DEMO002', '/', [{ event: 'banner_click' }]);
    const res = await readEvents('willowvale').expect(200);
    expect(res.body.centre).toBe('willowvale');
    expect(res.body.containerId).toBe('GTM-DEMO001');
    expect(res.body.events.map((entry: { event: string }) => entry.event)).toEqual(['tile_click', 'tile_impression', 'gtm.js']);
    expect(res.body.events[0]).toMatchObject({ path: '/stores/freshmart', data: { tile: { position: 3 } } });
    const limited = await readEvents('willowvale', '&limit=1').expect(200);
    expect(limited.body.events).toHaveLength(1);
    const other = await readEvents('riverbend').expect(200);
    expect(other.body.events.map((entry: { event: string }) => entry.event)).toEqual(['banner_click']);
  });

  it('should refuse without the admin token (401) and with a wrong one', async () => {
    await request(app.url).get('/api/admin/analytics/events?centre=willowvale').set('Host', app.host('willowvale')).expect(401);
    await request(app.url)
      .get('/api/admin/analytics/events?centre=willowvale')
      .set('Host', app.host('willowvale'))
      .set(TOKEN_HEADER, 'not-the-token')
      .expect(401);
  });

  it('should answer 404 for an unknown centre and 400 for a malformed query', async () => {
    await readEvents('nowhere').expect(404);
    await request(app.url)
      .get('/api/admin/analytics/events?limit=0')
      .set('Host', app.host('willowvale'))
      .set(TOKEN_HEADER, token())
      .expect(400);
  });
});

describe('the page and its tag manager', () => {
  it("should name the centre's container script in the page and allow its origin in the CSP", async () => {
    const res = await request(app.url).get('/').set('Host', app.host('willowvale')).expect(200);
    const script = `${app.sandboxes.tagManager.scriptUrl}?id=GTM-DEMO001`;
    expect(res.text).toContain(`<meta name="tag-manager" content="${script}"/>`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${collector().replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${collector().replace(/[.:/]/g, '\\$&')}`));
  });

  it('should put tracking attributes on tiles and banners, with positions and no personal data', async () => {
    const res = await request(app.url).get('/shopping').set('Host', app.host('willowvale')).expect(200);
    const positions = [...res.text.matchAll(/data-track="tile" data-track-list="Store directory" data-track-position="(\d+)"/g)].map(
      (match) => Number(match[1]),
    );
    expect(positions.slice(0, 3)).toEqual([1, 2, 3]);
    expect(res.text).not.toMatch(/data-track-[a-z]+="[^"]*@[^"]*"/);
  });
});

describe('without a container or a collector (production)', () => {
  let bare: NestExpressApplication;
  let url: string;
  beforeAll(async () => {
    const config = app.config;
    // the same sandboxes, no centre with a container, and no collector to read (as in production)
    bare = await createApp({
      ...config,
      centres: { ...config.centres, centres: config.centres.centres.map((centre) => ({ ...centre, tagManagerId: undefined })) },
      integrations: { ...config.integrations, analytics: { tagManagerUrl: config.integrations.analytics.tagManagerUrl } },
    });
    await bare.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(bare.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => bare?.close());

  it('should load no tag manager and name none in the CSP', async () => {
    const res = await request(url).get('/').set('Host', 'willowvale.localhost').expect(200);
    expect(res.text).not.toContain('name="tag-manager"');
    expect(String(res.headers['content-security-policy'])).not.toContain(collector());
  });

  it('should answer 404 with where events are read instead', async () => {
    const res = await request(url)
      .get('/api/admin/analytics/events?centre=willowvale')
      .set('Host', 'willowvale.localhost')
      .set(TOKEN_HEADER, token())
      .expect(404);
    expect(res.body.message).toBe(NO_COLLECTOR_MESSAGE);
  });

  it("should load Google Tag Manager's container script unless the sandbox is pointed at", () => {
    expect(loadConfiguration({ APP_MODE: 'demo' }).integrations.analytics).toEqual({
      tagManagerUrl: 'https://www.googletagmanager.com/gtm.js',
      collectorUrl: undefined,
    });
  });
});
