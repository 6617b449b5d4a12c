// The store directory's client-side filter with 1,000 stores (QUALITY "Performance": a filter change must fit in a
// 16 ms frame). 1,000 synthetic directory entries of the shape the directory view filters (StoreCardModel of
// client/features/directory, built with the domain's own searchTextOf), then the domain's filterEntries (and
// filterEntries + groupByLetter, which is what DirectoryView recomputes on a change) for typical selections.
// The domain module (src/common/domain/directory) is bundled once with esbuild; the same bundle, entries and timing
// code run in Node (pinned to the server core) and in Chromium (playwright-core, /usr/bin/chromium).
// Usage: node bench/filter-1000.mjs   (needs no build)
// Env: BENCH_FILTER_STORES (default 1000), BENCH_FILTER_SAMPLES (default 60 samples per selection; median used)
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, SERVER_CORE, hasTaskset, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const FRAME_MS = 16;
const STORES = Number(process.env.BENCH_FILTER_STORES ?? 1000);
const SAMPLES = Number(process.env.BENCH_FILTER_SAMPLES ?? 60);

// Runs in Node and in the page: synthetic entries, the selections, the timing loop. The domain functions come
// from the bundle's imports.
const HARNESS = `
import { filterEntries, groupByLetter, EMPTY_SELECTION } from './src/common/domain/directory/directory-filter';
import { searchTextOf } from './src/common/domain/directory/directory-entry';

const WORDS = ['Aurora', 'Banksia', 'Cedar', 'Dune', 'Ember', 'Fern', 'Grove', 'Harbour', 'Iris', 'Juniper', 'Kestrel',
  'Lumen', 'Marlow', 'Nectar', 'Orchid', 'Pebble', 'Quill', 'Rosella', 'Saltbush', 'Tide', 'Umber', 'Velvet', 'Wattle',
  'Xylo', 'Yarra', 'Zephyr', '7th', 'Bao', 'Burger', 'Coffee', 'Kitchen', 'Optical', 'Jewellery', 'Beauty', 'Sports'];
const NOUNS = ['Co', 'Collective', 'House', 'Studio', 'Bar', 'Lab', 'Store', 'Market', 'Outlet', 'Boutique'];
const CATEGORIES = {
  'fashion': ['womens', 'mens', 'kids', 'shoes', 'accessories'],
  'food-dining': ['cafes', 'restaurants', 'fast-food', 'dessert'],
  'health-beauty': ['pharmacy', 'hair', 'cosmetics', 'nails'],
  'homewares': ['furniture', 'kitchen', 'bedding'],
  'services': ['banks', 'post-print-photo', 'phone-repairs'],
  'technology': ['phones', 'computers', 'gaming'],
  'entertainment': ['cinema', 'arcade'],
  'jewellery': ['watches', 'fine-jewellery'],
  'sports': ['fitness', 'outdoor'],
  'supermarkets': ['grocery', 'liquor'],
};
const CUISINES = ['Italian', 'Japanese', 'Thai', 'Vietnamese', 'Indian', 'Greek', 'Mexican', 'Korean'];
const MEAL_TIMES = ['Breakfast', 'Lunch', 'Dinner'];
const DISCOVER = ['new', 'exclusives', 'australian-designers', 'sustainable-designers', 'luxury', 'trending'];
const PRECINCTS = ['', 'Dining Terrace', 'Fresh Food Market', 'Lifestyle Precinct'];
const KEYWORDS = ['coffee', 'gifts', 'sale', 'shoes', 'phone cases', 'skincare', 'sushi', 'books', 'toys', 'denim', 'repairs'];

export function makeEntries(count) {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const cats = Object.keys(CATEGORIES);
  const entries = [];
  for (let i = 0; i < count; i++) {
    const title = pick(WORDS) + ' ' + pick(NOUNS) + (i >= 300 ? ' ' + (i + 1) : '');
    const category = pick(cats);
    const sub = category + '/' + pick(CATEGORIES[category]);
    const food = category === 'food-dining';
    const cuisines = food ? [pick(CUISINES)] : [];
    const mealTimes = food ? [pick(MEAL_TIMES), pick(MEAL_TIMES)].filter((v, j, a) => a.indexOf(v) === j) : [];
    const keywords = [pick(KEYWORDS), pick(KEYWORDS), pick(KEYWORDS)].join(', ');
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    entries.push({
      id: 'uuid-' + i,
      title,
      href: '/stores/' + slug,
      searchText: searchTextOf(title, keywords, cuisines),
      tags: [category, sub, ...(rand() < 0.2 ? [pick(cats)] : []), ...cuisines, ...mealTimes],
      discover: rand() < 0.3 ? [pick(DISCOVER)] : [],
      precinct: food ? pick(PRECINCTS) : '',
      type: 'stores',
      giftCard: rand() < 0.6,
      licensed: food && rand() < 0.3,
      logo: { src: 'https://a.storyblok.com/f/1001/400x400/x/logo-' + slug + '.svg', alt: title + ' logo', width: 400, height: 400 },
      floor: pick(['Ground Level', 'Level 1', 'Level 2', 'Basement Level']),
      hours: Math.floor(rand() * 6),
      ignoreSpecial: false,
    });
  }
  // the directory's stores come sorted by title
  return entries.sort((a, b) => a.title.localeCompare(b.title));
}

const sel = (patch) => ({ ...EMPTY_SELECTION, ...patch, filters: { ...(patch.filters || {}) } });
export const SELECTIONS = [
  { name: 'no selection (all stores)', selection: sel({}) },
  { name: 'search "coffee"', selection: sel({ search: 'coffee' }) },
  { name: 'search "ba" (while typing)', selection: sel({ search: 'ba' }) },
  { name: 'category food-dining', selection: sel({ filters: { category: ['food-dining'] } }) },
  { name: 'category fashion + letter b', selection: sel({ filters: { category: ['fashion'], view_by: ['b'] } }) },
  { name: 'search + category + gift card', selection: sel({ search: 'co', giftCard: true, filters: { category: ['food-dining'] } }) },
];

function median(values) {
  const list = [...values].sort((a, b) => a - b);
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

/** ms per call: median over samples; each sample repeats the call until it lasts >= 2 ms (timer resolution). */
function timeIt(fn, samples) {
  let reps = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) fn();
    if (performance.now() - t0 >= 2 || reps >= 1 << 20) break;
    reps *= 2;
  }
  const out = [];
  for (let s = 0; s < samples; s++) {
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) fn();
    out.push((performance.now() - t0) / reps);
  }
  return { ms: median(out), max: Math.max(...out), reps };
}

/** Times every selection; returns [{ name, results, filterMs, viewMs }]. */
export function run(count, samples) {
  const entries = makeEntries(count);
  let sink = 0;
  // warm-up: JIT every path
  for (let i = 0; i < 200; i++) for (const s of SELECTIONS) sink += groupByLetter(filterEntries(entries, s.selection)).length;
  const rows = SELECTIONS.map((s) => {
    const results = filterEntries(entries, s.selection).length;
    const filter = timeIt(() => { sink += filterEntries(entries, s.selection).length; }, samples);
    const view = timeIt(() => { sink += groupByLetter(filterEntries(entries, s.selection)).length; }, samples);
    return { name: s.name, results, filterMs: filter.ms, viewMs: view.ms, viewMaxMs: view.max };
  });
  return { rows, sink, entries: entries.length };
}
`;

