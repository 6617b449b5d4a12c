// Two instances of the production build as one site, started as `npm run start:two` starts them
// (scripts/lib/two-instances.mjs: one Redis, the upstream sandboxes in a process of their own, the instances over
// both), with every child in the bench's registry (proc.mjs), the sandboxes' data in a temporary folder and a Redis
// namespace of the run's own (the machine's Redis on 6379 is shared). Each instance can be killed (SIGKILL) and
// started again on its port, with other settings if need be. The drills call an instance as json-call.mjs calls a
// site ({ port, host() }). Used by drill R9 (bench/r9-two-instances.mjs).
import { createClient } from '@keyv/redis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answersHealth,
  chooseRedis,
  spawnInstance,
  startSandboxesProcess,
  waitFor,
} from '../../scripts/lib/two-instances.mjs';
import { assertBuilt, DEMO_CENTRE } from './app-server.mjs';
import { freePort, LOOPBACK } from './net.mjs';
import { spawnTracked, stopChild } from './proc.mjs';

/** what is kept of a child's output: enough to find what an instance logged about a request a moment ago */
const TAIL = 256_000;

/** spawnTracked with stdout and stderr read, their last few KB kept (for the message when a child dies). */
function spawnKeepingTail(command, args, options) {
  const child = spawnTracked(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.tail = '';
  const keep = (chunk) => {
    child.tail = (child.tail + chunk).slice(-TAIL);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  return child;
}

/**
 * @param {{ env?: Record<string, string>, instanceEnv?: (index: number, dataDir: string) => Record<string, string> }} options
 * `env`: settings of both instances beside the shipped ones; `instanceEnv`: one instance's own (0 is app-1).
 */
export async function startInstancePair(options = {}) {
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-two-'));
  const namespace = `atrium-two-${process.pid}-${Date.now().toString(36)}`;
  const started = [];
  try {
    const redis = await chooseRedis({ spawn: spawnKeepingTail });
    const sandboxes = await startSandboxesProcess({ dataDir, spawn: spawnKeepingTail, env: { LOG_LEVEL: 'warn' } });
    started.push(sandboxes.child);
    const shared = { redisUrl: redis.url, endpointsFile: sandboxes.endpointsFile, dataDir };
    const env = { REDIS_NAMESPACE: namespace, LOG_LEVEL: 'warn', ...options.env };
    const ports = [await freePort(), await freePort()];
    const instances = ports.map((port, index) =>
      instance(`app-${index + 1}`, port, shared, { ...env, ...options.instanceEnv?.(index, dataDir) }),
    );
    await Promise.all(instances.map((one) => one.start()));
    return {
      dataDir,
      namespace,
      redis,
      /** where each sandbox answers (the endpoints file the instances read) */
      endpoints: sandboxes.endpoints,
      instances,
      close: async () => {
        await Promise.all(instances.map((one) => one.stop()));
        await stopChild(sandboxes.child);
        if (redis.child) await stopChild(redis.child);
        else await forgetNamespace(redis.url, namespace);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(started.map((child) => stopChild(child)));
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function instance(name, port, shared, env) {
  let child;
  let expected = false;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    name,
    port,
    host: (centre = DEMO_CENTRE) => `${centre}.localhost:${port}`,
    get alive() {
      return running();
    },
    get pid() {
      return child?.pid;
    },
    /** Starts the instance (again) and resolves once it answers; `more` adds settings for this start only. */
    async start(more = {}) {
      if (running()) throw new Error(`${name} is already running`);
      child = spawnInstance({ ...shared, port, host: LOOPBACK, env: { ...env, ...more }, spawn: spawnKeepingTail });
      expected = false;
      const own = child;
      // a death the drill did not cause is news: say so, with what the instance last wrote
      own.once('exit', (code, signal) => {
        if (!expected)
          console.log(`${name} exited by itself (${signal ?? code}); its last output:\n${own.tail.slice(-4000)}`);
      });
      await waitFor(() => {
        if (own.exitCode !== null || own.signalCode !== null)
          throw new Error(`${name} exited while starting: ${own.tail.slice(-4000)}`);
        return answersHealth(port);
      }, name);
    },
    /** Resolves when the running process exits, which the caller expects (a crash it arranged). */
    untilExit() {
      if (!running()) return Promise.resolve();
      expected = true;
      return new Promise((resolve) => child.once('exit', resolve));
    },
    /** SIGKILL: no shutdown hooks, requests in flight cut off, leases left to lapse. */
    async kill() {
      if (!running()) return;
      expected = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM (Nest's shutdown hooks run), SIGKILL after a grace period. */
    stop: () => {
      expected = true;
      return stopChild(child, 10_000);
    },
    tail: () => child?.tail ?? '',
  };
}

/** A shared Redis keeps nothing of the run: its namespace's keys (cache, generations, limits, leases) deleted. */
async function forgetNamespace(url, namespace) {
  const client = createClient({ url });
  try {
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${namespace}:*`, COUNT: 1000 }))
      if (keys.length > 0) await client.del(keys);
  } catch (error) {
    console.log(`the run's Redis keys (${namespace}:*) could not be deleted: ${error.message}`);
  } finally {
    client.destroy();
  }
}
