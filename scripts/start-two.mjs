// Two app instances as one site, on this machine, with no Docker (docs/two-instances.md): `npm run start:two`.
//   - Redis: REDIS_URL when set, else the one on 127.0.0.1:6379 when it answers, else a redis-server of its own on
//     a free port (nothing kept on disk);
//   - the upstream sandboxes (CMS, property data API, SimplyBook, Vivenu, Stripe, captcha, DynamoDB through
//     dynalite, SFTP) in one process of their own, so both instances talk to the same upstreams and ledger;
//   - two instances of the production build (APP_1_PORT 3001, APP_2_PORT 3002), each over that Redis and those
//     sandboxes;
//   - a small round-robin front on PORT (3000) that passes each request to the next instance, and to the other one
//     when an instance does not answer (as a load balancer's health check would); `X-Served-By` names the instance.
// An instance that dies is started again (`--no-restart` to leave it down). Ctrl-C stops everything.
// Assumes `npm run build` has run (`npm run start:two` builds first).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_PORT = Number(process.env.PORT ?? 3000);
const APP_PORTS = [Number(process.env.APP_1_PORT ?? 3001), Number(process.env.APP_2_PORT ?? 3002)];
const HOST = process.env.HOST ?? '127.0.0.1';
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'var', 'two');
const RESTART = !process.argv.includes('--no-restart');
const children = new Set();
let stopping = false;

const log = (line) => console.log(`[two] ${line}`);

function track(child, name) {
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) log(`${name} exited (${signal ?? code})`);
  });
  return child;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING at host:port within a second. */
function redisAnswers(host, port) {
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

async function waitFor(check, what, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not come up in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const healthy = (port) =>
  new Promise((resolve) => {
    const request = http.get({ host: HOST, port, path: '/api/health', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode !== undefined);
    });
    request.once('error', () => resolve(false));
    request.once('timeout', () => request.destroy());
  });

async function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await redisAnswers('127.0.0.1', 6379)) return 'redis://127.0.0.1:6379';
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('no Redis: set REDIS_URL, start one on 127.0.0.1:6379, or install redis-server');
  }
  const port = await freePort();
  track(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }), 'redis-server');
  await waitFor(() => redisAnswers('127.0.0.1', port), 'redis-server');
  return `redis://127.0.0.1:${port}`;
}

async function startSandboxes() {
  const endpoints = join(DATA_DIR, 'sandboxes.json');
  rmSync(endpoints, { force: true });
  const child = track(
    spawn(process.execPath, ['dist/src/sandbox/sandboxes-main.js', endpoints], {
      cwd: ROOT,
      env: { ...process.env, APP_MODE: 'demo', DATA_DIR, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
    'sandboxes',
  );
  await waitFor(() => existsSync(endpoints) || child.exitCode !== null, 'the sandboxes');
  if (child.exitCode !== null) throw new Error('the sandboxes process exited while starting');
  return endpoints;
}

function startInstance(index, env) {
  const name = `app-${index + 1}`;
  const port = APP_PORTS[index];
  const child = track(
    spawn(process.execPath, ['dist/src/main.js'], {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'production', APP_MODE: 'demo', PORT: String(port), HOST },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
    name,
  );
  child.once('exit', () => {
    if (!stopping && RESTART) {
      log(`starting ${name} again`);
      setTimeout(() => startInstance(index, env), 500);
    }
  });
  return child;
}

/** Round robin over the instances; a request an instance cannot take (connection refused) goes to the other. */
function startFront() {
  let next = 0;
  const server = http.createServer((req, res) => {
    const first = next;
    next = (next + 1) % APP_PORTS.length;
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => tryInstance(first, 0));
    function tryInstance(index, tried) {
      const upstream = http.request(
        { host: HOST, port: APP_PORTS[index], method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': `app-${index + 1}` });
          answer.pipe(res);
        },
      );
      upstream.once('error', (error) => {
        if (res.headersSent) return res.destroy(error);
        if (tried + 1 < APP_PORTS.length) return tryInstance((index + 1) % APP_PORTS.length, tried + 1);
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('No instance answered.\n');
      });
      upstream.end(Buffer.concat(body));
    }
  });
  return new Promise((resolve) => server.listen(FRONT_PORT, HOST, () => resolve(server)));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(code);
    }
  }, 100);
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

try {
  if (!existsSync(join(ROOT, 'dist', 'src', 'main.js'))) throw new Error('dist/ is missing: run npm run build');
  mkdirSync(DATA_DIR, { recursive: true });
  const redis = await redisUrl();
  log(`Redis ${redis}`);
  const endpoints = await startSandboxes();
  log(`sandboxes started (${endpoints})`);
  const env = { REDIS_URL: redis, SANDBOX_ENDPOINTS_FILE: endpoints, DATA_DIR };
  APP_PORTS.forEach((_, index) => startInstance(index, env));
  await Promise.all(APP_PORTS.map((port, index) => waitFor(() => healthy(port), `app-${index + 1}`)));
  await startFront();
  log(`app-1 on http://${HOST}:${APP_PORTS[0]}, app-2 on http://${HOST}:${APP_PORTS[1]}`);
  log(`the site, round robin over both: http://willowvale.localhost:${FRONT_PORT} (and the other demo centres' hosts)`);
} catch (error) {
  console.error(`[two] ${error.message}`);
  stopAll(1);
}
