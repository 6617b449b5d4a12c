// Profiling aid (not a bench): the production server under load, with the V8 profiler on, for one path;
// prints where the server's time goes.
// Usage: node bench/profile-server.mjs [path] [cache|nocache] [seconds]
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startAppServer } from './lib/app-server.mjs';
import { REQUEST_HEADERS } from './lib/http-vs-bare.mjs';
import { load } from './lib/load.mjs';
import { ROOT, runBench } from './lib/proc.mjs';

const [path = '/shopping', cache = 'cache', seconds = '10'] = process.argv.slice(2);
const out = join(process.env.TMPDIR ?? '/tmp', `atrium-server-${cache}-${Date.now()}.cpuprofile`);
const control = `${out}.control`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await runBench('profile-server', (Number(seconds) + 120) * 1000, async () => {
  const app = await startAppServer({
    env: { PAGE_CACHE_SECONDS: cache === 'cache' ? '3600' : '0', PROFILE_OUT: out, PROFILE_CONTROL: control },
    nodeArgs: [join(ROOT, 'bench', 'lib', 'profiled-main.cjs'), '--'],
  }); // profiled-main.cjs loads dist/src/main.js itself; the trailing argument is ignored
  const headers = { host: app.host(), ...REQUEST_HEADERS };
  await load({ port: app.port, path, headers, duration: 3 });
  writeFileSync(control, 'start'); // the boot and the warm-up stay out of the profile
  await sleep(500);
  const result = await load({ port: app.port, path, headers, duration: Number(seconds), serverPid: app.pid });
  console.log(
    `${path} (${cache}): ${Math.round(result.rps)} req/s, server cpu ${Math.round(result.serverCpuShare * 100)}%`,
  );
  writeFileSync(control, 'stop');
  for (let i = 0; i < 100 && readFileSync(control, 'utf8') !== 'written'; i++) await sleep(100);
  rmSync(control, { force: true });
  await app.stop();
  console.log(`profile: ${out}`);
  spawnSync(
    process.execPath,
    [join(ROOT, 'bench', 'profile-render.mjs'), '--top', out, process.env.PROFILE_TOP ?? '50'],
    { stdio: 'inherit' },
  );
});
