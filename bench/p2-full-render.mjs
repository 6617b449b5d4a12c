// P2: full server render without the page cache.
//  (a) over HTTP: the app with PAGE_CACHE_SECONDS=0 (content cache warm) vs the bare node:http server
//      replaying the same response; autocannon, 50 connections.
//  (b) in-process: the app's renderer (ReactRendererService, production build) vs string concatenation
//      producing the same HTML. Both render a visitor's page as it is since decision 0013 (islands): no
//      whole-page state; the concatenation serializes, per render, what the page embeds instead: the islands'
//      shared context (`__ATRIUM_ISLANDS__`) and each island's props, read back from one render of the app.
// Usage: node bench/p2-full-render.mjs [--http-only|--inprocess-only] [--stores=N]   (after npm run build)
// Env: BENCH_DURATION (s per HTTP round, default 10), BENCH_WARMUP (s, default 3), BENCH_ROUNDS (default 3),
//      BENCH_INPROC_SECONDS (s per in-process round, default 3),
//      BENCH_STORES=N (or --stores=N): a copy of the demo content whose directory lists N stores (lib/big-directory.mjs)
import { join } from 'node:path';
import { describeBigDirectory, makeBigDirectory, storesOption } from './lib/big-directory.mjs';
import { assertBuilt } from './lib/app-server.mjs';
import { httpVsBare } from './lib/http-vs-bare.mjs';
import { ROOT, SERVER_CORE, runBench, runJsonChild } from './lib/proc.mjs';
import { header, verdict } from './lib/report.mjs';
import { ops, ratio } from './lib/stats.mjs';

const PATH = '/shopping';
const HTTP_BAR = 0.15;
const INPROC_BAR = 0.5;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const inprocSeconds = Number(process.env.BENCH_INPROC_SECONDS ?? 3);
const only = process.argv.slice(2).find((arg) => arg === '--http-only' || arg === '--inprocess-only');
const stores = storesOption();
const tag = stores ? ` [${stores} stores]` : '';

await runBench('P2', ((warmup + rounds * duration) * 3 + inprocSeconds * 3 * (rounds + 1) + 240) * 1000, async () => {
  header(
    'P2',
    `full render of ${PATH} without the page cache: over HTTP vs bare node:http, and in-process vs string concatenation`,
  );
  const big = stores ? makeBigDirectory(stores) : undefined;
  const contentEnv = big ? { DEMO_CONTENT_DIR: big.dir } : {};
  try {
    console.log(
      big
        ? describeBigDirectory(big)
        : 'content: content/demo as it is (BENCH_STORES=200 or --stores=200 for a 200-store directory)',
    );
    const results = [];
    if (only !== '--inprocess-only') {
      console.log('\n-- (a) over HTTP, PAGE_CACHE_SECONDS=0, content cache warm');
      const r = await httpVsBare({
        path: PATH,
        appLabel: `Atrium full render ${PATH}${tag}`,
        env: { PAGE_CACHE_SECONDS: '0', ...contentEnv },
        expectCacheHit: false,
        duration,
        warmup,
        rounds,
      });
      results.push(
        {
          id: 'P2-http-cpu',
          what: 'requests per server CPU-second, full render vs bare same bytes [info]',
          measured: ratio(r.ratios.cpuSame),
          bar: `(>= ${HTTP_BAR}x)`,
          pass: r.ratios.cpuSame >= HTTP_BAR,
          info: true,
        },
        {
          id: 'P2-http-gzip',
          what: 'req/s full render vs bare serving pre-gzipped bytes [info]',
          measured: ratio(r.ratios.gzip),
          bar: `(>= ${HTTP_BAR}x)`,
          pass: r.ratios.gzip >= HTTP_BAR,
          info: true,
        },
        {
          id: 'P2-http',
          what: 'req/s full render (no page cache) vs bare, same bytes [the bar]',
          measured: ratio(r.ratios.same),
          bar: `>= ${HTTP_BAR}x`,
          pass: r.ratios.same >= HTTP_BAR && r.bad === 0,
        },
      );
    }
    if (only !== '--http-only') {
      console.log(`\n-- (b) in-process, pinned to core ${SERVER_CORE}, NODE_ENV=production, dist/ build`);
      assertBuilt();
      const r = await runJsonChild(
        SERVER_CORE,
        join(ROOT, 'bench', 'lib', 'render-child.mjs'),
        ['p2', JSON.stringify({ path: PATH, seconds: inprocSeconds, rounds })],
        (inprocSeconds * 3 * (rounds + 1) + 120) * 1000,
        'in-process render',
        { env: { NODE_ENV: 'production', ...contentEnv }, echoStdout: true },
      );
      const { render, concat, join: joinOnly, string } = r.results;
      console.log('\nmedians:');
      console.log(`  app renderer (ReactRendererService.toHtml)          ${ops(render.median)}`);
      console.log(`  concatenation (escape values + serialize JSON)      ${ops(concat.median)}`);
      console.log(`  join only (pre-escaped values, JSON serialized)     ${ops(joinOnly.median)}`);
      console.log(`  renderToString of the same tree (React's floor)     ${ops(string.median)}`);
      const vsConcat = render.median / concat.median;
      const vsJoin = render.median / joinOnly.median;
      const stringVsConcat = string.median / concat.median;
      results.push(
        {
          id: 'P2-inproc-floor',
          what: 'renderToString of the same tree vs string concatenation (React floor) [info]',
          measured: ratio(stringVsConcat),
          bar: `(>= ${INPROC_BAR}x)`,
          pass: stringVsConcat >= INPROC_BAR,
          info: true,
        },
        {
          id: 'P2-inproc-join',
          what: 'in-process render vs bare join of pre-split, pre-escaped parts [info]',
          measured: ratio(vsJoin),
          bar: `(>= ${INPROC_BAR}x)`,
          pass: vsJoin >= INPROC_BAR,
          info: true,
        },
        {
          id: 'P2-inproc',
          what: 'in-process render vs string concatenation of the same HTML [the bar]',
          measured: ratio(vsConcat),
          bar: `>= ${INPROC_BAR}x`,
          pass: vsConcat >= INPROC_BAR,
        },
      );
    }
    verdict(results.map((row) => ({ ...row, what: row.what + tag })));
  } finally {
    big?.cleanup();
  }
});
