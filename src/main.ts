import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadConfiguration } from '../config/configuration';
import { ConfigError } from '../config/env';
import { createApp } from './app.factory';
import { SearchIndexService } from './modules/content/search/search-index.service';

/**
 * Boots the site. In demo and test modes the upstream sandboxes start first, in-process on loopback, and
 * the configuration is pointed at them, unless SANDBOX_ENDPOINTS_FILE names sandboxes running elsewhere;
 * production never loads sandbox code.
 */
async function main(): Promise<void> {
  let config = loadConfiguration();
  let closeSandboxes: () => Promise<void> = async () => {};
  if (config.app.mode !== 'production') {
    const { sandboxEndpointsFile, fixedNow } = config.app;
    if (sandboxEndpointsFile) {
      const { pointAtSandboxesIn } = await import('./sandbox/sandbox-endpoints');
      config = pointAtSandboxesIn(config, sandboxEndpointsFile);
    } else {
      const { startSandboxes } = await import('./sandbox/start-sandboxes');
      const sandboxes = await startSandboxes(config, {
        contentRoot: config.app.demoContentDir,
        ...(fixedNow ? { today: () => fixedNow } : {}),
      });
      config = sandboxes.config;
      closeSandboxes = sandboxes.close;
    }
  }
  const fixedNow = config.app.fixedNow;
  const app = await createApp(config, { ...(fixedNow ? { clock: { now: () => fixedNow } } : {}), afterShutdown: closeSandboxes });
  await app.listen(config.app.port, config.app.host ?? '::');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const lines = [`Atrium (${config.app.mode}) listening on http://localhost:${port}`];
  if (config.app.mode !== 'production') lines.push(...config.centres.centres.map((centre) => `  ${centre.slug}: http://${centre.slug}.localhost:${port}`));
  console.log(lines.join('\n'));
  void app.get(SearchIndexService).warm(config.centres.centres);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
