// What `npm run start:two` (scripts/start-two.mjs) and drill R9 (bench/r9-two-instances.mjs) both start, so the
// drill runs the topology the demo runs (docs/two-instances.md): one Redis, the upstream sandboxes in a process of
// their own (src/sandbox/sandboxes-main.ts), app instances of the production build over both, and the small
// round-robin front. Each starter takes a `spawn` with child_process.spawn's signature, so a caller can keep its
// own registry of children (the bench stops every child it started, whatever happens).
import { spawn as spawnChild, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LOOPBACK = '127.0.0.1';

/** A port the kernel considers free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING at host:port within a second. */
export function redisAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Resolves once `check` answers true; rejects after `timeoutMs`. */
export async function waitFor(check, what, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether an instance answers `GET /api/health` (any status: it is up, whatever its upstreams say). */
export const answersHealth = (port, host = LOOPBACK) =>
  new Promise((resolve) => {
    const request = http.get({ host, port, path: '/api/health', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode !== undefined);
    });
    request.once('error', () => resolve(false));
    request.once('timeout', () => request.destroy());
  });

/**
 * The Redis every instance shares: `REDIS_URL` when set; else the one on 127.0.0.1:6379 when it answers; else a
 * redis-server of its own on a free port, keeping nothing on disk (`child`: stop it when done).
 * @returns {Promise<{ url: string, source: 'REDIS_URL' | '6379' | 'own', child?: import('node:child_process').ChildProcess }>}
 */
export async function chooseRedis({ spawn = spawnChild } = {}) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, source: 'REDIS_URL' };
  if (await redisAnswers(LOOPBACK, 6379)) return { url: `redis://${LOOPBACK}:6379`, source: '6379' };
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('no Redis: set REDIS_URL, start one on 127.0.0.1:6379, or install redis-server');
  }
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', LOOPBACK, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => redisAnswers(LOOPBACK, port), 'redis-server', 10_000);
  return { url: `redis://${LOOPBACK}:${port}`, source: 'own', child };
}

/**
 * Every upstream sandbox in one process (`node dist/src/sandbox/sandboxes-main.js`, demo mode, their data under
 * `dataDir`); resolves once they answer, with where (`endpoints`, also in `endpointsFile`: the instances'
 * SANDBOX_ENDPOINTS_FILE).
 */
export async function startSandboxesProcess({
  dataDir,
  env = {},
  spawn = spawnChild,
  stdio = ['ignore', 'inherit', 'inherit'],
}) {
  const endpointsFile = join(dataDir, 'sandboxes.json');
  rmSync(endpointsFile, { force: true });
  const child = spawn(process.execPath, ['dist/src/sandbox/sandboxes-main.js', endpointsFile], {
    cwd: ROOT,
    env: { ...process.env, APP_MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio,
  });
  await waitFor(() => existsSync(endpointsFile) || child.exitCode !== null, 'the sandboxes');
  if (child.exitCode !== null) throw new Error('the sandboxes process exited while starting');
  return { child, endpointsFile, endpoints: JSON.parse(readFileSync(endpointsFile, 'utf8')) };
}

/**
 * One instance: `node dist/src/main.js`, production build, demo mode, over the shared Redis and sandboxes
 * (it starts no sandboxes of its own). `env` adds or overrides settings.
 */
export function spawnInstance({
  port,
  host = LOOPBACK,
  redisUrl,
  endpointsFile,
  dataDir,
  env = {},
  spawn = spawnChild,
  stdio = ['ignore', 'ignore', 'inherit'],
}) {
  return spawn(process.execPath, ['dist/src/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      SANDBOX_ENDPOINTS_FILE: endpointsFile,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      APP_MODE: 'demo',
      PORT: String(port),
      HOST: host,
      ...env,
    },
    stdio,
  });
}

/**
 * Round robin over the instances; a request an instance cannot take (connection refused) goes to the next, as a
 * load balancer's health check would. Each answer carries `X-Served-By: app-<n>`; each request carries the client's
 * address in `X-Forwarded-For`, as a load balancer adds it (the instances trust one proxy hop).
 */
export function startFront({ port, host = LOOPBACK, instancePorts }) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const first = next;
    next = (next + 1) % instancePorts.length;
    const body = [];
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...req.headers, 'x-forwarded-for': forwarded };
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => tryInstance(first, 0));
    function tryInstance(index, tried) {
      const upstream = http.request(
        { host, port: instancePorts[index], method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': `app-${index + 1}` });
          answer.pipe(res);
        },
      );
      upstream.once('error', (error) => {
        if (res.headersSent) return res.destroy(error);
        if (tried + 1 < instancePorts.length) return tryInstance((index + 1) % instancePorts.length, tried + 1);
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('No instance answered.\n');
      });
      upstream.end(Buffer.concat(body));
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
