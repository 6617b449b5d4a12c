// R4: the CMS fails after the site was warmed (QUALITY.md R4). For each fault mode of the CMS sandbox (5xx,
// 429, hang) the drill warms pages of every centre, lets the page cache and the content cache windows lapse (so
// stale-if-error is what serves them), sets the fault and, while it lasts, asks for:
// - every warmed page, several times: bar 100% answered 200 (stale);
// - pages of the sitemap never requested before: bar a branded 503 (the site's own error page) within 1 s each;
// and reads the CMS sandbox's request log: bar at most one upstream call per cache key per backoff window
// (CMS_ERROR_BACKOFF_SECONDS), the most calls for one key within any interval that long.
// Before that, in each mode, the first page: the fault is set while the site is warm and nothing has been slow (the
// space's cv, link index and site data fresh) and one page never requested is asked at once, while GET /api/health
// is polled every 100 ms: bars its branded 503 within 1 s and health reporting the CMS down within 1 s of the fault
// (issue 23 part 8).
// The fault is cleared, and the pages warmed again, between modes.
// The app is the production build booted as src/main.ts boots it in demo mode (sandboxes in-process), from a
// child process pinned to core 0 (`r4-cms-faults.mjs --serve`), so the drill can read the CMS sandbox's request
// log with each request's query and time (the HTTP route /__sandbox/requests only counts by path); faults are
// set and cleared through the sandbox's HTTP control routes (/__sandbox/faults).
// Usage: node bench/r4-cms-faults.mjs   (after npm run build, or node scripts/build.mjs --server-only)
// Env: BENCH_R4_MODES (default error:503,rate-limit,hang), BENCH_R4_FAULT_SECONDS (default: two backoff windows
// + 2 s), BENCH_R4_WINDOW_SECONDS (page cache, content cache and cv windows of the app, default 2),
// BENCH_R4_PAGE_TIMEOUT_SECONDS (how long the drill waits for a page before counting it unanswered, default 60).
// The app keeps its production CMS_TIMEOUT_SECONDS (5) and CMS_ERROR_BACKOFF_SECONDS (5) unless set in the env.
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { LOOPBACK, get } from './lib/net.mjs';
import { ROOT, SERVER_CORE, pinned, runBench, spawnTracked, stopChild, waitForLine } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const SERVE_FLAG = '--serve';
const CENTRES = ['willowvale', 'riverbend', 'karri-ridge'];
const WINDOW_SECONDS = Number(process.env.BENCH_R4_WINDOW_SECONDS ?? 2);
const MODES = (process.env.BENCH_R4_MODES ?? 'error:503,rate-limit,hang').split(',').map(parseMode);
const COLD_PER_CENTRE = 2; // never-requested pages per centre and mode
const BRANDED_MS = 1000;
const PAGE_TIMEOUT_MS = Number(process.env.BENCH_R4_PAGE_TIMEOUT_SECONDS ?? 60) * 1000;
const COLD_AFTER_MS = 5000;
const HEALTH_POLL_MS = 100;
const HEALTH_WATCH_MS = 10_000;

function parseMode(text) {
  const [mode, status] = text.trim().split(':');
  return { label: text.trim(), fault: { mode, ...(status ? { status: Number(status) } : {}) } };
}

// ---------------------------------------------------------------- the drill (parent)

