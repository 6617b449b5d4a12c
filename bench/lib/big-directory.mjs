// A copy of content/demo in a temp folder whose willowvale store directory lists N stores: willowvale's
// foundation/stores/*.json that are open (listed) are cloned under new slugs and titles ("<title> II",
// "<title> III", ...) until N stores are listed. Everything else stays as it is, so the demo loader's checks
// pass. Point the server at it with DEMO_CONTENT_DIR=<dir>.
// Usage in a bench: const big = storesOption() && makeBigDirectory(storesOption()); ... big.cleanup()
// Standalone check: node bench/lib/big-directory.mjs 200   (creates, prints the folder, keeps it)
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';

const CENTRE = 'willowvale';
const STORES = join('foundation', 'stores');
// the statuses the directory lists (src/common/domain/stores/store-facts.ts: storeStatus(raw) === 'open')
const isOpen = (status) => status === undefined || status === null || String(status).trim().toLowerCase() === 'open';
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** The store count asked for with `--stores=N` or BENCH_STORES=N (undefined: the demo content as it is). */
export function storesOption(argv = process.argv.slice(2)) {
  const flag = argv.find((arg) => arg.startsWith('--stores='));
  const raw = flag ? flag.slice('--stores='.length) : process.env.BENCH_STORES;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--stores / BENCH_STORES must be a positive integer, got ${raw}`);
  return n;
}

/**
 * Copies content/demo to a temp folder and clones willowvale's open stores until `target` are listed.
 * @returns {{ dir: string, listed: number, files: number, clones: number, cleanup: () => void }}
 */
export function makeBigDirectory(target) {
  const dir = mkdtempSync(join(os.tmpdir(), 'atrium-bench-content-'));
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    rmSync(dir, { recursive: true, force: true });
  };
  // a bench that dies on a signal or at its deadline still leaves no temp folder behind
  process.once('exit', cleanup);
  try {
    cpSync(join(ROOT, 'content', 'demo'), dir, { recursive: true });
    const storesDir = join(dir, CENTRE, STORES);
    const names = readdirSync(storesDir)
      .filter((name) => name.endsWith('.json'))
      .sort();
    const stories = names.map((name) => ({
      slug: name.replace(/\.json$/, ''),
      story: JSON.parse(readFileSync(join(storesDir, name), 'utf8')),
    }));
    const sources = stories.filter(({ story }) => isOpen(story.content?.status));
    const listed = sources.length;
    const needed = Math.max(0, target - listed);
    if (needed > sources.length * ROMAN.length)
      throw new Error(`${target} stores need more than ${ROMAN.length} clones of each of the ${listed} open stores`);
    const taken = new Set(names.map((name) => name.replace(/\.json$/, '')));
    for (let i = 0; i < needed; i++) {
      const { slug, story } = sources[i % sources.length];
      const suffix = ROMAN[Math.floor(i / sources.length)];
      const newSlug = `${slug}-${suffix.toLowerCase()}`;
      if (taken.has(newSlug)) throw new Error(`clone slug ${newSlug} already exists`);
      taken.add(newSlug);
      const { id: _id, uuid: _uuid, ...rest } = story; // clones get their own derived id and uuid
      const clone = structuredClone(rest);
      clone.name = `${story.name} ${suffix}`;
      clone.content.title = `${story.content.title} ${suffix}`;
      writeFileSync(join(storesDir, `${newSlug}.json`), `${JSON.stringify(clone, null, 2)}\n`);
    }
    return { dir, listed: listed + needed, files: names.length + needed, clones: needed, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** One line for a bench's output describing the folder. */
export function describeBigDirectory(big) {
  return `content: DEMO_CONTENT_DIR=${big.dir} (content/demo copied; willowvale: ${big.clones} clones of its open stores, ${big.files} store files, ${big.listed} of them open and listed)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const big = makeBigDirectory(Number(process.argv[2] ?? 200));
  process.removeAllListeners('exit');
  console.log(describeBigDirectory(big));
}
