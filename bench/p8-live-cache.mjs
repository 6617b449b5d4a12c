// P8: the live API's cache on GET /api/parking (QUALITY.md P8).
// (a) upstream calls at 200 connections: the property data API must see at most one parking call per key per
//     cache window (concurrent misses coalesce), counted from the sandbox's request log;
// (b) req/s of cached /api/parking hits with the Redis-backed cache vs the memory-backed one (bar >= 0.8x).
// The server is the production build booted in a child process pinned to core 0 as src/main.ts boots it in demo
// mode (sandboxes in-process, then createApp), so the bench can read the sandbox's request log; autocannon runs on
// core 1.
// Usage: node bench/p8-live-cache.mjs   (after npm run build; `npm run bench -- p8` builds first)
// Env: BENCH_P8_SECONDS (a's run, default 65: three cache windows of 30 s), BENCH_DURATION (s per round of b,
//      default 10), BENCH_WARMUP (s, default 3), BENCH_ROUNDS (default 3), REDIS_URL (default redis://127.0.0.1:6379)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { compare, fmtRps, load, noteSaturation } from './lib/load.mjs';
import { LOOPBACK, get } from './lib/net.mjs';
import { ROOT, SERVER_CORE, pinned, runBench, spawnTracked, stopChild, waitForLine } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { ratio } from './lib/stats.mjs';

const PATH = '/api/parking';
/** What the client calls upstream for /api/parking (docs/property-data-api.md). */
const UPSTREAM_PARKING = '/v3/parking/occupancy';
const CENTRE = 'willowvale';
const CONNECTIONS_A = 200;
const CONNECTIONS_B = 50;
const BAR_RATIO = 0.8;
const SERVE_FLAG = '--serve';

if (process.argv[2] === SERVE_FLAG) await serve();
else await bench();

async function bench() {
  const secondsA = Number(process.env.BENCH_P8_SECONDS ?? 65);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const deadline = (secondsA + 2 * (warmup + rounds * duration) + 240) * 1000;

  await runBench('P8', deadline, async () => {
    header(
      'P8',
      `${PATH}: upstream calls per cache window at ${CONNECTIONS_A} connections; Redis-backed vs memory-backed hits`,
    );
    const memory = await startServer('memory', {});
    const results = [];
    try {
      console.log(
        `cache window of ${PATH} (src/modules/parking/parking-cache.policy.ts): fresh ${memory.windowMs / 1000} s`,
      );

      // (a) a cold cache, then 200 connections for secondsA: every window's first miss is one upstream call
      await memory.resetCalls();
      console.log(
        `\n(a) memory-backed cache, cold, ${CONNECTIONS_A} connections for ${secondsA} s (Host ${memory.host}):`,
      );
      const run = await load({
        port: memory.port,
        path: PATH,
        headers: { host: memory.host },
        connections: CONNECTIONS_A,
        duration: secondsA,
        serverPid: memory.pid,
      });
      const calls = analyse(await memory.calls(), memory.windowMs);
      const bad = run.errors + run.non2xx;
      table([
        [
          'requests',
          'req/s',
          'p99',
          'non-2xx + errors',
          'upstream calls',
          'windows run',
          'most calls in one window',
          'shortest gap',
        ],
        [
          run.total.toLocaleString('en-AU'),
          fmtRps(run.rps),
          `${run.latencyP99} ms`,
          bad,
          calls.count,
          windowsIn(secondsA, memory.windowMs),
          calls.maxInWindow,
          calls.minGap,
        ],
      ]);
      results.push({
        id: 'P8-calls',
        what: `most upstream parking calls within one ${memory.windowMs / 1000} s window, ${CONNECTIONS_A} connections, ${secondsA} s (${calls.count} calls for ${run.total} requests)`,
        measured: String(calls.maxInWindow),
        bar: '<= 1',
        pass: calls.maxInWindow <= 1 && calls.count >= 1 && bad === 0,
      });

      // (b) the same route from a warm cache, Redis-backed vs memory-backed, taking turns
      const redisUp = redisAnswers(redisUrl);
      if (!redisUp) {
        console.log(`\n(b) skipped: no Redis answers at ${redisUrl} (start redis-server, or set REDIS_URL)`);
      } else {
        const redis = await startServer('redis', { REDIS_URL: redisUrl });
        try {
          for (const server of [memory, redis]) await server.check();
          await memory.resetCalls();
          await redis.resetCalls();
          console.log(
            `\n(b) cached hits, warm-up ${warmup} s, then ${rounds} round(s) of ${duration} s, ${CONNECTIONS_B} connections, the two servers taking turns:`,
          );
          const targets = [memory, redis].map((server) => ({
            name: server.label,
            port: server.port,
            path: PATH,
            headers: { host: server.host },
            serverPid: server.pid,
          }));
          const runs = await compare(targets, { connections: CONNECTIONS_B, duration, warmup, rounds });
          noteSaturation(runs);
          const m = runs[memory.label];
          const r = runs[redis.label];
          const value = r.rps / m.rps;
          const callsB = {
            memory: analyse(await memory.calls(), memory.windowMs),
            redis: analyse(await redis.calls(), redis.windowMs),
          };
          console.log(
            `\nmedians: memory ${fmtRps(m.rps)} req/s, redis ${fmtRps(r.rps)} req/s; upstream calls during (b): memory ${callsB.memory.count} (most in one window ${callsB.memory.maxInWindow}), redis ${callsB.redis.count} (most in one window ${callsB.redis.maxInWindow})`,
          );
          results.push({
            id: 'P8-calls-redis',
            what: `most upstream parking calls within one window during (b), Redis-backed server [info]`,
            measured: String(callsB.redis.maxInWindow),
            bar: '(<= 1)',
            pass: callsB.redis.maxInWindow <= 1,
            info: true,
          });
          results.push({
            id: 'P8',
            what: `req/s of cached ${PATH} hits, Redis-backed vs memory-backed cache (${fmtRps(r.rps)} vs ${fmtRps(m.rps)})`,
            measured: ratio(value),
            bar: `>= ${BAR_RATIO}x`,
            pass: value >= BAR_RATIO && m.bad === 0 && r.bad === 0,
          });
        } finally {
          await redis.stop();
        }
      }
    } finally {
      await memory.stop();
    }
    verdict(results);
  });
}

