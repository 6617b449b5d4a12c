import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AddressInfo } from 'node:net';
import { loadConfiguration, Configuration } from '../../config/configuration';
import { createApp } from '../../src/app.factory';
import type { Clock } from '../../src/common/server/time/clock';
import { startSandboxes, RunningSandboxes } from '../../src/sandbox/start-sandboxes';

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  config: Configuration;
  sandboxes: RunningSandboxes;
  /** the Host header that picks a centre: `<slug>.localhost:<port>` */
  host(centre: string): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
}

/**
 * What every test app runs with, unless its test says otherwise:
 * - the CMS sandbox runs in the test's own process, which a busy test machine can keep from answering for a while:
 *   a read gives up (a never-cached page's branded 503) and a slow reload serves the stale copy after 1 s here,
 *   not the shipped 250 ms, so what a test sees is the site's behaviour and not the machine's load (tests of those
 *   budgets set CMS_STALE_AFTER_MS themselves or give the CMS a fault far past them);
 * - with REDIS_URL set (CI), the apps of one test file share a Redis namespace of their own, as one site's
 *   instances do, so no cached catalogue, lease or limit of another file's apps (other sandboxes, other ports)
 *   reaches them.
 */
export const HARNESS_DEFAULTS = {
  CMS_STALE_AFTER_MS: '1000',
  REDIS_NAMESPACE: `atrium-test-${randomUUID().slice(0, 8)}`,
};

/** Boots the whole application as production runs it, against the sandboxes, on an ephemeral port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const [app] = await startTestApps(1, options);
  return app!;
}

/**
 * `count` instances of the application over one set of sandboxes (the same CMS, data API, SimplyBook, ledger...),
 * as one site's instances behind a load balancer (docs/two-instances.md); with REDIS_URL they share its cache,
 * generations, limits and leases too. Each `close()` closes its own instance; the last one closes the sandboxes.
 */
export async function startTestApps(count: number, options: TestAppOptions = {}): Promise<TestApp[]> {
  const base = loadConfiguration({
    APP_MODE: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    ...HARNESS_DEFAULTS,
    ...options.env,
  });
  const sandboxes = await startSandboxes(base, {
    ...(options.clock ? { today: () => options.clock!.now() } : {}),
    // DEMO_CONTENT_DIR, as main.ts reads it: centres whose content lives outside content/demo
    ...(base.app.demoContentDir ? { contentRoot: base.app.demoContentDir } : {}),
  });
  let open = count;
  const instances: TestApp[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const app = await createApp(sandboxes.config, { clock: options.clock });
      await app.listen(0, '127.0.0.1');
      const port = (app.getHttpServer().address() as AddressInfo).port;
      instances.push({
        app,
        url: `http://127.0.0.1:${port}`,
        port,
        config: sandboxes.config,
        sandboxes,
        host: (centre) => `${centre}.localhost:${port}`,
        close: async () => {
          await app.close();
          open -= 1;
          if (open === 0) await sandboxes.close();
        },
      });
    }
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.app.close()));
    await sandboxes.close();
    throw error;
  }
  return instances;
}
