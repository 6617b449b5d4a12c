// P9: first-view budgets of four page types, in one run. For willowvale's home page, store directory, one store and
// one event, at a 375 px phone (the phone P7 uses), cold cache:
//  (a) what the first view downloads, read in Chromium through playwright-core (a fresh context per page, as P7):
//      requests in all, script requests, and the bytes on the wire (Chromium's encoded body size: brotli as served)
//      of JavaScript, HTML and CSS;
//  (b) Lighthouse's mobile performance score, TBT, CLS and LCP (simulated throttling, the default), for the page as
//      served and for the same page with its scripts removed, side by side. Both go through a small loopback proxy
//      in this bench: one passes everything through unchanged, the other strips every <script> element (JSON-LD
//      kept) and every <link rel="modulepreload"> from HTML documents and passes every other path unchanged, so
//      CSS, images and fonts are the same bytes. Each Lighthouse run gets a fresh Chromium (empty profile); the two
//      variants take turns within each round, and each figure is the median of BENCH_P9_RUNS rounds (3).
// Bars (QUALITY.md P5, P6, P7): JS <= 70 KB on the wire, <= 10 script requests, <= 40 requests, HTML <= 40 KB on the
// wire; Lighthouse performance >= 90, TBT <= 200 ms, CLS <= 0.02, and the score within 5 points of the page without
// its scripts. LCP is printed against 2.5 s for information.
// Only loopback is contacted: the Playwright half aborts (and lists) any other request; the Lighthouse Chromium maps
// every host but *.localhost and 127.0.0.1 to "not found", and each report's network requests are checked.
// Usage: node bench/p9-first-view-budgets.mjs   (after npm run build)
// Env: BENCH_P9_RUNS Lighthouse rounds (3); BENCH_P9_DIRECTORY (/shopping), BENCH_P9_STORE (/stores/freshmart),
//      BENCH_P9_EVENT (/events/family-fun-day) the paths measured; BENCH_P9_IDLE_MS bound on the network-idle wait of
//      the Playwright half (15000).
import { CHROMIUM, CHROMIUM_ARGS, isLoopback, LOCALHOST_RULE } from './lib/chromium.mjs';
import { PHONE, launchChromium } from './lib/lighthouse-chromium.mjs';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK, freePort } from './lib/net.mjs';
import { ROOT, loadAverage, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { kb, median } from './lib/stats.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const RUNS = Math.max(1, Number(process.env.BENCH_P9_RUNS ?? 3));
const IDLE_MS = Number(process.env.BENCH_P9_IDLE_MS ?? 15_000);
const CENTRE = 'willowvale';
const PAGES = [
  { id: 'home', type: 'home', path: '/' },
  { id: 'directory', type: 'store directory', path: process.env.BENCH_P9_DIRECTORY || '/shopping' },
  { id: 'store', type: 'store page', path: process.env.BENCH_P9_STORE || '/stores/freshmart' },
  { id: 'event', type: 'event page', path: process.env.BENCH_P9_EVENT || '/events/family-fun-day' },
];
// "KB" read as 1,000 bytes, as P5 and P7 read them
const BARS = {
  js: 70_000,
  scripts: 10,
  requests: 40,
  html: 40_000,
  score: 90,
  tbt: 200,
  cls: 0.02,
  gap: 5,
  lcp: 2500,
};


// ---------------------------------------------------------------------------------------------------------------
// (a) the first view in Chromium

/** Opens one page in a fresh context at the phone and sums requests and wire bytes by kind. */
async function measureWire(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const blocked = [];
  try {
    await context.route('**/*', (route) => {
      const requestUrl = route.request().url();
      if (isLoopback(requestUrl)) return route.continue();
      blocked.push(`${route.request().resourceType()} ${requestUrl}`);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    let requests = 0;
    const responses = [];
    const pending = [];
    const errors = [];
    page.on('request', () => (requests += 1));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      const request = response.request();
      const contentType = (response.headers()['content-type'] ?? '').split(';')[0].trim();
      const entry = {
        url: request.url(),
        type: request.resourceType(),
        // as P5: classic, module and modulepreload scripts, or anything served as JavaScript
        script: request.resourceType() === 'script' || /javascript|ecmascript/.test(contentType),
        status: response.status(),
        wire: 0,
      };
      responses.push(entry);
      pending.push(
        response.finished().then(
          () => request.sizes().then((sizes) => (entry.wire = sizes.responseBodySize)),
          () => {},
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const idle = await page
      .waitForLoadState('networkidle', { timeout: IDLE_MS })
      .then(() => true)
      .catch(() => false);
    await Promise.all(pending);
    const sum = (filter) => responses.filter(filter).reduce((n, entry) => n + entry.wire, 0);
    const scripts = responses.filter((entry) => entry.script);
    return {
      status: response?.status() ?? 0,
      idle,
      requests,
      blocked,
      errors,
      scripts: scripts.length,
      js: sum((entry) => entry.script),
      html: sum((entry) => entry.type === 'document'),
      css: sum((entry) => entry.type === 'stylesheet'),
      notOk: responses.filter((entry) => entry.status >= 400).map((entry) => `${entry.status} ${entry.url}`),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// (b) the proxies in front of the app: one passes everything through, the other strips scripts from HTML

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const MODULEPRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;
const JSON_LD = /\btype\s*=\s*["']?application\/ld\+json\b/i;

/** The document without its scripts: every <script> but JSON-LD, every modulepreload hint. */
function stripScripts(html) {
  let scripts = 0;
  let preloads = 0;
  const out = html
    .replace(SCRIPT_ELEMENT, (element, attributes) => {
      if (JSON_LD.test(attributes)) return element;
      scripts += 1;
      return '';
    })
    .replace(MODULEPRELOAD, () => {
      preloads += 1;
      return '';
    });
  return { html: out, scripts, preloads };
}

function decode(body, encoding) {
  if (!encoding || encoding === 'identity') return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/** Compressed as the server stores a page-cache entry (brotli 9, gzip 9), by what the request accepts. */
function encodeFor(acceptEncoding, body) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted))
    return { encoding: 'br', body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body, { level: 9 }) };
  return { encoding: undefined, body };
}

async function startProxy(appPort, strip) {
  const stats = { documents: 0, scripts: 0, preloads: 0, htmlWire: [] };
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const stripping = strip && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers };
    if (stripping) headers['accept-encoding'] = 'identity';
    const upstream = http.request(
      { host: LOOPBACK, port: appPort, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!stripping || !html) {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('error', (error) => res.destroy(error));
        answer.on('end', () => {
          const page = stripScripts(decode(Buffer.concat(chunks), answer.headers['content-encoding']).toString('utf8'));
          stats.documents += 1;
          stats.scripts = Math.max(stats.scripts, page.scripts);
          stats.preloads = Math.max(stats.preloads, page.preloads);
          const sent = encodeFor(req.headers['accept-encoding'], Buffer.from(page.html, 'utf8'));
          stats.htmlWire.push(sent.body.length);
          const out = { ...answer.headers, 'content-length': String(sent.body.length) };
          delete out['content-encoding'];
          delete out['transfer-encoding'];
          if (sent.encoding) out['content-encoding'] = sent.encoding;
          res.writeHead(answer.statusCode, out);
          res.end(sent.body);
        });
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, resolve);
  });
  return {
    port,
    stats,
    resetStats: () => Object.assign(stats, { documents: 0, scripts: 0, preloads: 0, htmlWire: [] }),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// (b) Lighthouse, one fresh Chromium per run

async function runLighthouse(lighthouse, url) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      hostname: LOOPBACK,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      screenEmulation: { mobile: true, ...PHONE, disabled: false },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      score: lhr.categories.performance.score === null ? NaN : lhr.categories.performance.score * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      requests: requests.length,
      offLoopback: requests.map((item) => item.url).filter((requestUrl) => !isLoopback(requestUrl)),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chromium.stop();
  }
}

/**
 * On a busy machine Lighthouse now and then loses its own trace of the load (NO_NAVSTART, NO_FCP...): that run is
 * measured again, at most twice, with a note, instead of ending the whole bench.
 */
async function runLighthouseAgainOnTraceError(lighthouse, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(lighthouse, url);
    } catch (error) {
      if (attempt >= 3 || !/^Lighthouse: NO_/.test(error.message)) throw error;
      console.log(`  note: ${error.message.split(' ').slice(0, 2).join(' ')} on ${url}, measured again`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------

const fmt = {
  score: (value) => (Number.isFinite(value) ? String(Math.round(value)) : '-'),
  ms: (value) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-AU')} ms` : '-'),
  s: (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '-'),
  cls: (value) => (Number.isFinite(value) ? value.toFixed(3) : '-'),
};
const range = (values, format) => {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return '';
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  return low === high ? '' : ` (${format(low)}-${format(high)})`;
};

let browser;
const proxies = [];
await runBench('P9', 120_000 + RUNS * PAGES.length * 2 * 90_000, async () => {
  const started = Date.now();
  header(
    'P9',
    `first-view budgets of ${PAGES.length} page types (${CENTRE}, ${PHONE.width} px phone, cold cache): requests and wire bytes, Lighthouse mobile as served and without scripts`,
  );
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch (error) {
    throw new Error(`lighthouse is not installed (a devDependency: run npm ci): ${error.message}`);
  }
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `${chromiumVersion}; lighthouse ${require('lighthouse/package.json').version}, mobile, simulated throttling, ` +
      `screen ${PHONE.width}x${PHONE.height}@${PHONE.deviceScaleFactor}; median of ${RUNS} run(s) per page and variant; load average ${loadAverage()}`,
  );
  // every measurement reads a page-cache hit (brotli 9), as a visitor mostly does; the entries outlive the run
  const app = await startAppServer({ env: { PAGE_CACHE_SECONDS: '3600' } });
  try {
    for (const page of PAGES) {
      let answer;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        answer = await app.get(page.path, { 'accept-encoding': 'gzip, deflate, br' }, CENTRE);
        if (answer.status !== 200) break;
        if (answer.headers['x-page-cache'] === 'hit' && answer.headers['content-encoding'] === 'br') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (answer.status !== 200)
        throw new Error(`${page.type} ${page.path} answered ${answer.status}: pick another path (BENCH_P9_* knobs)`);
      page.cache = `${answer.headers['x-page-cache'] ?? '-'} ${answer.headers['content-encoding'] ?? 'identity'}`;
    }

    // (a)
    console.log('\n(a) first view in Chromium (playwright-core), fresh context per page, until the network is idle');
    const { chromium } = require('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOCALHOST_RULE],
      timeout: 60_000,
    });
    for (const page of PAGES) {
      page.wire = await measureWire(browser, `http://${app.host(CENTRE)}${page.path}`);
      const notes = [
        page.wire.idle ? '' : `network not idle within ${IDLE_MS / 1000} s`,
        page.wire.notOk.length
          ? `${page.wire.notOk.length} answers >= 400 (dist/ rebuilt during the run? run again): ${page.wire.notOk.slice(0, 3).join(', ')}`
          : '',
        page.wire.errors.length ? `page errors: ${page.wire.errors.slice(0, 3).join(' | ')}` : '',
      ].filter(Boolean);
      if (notes.length) console.log(`  ${page.type} ${page.path}: ${notes.join('; ')}`);
    }
    await browser.close();
    browser = undefined;
    table([
      ['page', 'path', 'status', 'requests', 'blocked', 'scripts', 'JS wire', 'HTML wire', 'CSS wire'],
      ...PAGES.map((page) => [
        page.type,
        page.path,
        String(page.wire.status),
        String(page.wire.requests),
        String(page.wire.blocked.length),
        String(page.wire.scripts),
        kb(page.wire.js),
        kb(page.wire.html),
        kb(page.wire.css),
      ]),
    ]);
    const blocked = [...new Set(PAGES.flatMap((page) => page.wire.blocked))];
    console.log(
      blocked.length
        ? `blocked (not loopback; counted as requests): ${blocked.slice(0, 10).join(', ')}${blocked.length > 10 ? ` and ${blocked.length - 10} more` : ''}`
        : 'no request left loopback',
    );

    // (b)
    const served = await startProxy(app.port, false);
    proxies.push(served);
    const bare = await startProxy(app.port, true);
    proxies.push(bare);
    const variants = [
      { id: 'served', proxy: served },
      { id: 'noscript', proxy: bare },
    ];
    console.log(
      `\n(b) Lighthouse ${RUNS} round(s) x ${PAGES.length} pages x 2 variants, a fresh Chromium each (as served: proxy :${served.port}, scripts removed: proxy :${bare.port}, app :${app.port})`,
    );
    const warnings = new Set();
    const offLoopback = new Set();
    const benchmarkIndexes = [];
    for (const page of PAGES) page.lh = { served: [], noscript: [] };
    for (let round = 0; round < RUNS; round += 1) {
      const roundStarted = Date.now();
      for (const page of PAGES) {
        // the variants take turns, the first one changing each round
        const order = round % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order) {
          const run = await runLighthouseAgainOnTraceError(lighthouse, `http://${CENTRE}.localhost:${variant.proxy.port}${page.path}`);
          page.lh[variant.id].push(run);
          run.warnings.forEach((warning) => warnings.add(warning));
          run.offLoopback.forEach((requestUrl) => offLoopback.add(requestUrl));
          if (Number.isFinite(run.benchmarkIndex)) benchmarkIndexes.push(run.benchmarkIndex);
        }
      }
      console.log(
        `  round ${round + 1}/${RUNS}: ${Math.round((Date.now() - roundStarted) / 1000)} s, load average ${loadAverage()}; scores ` +
          PAGES.map(
            (page) =>
              `${page.id} ${fmt.score(page.lh.served[round].score)}/${fmt.score(page.lh.noscript[round].score)}`,
          ).join(', ') +
          ' (as served / scripts removed)',
      );
    }
    for (const page of PAGES) {
      for (const variant of variants) {
        const runs = page.lh[variant.id];
        const pick = (key) => runs.map((run) => run[key]);
        page.lh[`${variant.id}Median`] = {
          score: median(pick('score')),
          scoreRange: range(pick('score'), fmt.score),
          fcp: median(pick('fcp')),
          lcp: median(pick('lcp')),
          tbt: median(pick('tbt')),
          cls: median(pick('cls')),
          requests: median(pick('requests')),
        };
      }
    }
    console.log('');
    table([
      [
        'page',
        'score served',
        'score no JS',
        'gap',
        'TBT served',
        'TBT no JS',
        'CLS served',
        'CLS no JS',
        'LCP served',
        'LCP no JS',
        'FCP served',
        'FCP no JS',
        'requests served / no JS',
      ],
      ...PAGES.map((page) => {
        const s = page.lh.servedMedian;
        const n = page.lh.noscriptMedian;
        return [
          page.type,
          `${fmt.score(s.score)}${s.scoreRange}`,
          `${fmt.score(n.score)}${n.scoreRange}`,
          fmt.score(n.score - s.score),
          fmt.ms(s.tbt),
          fmt.ms(n.tbt),
          fmt.cls(s.cls),
          fmt.cls(n.cls),
          fmt.s(s.lcp),
          fmt.s(n.lcp),
          fmt.s(s.fcp),
          fmt.s(n.fcp),
          `${s.requests} / ${n.requests}`,
        ];
      }),
    ]);
    console.log(
      `medians per figure over ${RUNS} run(s) (score range in brackets); "no JS": the same page with ${bare.stats.scripts} script element(s) ` +
        `and ${bare.stats.preloads} modulepreload hint(s) removed at most per document (JSON-LD kept), HTML re-compressed brotli 9 as a page-cache entry`,
    );
    console.log(
      `Lighthouse benchmarkIndex (this machine's CPU as Lighthouse rates it): median ${Math.round(median(benchmarkIndexes))}, ` +
        `${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))}`,
    );
    console.log(
      offLoopback.size
        ? `Lighthouse requests off loopback (unresolvable here): ${[...offLoopback].slice(0, 10).join(', ')}`
        : 'no Lighthouse request left loopback',
    );
    if (warnings.size) console.log(`Lighthouse warnings: ${[...warnings].slice(0, 5).join(' | ')}`);

    const results = [];
    for (const page of PAGES) {
      const { wire } = page;
      const s = page.lh.servedMedian;
      const n = page.lh.noscriptMedian;
      const id = (bar) => `P9-${page.id}-${bar}`;
      results.push(
        {
          id: id('js'),
          what: `${page.type} ${page.path}: JavaScript on the wire`,
          measured: kb(wire.js),
          bar: '<= 70 KB',
          pass: wire.js <= BARS.js,
        },
        {
          id: id('scripts'),
          what: `${page.type}: script requests`,
          measured: String(wire.scripts),
          bar: '<= 10',
          pass: wire.scripts <= BARS.scripts,
        },
        {
          id: id('requests'),
          what: `${page.type}: requests in all`,
          measured: String(wire.requests),
          bar: '<= 40',
          pass: wire.requests <= BARS.requests,
        },
        {
          id: id('html'),
          what: `${page.type}: HTML on the wire`,
          measured: kb(wire.html),
          bar: '<= 40 KB',
          pass: wire.html <= BARS.html,
        },
        {
          id: id('score'),
          what: `${page.type}: Lighthouse performance, as served`,
          measured: fmt.score(s.score),
          bar: '>= 90',
          pass: Math.round(s.score) >= BARS.score,
        },
        {
          id: id('tbt'),
          what: `${page.type}: total blocking time, as served`,
          measured: fmt.ms(s.tbt),
          bar: '<= 200 ms',
          pass: s.tbt <= BARS.tbt,
        },
        {
          id: id('cls'),
          what: `${page.type}: cumulative layout shift, as served`,
          measured: fmt.cls(s.cls),
          bar: '<= 0.02',
          pass: s.cls <= BARS.cls,
        },
        {
          id: id('gap'),
          what: `${page.type}: score without scripts minus score as served (${fmt.score(n.score)} - ${fmt.score(s.score)})`,
          measured: fmt.score(n.score - s.score),
          bar: '<= 5',
          pass: Math.round(n.score) - Math.round(s.score) <= BARS.gap,
        },
        {
          id: id('lcp'),
          what: `${page.type}: largest contentful paint, as served (no JS: ${fmt.s(n.lcp)})`,
          measured: fmt.s(s.lcp),
          bar: '(<= 2.50 s)',
          pass: s.lcp <= BARS.lcp,
          info: true,
        },
      );
    }
    const bars = results.filter((r) => !r.info);
    const met = bars.filter((r) => r.pass).length;
    results.push({
      id: 'P9',
      what: `bars met over the ${PAGES.length} pages (JS, scripts, requests, HTML, score, TBT, CLS, gap)`,
      measured: `${met}/${bars.length}`,
      bar: `${bars.length}/${bars.length}`,
      pass: met === bars.length,
    });
    verdict(results);
    console.log(`\nP9 took ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    // a refused connection usually means the server under test died: say so, with its last words
    const { exitCode, signalCode } = app.child;
    if (exitCode !== null || signalCode !== null)
      error.message += `\nthe app server had exited (${signalCode ?? exitCode}); its stderr: ${app.stderr() || '(empty)'}`;
    throw error;
  } finally {
    await browser?.close().catch(() => {});
    for (const proxy of proxies) await proxy.stop();
    await app.stop();
  }
});
