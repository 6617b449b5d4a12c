// R10: memory under a burst of CMS publishes (issue 23 part 7). Each publish webhook retires a space's cached
// content (a new generation), and the pages read next cache it all again. The drill sends 100 webhooks to
// POST /api/admin/cache/update with page reads of every centre between them, and prints the server's resident set
// (RSS) and V8 heap before, at the peak and after settling. Bar: the settled RSS within 150 MB of the start.
// The server is the production build (`node dist/src/main.js`, APP_MODE=demo, NODE_ENV=production, memory cache),
// pinned to core 0, with bench/lib/memory-probe.cjs preloaded (it samples memory every 50 ms and answers over IPC).
// Usage: node bench/r10-publish-burst.mjs   (after npm run build; `npm run bench -- r10` builds first)
// Env: BENCH_PUBLISHES (100), BENCH_BURST (webhooks sent at once, 1), BENCH_PUBLISH_SCOPE (`space`: the CMS's
//      webhook naming one space, the centres in turn; `all`: the manual invalidate-everything, an empty body),
//      BENCH_PAGES_PER_CENTRE (6), BENCH_SETTLE_SECONDS (15), BENCH_HEAP_MB (the server's --max-old-space-size;
//      unset: Node's default)
import { request } from 'node:http';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK } from './lib/net.mjs';
import { ROOT, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 100);
const BURST = Math.max(1, Number(process.env.BENCH_BURST ?? 1));
const SCOPE = process.env.BENCH_PUBLISH_SCOPE ?? 'space';
const PAGES_PER_CENTRE = Number(process.env.BENCH_PAGES_PER_CENTRE ?? 6);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
const HEAP_MB = process.env.BENCH_HEAP_MB ? Number(process.env.BENCH_HEAP_MB) : undefined;
const BAR_MB = 150;
const CENTRES = [
  { slug: 'willowvale', spaceId: 1001 },
  { slug: 'riverbend', spaceId: 1002 },
  { slug: 'karri-ridge', spaceId: 1003 },
];
const WEBHOOK_TOKEN = 'demo-webhook-token';
const MB = 1024 * 1024;

async function drill() {
  await runBench('R10', 20 * 60_000, async () => {
    header(
      'R10',
      `memory through ${PUBLISHES} CMS publishes (${SCOPE === 'all' ? 'invalidate everything' : 'one space each'}, ${BURST} at once) with page reads between them`,
    );
    const app = await startAppServer({
      ipc: true,
      env: { REDIS_URL: '', WEBHOOK_TOKEN },
      nodeArgs: [
        '--expose-gc',
        '--require',
        join(ROOT, 'bench', 'lib', 'memory-probe.cjs'),
        ...(HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : []),
      ],
    });
    let exit;
    app.child.once('exit', (code, signal) => {
      exit = { code, signal, stderr: app.stderr() };
    });
    const pages = await planPages(app);
    console.log(
      `server: pid ${app.pid}, heap limit ${HEAP_MB ? `${HEAP_MB} MB (--max-old-space-size)` : "Node's default"}, memory cache; ` +
        `${pages.length} pages read after each publish (${PAGES_PER_CENTRE} per centre), settle ${SETTLE_SECONDS} s`,
    );

    // warm-up: every page twice (content cache, page cache and search indexes filled), then a quiet second
    for (let round = 0; round < 2; round += 1) await readAll(app, pages);
    await sleep(1000);
    const start = await memory(app, { reset: true });

    const answers = new Map();
    let sent = 0;
    let diedAt;
    const rows = [];
    while (sent < PUBLISHES && !exit) {
      const burst = Array.from({ length: Math.min(BURST, PUBLISHES - sent) }, (_, index) => sent + index);
      const published = await Promise.all(burst.map((index) => publish(app.port, index).catch(() => 0)));
      sent += burst.length;
      for (const status of published) count(answers, `webhook ${status}`);
      for (const status of await readAll(app, pages).catch(() => [])) count(answers, `page ${status}`);
      if (exit) {
        diedAt = sent;
        break;
      }
      if (sent % 20 === 0 || sent === PUBLISHES) {
        const now = await memory(app);
        rows.push([String(sent), mb(now.now.rss), mb(now.now.heapUsed), mb(now.now.external), mb(now.peak.rss)]);
      }
    }
    console.log('');
    table([['publishes', 'RSS', 'heap used', 'external', 'peak RSS so far'], ...rows]);
    console.log(`answers: ${[...answers].map(([what, n]) => `${n}x ${what}`).join(', ')}`);

    if (exit) {
      console.log(`\nthe server EXITED after ${diedAt ?? sent} publish(es) (${exit.signal ?? exit.code})`);
      console.log(exit.stderr.split('\n').slice(-12).join('\n'));
      verdict([
        {
          id: 'R10',
          what: `settled RSS within ${BAR_MB} MB of the start after ${PUBLISHES} publishes`,
          measured: `died at publish ${diedAt ?? sent}`,
          bar: `<= ${BAR_MB} MB`,
          pass: false,
        },
      ]);
      return;
    }
    const end = await memory(app);
    await sleep(SETTLE_SECONDS * 1000);
    const settled = await memory(app);
    const collected = await memory(app, { gc: true });
    const pageAnswers = [...answers].filter(([what]) => what.startsWith('page '));
    const pagesOk = pageAnswers.filter(([what]) => what === 'page 200').reduce((total, [, n]) => total + n, 0);
    const pagesAll = pageAnswers.reduce((total, [, n]) => total + n, 0);

    console.log('');
    table([
      ['moment', 'RSS', 'heap used', 'heap total', 'external', 'array buffers'],
      row('start (after warm-up)', start.now),
      row(`peak during the ${PUBLISHES} publishes`, end.peak),
      row('right after the last reads', end.now),
      row(`settled (${SETTLE_SECONDS} s idle)`, settled.now),
      row('settled, after a full GC', collected.now),
    ]);
    const growth = settled.now.rss - start.now.rss;
    verdict([
      {
        id: 'R10-peak',
        what: `peak RSS over the start during ${PUBLISHES} publishes (heap used: ${mb(end.peak.heapUsed - start.now.heapUsed)})`,
        measured: mb(end.peak.rss - start.now.rss),
        bar: 'info',
        pass: true,
        info: true,
      },
      {
        id: 'R10-pages',
        what: 'pages read between the publishes that answered 200',
        measured: `${pagesOk}/${pagesAll}`,
        bar: '100%',
        pass: pagesOk === pagesAll,
      },
      {
        id: 'R10',
        what: `settled RSS over the start after ${PUBLISHES} publishes (${mb(start.now.rss)} -> ${mb(settled.now.rss)}; after a full GC ${mb(collected.now.rss)})`,
        measured: mb(growth),
        bar: `<= ${BAR_MB} MB`,
        pass: growth <= BAR_MB * MB,
      },
    ]);
    await app.stop();
  });
}

