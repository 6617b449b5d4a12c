// Two app instances as one site, on this machine, with no Docker (docs/two-instances.md): `npm run start:two`.
//   - Redis: REDIS_URL when set, else the one on 127.0.0.1:6379 when it answers, else a redis-server of its own on
//     a free port (nothing kept on disk);
//   - the upstream sandboxes (CMS, property data API, SimplyBook, Vivenu, Stripe, captcha, DynamoDB through
//     dynalite, SFTP) in one process of their own, so both instances talk to the same upstreams and ledger;
//   - two instances of the production build (APP_1_PORT 3001, APP_2_PORT 3002), each over that Redis and those
//     sandboxes;
//   - a small round-robin front on PORT (3000) that passes each request to the next instance, and to the other one
//     when an instance does not answer (as a load balancer's health check would); `X-Served-By` names the instance,
//     `X-Forwarded-For` the client (the instances trust one proxy hop, so limits count each visitor's address).
// An instance that dies is started again (`--no-restart` to leave it down). Ctrl-C stops everything.
// Assumes `npm run build` has run (`npm run start:two` builds first). The pieces are scripts/lib/two-instances.mjs,
// which drill R9 (bench/r9-two-instances.mjs) starts too.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  answersHealth,
  chooseRedis,
  spawnInstance,
  startFront,
  startSandboxesProcess,
  waitFor,
} from './lib/two-instances.mjs';

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

/** child_process.spawn, the child stopped with the rest on Ctrl-C */
const spawnAs = (name) => (command, args, options) => track(spawn(command, args, options), name);

function startInstance(index, shared) {
  const name = `app-${index + 1}`;
  const child = spawnInstance({
    ...shared,
    port: APP_PORTS[index],
    host: HOST,
    env: { TRUST_PROXY_HOPS: '1' },
    spawn: spawnAs(name),
  });
  child.once('exit', () => {
    if (!stopping && RESTART) {
      log(`starting ${name} again`);
      setTimeout(() => startInstance(index, shared), 500);
    }
  });
  return child;
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
  const redis = await chooseRedis({ spawn: spawnAs('redis-server') });
  log(`Redis ${redis.url}`);
  const sandboxes = await startSandboxesProcess({ dataDir: DATA_DIR, spawn: spawnAs('sandboxes') });
  log(`sandboxes started (${sandboxes.endpointsFile})`);
  const shared = { redisUrl: redis.url, endpointsFile: sandboxes.endpointsFile, dataDir: DATA_DIR };
  APP_PORTS.forEach((_, index) => startInstance(index, shared));
  await Promise.all(APP_PORTS.map((port, index) => waitFor(() => answersHealth(port, HOST), `app-${index + 1}`)));
  await startFront({ port: FRONT_PORT, host: HOST, instancePorts: APP_PORTS });
  log(`app-1 on http://${HOST}:${APP_PORTS[0]}, app-2 on http://${HOST}:${APP_PORTS[1]}`);
  log(`the site, round robin over both: http://willowvale.localhost:${FRONT_PORT} (and the other demo centres' hosts)`);
} catch (error) {
  console.error(`[two] ${error.message}`);
  stopAll(1);
}
