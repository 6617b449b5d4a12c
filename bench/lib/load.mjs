// HTTP load with autocannon in its own process on the load core, plus how busy the server's core was.
import { join } from 'node:path';
import { LOOPBACK } from './net.mjs';
import { LOAD_CORE, ROOT, cpuSeconds, loadAverage, runJsonChild, runQueueWaitSeconds } from './proc.mjs';
import { median } from './stats.mjs';

/**
 * One autocannon run against 127.0.0.1:<port><path>. `serverPid` (optional) adds serverCpuShare: the CPU the
 * server used during the run divided by the wall time (1.0 = its core was saturated; well below 1.0 means
 * the load generator, not the server, was the limit).
 */
export async function load({ port, path = '/', headers = {}, connections = 50, duration = 10, serverPid, requests }) {
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : undefined;
  const waitBefore = serverPid ? runQueueWaitSeconds(serverPid) : undefined;
  const started = Date.now();
  const result = await runJsonChild(
    LOAD_CORE,
    join(ROOT, 'bench', 'lib', 'autocannon-child.mjs'),
    [JSON.stringify({ url: `http://${LOOPBACK}:${port}${path}`, headers, connections, duration, requests })],
    (duration + 30) * 1000,
    'autocannon',
  );
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : undefined;
  const waitAfter = serverPid ? runQueueWaitSeconds(serverPid) : undefined;
  const wall = (Date.now() - started) / 1000;
  if (cpuBefore !== undefined && cpuAfter !== undefined) result.serverCpuShare = (cpuAfter - cpuBefore) / wall;
  if (waitBefore !== undefined && waitAfter !== undefined) result.serverWaitShare = (waitAfter - waitBefore) / wall;
  result.loadAverage = loadAverage();
  return result;
}

/**
 * Warms every target once, then runs `rounds` rounds; in each round the targets take turns (so slow drifts of
 * the machine hit them alike). Returns per target: the rounds and the median req/s.
 * @param {{ name: string, port: number, path?: string, headers?: object, serverPid?: number, check?: () => Promise<void> }[]} targets
 */
export async function compare(
  targets,
  { connections = 50, duration = 10, warmup = 3, rounds = 3, log = console.log } = {},
) {
  for (const target of targets) {
    await load({ ...target, connections, duration: warmup });
  }
  const runs = Object.fromEntries(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const result = await load({ ...target, connections, duration });
      if (target.check) await target.check();
      runs[target.name].push(result);
      const bad = result.errors + result.non2xx; // autocannon counts timeouts among errors
      log(
        `  round ${round} ${target.name.padEnd(28)} ${fmtRps(result.rps).padStart(9)} req/s  p50 ${String(result.latencyP50).padStart(4)} ms  p99 ${String(result.latencyP99).padStart(4)} ms` +
          `  server cpu ${pct(result.serverCpuShare)} (waited ${pct(result.serverWaitShare)})  loadgen cpu ${pct(result.loadCpuShare)} (waited ${pct(result.loadWaitShare)})  loadavg ${result.loadAverage?.toFixed(1) ?? 'n/a'}` +
          `${bad ? `  ERRORS/non-2xx ${bad}` : ''}`,
      );
    }
  }
  return Object.fromEntries(
    targets.map((target) => {
      const list = runs[target.name];
      return [
        target.name,
        {
          rounds: list,
          rps: median(list.map((r) => r.rps)),
          serverCpuShare: median(list.map((r) => r.serverCpuShare ?? NaN)),
          serverWaitShare: median(list.map((r) => r.serverWaitShare ?? NaN)),
          loadCpuShare: median(list.map((r) => r.loadCpuShare)),
          bad: list.reduce((n, r) => n + r.errors + r.non2xx, 0),
          timeouts: list.reduce((n, r) => n + r.timeouts, 0),
          non2xx: list.reduce((n, r) => n + r.non2xx, 0),
          statuses: list.map((r) => r.statuses),
        },
      ];
    }),
  );
}

export const fmtRps = (value) => Math.round(value).toLocaleString('en-AU');
const pct = (share) =>
  share === undefined || Number.isNaN(share) ? '  n/a' : `${Math.round(share * 100)}%`.padStart(4);

/**
 * Says, per target, whether its server was the bottleneck: busy + waiting for the core ~ 100% means the server
 * process was saturated (or starved by other programs); well below means the load generator limited it.
 */
export function noteSaturation(runs, log = console.log) {
  for (const [name, r] of Object.entries(runs)) {
    if (Number.isNaN(r.serverCpuShare)) continue;
    const busy = r.serverCpuShare + (Number.isNaN(r.serverWaitShare) ? 0 : r.serverWaitShare);
    if (busy < 0.8)
      log(
        `note: ${name}: server process busy ${Math.round(r.serverCpuShare * 100)}% + waiting ${Math.round(r.serverWaitShare * 100)}% of the time: the load generator (or the machine) was the limit, not this server`,
      );
    else if (r.serverWaitShare > 0.2)
      log(
        `note: ${name}: server waited for its core ${Math.round(r.serverWaitShare * 100)}% of the time (other programs on the machine): noisy round`,
      );
  }
}