async function drill() {
  await runBench('R4', 6 * 60_000, async () => {
    header(
      'R4',
      `CMS faults after warm-up (${MODES.map((m) => m.label).join(', ')}): stale pages, branded 503, upstream calls`,
    );
    const app = await startServer();
    try {
      const backoffMs = app.ready.errorBackoffMs;
      const faultMs = Number(process.env.BENCH_R4_FAULT_SECONDS ?? (2 * backoffMs + 2000) / 1000) * 1000;
      console.log(
        `app windows: page cache ${app.ready.pageCacheSeconds} s, content ${app.ready.cacheTtlSeconds} s, cv ${app.ready.cvTtlSeconds} s; ` +
          `CMS timeout ${app.ready.cmsTimeoutSeconds} s, error backoff ${backoffMs / 1000} s, stale-if-error ${app.ready.staleIfErrorSeconds} s; ` +
          `each fault held ${faultMs / 1000} s; CMS sandbox ${app.ready.cmsUrl}`,
      );
      const plan = await planPages(app);
      console.log(
        `pages: ${plan.warm.length} warmed (${CENTRES.map((c) => `${c} ${plan.warm.filter((p) => p.centre === c).length}`).join(', ')}), ` +
          `${COLD_PER_CENTRE} never-requested per centre and mode`,
      );
      const results = [];
      for (const [index, mode] of MODES.entries()) {
        const cold = CENTRES.flatMap((centre) =>
          plan.cold[centre]
            .slice(index * COLD_PER_CENTRE, (index + 1) * COLD_PER_CENTRE)
            .map((path) => ({ centre, path })),
        );
        // the first page of a mode comes from the other end of the centre's never-requested pages
        const firstCold = { centre: CENTRES[0], path: plan.cold[CENTRES[0]].at(-1 - index) };
        results.push(await runMode(app, mode, plan.warm, cold, firstCold, faultMs, backoffMs));
      }
      const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
      verdict([
        ...results.flatMap((r) => [
          {
            id: `R4-stale-${r.label}`,
            what: `warmed pages answered 200 during ${r.label}`,
            measured: `${r.warmOk}/${r.warmTotal}`,
            bar: '100%',
            pass: r.warmOk === r.warmTotal,
          },
          {
            id: `R4-stale-time-${r.label}`,
            what: `time to a warmed page's 200 during ${r.label}, p50 / slowest (no bar; a visitor's patience)`,
            measured: `${ms(r.staleP50)} / ${ms(r.staleSlowest)}`,
            bar: 'info',
            pass: true,
            info: true,
          },
          {
            id: `R4-503-${r.label}`,
            what: `never-requested pages: branded 503 within 1 s (slowest ${ms(r.coldSlowest)})`,
            measured: `${r.coldOk}/${r.coldTotal}`,
            bar: '100%',
            pass: r.coldOk === r.coldTotal,
          },
          {
            id: `R4-first-503-${r.label}`,
            what: `the first page never requested, nothing slow before it: branded 503 within 1 s (${r.first.path})`,
            measured: `${r.first.status}${r.first.branded ? ' branded' : ''} in ${ms(r.first.ms)}`,
            bar: '<= 1000 ms',
            pass: isBranded503Fast(r.first),
          },
          {
            id: `R4-health-${r.label}`,
            what: 'GET /api/health reports the CMS down, after the fault was set',
            measured: r.first.healthMs === undefined ? `not within ${HEALTH_WATCH_MS / 1000} s` : ms(r.first.healthMs),
            bar: '<= 1000 ms',
            pass: r.first.healthMs !== undefined && r.first.healthMs <= BRANDED_MS,
          },
          {
            id: `R4-calls-${r.label}`,
            what: `most CMS calls for one key within one ${backoffMs / 1000} s window (${r.worstKey ?? 'no call'})`,
            measured: String(r.worstCalls),
            bar: '<= 1',
            pass: r.worstCalls <= 1,
          },
        ]),
        {
          id: 'R4',
          what: 'all modes: warmed 200 / branded 503 in 1 s (first pages included) / keys over one call per window / health down in 1 s',
          measured: `${sum((r) => r.warmOk)}/${sum((r) => r.warmTotal)}, ${sum((r) => r.coldOk + (isBranded503Fast(r.first) ? 1 : 0))}/${sum((r) => r.coldTotal + 1)}, ${sum((r) => r.keysOver)}, ${results.filter(healthInTime).length}/${results.length}`,
          bar: '100%, 100%, 0, 100%',
          pass: results.every(
            (r) =>
              r.warmOk === r.warmTotal &&
              r.coldOk === r.coldTotal &&
              r.worstCalls <= 1 &&
              isBranded503Fast(r.first) &&
              healthInTime(r),
          ),
        },
      ]);
    } finally {
      await app.stop();
    }
  });
}

