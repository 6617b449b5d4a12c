// Runs the performance benches (bench/p*.mjs) and the reliability drills (bench/r*.mjs) after one production
// build, then prints a summary of every checked figure against its bar (docs: bench/README.md, bars: QUALITY.md).
// Usage: npm run bench                 all benches and drills (every bench/p*.mjs and bench/r*.mjs, then filter)
//        npm run bench -- p1 p3        only those
//        npm run bench -- p9           the first-view budgets of four page types, Lighthouse included (about 10 min)
//        npm run bench -- p1 p2 --stores=200   P1 and P2 against a 200-store directory (or BENCH_STORES=200)
//        npm run bench -- --no-build   reuse dist/ as it is
// Exit code: 0 when every bench ran (bars missed or not: the figures are for reading), 1 when one failed.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULT_PREFIX = 'BENCH-RESULT ';
const BENCH_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 15 * 60_000);

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
// options the benches read themselves (--stores=N for p1 and p2)
const passed = args.filter((arg) => arg.startsWith('--stores='));
const wanted = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.toLowerCase());
// the numbered benches (p1, p2, p4 ...) then drills (r2 ...) in order, then the others by name (filter-1000.mjs,
// search-query.mjs, s1-seo-accessibility.mjs: `npm run bench -- s1`)
const EXTRA_BENCHES = ['filter-1000.mjs', 'search-query.mjs', 's1-seo-accessibility.mjs'];
const available = [
  ...readdirSync(join(root, 'bench'))
    .filter((name) => /^[pr]\d+-.*\.mjs$/.test(name))
    .sort((a, b) => a[0].localeCompare(b[0]) || Number(a.slice(1).split('-')[0]) - Number(b.slice(1).split('-')[0])),
  ...EXTRA_BENCHES.filter((name) => readdirSync(join(root, 'bench')).includes(name)),
];
const idOf = (file) => file.split('-')[0];
const unknown = wanted.filter((id) => !available.some((file) => idOf(file) === id));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; available: ${available.map(idOf).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? available.filter((file) => wanted.includes(idOf(file))) : available;

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (current) killGroup(current, 'SIGTERM');
    setTimeout(() => {
      if (current) killGroup(current, 'SIGKILL');
      process.exit(130);
    }, 6000).unref();
  });
}

if (!skipBuild) {
  console.log('> npm run build');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('the build failed: no bench was run');
    process.exit(1);
  }
}

const started = Date.now();
const results = [];
const failures = [];
for (const file of selected) {
  const outcome = await runOne(file);
  results.push(...outcome.results);
  if (outcome.error) failures.push({ file, error: outcome.error });
}

console.log(
  `\n=== summary (${selected.map(idOf).join(', ')}; ${Math.round((Date.now() - started) / 1000)} s; the machine is shared and noisy, figures are ratios measured within one run)`,
);
const rows = [
  ['id', 'measured', 'bar', 'result', 'what'],
  ...results.map((r) => [r.id, r.measured, r.bar, r.info ? 'info' : r.pass ? 'pass' : 'MISS', r.what]),
  ...failures.map((f) => [idOf(f.file).toUpperCase(), '-', '-', 'ERROR', f.error]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
const line = (row) =>
  row
    .map((cell, column) => String(cell).padEnd(widths[column]))
    .join('  ')
    .trimEnd();
console.log(line(rows[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));
const bars = results.filter((r) => !r.info);
console.log(
  `\n${bars.filter((r) => r.pass).length} of ${bars.length} bars met${failures.length ? `; ${failures.length} bench(es) failed to run` : ''}`,
);
process.exit(failures.length ? 1 : 0);

/** Runs one bench in its own process group (so a timeout stops everything it started), echoing its output. */
function runOne(file) {
  return new Promise((resolve) => {
    const collected = [];
    const child = spawn(process.execPath, [join(root, 'bench', file), ...passed], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    current = child;
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const text = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (text.startsWith(RESULT_PREFIX)) collected.push(JSON.parse(text.slice(RESULT_PREFIX.length)));
        else console.log(text);
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    const timer = setTimeout(() => {
      console.error(`\n${file}: no end after ${BENCH_TIMEOUT_MS / 1000} s, stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 6000).unref();
    }, BENCH_TIMEOUT_MS);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      if (buffered) console.log(buffered);
      // whatever the bench left behind in its group goes too
      killGroup(child, 'SIGKILL');
      const error = code === 0 ? undefined : `exited with ${signal ?? code}`;
      resolve({ results: collected, error });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is gone */
  }
}
