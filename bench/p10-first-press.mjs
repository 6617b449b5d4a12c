// P10: the first press on a phone. Visitors' pages start with the islands loader alone (decision 0013); an island's
// code loads when the visitor first presses, touches or focuses it. Its files form a tree (the islands runtime, the
// view's chunk, the chunks those import), and a browser that discovers them import by import waits one round trip
// per level. Each island names all its files (`data-chunks`), and the loader asks for them at once.
// Here: willowvale at a 375 px phone on Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and
// a CPU four times slower, the page loaded and quiet, then the time from the press to the island hydrated (timed in
// the page): the home page's menu button, and the directory's search box (focused). Each case runs as served and
// with the islands' `data-chunks` removed from the HTML (the browser then finds the files import by import), the
// two taking turns, BENCH_P10_RUNS rounds (3), medians. Informational: no bar in QUALITY.md; served / without
// hints below 1.0x means the hints help.
// Usage: node bench/p10-first-press.mjs   (after npm run build)
import { CHROMIUM, CHROMIUM_ARGS, LOCALHOST_RULE } from './lib/chromium.mjs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { ROOT, loadAverage, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { median, ratio } from './lib/stats.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { chromium } = require('playwright-core');
const RUNS = Math.max(1, Number(process.env.BENCH_P10_RUNS ?? 3));
const PHONE = { width: 375, height: 812 };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const CASES = [
  { id: 'menu', what: 'home page, the menu button pressed', path: '/', island: 'header', press: (page) => page.getByRole('button', { name: 'Menu' }).click({ noWaitAfter: true }) },
  { id: 'search', what: 'directory, the search box focused', path: '/shopping', island: 'block:foundation_store', press: (page) => page.getByLabel('Search stores').focus() },
];

/** Milliseconds from the press to the island's `data-hydrated`, timed by the page's own clock. */
async function pressToHydrated(browser, app, testCase, hints) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (!hints)
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        // fetched by this process, which cannot resolve *.localhost: ask loopback with the centre's Host
        const url = new URL(route.request().url());
        const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`, headers: { ...route.request().headers(), host: url.host } });
        const html = (await response.text()).replace(/ data-chunks="[^"]*"/g, '');
        await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': 'identity', 'content-length': String(Buffer.byteLength(html)) } });
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://${app.host()}${testCase.path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
    await page.waitForTimeout(1500);
    await page.evaluate((name) => {
      const island = document.querySelector(`atrium-island[data-island="${name}"]`);
      const timing = (window.__firstPress = { pressed: 0, hydrated: 0 });
      island.addEventListener('pointerdown', () => (timing.pressed ||= performance.now()), { capture: true });
      island.addEventListener('focusin', () => (timing.pressed ||= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (island.getAttribute('data-hydrated') === 'true') timing.hydrated ||= performance.now();
      }).observe(island, { attributes: true });
    }, testCase.island);
    await testCase.press(page);
    await page.waitForFunction(() => window.__firstPress.hydrated > 0, undefined, { timeout: 60_000 });
    const { pressed, hydrated } = await page.evaluate(() => window.__firstPress);
    return hydrated - pressed;
  } finally {
    await context.close();
  }
}

await runBench('P10', 60_000 + RUNS * CASES.length * 2 * 30_000, async () => {
  header('P10', `first press on a phone (slow 4G, 4x CPU): press to island hydrated, with and without the islands' file hints, ${RUNS} rounds`);
  console.log(`load average at start: ${loadAverage()}`);
  const app = await startAppServer({ env: { PAGE_CACHE_SECONDS: '3600' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, LOCALHOST_RULE] });
  const results = [];
  try {
    const rows = [['case', 'served (ms)', 'without hints (ms)', 'served / without']];
    for (const testCase of CASES) {
      await app.get(testCase.path); // warm the page cache: the bench times the code, not the render
      const served = [];
      const bare = [];
      for (let round = 0; round < RUNS; round += 1) {
        served.push(await pressToHydrated(browser, app, testCase, true));
        bare.push(await pressToHydrated(browser, app, testCase, false));
      }
      const [a, b] = [median(served), median(bare)];
      rows.push([testCase.what, a.toFixed(0), b.toFixed(0), ratio(a / b)]);
      const measured = `${a.toFixed(0)} ms vs ${b.toFixed(0)} ms (${ratio(a / b)})`;
      const entry = { id: `P10 ${testCase.id}`, what: `${testCase.what}: press to hydrated, served vs without hints`, measured, bar: 'info', pass: a < b, info: true };
      results.push(entry);
    }
    table(rows);
    console.log(`load average at end: ${loadAverage()}`);
  } finally {
    await browser.close();
    await app.stop();
  }
  verdict(results);
});
