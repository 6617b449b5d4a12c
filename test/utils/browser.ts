import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, chromium, Locator, Page } from 'playwright-core';

/** Debian's chromium (installed by .ci/run); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export interface BrowserSession {
  context: BrowserContext;
  /** a new page that records console errors and page errors */
  newPage(viewport?: { width: number; height: number }): Promise<RecordedPage>;
  close(): Promise<void>;
}

export interface RecordedPage {
  page: Page;
  errors: string[];
}

/** The flags this machine needs (no background networking: the network is closed). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Headless Chromium with the flags this machine needs (no background networking: the network is closed).
 * `<centre>.localhost` resolves to loopback inside Chromium itself.
 */
export async function openBrowser(): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'atrium-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: VIEWPORTS.desktop,
    reducedMotion: 'reduce',
  });
  for (const page of context.pages()) await page.close();
  return {
    context,
    async newPage(viewport = VIEWPORTS.desktop) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, errors };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A page in a browser that runs no script (what a visitor without JavaScript gets), at the given size; `close`
 * ends its browser. The `scripting: none` media feature holds there, and no timer runs: wait for such a page from
 * the test, never with `page.waitForFunction` (it would wait for ever).
 */
export async function openWithoutScripts(
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const bare = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const context = await bare.newContext({ javaScriptEnabled: false, viewport });
  return { page: await context.newPage(), close: () => bare.close() };
}

/** Resolves once a visitor's page has its islands loader ready (decision 0013); no island has started yet. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready', undefined, {
    timeout: 15_000,
  });
}

/**
 * Resolves once the page is interactive. A visitor's page hydrates its islands when their timing says (decision
 * 0013): here every island is asked to hydrate now (the loader's `atrium:hydrate` event), as if the visitor had
 * reached each one, and the page's own marker says when all have. The editor's preview hydrates as one root and
 * sets the same marker.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.islands === 'ready' || document.getElementById('__ATRIUM_STATE__') !== null,
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('atrium-island')) island.dispatchEvent(new Event('atrium:hydrate'));
  });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * axe-core violations of impact serious or critical (QUALITY.md: there must be none), in the whole page or only
 * `within` the elements those selectors name. Run in the page itself
 * (axe's legacy mode): the default opens a second page for every scan to gather the results of frames, which
 * doubled each scan's time. Frames' contents are not scanned so: the site's only frames are third-party embeds
 * (the video and iframe blocks), whose contents are not ours and never load here (the network is closed).
 */
export async function seriousViolations(
  page: Page,
  within: string[] = [],
): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true);
  for (const selector of within) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Where `keepShot` writes, when set (`ATRIUM_SHOTS=/tmp/atrium-shots npm run test:browser`); unset, no screenshot is taken. */
const SHOTS = process.env.ATRIUM_SHOTS;

/**
 * Keeps a screenshot of a page or an element for a person to look at (named `<name>.png` in ATRIUM_SHOTS). Off
 * unless asked for: a screenshot asserts nothing and costs a run its time.
 */
export async function keepShot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await ('goto' in target
    ? target.screenshot({ path, fullPage: options.fullPage ?? false })
    : target.screenshot({ path }));
}
