// In-process half of the SEARCH bench (run pinned to the server core by search-query.mjs): boots the production
// build's Nest app against the in-process CMS sandbox (as test/utils/test-app.ts does, without listening) and times
// SearchService.search, the whole of what GET /api/search does after validation, for every query, round by round.
// Prints `RESULT {"rounds":[{"p50":..,"p99":..,"max":..}]}`.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';
import { percentile, searchQueries } from './search-queries.mjs';

const [centreSlug, roundsArg] = process.argv.slice(2);
const require = createRequire(join(ROOT, 'package.json'));
const dist = (path) => require(join(ROOT, 'dist', path));

require('reflect-metadata');
const { loadConfiguration } = dist('config/configuration.js');
const { startSandboxes } = dist('src/sandbox/start-sandboxes.js');
const { createApp } = dist('src/app.factory.js');
const { SearchService } = dist('src/modules/content/search/search.service.js');
const { CentresService } = dist('src/modules/centres/centres.service.js');

const base = loadConfiguration({ APP_MODE: 'demo', PORT: '0', LOG_LEVEL: 'silent' });
const sandboxes = await startSandboxes(base, {});
const app = await createApp(sandboxes.config);
await app.init();
const search = app.get(SearchService);
const centre = app.get(CentresService).bySlug(centreSlug);
const queries = searchQueries(centreSlug);

const timeAll = async () => {
  const times = [];
  for (const query of queries) {
    const started = process.hrtime.bigint();
    await search.search(centre, query);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
};

// warm-up: the first search builds the centre's index from the content cache
await timeAll();
const rounds = [];
for (let round = 0; round < Number(roundsArg); round += 1) {
  const times = await timeAll();
  rounds.push({ p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times) });
}
await app.close();
await sandboxes.close();
console.log(`RESULT ${JSON.stringify({ rounds })}`);
process.exit(0);
