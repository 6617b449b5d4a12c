// Starts the production build (`node dist/src/main.js`, demo mode: the CMS sandbox runs in the same process)
// on a free loopback port, pinned to the server core, and waits until it answers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOOPBACK, freePort, get, waitForHttp } from './net.mjs';
import { ROOT, SERVER_CORE, pinned, spawnTracked, stopChild } from './proc.mjs';

export const DEMO_CENTRE = 'willowvale';

/** Fails early with a clear message when the build is missing or its browser bundle is incomplete. */
export function assertBuilt() {
  const main = join(ROOT, 'dist', 'src', 'main.js');
  const manifestFile = join(ROOT, 'dist', 'public', 'manifest.json');
  if (!existsSync(main) || !existsSync(manifestFile))
    throw new Error('dist/ is missing: run "npm run build" (or "npm run bench", which builds)');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.entries?.main?.file;
  if (!entry || !existsSync(join(ROOT, 'dist', 'public', entry))) {
    throw new Error(`dist/public/manifest.json names ${entry}, which is not on disk (another build running?): rebuild`);
  }
}

/**
 * @param {{ env?: Record<string, string>, core?: number, nodeArgs?: string[], readyTimeoutMs?: number, ipc?: boolean }} options
 * `ipc`: the server gets an IPC channel (`child.send`, `process.on('message')` in a preloaded aid).
 */
export async function startAppServer(options = {}) {
  assertBuilt();
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    PORT: String(port),
    HOST: LOOPBACK,
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  const [command, args] = pinned(options.core ?? SERVER_CORE, process.execPath, [
    ...(options.nodeArgs ?? []),
    'dist/src/main.js',
  ]);
  const child = spawnTracked(command, args, {
    env,
    ...(options.ipc ? { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] } : {}),
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.stdout.resume();
  const host = (centre = DEMO_CENTRE) => `${centre}.localhost:${port}`;
  try {
    await waitForHttp(
      port,
      '/api/health',
      { host: host() },
      options.readyTimeoutMs ?? 60_000,
      () => child.exitCode === null,
    );
  } catch (error) {
    await stopChild(child);
    throw new Error(`${error.message}\nserver stderr: ${stderr}`);
  }
  return {
    port,
    pid: child.pid,
    child,
    host,
    get: (path, headers = {}, centre = DEMO_CENTRE) => get(port, path, { host: host(centre), ...headers }),
    stop: () => stopChild(child),
    stderr: () => stderr,
  };
}
