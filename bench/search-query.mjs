// SEARCH: the site search's answer time (issue 13, decision 0018), over queries made from a centre's whole demo
// content (bench/lib/search-queries.mjs: store names, the same misspelt, their first four letters, category names,
// event and offer title words).
// (a) Over HTTP: the production build (demo mode) answers GET /api/search?query= for every query, asked one after
//     another on one keep-alive connection, as visitors' panels ask (one search per pause in typing). Baselines in
//     the same run, asked the same way as many times: the same app answering an empty query (its HTTP stack,
//     validation and centre lookup without any search), and the bare node:http server replaying one captured
//     search answer.
// (b) In-process (bench/lib/search-child.mjs, pinned to the server core): SearchService.search alone.
// Figures: p50 and p99 per round, the median of the rounds. Bar: p99 over HTTP < 20 ms.
// Usage: node bench/search-query.mjs   (after npm run build)
// Env: BENCH_ROUNDS (3), BENCH_SEARCH_CENTRE (willowvale)
import http from 'node:http';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { startBareServer } from './lib/bare-server.mjs';
import { LOOPBACK, get } from './lib/net.mjs';
import { ROOT, SERVER_CORE, runBench, runJsonChild } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { percentile, searchQueries } from './lib/search-queries.mjs';
import { median, ms, ratio } from './lib/stats.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CENTRE = process.env.BENCH_SEARCH_CENTRE ?? 'willowvale';
const BAR_MS = 20;

/** Asks each path once over one keep-alive connection; the time of each answer, in ms. */
async function timeAll(port, host, paths) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  try {
    for (const path of paths) {
      const started = process.hrtime.bigint();
      const status = await new Promise((resolve, reject) => {
        http
          .get({ host: LOOPBACK, port, path, headers: { host }, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          })
          .on('error', reject);
      });
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  return times;
}

const summary = (times) => ({ p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times) });

async function overHttp(paths) {
  const app = await startAppServer();
  let bare;
  try {
    const host = app.host(CENTRE);
    bare = await startBareServer(await get(app.port, '/api/search?query=freshmart', { host }));
    // warm-up: the first search builds the centre's index from the content cache
    const empty = paths.map(() => '/api/search?query=');
    await timeAll(app.port, host, paths);
    await timeAll(bare.port, host, paths);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // the three take turns, so a slow spell of the machine hits all of them
      const search = summary(await timeAll(app.port, host, paths));
      const nothing = summary(await timeAll(app.port, host, empty));
      const baseline = summary(await timeAll(bare.port, host, paths));
      rounds.push({ search, nothing, baseline });
    }
    return rounds;
  } finally {
    await bare?.stop();
    await app.stop();
  }
}

await runBench('SEARCH', 10 * 60_000, async () => {
  const paths = searchQueries(CENTRE).map((text) => `/api/search?query=${encodeURIComponent(text)}`);
  header('SEARCH', `/api/search: ${paths.length} queries from ${CENTRE}'s whole content, ${ROUNDS} rounds`);
  const http = await overHttp(paths);
  const inProcess = await runJsonChild(
    SERVER_CORE,
    join(ROOT, 'bench', 'lib', 'search-child.mjs'),
    [CENTRE, String(ROUNDS)],
    5 * 60_000,
    'the in-process search child',
    { env: { NODE_ENV: 'production' } },
  );
  table([
    [
      'round',
      'HTTP p50',
      'HTTP p99',
      'HTTP max',
      'empty query p99',
      'bare p99',
      'service p50',
      'service p99',
      'service max',
    ],
    ...http.map((r, i) => {
      const service = inProcess.rounds[i];
      return [
        String(i + 1),
        ms(r.search.p50),
        ms(r.search.p99),
        ms(r.search.max),
        ms(r.nothing.p99),
        ms(r.baseline.p99),
        ms(service.p50),
        ms(service.p99),
        ms(service.max),
      ];
    }),
  ]);
  const p99 = median(http.map((r) => r.search.p99));
  const bareP99 = median(http.map((r) => r.baseline.p99));
  const emptyP99 = median(http.map((r) => r.nothing.p99));
  const serviceP99 = median(inProcess.rounds.map((r) => r.p99));
  verdict([
    {
      id: 'SEARCH-p99',
      what: 'p99 of GET /api/search over HTTP',
      measured: ms(p99),
      bar: `< ${BAR_MS} ms`,
      pass: p99 < BAR_MS,
    },
    {
      id: 'SEARCH-service',
      what: 'p99 of SearchService.search in-process',
      measured: ms(serviceP99),
      bar: `< ${BAR_MS} ms`,
      pass: serviceP99 < BAR_MS,
      info: true,
    },
    {
      id: 'SEARCH-vs-empty',
      what: 'p99 over HTTP / p99 of an empty query (the app without searching)',
      measured: ratio(p99 / emptyP99),
      bar: 'none',
      pass: true,
      info: true,
    },
    {
      id: 'SEARCH-ratio',
      what: 'p99 over HTTP / p99 of the bare server replaying one answer',
      measured: ratio(p99 / bareP99),
      bar: 'none',
      pass: true,
      info: true,
    },
  ]);
});
