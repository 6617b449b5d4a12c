import { request as httpRequest } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CENTRES } from '../../config/demo-centres';
import type { BrowserApp } from './browser-app';
import type { RunningSite } from './shipped-app';
import { VIEWPORTS, waitForIslands } from './browser';

/** Helpers of the first-interaction spec (test/browser/first-interaction.browser-spec.ts). */

export type Width = keyof typeof VIEWPORTS;

/** How long a visitor's outcome may take on a busy 2-core machine. */
export const OUTCOME_MS = 10_000;

/** Resolves once `check` holds in the page. */
export async function until<A extends string | number | null>(
  page: Page,
  check: (arg: A) => boolean,
  arg: A,
): Promise<void> {
  await page.waitForFunction(check as (arg: unknown) => boolean, arg, { timeout: OUTCOME_MS });
}

export const islandOf = (page: Page, name: string) => page.locator(`atrium-island[data-island="${name}"]`).first();

/** The number a listing's count shows ('Showing 77 stores'). */
export const countOf = async (locator: Locator) => Number((await locator.textContent())?.match(/\d+/)?.[0]);

/** A live block's figures, asked for once it has started: its 'Loading...' gone. */
export const liveFiguresIn = (page: Page, name: string) =>
  until(
    page,
    (name) => {
      const island = document.querySelector(`atrium-island[data-island="${name}"]`);
      return !!island && island.getAttribute('data-hydrated') === 'true' && !island.querySelector('.live-loading');
    },
    name,
  );

/** Presses Tab, as a keyboard visitor does from the top of the page, until `target` has the focus. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

/**
 * A fresh page of the site, its islands loader ready and nothing done: what a visitor's browser has.
 * `where` is `<centre>/<path>`. With `holdCode`, the islands' code is held back from the start until `release`
 * is called (holdIslandCode).
 */
export async function visit({ app, browser }: BrowserApp, where: string, width: Width, { holdCode = false } = {}) {
  const [centre, ...path] = where.split('/');
  const recorded = await browser.newPage(VIEWPORTS[width]);
  const release = holdCode ? await holdIslandCode(recorded.page) : () => undefined;
  await recorded.page.goto(`http://${app.host(centre!)}/${path.join('/')}`);
  await waitForIslands(recorded.page);
  return { ...recorded, release };
}

/**
 * Holds back every file of the islands' code (all the site's scripts but the loader) until the returned function
 * is called: the visitor acts before the code arrives, as on a slow network.
 */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const islandCode = (url: URL) =>
    url.pathname.startsWith('/assets/') &&
    url.pathname.endsWith('.js') &&
    !/^\/assets\/islands-[^/]+\.js$/.test(url.pathname);
  await page.route(islandCode, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** `GET` over HTTP with the centre's Host header (the site picks the centre by it). */
export function fetchPage(app: RunningSite, centre: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: app.port, path, headers: { host: app.host(centre) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Pages beyond the sitemaps where islands show (issue 23 part 4). */
const EXTRA_PATHS = [
  '/my-journey',
  '/search?query=shoes',
  '/gift-guide',
  '/centre-traffic',
  '/directions/centre-map',
  '/contact-us',
];

/**
 * Every `data-island` name on the demo centres' pages: each centre's sitemap and the extra paths, fetched a few at
 * a time (the site renders each once, then answers from its page cache).
 */
export async function islandNamesOfDemoPages(app: RunningSite): Promise<Set<string>> {
  const found = new Set<string>();
  const pages = await Promise.all(
    DEMO_CENTRES.map(async ({ slug }) => {
      const sitemap = await fetchPage(app, slug, '/sitemap.xml');
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
        const url = new URL(match[1]!);
        return `${url.pathname}${url.search}`;
      });
      return [...new Set([...paths, ...EXTRA_PATHS])].map((path) => ({ centre: slug, path }));
    }),
  );
  const queue = pages.flat();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const html = await fetchPage(app, next.centre, next.path);
      for (const match of html.matchAll(/<atrium-island data-island="([^"]+)"/g)) found.add(match[1]!);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return found;
}

/** The first `count` stores a centre's journey page knows (its island's props), for a shared journey's link. */
export async function journeyStoreIds(app: RunningSite, centre: string, count: number): Promise<string[]> {
  const html = await fetchPage(app, centre, '/my-journey');
  const key = /<atrium-island data-island="block:journey_group"[^>]*data-key="([^"]+)"/.exec(html)?.[1];
  const props = new RegExp(`<script type="application/json" data-island-props="${key}"[^>]*>([^<]*)</script>`).exec(
    html,
  )?.[1];
  const model = (JSON.parse(props ?? '{}') as { model?: { stores?: Array<{ id: string }> } }).model;
  return (model?.stores ?? []).slice(0, count).map((store) => store.id);
}
