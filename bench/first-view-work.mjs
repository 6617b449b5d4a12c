// Profiling aid (not a bench): what the first view of a page makes the browser do, counted from a Chromium trace at
// the 375 px phone (P7's and P9's), so that two builds can be compared on a busy machine: the counts do not move with
// the load, the milliseconds (printed for information) do. Per page and server: elements in the document, elements
// styled (UpdateLayoutTree element counts, summed over the recalcs until 2 s after load), layout objects laid out
// (Layout dirty objects, summed), requests, image and script requests, then the main thread's task time and its
// style, layout and HTML-parsing parts; medians over the runs.
// Usage: node bench/first-view-work.mjs <port>[,<port>...] [/path,/path...] [runs=3]   (servers already running, willowvale)
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, LOCALHOST_RULE } from './lib/chromium.mjs';
import { ROOT } from './lib/proc.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { chromium } = require('playwright-core');
const [portsArg, pathsArg = '/,/shopping,/stores/freshmart,/events/family-fun-day', runsArg = '3'] = process.argv.slice(2);
if (!portsArg) throw new Error('usage: node bench/first-view-work.mjs <port>[,<port>...] [paths] [runs]');
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink,loading';

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, LOCALHOST_RULE] });
try {
  for (const path of pathsArg.split(','))
    for (const port of portsArg.split(',')) {
      const rows = [];
      for (let run = 0; run < Number(runsArg); run++) rows.push(await measure(port, path));
      const median = (key) => rows.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
      console.log(`${path.padEnd(24)} :${port}  ${Object.keys(rows[0]).map((key) => `${key} ${median(key)}`).join('  ')}`);
    }
} finally {
  await browser.close();
}

async function measure(port, path) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const counts = { requests: 0, images: 0, scripts: 0 };
    page.on('request', (request) => {
      counts.requests += 1;
      if (request.resourceType() === 'image') counts.images += 1;
      if (request.resourceType() === 'script') counts.scripts += 1;
    });
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(`http://willowvale.localhost:${port}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    // the page's main thread: the renderer main thread that recalculated style most
    let main = [];
    for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
      const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
      if (own.filter((e) => e.name === 'UpdateLayoutTree').length > main.filter((e) => e.name === 'UpdateLayoutTree').length) main = own;
    }
    const sum = (name, value) => main.filter((e) => e.name === name).reduce((total, e) => total + (value(e) || 0), 0);
    const ms = (name) => Math.round(sum(name, (e) => e.dur) / 1000);
    return {
      elements,
      styled: sum('UpdateLayoutTree', (e) => e.args?.elementCount),
      laidOut: sum('Layout', (e) => e.args?.beginData?.dirtyObjects),
      ...counts,
      taskMs: ms('RunTask'),
      styleMs: ms('UpdateLayoutTree'),
      layoutMs: ms('Layout'),
      parseMs: ms('ParseHTML'),
    };
  } finally {
    await context.close();
  }
}
