import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfiguration, type Configuration } from '../../config/configuration';
import { startSandboxes, type RunningSandboxes } from '../../src/sandbox/start-sandboxes';
import { HARNESS_DEFAULTS } from './test-app';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');

/** A running site: its address, its configuration and the sandboxes it talks to. */
export interface RunningSite {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** the configuration the site runs with, pointed at the sandboxes */
  config: Configuration;
  sandboxes: RunningSandboxes;
  /** the Host header that picks a centre: `<slug>.localhost:<port>` */
  host(centre: string): string;
  close(): Promise<void>;
}

/** The shipped site, which a drill can kill and start again on the same port over the same sandboxes and data. */
export interface ShippedApp extends RunningSite {
  /** SIGKILL: no shutdown hooks, requests in flight cut off */
  kill(): Promise<void>;
  /** a new process on the same port, the same settings, sandboxes and data folder */
  restart(): Promise<void>;
}

export interface ShippedAppOptions {
  /** settings that differ from what `npm start` runs with; the test that passes one says why */
  env?: Record<string, string>;
  /** a frozen wall clock for the site and its sandboxes (FIXED_NOW) */
  now?: Date;
}

/**
 * Settings every browser test shares, each different from `npm start` for a reason of the test machine's:
 * every test's requests come from one loopback address, so the per-address and per-identifier budgets (10 a
 * minute, 10 an hour) would refuse a suite's posts; the CMS sandbox shares the test's busy process and the apps of a test file a Redis namespace of their own
 * (HARNESS_DEFAULTS);
 * logs go only to the failure message.
 */
const HARNESS_ENV = {
  ...HARNESS_DEFAULTS,
  RATE_LIMIT_POSTS: '1000',
  RATE_LIMIT_IDENTIFIER_POSTS: '1000',
  LOG_LEVEL: 'warn',
};

/**
 * The site as `npm start` serves it (QUALITY "Tested as shipped"): the production server build
 * (`dist/src/main.js`) in a process of its own with `NODE_ENV=production` (React's production build) and
 * `APP_MODE=demo`, serving the production client bundle, page cache on. Its sandboxes run in the test's process
 * (on loopback, data in temporary folders) so the test can read and steer them; the site is pointed at them
 * through SANDBOX_ENDPOINTS_FILE.
 */
export async function startShippedApp(options: ShippedAppOptions = {}): Promise<ShippedApp> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first (npm test does)`);
  const folder = mkdtempSync(join(tmpdir(), 'atrium-shipped-'));
  const { now } = options;
  const sandboxes = await startSandboxes(loadConfiguration({ APP_MODE: 'test', ...options.env }), now ? { today: () => now } : {});
  const endpointsFile = join(folder, 'sandboxes.json');
  writeFileSync(endpointsFile, JSON.stringify(sandboxes.endpoints));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(folder, 'var'),
    SANDBOX_ENDPOINTS_FILE: endpointsFile,
    ...HARNESS_ENV,
    ...(now ? { FIXED_NOW: now.toISOString() } : {}),
    ...options.env,
  };
  let child: ChildProcess;
  let port: number;
  try {
    ({ child, port } = await spawnSite(env));
  } catch (error) {
    await sandboxes.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config: sandboxes.config,
    sandboxes,
    host: (centre) => `${centre}.localhost:${port}`,
    kill: async () => stop(child, 'SIGKILL'),
    restart: async () => {
      await stop(child);
      ({ child } = await spawnSite({ ...env, PORT: String(port) }));
    },
    close: async () => {
      await stop(child);
      await sandboxes.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const LISTENING = /listening on http:\/\/localhost:(\d+)/;

/** Starts `node dist/src/main.js`; resolves with its port once it listens, rejects with its output if it dies. */
function spawnSite(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stderr!.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the site did not start within 30 s:\n${output}`));
    }, 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      const listening = LISTENING.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      resolve({ child, port: Number(listening[1]) });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the site exited (${signal ?? code}) before it listened:\n${output}`));
    });
  });
}

/** SIGTERM (Nest's shutdown hooks close the app) or SIGKILL; SIGKILL after 10 s. */
async function stop(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
