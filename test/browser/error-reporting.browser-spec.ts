import type { Route } from 'playwright-core';
import type { TrackingEvent } from '../../src/common/domain/error-reporting/tracking-envelope';
import type { StoredEvent } from '../../src/sandbox/error-tracking/error-tracking-sandbox';
import { waitForIslands } from '../utils/browser';
import { useBrowserApp } from '../utils/browser-app';

const env = useBrowserApp();
const EMAIL = 'jo.visitor@example.com';
const PHONE = '0412 345 678';

afterEach(() => env.app.sandboxes.errorTracking.clear());

/** The collector is sent to without waiting: it is asked until the event shows. */
async function collected(match: (event: TrackingEvent) => boolean): Promise<StoredEvent> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = env.app.sandboxes.errorTracking.events().find((stored) => match(stored.event as unknown as TrackingEvent));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such event; the collector holds ${JSON.stringify(env.app.sandboxes.errorTracking.events())}`);
}

describe('error reporting in the browser', () => {
  it('should report an island whose code arrives broken, and the rest of the page still works', async () => {
    const { page } = await env.browser.newPage();
    await env.browser.context.addCookies([{ name: 'visitor', value: 'visitor-cookie-value', url: `http://${env.app.host('willowvale')}` }]);
    await page.goto(`http://${env.app.host('willowvale')}/opening-hours?email=${encodeURIComponent(EMAIL)}#top`);
    await waitForIslands(page);
    // an island's own code file (named by no other island), cut short as a failing CDN or proxy sends it
    const islands = await page.$$eval('atrium-island', (elements) =>
      elements.map((element) => ({ name: element.getAttribute('data-island') ?? '', chunks: (element.getAttribute('data-chunks') ?? '').split(' ') })),
    );
    const broken = islands.find(
      (island) => island.name !== 'header' && island.chunks.some((chunk) => islands.every((other) => other === island || !other.chunks.includes(chunk))),
    );
    expect(broken).toBeDefined();
    const own = broken!.chunks.find((chunk) => islands.every((other) => other === broken || !other.chunks.includes(chunk)))!;
    await page.route(`**/assets/chunks/${own}.js`, async (route: Route) => {
      const real = await route.fetch({ url: `${env.app.url}/assets/chunks/${own}.js` });
      const body = await real.text();
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: body.slice(0, Math.floor(body.length / 2)) });
    });
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('atrium-island')) island.dispatchEvent(new Event('atrium:hydrate'));
    });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });

    const stored = await collected((event) => event.tags.source === 'island' && (event.message?.formatted ?? '').includes(broken!.name));
    expect(stored.event).toMatchObject({ platform: 'javascript', level: 'error', environment: 'demo', tags: { centre: 'willowvale' } });
    expect((stored.event as unknown as TrackingEvent).exception?.values[0]?.type).toBe('SyntaxError');
    expect((stored.event as unknown as TrackingEvent).request?.url).toBe(`http://${env.app.host('willowvale')}/opening-hours`);

    // the broken island keeps its server HTML; every other island hydrated and answers
    expect(await page.getAttribute(`atrium-island[data-island="${broken!.name}"]`, 'data-hydrated')).toBe('failed');
    const others = await page.$$eval('atrium-island', (elements, name) => elements.filter((element) => element.getAttribute('data-island') !== name).map((element) => element.getAttribute('data-hydrated')), broken!.name);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((state) => state === 'true')).toBe(true);

    // operators read it through the admin API
    const admin = await fetch(`${env.app.url}/api/admin/errors?centre=willowvale`, { headers: { 'x-webhook-token': env.app.config.content.webhookToken } });
    const { errors } = (await admin.json()) as { errors: Array<{ source: string; message: string }> };
    expect(errors.some((error) => error.source === 'island' && error.message.includes(broken!.name))).toBe(true);

    const everything = JSON.stringify(env.app.sandboxes.errorTracking.events());
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain(encodeURIComponent(EMAIL));
    expect(everything).not.toContain('visitor-cookie-value');
    expect(everything).not.toContain('#top');
    await page.close();
  });

  it('should report an unhandled rejection and an uncaught error scrubbed of personal data, once each', async () => {
    const { page } = await env.browser.newPage();
    await page.goto(`http://${env.app.host('willowvale')}/`);
    await waitForIslands(page);
    // a script of the page (a tag, an embed) fails with a visitor's details in its message, twice
    await page.evaluate(
      ([email, phone]) => {
        for (let i = 0; i < 2; i += 1) {
          void Promise.reject(new Error(`Offer signup failed for ${email} (${phone})`));
          setTimeout(() => {
            throw new TypeError(`Cannot read properties of undefined, card 4111 1111 1111 1111`);
          });
        }
      },
      [EMAIL, PHONE],
    );
    const rejection = await collected((event) => event.tags.source === 'unhandledrejection');
    expect((rejection.event as unknown as TrackingEvent).exception?.values[0]?.value).toBe('Offer signup failed for [email] ([number])');
    const thrown = await collected((event) => event.tags.source === 'onerror');
    expect((thrown.event as unknown as TrackingEvent).exception?.values[0]).toMatchObject({ type: 'TypeError', value: 'Cannot read properties of undefined, card [number]' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(env.app.sandboxes.errorTracking.events()).toHaveLength(2);

    // the page is still usable: its islands hydrate
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('atrium-island')) island.dispatchEvent(new Event('atrium:hydrate'));
    });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
    const everything = JSON.stringify(env.app.sandboxes.errorTracking.events());
    expect(everything).not.toContain(EMAIL);
    expect(everything).not.toContain(PHONE);
    expect(everything).not.toContain('4111');
    await page.close();
  });

  it('should report a block whose island throws in an older browser, and the rest of the page still works', async () => {
    const { page } = await env.browser.newPage();
    // Safari before 14: a media query list has addListener only; the site's reduced-motion hook subscribes with
    // addEventListener, so an island using it (the centre guide's carousel or video) throws when it hydrates
    await page.addInitScript(() => {
      // it was no EventTarget there: the methods it inherits here are hidden
      for (const name of ['addEventListener', 'removeEventListener']) Object.defineProperty(MediaQueryList.prototype, name, { value: undefined });
    });
    await page.goto(`http://${env.app.host('willowvale')}/centre-guide?email=${encodeURIComponent(EMAIL)}`);
    await waitForIslands(page);
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('atrium-island')) island.dispatchEvent(new Event('atrium:hydrate'));
    });
    const stored = await collected((event) => event.tags.source === 'island' && /block could not be displayed/.test(event.message?.formatted ?? ''));
    expect((stored.event as unknown as TrackingEvent).exception?.values[0]?.type).toBe('TypeError');
    expect((stored.event as unknown as TrackingEvent).request?.url).toBe(`http://${env.app.host('willowvale')}/centre-guide`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
    // the header still works: its search opens
    const search = page.locator('header button[aria-controls]').first();
    await search.click();
    await page.waitForFunction(() => document.querySelector('header button[aria-controls][aria-expanded="true"]') !== null);
    expect(JSON.stringify(env.app.sandboxes.errorTracking.events())).not.toContain(EMAIL);
    await page.close();
  });
});
