// Output: aligned tables, and one machine-readable line per checked bar that scripts/bench.mjs collects.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { ROOT, pinningNote } from './proc.mjs';

export const RESULT_PREFIX = 'BENCH-RESULT ';

/** Prints a table: `rows` are arrays of cells, the first row is the heading. */
export function table(rows, log = console.log) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  const line = (row) =>
    row
      .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  log(line(rows[0]));
  log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) log(line(row));
}

/** The bench's first lines: what it is, where it runs. */
export function header(id, title) {
  console.log(`\n=== ${id}: ${title}`);
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown cpu'}), node ${process.version}; shared and noisy: read ratios, not absolute figures`,
  );
  console.log(pinningNote());
  console.log(`tree: ${treeState()}`);
}

/** Which code is measured: the commit, and how many files differ from it (others work in the same tree). */
export function treeState() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  if (head.status !== 0) return 'not a git checkout';
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
  const changed = dirty.stdout
    .split('\n')
    .filter((line) => line && !line.endsWith(' bench/') && !line.includes('scripts/bench.mjs')).length;
  return `commit ${head.stdout.trim()}${changed ? ` + ${changed} uncommitted change(s) in the working tree (measured as built)` : ', clean'}`;
}

/**
 * Records one checked figure. `measured` is shown as given; `pass` says whether the bar is met.
 * @param {{ id: string, what: string, measured: string, bar: string, pass: boolean, note?: string }} result
 */
export function result(result) {
  console.log(`${RESULT_PREFIX}${JSON.stringify(result)}`);
}

/** The last lines of a bench: its figures against the bars, ratios last. */
export function verdict(results) {
  console.log('');
  table([
    ['id', 'what', 'measured', 'bar', 'result'],
    ...results.map((r) => [
      r.id,
      r.what,
      r.measured,
      r.bar,
      r.info ? `info, ${r.pass ? 'within' : 'outside'}` : r.pass ? 'pass' : 'MISS',
    ]),
  ]);
  for (const r of results) result(r);
}