/** Windows of windowMs a run of `seconds` touches (a call at its start, then one per elapsed window). */
function windowsIn(seconds, windowMs) {
  return Math.floor((seconds * 1000) / windowMs) + 1;
}

/** The upstream calls' count, the most of them within any window-long interval, and the shortest gap. */
function analyse(ats, windowMs) {
  const sorted = [...ats].sort((a, b) => a - b);
  let maxInWindow = 0;
  let minGap = Infinity;
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] - sorted[i] < windowMs) j++;
    maxInWindow = Math.max(maxInWindow, j - i + 1);
    if (i > 0) minGap = Math.min(minGap, sorted[i] - sorted[i - 1]);
  }
  return {
    count: sorted.length,
    maxInWindow,
    minGap: Number.isFinite(minGap) ? `${(minGap / 1000).toFixed(1)} s` : '-',
  };
}

function redisAnswers(url) {
  const probe = spawnSync('redis-cli', ['-u', url, 'ping'], { encoding: 'utf8', timeout: 3000 });
  return probe.status === 0 && probe.stdout.trim() === 'PONG';
}

/** This file in server mode, pinned to the server core, talking over stdin/stdout. */
async function startServer(label, env) {
  const script = fileURLToPath(import.meta.url);
  const [command, args] = pinned(SERVER_CORE, process.execPath, [script, SERVE_FLAG]);
  const child = spawnTracked(command, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', REDIS_URL: '', ...env },
  });
  const ready = await waitForLine(
    child,
    (line) => (line.startsWith('READY ') ? JSON.parse(line.slice(6)) : undefined),
    60_000,
    `${label} server`,
  );
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => {
    if (line.startsWith('CALLS ') || line.startsWith('RESET')) waiting.shift()?.(line);
  });
  const ask = (command) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      child.stdin.write(`${command}\n`);
    });
  const host = `${CENTRE}.localhost:${ready.port}`;
  return {
    label: `${label}-backed cache`,
    port: ready.port,
    pid: child.pid,
    host,
    windowMs: ready.windowMs,
    calls: async () => JSON.parse((await ask('calls')).slice(6)),
    resetCalls: () => ask('reset'),
    /** one request first: 200 with an occupancy list, from the cache kind asked for */
    check: async () => {
      const response = await get(ready.port, PATH, { host });
      const body = JSON.parse(response.body.toString('utf8'));
      if (response.status !== 200 || !Array.isArray(body.occupancy))
        throw new Error(`${label}: ${PATH} answered ${response.status} ${response.body}`);
      if (ready.cache !== label) throw new Error(`the ${label} server runs a ${ready.cache} cache`);
    },
    stop: async () => {
      child.stdin.end();
      await stopChild(child);
    },
  };
}

/** Server mode: the production build booted as src/main.ts does in demo mode, plus the sandbox's request log. */
async function serve() {
  const require = createRequire(join(ROOT, 'package.json'));
  const dist = (path) => require(join(ROOT, 'dist', path));
  require('reflect-metadata');
  const { loadConfiguration } = dist('config/configuration.js');
  const { startSandboxes } = dist('src/sandbox/start-sandboxes.js');
  const { createApp } = dist('src/app.factory.js');
  const { PARKING_CACHE } = dist('src/modules/parking/parking-cache.policy.js');
  const env = {
    APP_MODE: 'demo',
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  const base = loadConfiguration(env);
  const sandboxes = await startSandboxes(base);
  const app = await createApp(sandboxes.config);
  await app.listen(0, LOOPBACK);
  const { port } = app.getHttpServer().address();
  const log = sandboxes.propertyApi.requests;
  console.log(
    `READY ${JSON.stringify({ port, cache: base.cache.redisUrl ? 'redis' : 'memory', windowMs: PARKING_CACHE.freshMs })}`,
  );
  const commands = createInterface({ input: process.stdin });
  commands.on('line', (command) => {
    if (command === 'calls')
      console.log(`CALLS ${JSON.stringify(log.calls(UPSTREAM_PARKING, 'POST').map((call) => call.at))}`);
    else if (command === 'reset') {
      log.reset();
      console.log('RESET');
    }
  });
  commands.once('close', async () => {
    await app.close();
    await sandboxes.close();
    process.exit(0);
  });
}