/** Warmed pages (home, directory, what's on, a few stores and events) and the rest of each sitemap, by centre. */
async function planPages(app) {
  const warm = [];
  const cold = {};
  for (const centre of CENTRES) {
    const response = await get(app.port, '/sitemap.xml', { host: app.host(centre) });
    if (response.status !== 200) throw new Error(`${centre}: /sitemap.xml answered ${response.status}`);
    const paths = [...response.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    const stores = paths.filter((p) => p.startsWith('/stores/'));
    const events = paths.filter((p) => p.startsWith('/events/'));
    const chosen = ['/', '/shopping', '/whats-on', ...stores.slice(0, 3), ...events.slice(0, 2)].filter(
      (p) => p === '/' || paths.includes(p),
    );
    warm.push(...chosen.map((path) => ({ centre, path })));
    // never requested: the other store and event pages first (their stories are single keys), then the rest
    const rest = [...stores.slice(3), ...events.slice(2), ...paths.filter((p) => !/^\/(stores|events)\//.test(p))];
    cold[centre] = rest.filter((p) => !chosen.includes(p));
    // each mode's pages, and its first page for the first centre
    if (cold[centre].length < MODES.length * (COLD_PER_CENTRE + 1))
      throw new Error(`${centre}: only ${cold[centre].length} never-requested pages for ${MODES.length} modes`);
  }
  return { warm, cold };
}

async function runMode(app, mode, warm, cold, firstCold, faultMs, backoffMs) {
  console.log(`\n--- ${mode.label}: ${JSON.stringify(mode.fault)}`);
  await app.control('DELETE', '/__sandbox/faults');
  // warm: every page answers 200 twice (content cache and page cache filled)
  for (let round = 0; round < 2; round += 1) {
    const answers = await fetchAll(app, warm, 6);
    const failed = answers.filter((a) => a.status !== 200);
    if (failed.length) throw new Error(`warm-up: ${failed.map((a) => `${a.centre}${a.path} ${a.status}`).join(', ')}`);
  }
  const first = await firstPage(app, mode, firstCold);
  console.log(
    `first page never requested (${first.centre}${first.path}), asked as the fault was set: ${first.status}` +
      `${first.branded ? ' branded' : ''} in ${ms(first.ms)}; health reported the CMS down ` +
      (first.healthMs === undefined ? `not within ${HEALTH_WATCH_MS / 1000} s` : `after ${ms(first.healthMs)}`),
  );
  // every window of the app lapses (and any backoff of the previous mode), so a reload is due for every key
  await sleep(Math.max(WINDOW_SECONDS * 1000, app.ready.cvTtlSeconds * 1000) + 1000);
  await app.control('DELETE', '/__sandbox/requests');
  await app.log(); // the in-process log's cursor moves to now
  const faultSet = Date.now();
  await app.control('POST', '/__sandbox/faults', mode.fault);

  const warmAnswers = [];
  const coldFirst = [];
  const coldLater = [];
  // first the warmed pages (stale now), all at once; the never-requested ones when those are answered or after
  // COLD_AFTER_MS (visitors keep arriving while a hung CMS holds the first ones); then both again until the
  // fault has lasted faultMs
  const firstSweep = fetchAll(app, warm, warm.length);
  const coldSweep = Promise.race([firstSweep, sleep(COLD_AFTER_MS)]).then(() => fetchAll(app, cold, 4));
  const [firstAnswers, coldAnswers] = await Promise.all([firstSweep, coldSweep]);
  warmAnswers.push(...firstAnswers);
  coldFirst.push(...coldAnswers);
  let sweeps = 1;
  while (Date.now() - faultSet < faultMs) {
    const [again, coldAgain] = await Promise.all([fetchAll(app, warm, 6), fetchAll(app, cold, 2)]);
    warmAnswers.push(...again);
    coldLater.push(...coldAgain);
    sweeps += 1;
    await sleep(250);
  }
  const faultEnded = Date.now();
  const calls = await app.log();
  await app.control('DELETE', '/__sandbox/faults');

  // the tables
  const byCentre = CENTRES.map((centre) => {
    const mine = warmAnswers.filter((a) => a.centre === centre);
    const ok = mine.filter((a) => a.status === 200);
    const hits = mine.filter((a) => a.pageCache === 'hit').length;
    const coldMine = coldFirst.filter((a) => a.centre === centre);
    return [
      centre,
      `${ok.length}/${mine.length}`,
      statusList(mine.filter((a) => a.status !== 200)),
      String(hits),
      ms(
        percentile(
          ok.map((a) => a.ms),
          0.5,
        ),
      ),
      ms(Math.max(0, ...mine.map((a) => a.ms))),
      `${coldMine.filter(isBranded503Fast).length}/${coldMine.length}`,
      coldMine.map((a) => `${a.path} ${a.status}${a.branded ? ' branded' : ''} ${ms(a.ms)}`).join('; '),
    ];
  });
  console.log(
    `fault held ${((faultEnded - faultSet) / 1000).toFixed(1)} s: ${sweeps} sweep(s) of the warmed pages, ` +
      `${coldFirst.length} never-requested pages then ${coldLater.length} repeats of them`,
  );
  table([
    [
      'centre',
      'warmed 200',
      'other answers',
      'page-cache hits',
      'p50 200',
      'slowest',
      'branded 503 <= 1 s',
      'never-requested pages (first request)',
    ],
    ...byCentre,
  ]);
  const repeatsBranded = coldLater.filter((a) => a.status === 503 && a.branded).length;
  console.log(
    `repeats of the never-requested pages: ${repeatsBranded}/${coldLater.length} branded 503, slowest ${ms(Math.max(0, ...coldLater.map((a) => a.ms)))}`,
  );

  const perKey = upstreamPerKey(calls, backoffMs);
  const keysOver = perKey.filter((k) => k.most > 1);
  table([
    ['CMS key (space: path and query)', 'calls', `most in ${backoffMs / 1000} s`, 'shortest gap'],
    ...perKey
      .slice(0, 12)
      .map((k) => [
        k.key.length > 90 ? `${k.key.slice(0, 87)}...` : k.key,
        String(k.calls),
        String(k.most),
        k.gap === undefined ? '-' : ms(k.gap),
      ]),
  ]);
  if (perKey.length > 12)
    console.log(
      `... ${perKey.length - 12} more key(s), each ${Math.max(...perKey.slice(12).map((k) => k.most))} or fewer calls in a window`,
    );
  console.log(
    `${calls.length} CMS request(s) for ${perKey.length} key(s) during the fault; ${keysOver.length} key(s) over one call per window`,
  );

  const coldSlowest = Math.max(0, ...coldFirst.map((a) => a.ms));
  const staleTimes = warmAnswers.filter((a) => a.status === 200).map((a) => a.ms);
  return {
    first,
    staleP50: percentile(staleTimes, 0.5),
    staleSlowest: Math.max(0, ...staleTimes),
    label: mode.label,
    warmOk: warmAnswers.filter((a) => a.status === 200).length,
    warmTotal: warmAnswers.length,
    coldOk: coldFirst.filter(isBranded503Fast).length,
    coldTotal: coldFirst.length,
    coldSlowest,
    worstCalls: perKey[0]?.most ?? 0,
    worstKey: perKey[0]?.key.slice(0, 60),
    keysOver: keysOver.length,
  };
}

const isBranded503Fast = (a) => a.status === 503 && a.branded && a.ms <= BRANDED_MS;
const healthInTime = (r) => r.first.healthMs !== undefined && r.first.healthMs <= BRANDED_MS;

/**
 * The first page of a fault: the site warm and nothing slow (a render with a query string reads the centre's cv,
 * link index and site data, which are then fresh), the fault set, and a page never requested asked at once while
 * GET /api/health is polled. The fault is cleared after, releasing what it held.
 */
async function firstPage(app, mode, page) {
  const warmed = await fetchPage(app.port, app.host(page.centre), `/?r4=${Date.now()}`, page.centre);
  if (warmed.status !== 200) throw new Error(`${page.centre}: /?r4 answered ${warmed.status} before the fault`);
  await app.control('POST', '/__sandbox/faults', mode.fault);
  const set = performance.now();
  const health = watchHealth(app, page.centre, set);
  const answer = await fetchPage(app.port, app.host(page.centre), page.path, page.centre);
  const healthMs = await health;
  await app.control('DELETE', '/__sandbox/faults');
  return { ...page, ...answer, healthMs };
}

/** Polls GET /api/health until it reports the CMS down; resolves with the ms since `since`, or undefined. */
async function watchHealth(app, centre, since) {
  while (performance.now() - since < HEALTH_WATCH_MS) {
    const response = await get(app.port, '/api/health', { host: app.host(centre) }, HEALTH_WATCH_MS).catch(
      () => undefined,
    );
    if (response) {
      const body = JSON.parse(response.body.toString('utf8') || '{}');
      if (body.error?.cms?.status === 'down') return performance.now() - since;
    }
    await sleep(HEALTH_POLL_MS);
  }
  return undefined;
}

function statusList(answers) {
  const counts = new Map();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}x ${status}`).join(', ');
}

/** Calls per CMS key and the most of them within any interval of one backoff window, worst first. */
function upstreamPerKey(calls, windowMs) {
  const keys = new Map();
  for (const call of calls) {
    const params = new URLSearchParams(call.search);
    params.sort();
    const key = `${call.space}: ${call.method} ${call.path}${params.size ? `?${params}` : ''}`;
    if (!keys.has(key)) keys.set(key, []);
    keys.get(key).push(call.at);
  }
  return [...keys]
    .map(([key, times]) => {
      times.sort((a, b) => a - b);
      let most = 0;
      let start = 0;
      for (let end = 0; end < times.length; end += 1) {
        while (times[end] - times[start] >= windowMs) start += 1;
        most = Math.max(most, end - start + 1);
      }
      const gaps = times.slice(1).map((t, i) => t - times[i]);
      return { key, calls: times.length, most, gap: gaps.length ? Math.min(...gaps) : undefined };
    })
    .sort((a, b) => b.most - a.most || b.calls - a.calls);
}

/** GETs the pages, `concurrency` at a time; each answer with its time and whether it is the branded error page. */
async function fetchAll(app, pages, concurrency) {
  const answers = [];
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      answers.push({ ...page, ...(await fetchPage(app.port, app.host(page.centre), page.path, page.centre)) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
  return answers;
}

function fetchPage(port, host, path, centre) {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = (fields) => resolve({ ms: performance.now() - started, ...fields });
    const req = request(
      { host: LOOPBACK, port, path, headers: { host }, agent: false, timeout: PAGE_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          done({
            status: res.statusCode,
            pageCache: res.headers['x-page-cache'],
            // the site's own error page: its layout, the centre's name and no stack trace
            branded:
              /text\/html/.test(res.headers['content-type'] ?? '') &&
              body.includes('class="not-found"') &&
              body.includes(`data-centre="${centre}"`) &&
              !/\bat .+\(.+:\d+:\d+\)/.test(body),
          });
        });
        res.on('error', (error) => done({ status: 0, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => done({ status: 0, error: error.message }));
    req.end();
  });
}

const sleep = (msToWait) => new Promise((resolve) => setTimeout(resolve, msToWait));
const ms = (value) => (value === undefined || !Number.isFinite(value) ? '-' : `${Math.round(value)} ms`);
function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** A JSON request to the CMS sandbox's control routes. */
function controlRequest(base, method, path, body) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) reject(new Error(`${method} ${path} answered ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** This file in server mode, pinned to the server core, talking over stdin/stdout. */
async function startServer() {
  const script = fileURLToPath(import.meta.url);
  const [command, args] = pinned(SERVER_CORE, process.execPath, [script, SERVE_FLAG]);
  const windows = String(WINDOW_SECONDS);
  const child = spawnTracked(command, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      REDIS_URL: '',
      PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? windows,
      CACHE_TTL_SECONDS: process.env.CACHE_TTL_SECONDS ?? windows,
      CMS_CV_TTL_SECONDS: process.env.CMS_CV_TTL_SECONDS ?? windows,
    },
  });
  const ready = await waitForLine(
    child,
    (line) => (line.startsWith('READY ') ? JSON.parse(line.slice(6)) : undefined),
    90_000,
    'app',
  );
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => {
    if (line.startsWith('LOG ')) waiting.shift()?.(JSON.parse(line.slice(4)));
  });
  return {
    ready,
    port: ready.port,
    host: (centre) => `${centre}.localhost:${ready.port}`,
    control: (method, path, body) => controlRequest(ready.cmsUrl, method, path, body),
    /** CMS requests since the last call: { method, path, search, at } */
    log: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write('log\n');
      }),
    stop: async () => {
      child.stdin.end();
      await stopChild(child, 8000);
    },
  };
}