let browser;
await runBench('FILTER', 240_000, async () => {
  header('FILTER', `client-side directory filter over ${STORES} stores, Node and Chromium, vs the 16 ms frame budget`);
  const bundled = await build({
    stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'ts', sourcefile: 'filter-harness.ts' },
    bundle: true,
    format: 'iife',
    globalName: '__filterBench',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0].text;
  console.log(
    `bundle: src/common/domain/directory/directory-filter.ts (+ letter-index, directory-entry) with esbuild, ${code.length} bytes minified; the same bundle and timing loop run in both`,
  );

  // Node: a child pinned to the server core runs the bundle
  const nodeScript = `const vm=require('node:vm');vm.runInThisContext(${JSON.stringify(code)});console.log('RESULT '+JSON.stringify(globalThis.__filterBench.run(${STORES},${SAMPLES})));`;
  const nodeArgs = ['-e', nodeScript];
  const probe = hasTaskset()
    ? spawnSync('taskset', ['-c', String(SERVER_CORE), process.execPath, ...nodeArgs], { encoding: 'utf8' })
    : spawnSync(process.execPath, nodeArgs, { encoding: 'utf8' });
  const line = probe.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`node timing failed: ${probe.stderr}`);
  const inNode = JSON.parse(line.slice(7));

  // Chromium: the same bundle in an about:blank page; every request is aborted (there is none)
  const { chromium } = require('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let inBrowser;
  let version;
  try {
    version = browser.version();
    const page = await browser.newPage();
    await page.route('**/*', (route) => route.abort('blockedbyclient'));
    await page.addScriptTag({ content: code });
    inBrowser = await page.evaluate(([n, s]) => globalThis.__filterBench.run(n, s), [STORES, SAMPLES]);
  } finally {
    await browser.close();
  }
  const f = (v) => (v < 0.1 ? v.toFixed(4) : v.toFixed(3));
  console.log(
    `\nms per change, median of ${SAMPLES} samples ("filter": filterEntries; "view": filterEntries + groupByLetter, what DirectoryView recomputes); Node ${process.version} pinned to core ${SERVER_CORE}; Chromium ${version}`,
  );
  table([
    ['selection', 'results', 'node filter', 'node view', 'chromium filter', 'chromium view', 'chromium view / 16 ms'],
    ...inNode.rows.map((row, i) => {
      const b = inBrowser.rows[i];
      return [
        row.name,
        row.results,
        f(row.filterMs),
        f(row.viewMs),
        f(b.filterMs),
        f(b.viewMs),
        `${(b.viewMs / FRAME_MS).toFixed(4)}x`,
      ];
    }),
  ]);
  const worst = (rows) => rows.reduce((a, r) => (r.viewMs > a.viewMs ? r : a));
  const wb = worst(inBrowser.rows);
  const wn = worst(inNode.rows);
  console.log(
    'note: the filter alone, not React re-rendering the result list (a commit of up to 1,000 cards), which is the larger cost of a change',
  );
  verdict([
    {
      id: 'FILTER-node',
      what: `directory filter + grouping, ${STORES} stores, Node, slowest selection (${wn.name}): ${f(wn.viewMs)} ms / 16 ms [info]`,
      measured: `${(wn.viewMs / FRAME_MS).toFixed(4)}x`,
      bar: '(<= 1.0x)',
      pass: wn.viewMs <= FRAME_MS,
      info: true,
    },
    {
      id: 'FILTER',
      what: `directory filter + grouping, ${STORES} stores, Chromium, slowest selection (${wb.name}): ${f(wb.viewMs)} ms / 16 ms frame`,
      measured: `${(wb.viewMs / FRAME_MS).toFixed(4)}x`,
      bar: '<= 1.0x',
      pass: wb.viewMs <= FRAME_MS,
    },
  ]);
});