/** The first pages of each centre's sitemap: home, the directory, what's on, then stores and events. */
async function planPages(app) {
  const pages = [];
  for (const { slug } of CENTRES) {
    // a server just started on a busy machine may give up on its first CMS readings (a page's budget): ask again
    let response = await app.get('/sitemap.xml', {}, slug);
    for (let attempt = 1; attempt < 5 && response.status === 503; attempt += 1) {
      await sleep(1000);
      response = await app.get('/sitemap.xml', {}, slug);
    }
    if (response.status !== 200) throw new Error(`${slug}: /sitemap.xml answered ${response.status}`);
    const paths = [...response.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    const stores = paths.filter((p) => p.startsWith('/stores/'));
    const events = paths.filter((p) => p.startsWith('/events/'));
    const others = paths.filter((p) => !/^\/(stores|events)\//.test(p));
    const chosen = [...new Set(['/', '/shopping', '/whats-on', ...interleave(stores, events, others)])];
    pages.push(...chosen.slice(0, PAGES_PER_CENTRE).map((path) => ({ centre: slug, path })));
  }
  return pages;
}

function interleave(...lists) {
  const out = [];
  for (let i = 0; lists.some((list) => i < list.length); i += 1)
    for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

/** Every page, 4 at a time; resolves with their statuses. */
async function readAll(app, pages) {
  const statuses = [];
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      const response = await app
        .get(page.path, { 'accept-encoding': 'br, gzip' }, page.centre)
        .catch(() => ({ status: 0 }));
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return statuses;
}

/** One webhook: the CMS's body naming a space (the centres in turn), or an empty body (every space). */
function publish(port, index) {
  const centre = CENTRES[index % CENTRES.length];
  const body =
    SCOPE === 'all'
      ? '{}'
      : JSON.stringify({
          text: 'published',
          action: 'published',
          space_id: centre.spaceId,
          story_id: 1,
          full_slug: 'pages/home',
        });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: LOOPBACK,
        port,
        path: '/api/admin/cache/update',
        method: 'POST',
        agent: false,
        headers: {
          host: `${centre.slug}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-webhook-token': WEBHOOK_TOKEN,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The server's memory through the preloaded probe: { now, peak } in bytes. */
function memory(app, options = {}) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the memory probe did not answer within 10 s')), 10_000);
    app.child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    app.child.send({ type: 'memory', ...options });
  });
}

function row(label, figures) {
  return [
    label,
    mb(figures.rss),
    mb(figures.heapUsed),
    mb(figures.heapTotal),
    mb(figures.external),
    mb(figures.arrayBuffers),
  ];
}

const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// last, so that every declaration above is initialised before the drill runs
await drill();
