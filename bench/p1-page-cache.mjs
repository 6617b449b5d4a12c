// P1: the store directory page served from the page cache vs a bare node:http server returning the same bytes.
// Usage: node bench/p1-page-cache.mjs   (after npm run build; `npm run bench -- p1` builds first)
// Env: BENCH_DURATION (s per round, default 10), BENCH_WARMUP (s, default 3), BENCH_ROUNDS (default 3),
//      BENCH_STORES=N (or --stores=N): a copy of the demo content whose directory lists N stores (lib/big-directory.mjs)
import { describeBigDirectory, makeBigDirectory, storesOption } from './lib/big-directory.mjs';
import { httpVsBare } from './lib/http-vs-bare.mjs';
import { runBench } from './lib/proc.mjs';
import { header, verdict } from './lib/report.mjs';
import { ratio } from './lib/stats.mjs';

const PATH = '/shopping';
const BAR = 0.5;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const stores = storesOption();
const tag = stores ? ` [${stores} stores]` : '';

await runBench('P1', ((warmup + rounds * duration) * 3 + 180) * 1000, async () => {
  header('P1', `store directory page (${PATH}) from the page cache vs bare node:http with the same bytes`);
  const big = stores ? makeBigDirectory(stores) : undefined;
  try {
    console.log(
      big
        ? describeBigDirectory(big)
        : 'content: content/demo as it is (BENCH_STORES=200 or --stores=200 for a 200-store directory)',
    );
    console.log(
      'note: PAGE_CACHE_SECONDS=3600 so the entry outlives the run and every request is a hit (default 60 s: one re-render a minute)',
    );
    const r = await httpVsBare({
      path: PATH,
      appLabel: `Atrium page-cache hit ${PATH}${tag}`,
      env: { PAGE_CACHE_SECONDS: '3600', ...(big ? { DEMO_CONTENT_DIR: big.dir } : {}) },
      expectCacheHit: true,
      duration,
      warmup,
      rounds,
    });
    verdict(
      [
        {
          id: 'P1-cpu',
          what: 'requests per server CPU-second, cache hit vs bare same bytes [info]',
          measured: ratio(r.ratios.cpuSame),
          bar: `(>= ${BAR}x)`,
          pass: r.ratios.cpuSame >= BAR,
          info: true,
        },
        {
          id: 'P1-gzip',
          what: 'req/s page-cache hit vs bare serving pre-gzipped bytes [info]',
          measured: ratio(r.ratios.gzip),
          bar: `(>= ${BAR}x)`,
          pass: r.ratios.gzip >= BAR,
          info: true,
        },
        {
          id: 'P1',
          what: 'req/s page-cache hit vs bare serving the same bytes [the bar]',
          measured: ratio(r.ratios.same),
          bar: `>= ${BAR}x`,
          pass: r.ratios.same >= BAR && r.bad === 0,
        },
      ].map((row) => ({ ...row, what: row.what + tag })),
    );
  } finally {
    big?.cleanup();
  }
});
