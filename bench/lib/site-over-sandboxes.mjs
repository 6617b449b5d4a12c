// The production build in a process of its own over sandboxes kept in the bench's process (what
// test/utils/shipped-app.ts does for tests), so a drill can see the site killed (SIGKILL) and started again on the
// same port, ledger and sandboxes, and still read what the sandboxes saw. The site is started again by itself
// whenever it dies, until close().
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, DEMO_CENTRE } from './app-server.mjs';
import { freePort, LOOPBACK, waitForHttp } from './net.mjs';
import { ROOT, SERVER_CORE, pinned, spawnTracked, stopChild } from './proc.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {{ env?: Record<string, string> }} options
 */
export async function startSiteOverSandboxes(options = {}) {
  assertBuilt();
  const { loadConfiguration } = require(join(ROOT, 'dist', 'config', 'configuration.js'));
  const { startSandboxes } = require(join(ROOT, 'dist', 'src', 'sandbox', 'start-sandboxes.js'));
  const folder = mkdtempSync(join(tmpdir(), 'atrium-bench-site-'));
  const sandboxes = await startSandboxes(loadConfiguration({ APP_MODE: 'test', ...options.env }));
  const endpointsFile = join(folder, 'sandboxes.json');
  writeFileSync(endpointsFile, JSON.stringify(sandboxes.endpoints));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    PORT: String(port),
    HOST: LOOPBACK,
    DATA_DIR: join(folder, 'var'),
    SANDBOX_ENDPOINTS_FILE: endpointsFile,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_POSTS: '10000',
    RATE_LIMIT_IDENTIFIER_POSTS: '10000',
    ...options.env,
  };
  const host = (centre = DEMO_CENTRE) => `${centre}.localhost:${port}`;
  let child;
  let closing = false;
  let deaths = 0;
  let ready;
  const spawnSite = () => {
    const [command, args] = pinned(SERVER_CORE, process.execPath, ['dist/src/main.js']);
    child = spawnTracked(command, args, { env });
    child.stdout.resume();
    child.stderr.resume();
    const own = child;
    own.once('exit', () => {
      if (closing) return;
      deaths += 1;
      // as an orchestrator would: a new process on the same port, the same ledger and upstreams
      ready = spawnSite();
    });
    return waitForHttp(port, '/api/health', { host: host() }, 60_000, () => own.exitCode === null).then(
      () => undefined,
    );
  };
  try {
    ready = spawnSite();
    await ready;
  } catch (error) {
    closing = true;
    await stopChild(child);
    await sandboxes.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    host,
    sandboxes,
    config: sandboxes.config,
    /** resolves once the site answers (again, after a death) */
    ready: () => ready,
    /** after a call the site died under: resolves once the next process answers */
    whenBack: async (seenDeaths, timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      while (deaths === seenDeaths) {
        if (Date.now() > until) throw new Error('the site did not die, yet a call to it failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await ready;
    },
    /** how many times the site died */
    get deaths() {
      return deaths;
    },
    close: async () => {
      closing = true;
      await stopChild(child);
      await sandboxes.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
