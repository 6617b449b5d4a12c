// P4: mixed routes under load: home, the store directory, a store page, what's on and an API route, cycled by
// autocannon (25 connections) against the production build on a pinned core; p99 latency and non-2xx responses.
// /api/parking answers from the live cache (30 s window) over the property data sandbox.
// Usage: node bench/p4-mixed-routes.mjs   (after npm run build; `npm run bench -- p4` builds first)
// Env: BENCH_P4_DURATION or BENCH_DURATION (s per round, default 60, as QUALITY's P4), BENCH_WARMUP (s, default 3),
//      BENCH_P4_ROUNDS (default 1: one 60 s run is QUALITY's measure; with more rounds the median p99 is used)
import { startAppServer } from './lib/app-server.mjs';
import { compare, fmtRps } from './lib/load.mjs';
import { runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const P99_BAR_MS = 50;
const CONNECTIONS = 25;
const ROUTES = [
  { path: '/', what: 'home' },
  { path: '/shopping', what: 'store directory' },
  { path: '/stores/freshmart', what: 'store page' },
  { path: '/whats-on', what: 'events (what’s on)' },
  { path: '/api/parking', what: 'API: live parking (cached 30 s)' },
];
const duration = Number(process.env.BENCH_P4_DURATION ?? process.env.BENCH_DURATION ?? 60);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const rounds = Number(process.env.BENCH_P4_ROUNDS ?? 1);

await runBench('P4', (warmup + rounds * duration + 180) * 1000, async () => {
  header('P4', `mixed routes, ${CONNECTIONS} connections, p99 latency and non-2xx (production build, pinned core)`);
  console.log(
    'note: default PAGE_CACHE_SECONDS (as in production): pages are mostly page-cache hits, re-rendered when an entry expires',
  );
  const app = await startAppServer();
  try {
    const host = app.host();
    const rows = [['route', 'status', 'bytes', 'what']];
    for (const route of ROUTES) {
      const r = await app.get(route.path, { accept: 'text/html' });
      rows.push([route.path, r.status, r.body.length, route.what]);
      if (r.status < 200 || r.status > 299) throw new Error(`${route.path} answered ${r.status} before the run`);
    }
    table(rows);
    const requests = ROUTES.map((route) => ({
      method: 'GET',
      path: route.path,
      headers: { host, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    }));
    const name = 'Atrium mixed routes';
    console.log(
      `\nwarm-up ${warmup} s, then ${rounds} round(s) of ${duration} s, ${CONNECTIONS} connections, autocannon cycling the ${ROUTES.length} routes (Host ${host}):`,
    );
    const runs = await compare([{ name, port: app.port, path: '/', headers: { host }, requests, serverPid: app.pid }], {
      connections: CONNECTIONS,
      duration,
      warmup,
      rounds,
    });
    const r = runs[name];
    const p99 = median(r.rounds.map((round) => round.latencyP99));
    const p50 = median(r.rounds.map((round) => round.latencyP50));
    const statuses = {};
    for (const round of r.statuses)
      for (const [code, n] of Object.entries(round)) statuses[code] = (statuses[code] ?? 0) + n;
    console.log(
      `\nmedians: ${fmtRps(r.rps)} req/s, p50 ${p50} ms, p99 ${p99} ms; statuses ${Object.entries(statuses)
        .map(([code, n]) => `${code} x ${n}`)
        .join(', ')}; errors ${r.bad - r.non2xx} (timeouts ${r.timeouts})`,
    );
    verdict([
      {
        id: 'P4-non2xx',
        what: 'non-2xx responses + errors during the mixed-route rounds (bar 0)',
        measured: String(r.bad),
        bar: '0',
        pass: r.bad === 0,
      },
      {
        id: 'P4',
        what: `p99 latency, mixed routes (home, /shopping, store, /whats-on, /api/parking), ${CONNECTIONS} conn`,
        measured: `${p99} ms`,
        bar: `<= ${P99_BAR_MS} ms`,
        pass: p99 <= P99_BAR_MS && r.bad === 0,
      },
    ]);
  } finally {
    await app.stop();
  }
});