// ---------------------------------------------------------------- server mode (child)

/** The production build booted as src/main.ts does in demo mode, plus the CMS sandbox's request log. */
async function serve() {
  const require = createRequire(join(ROOT, 'package.json'));
  const dist = (path) => require(join(ROOT, 'dist', path));
  require('reflect-metadata');
  const { loadConfiguration } = dist('config/configuration.js');
  const { startSandboxes } = dist('src/sandbox/start-sandboxes.js');
  const { createApp } = dist('src/app.factory.js');
  const base = loadConfiguration({ ...process.env, APP_MODE: 'demo', PORT: '0', LOG_LEVEL: 'silent' });
  const sandboxes = await startSandboxes(base, { contentRoot: base.app.demoContentDir });
  const app = await createApp(sandboxes.config);
  await app.listen(0, LOOPBACK);
  const { port } = app.getHttpServer().address();
  const cms = sandboxes.cms;
  const { content, cache } = base;
  console.log(
    `READY ${JSON.stringify({
      port,
      cmsUrl: cms.url,
      pageCacheSeconds: base.app.pageCacheSeconds,
      cacheTtlSeconds: cache.cacheTtlSeconds,
      cvTtlSeconds: content.cacheVersionTtlSeconds,
      cmsTimeoutSeconds: content.timeoutSeconds,
      errorBackoffMs: content.errorBackoffSeconds * 1000,
      staleIfErrorSeconds: content.staleIfErrorSeconds,
    })}`,
  );
  const spaceOf = new Map(
    base.centres.centres.flatMap((c) => [
      [c.cms.accessToken, c.slug],
      [c.cms.previewToken, `${c.slug} (preview)`],
    ]),
  );
  // the log is bounded and DELETE /__sandbox/requests empties it: a cursor by time, not by position
  let since = 0;
  const commands = createInterface({ input: process.stdin });
  commands.on('line', (command) => {
    if (command !== 'log') return;
    const now = Date.now();
    const entries = cms.requests.entries
      .filter((entry) => entry.at >= since && entry.at < now)
      .map(({ method, path, search, at }) => {
        // the token names the space: a key is per space, shown by the centre's name rather than its token
        const params = new URLSearchParams(search);
        const token = params.get('token');
        params.delete('token');
        return { method, path, search: params.toString(), space: spaceOf.get(token) ?? 'unknown', at };
      });
    since = now;
    console.log(`LOG ${JSON.stringify(entries)}`);
  });
  commands.once('close', async () => {
    await app.close();
    await sandboxes.close();
    process.exit(0);
  });
}

// last, so that every declaration above is initialised before either mode runs
if (process.argv[2] === SERVE_FLAG) await serve();
else await drill();
