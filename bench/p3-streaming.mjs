// P3: streaming render (renderToPipeableStream, through the app's ReactRendererService) vs renderToString of
// the same page (the home page, the most content), in-process with the production build, pinned to one core:
// throughput, and time to the stream's first byte vs the time to the whole string.
// Usage: node bench/p3-streaming.mjs   (after npm run build)
// Env: BENCH_INPROC_SECONDS (s per round, default 3), BENCH_ROUNDS (default 3)
import { join } from 'node:path';
import { assertBuilt } from './lib/app-server.mjs';
import { ROOT, SERVER_CORE, runBench, runJsonChild } from './lib/proc.mjs';
import { header, verdict } from './lib/report.mjs';
import { ms, ops, ratio } from './lib/stats.mjs';

const PATH = '/';
const THROUGHPUT_BAR = 0.6;
const TTFB_BAR = 0.5;
const seconds = Number(process.env.BENCH_INPROC_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

await runBench('P3', (seconds * 4 * (rounds + 1) + 150) * 1000, async () => {
  header('P3', `streaming render vs renderToString of the home page (${PATH}), in-process, production build`);
  assertBuilt();
  const r = await runJsonChild(
    SERVER_CORE,
    join(ROOT, 'bench', 'lib', 'render-child.mjs'),
    ['p3', JSON.stringify({ path: PATH, seconds, rounds })],
    (seconds * 4 * (rounds + 1) + 120) * 1000,
    'in-process render',
    { env: { NODE_ENV: 'production' }, echoStdout: true },
  );
  const { stream, string, rawStream } = r.results;
  console.log('\nmedians:');
  console.log(
    `  stream, app path (ReactRendererService: renderToPipeableStream -> PassThrough)  ${ops(stream.median)}`,
  );
  console.log(
    `  stream, bare renderToPipeableStream -> Writable                                 ${ops(rawStream.median)}`,
  );
  console.log(`  renderToString                                                                 ${ops(string.median)}`);
  console.log(
    `  first byte of the stream ${ms(r.firstByteMs)}, end of the stream ${ms(r.streamTotalMs)}, whole string ${ms(r.stringMs)}`,
  );
  const throughput = stream.median / string.median;
  const rawThroughput = rawStream.median / string.median;
  const ttfb = r.firstByteMs / r.stringMs;
  verdict([
    {
      id: 'P3-raw',
      what: 'throughput, bare renderToPipeableStream vs renderToString [info]',
      measured: ratio(rawThroughput),
      bar: `(>= ${THROUGHPUT_BAR}x)`,
      pass: rawThroughput >= THROUGHPUT_BAR,
      info: true,
    },
    {
      id: 'P3-ttfb',
      what: 'stream first byte / renderToString whole string (time)',
      measured: ratio(ttfb),
      bar: `<= ${TTFB_BAR}x`,
      pass: ttfb <= TTFB_BAR,
    },
    {
      id: 'P3',
      what: 'throughput, streaming (app path) vs renderToString',
      measured: ratio(throughput),
      bar: `>= ${THROUGHPUT_BAR}x`,
      pass: throughput >= THROUGHPUT_BAR,
    },
  ]);
});
