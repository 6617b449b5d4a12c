// Runs one autocannon round (programmatically) and prints "RESULT <json>". Started pinned to the load core.
// Usage: node autocannon-child.mjs '<json options>'
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const waited = () => Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e9;

const options = JSON.parse(process.argv[2]);
const startCpu = process.cpuUsage();
const startWait = waited();
const startedAt = process.hrtime.bigint();
const statuses = {};
const instance = autocannon({
  url: options.url,
  headers: options.headers,
  connections: options.connections,
  duration: options.duration,
  timeout: options.timeout ?? 10,
  // several paths: autocannon cycles through them, each connection in turn (P4's mixed routes)
  ...(options.requests ? { requests: options.requests } : {}),
});
instance.on('response', (_client, statusCode) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
instance.on('done', (result) => {
  const cpu = process.cpuUsage(startCpu);
  const wallSeconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const out = {
    rps: result.requests.average,
    total: result.requests.total,
    seconds: result.duration,
    rpsFromTotal: result.requests.total / result.duration,
    bytesPerSecond: result.throughput.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    loadCpuShare: (cpu.user + cpu.system) / 1e6 / wallSeconds,
    loadWaitShare: (waited() - startWait) / wallSeconds,
  };
  console.log(`RESULT ${JSON.stringify(out)}`);
});
instance.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
