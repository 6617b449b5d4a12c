// The shared shape of P1 and P2 (over HTTP): the app in its own pinned process vs the bare node:http server
// replaying the app's own response, both hammered by autocannon from the other core.
import { startAppServer } from './app-server.mjs';
import { startBareServer } from './bare-server.mjs';
import { compare, fmtRps, noteSaturation } from './load.mjs';
import { kb, ratio } from './stats.mjs';

export const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/**
 * @param {{ path: string, appLabel: string, env: Record<string, string>, expectCacheHit: boolean,
 *           duration: number, warmup: number, rounds: number, gzip?: boolean, connections?: number,
 *           baselines?: Array<(sample: object, app: object) => Promise<{ name: string, port: number, pid: number, stop: () => Promise<void> }>> }} options
 *   `connections`: autocannon's concurrent connections (50, as P1's bar says); `gzip: false` leaves out the bare server's pre-gzipped variant; `baselines` start more servers to compare with,
 *   each given the app's sampled answer, hammered in the same rounds (their runs under `others`, by name)
 * @returns the median req/s of the app, the bare server (same bytes) and the bare server (gzip bytes), and
 *          the requests per CPU-second of each server process.
 */
export async function httpVsBare({ path, appLabel, env, expectCacheHit, duration, warmup, rounds, gzip: withGzip = true, connections = 50, baselines = [] }) {
  const app = await startAppServer({ env });
  try {
    for (let i = 0; i < 3; i++) {
      const warm = await app.get(path, REQUEST_HEADERS);
      if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}`);
    }
    // a page-cache entry is compressed just after it is stored (decision 0012): sample the stored bytes
    let sample = await app.get(path, REQUEST_HEADERS);
    for (let i = 0; expectCacheHit && !sample.headers['content-encoding'] && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sample = await app.get(path, REQUEST_HEADERS);
    }
    const isHit = sample.headers['x-page-cache'] === 'hit';
    if (isHit !== expectCacheHit)
      throw new Error(
        `GET ${path}: x-page-cache is ${sample.headers['x-page-cache'] ?? 'absent'}, expected ${expectCacheHit ? 'hit' : 'no hit'}`,
      );
    if (sample.headers['content-encoding'])
      console.log(`note: the app answered with content-encoding ${sample.headers['content-encoding']}`);
    const bare = await startBareServer(sample);
    const others = [];
    try {
      for (const start of baselines) others.push(await start(sample, app));
      console.log(
        `response: ${sample.status}, ${kb(sample.body.length)} of HTML as our server sends it (${sample.headers['content-encoding'] ?? 'uncompressed'}; ${kb(bare.gzipBytes)} with gzip -9), ` +
          `${sample.rawHeaders.length / 2} headers${sample.headers['transfer-encoding'] ? ` (${sample.headers['transfer-encoding']})` : ''}; the bare server replays the same bytes with ${bare.headerCount} of those headers (content-length instead of chunked) plus Node's own`,
      );
      const check = async () => {
        const again = await app.get(path, REQUEST_HEADERS);
        if (again.status !== 200 || (again.headers['x-page-cache'] === 'hit') !== expectCacheHit)
          throw new Error(
            `${path} changed during the run: ${again.status}, x-page-cache ${again.headers['x-page-cache']}`,
          );
      };
      const names = { app: appLabel, bare: 'bare node:http, same bytes', gzip: 'bare node:http, gzip bytes' };
      console.log(
        `warm-up ${warmup} s each, then ${rounds} rounds of ${duration} s, ${connections} connections (targets take turns):`,
      );
      const runs = await compare(
        [
          {
            name: names.app,
            port: app.port,
            path,
            headers: { host: app.host(), ...REQUEST_HEADERS },
            serverPid: app.pid,
            check,
          },
          ...others.map((other) => ({ name: other.name, port: other.port, path, headers: REQUEST_HEADERS, serverPid: other.pid })),
          { name: names.bare, port: bare.port, path, headers: REQUEST_HEADERS, serverPid: bare.pid },
          ...(withGzip
            ? [{ name: names.gzip, port: bare.port, path: `/__gzip${path}`, headers: REQUEST_HEADERS, serverPid: bare.pid }]
            : []),
        ],
        { connections, duration, warmup, rounds },
      );
      noteSaturation(runs);
      const bad = Object.values(runs).reduce((n, r) => n + r.bad, 0);
      for (const [name, r] of Object.entries(runs)) {
        if (!r.bad) continue;
        const summed = {};
        for (const round of r.statuses)
          for (const [code, n] of Object.entries(round)) summed[code] = (summed[code] ?? 0) + n;
        const statuses = Object.entries(summed).filter(([code]) => !code.startsWith('2'));
        console.log(
          `WARNING: ${name}: ${r.bad} failed requests during the rounds (${r.timeouts} of them timed out after 10 s in the queue, ${r.non2xx} non-2xx${statuses.length ? `: ${statuses.map(([c, n]) => `${c}x${n}`).join(', ')}` : ''}); the bar needs 0`,
        );
      }
      console.log(
        '\nmedians (req/s; requests per CPU-second of the server process, which other programs on the machine disturb less):',
      );
      const perCpu = (r) => r.rps / r.serverCpuShare;
      for (const r of Object.values(runs)) r.perCpuSecond = perCpu(r);
      for (const [name, r] of Object.entries(runs))
        console.log(
          `  ${name.padEnd(34)} ${fmtRps(r.rps).padStart(9)} req/s   ${fmtRps(r.perCpuSecond).padStart(9)} req per CPU-s`,
        );
      return {
        bad,
        bytes: sample.body.length,
        gzipBytes: bare.gzipBytes,
        app: runs[names.app],
        bare: runs[names.bare],
        gzip: runs[names.gzip],
        others: Object.fromEntries(others.map((other) => [other.name, { ...runs[other.name], started: other }])),
        ratios: {
          same: runs[names.app].rps / runs[names.bare].rps,
          gzip: withGzip ? runs[names.app].rps / runs[names.gzip].rps : NaN,
          cpuSame: runs[names.app].perCpuSecond / runs[names.bare].perCpuSecond,
        },
      };
    } finally {
      for (const other of others) await other.stop();
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}

export { ratio };
