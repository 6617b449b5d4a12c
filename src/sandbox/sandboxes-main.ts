import { writeFileSync, renameSync } from 'node:fs';
import { loadConfiguration } from '../../config/configuration';
import { startSandboxes } from './start-sandboxes';

/**
 * Every upstream sandbox in a process of its own (`node dist/src/sandbox/sandboxes-main.js <endpoints file>`), so
 * that several app instances talk to the same CMS, property data API, SimplyBook, Vivenu, Stripe, DynamoDB and SFTP
 * (`npm run start:two`, docs/two-instances.md). It writes where they answer to the file (the apps'
 * SANDBOX_ENDPOINTS_FILE) once all answer, and stops them on SIGTERM or SIGINT.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node dist/src/sandbox/sandboxes-main.js <endpoints file>');
  const config = loadConfiguration({ ...process.env, APP_MODE: process.env.APP_MODE ?? 'demo' });
  const sandboxes = await startSandboxes(config, {
    ...(config.app.demoContentDir ? { contentRoot: config.app.demoContentDir } : {}),
    ...(config.app.fixedNow ? { today: () => config.app.fixedNow! } : {}),
  });
  // written whole, then renamed: a reader never sees half a file
  writeFileSync(`${file}.part`, JSON.stringify(sandboxes.endpoints, null, 2));
  renameSync(`${file}.part`, file);
  console.log(`sandboxes answering; endpoints in ${file}`);
  const stop = () => {
    sandboxes.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
