// P7: weight of the home page's first view (QUALITY.md P7: <= 1,000 KB and <= 40 requests; responsive images).
// The home page of each demo centre is opened in a fresh Chromium context (empty cache) at a phone viewport and at
// a desktop one, and every response is recorded until the network is idle (bounded). Bytes are response bodies
// (headers apart): "raw" decoded, as the page uses them, and "wire" as they crossed the network (Chromium's encoded
// body size: brotli or gzip where the server compressed them, decision 0012). The bar reads the wire column. Requests to anything but loopback are
// blocked and listed; the demo content's images come from the CMS sandbox's asset host, on loopback in demo mode.
// Responsive images: every <img> in the viewport after load must have a srcset unless it is an SVG; the width the
// browser chose (currentSrc) is compared with the rendered width times devicePixelRatio.
// Usage: node bench/p7-first-view-weight.mjs   (after npm run build)
// Env: BENCH_P7_DPR device pixel ratio of the phone (3), BENCH_P7_IDLE_MS bound on the network-idle wait (15000)
import { CHROMIUM, CHROMIUM_ARGS, isLoopback, LOCALHOST_RULE } from './lib/chromium.mjs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { ROOT, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { kb, ratio } from './lib/stats.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const BYTES_BAR = 1_000_000; // "1,000 KB", read as 1,000,000 bytes (as p5 reads 100 KB)
const REQUESTS_BAR = 40;
const IDLE_MS = Number(process.env.BENCH_P7_IDLE_MS ?? 15_000);
const CENTRES = ['willowvale', 'riverbend', 'karri-ridge'];
const VIEWPORTS = [
  {
    name: 'phone',
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: Number(process.env.BENCH_P7_DPR ?? 3),
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
const TYPES = ['document', 'script', 'stylesheet', 'image', 'font', 'fetch/xhr', 'other'];


function typeOf(resourceType) {
  if (resourceType === 'xhr' || resourceType === 'fetch') return 'fetch/xhr';
  return TYPES.includes(resourceType) ? resourceType : 'other';
}

/** Runs in the page: every <img> that shows inside the viewport, with what the browser chose for it. */
function imagesInView() {
  const dpr = window.devicePixelRatio;
  const found = [];
  const outside = [];
  for (const img of document.images) {
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const shown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    const inView = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    if (!shown || !inView) {
      // fetched although outside the first view: eager images below the fold, or lazy ones within Chromium's margin
      if (img.currentSrc) outside.push({ lazy: img.loading === 'lazy', hidden: !shown });
      continue;
    }
    const srcset = img.getAttribute('srcset') ?? '';
    // the srcset candidate the browser took: its w descriptor is the width it asked the image service for
    let chosenWidth;
    for (const candidate of srcset.split(/,\s+/)) {
      const [url, descriptor = ''] = candidate.trim().split(/\s+/);
      if (!url || new URL(url, location.href).href !== img.currentSrc) continue;
      if (/^\d+w$/.test(descriptor)) chosenWidth = Number(descriptor.slice(0, -1));
      else if (/^[\d.]+x$/.test(descriptor)) chosenWidth = box.width * Number(descriptor.slice(0, -1));
    }
    found.push({
      currentSrc: img.currentSrc,
      srcset: srcset !== '',
      sizes: img.getAttribute('sizes') ?? '',
      alt: img.alt,
      renderedWidth: box.width,
      chosenWidth: chosenWidth ?? img.naturalWidth,
      fromDescriptor: chosenWidth !== undefined,
      complete: img.complete,
    });
  }
  return { dpr, images: found, outside };
}

/** Opens one home page in a fresh context and records every request and response body. */
async function measure(browser, app, centre, device) {
  const { name, ...options } = device;
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const blocked = [];
  try {
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      blocked.push(`${route.request().resourceType()} ${url}`);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const requests = [];
    const failed = [];
    const pending = [];
    const errors = [];
    page.on('request', (request) => requests.push(request));
    page.on('requestfailed', (request) => {
      if (isLoopback(request.url())) failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const responses = [];
    page.on('response', (response) => {
      const request = response.request();
      const contentType = (response.headers()['content-type'] ?? '').split(';')[0].trim();
      const entry = {
        url: request.url(),
        type: typeOf(request.resourceType()),
        contentType,
        status: response.status(),
      };
      responses.push(entry);
      // redirects and 304s have no body to read
      pending.push(
        response.body().then(
          (body) => (entry.body = body),
          () => (entry.body = Buffer.alloc(0)),
        ),
        // the body's size on the wire (encoded), once the response has finished
        response.finished().then(
          () => request.sizes().then((sizes) => (entry.wire = sizes.responseBodySize)),
          () => (entry.wire = 0),
        ),
      );
    });
    const response = await page.goto(`http://${app.host(centre)}/`, { waitUntil: 'load', timeout: 30_000 });
    const idle = await page
      .waitForLoadState('networkidle', { timeout: IDLE_MS })
      .then(() => true)
      .catch(() => false);
    const seen = await page.evaluate(imagesInView);
    await Promise.all(pending);
    const byType = new Map(TYPES.map((type) => [type, { count: 0, raw: 0, wire: 0 }]));
    let raw = 0;
    let wire = 0;
    const imageHosts = new Map();
    for (const entry of responses) {
      raw += entry.body.length;
      wire += entry.wire;
      const sum = byType.get(entry.type);
      sum.count += 1;
      sum.raw += entry.body.length;
      sum.wire += entry.wire;
      if (entry.type === 'image') {
        const host = new URL(entry.url).host;
        imageHosts.set(host, (imageHosts.get(host) ?? 0) + 1);
      }
    }
    // an image is SVG when its response says so (the demo artwork is served as image/svg+xml at /f/...svg/m/WxH)
    const contentTypeOf = new Map(responses.map((entry) => [entry.url, entry.contentType]));
    const images = seen.images.map((image) => {
      const svg = contentTypeOf.get(image.currentSrc) === 'image/svg+xml' || /\.svg($|[/?#])/.test(image.currentSrc);
      const needed = image.renderedWidth * seen.dpr;
      return { ...image, svg, ratio: needed > 0 && image.chosenWidth > 0 ? image.chosenWidth / needed : undefined };
    });
    const largest = [...responses].sort((a, b) => b.wire - a.wire).slice(0, 3);
    return {
      centre,
      viewport: `${name} ${options.viewport.width}x${options.viewport.height}@${options.deviceScaleFactor}`,
      status: response?.status() ?? 0,
      idle,
      requests: requests.length,
      responses: responses.length,
      raw,
      wire,
      byType,
      blocked,
      failed,
      errors,
      // a 404 for an asset usually means dist/ was rebuilt during the run: its bytes are then missing
      notOk: responses.filter((entry) => entry.status >= 400).map((entry) => `${entry.status} ${entry.url}`),
      imageHosts,
      images,
      outside: seen.outside,
      largest,
    };
  } finally {
    await context.close();
  }
}

let browser;
await runBench('P7', 150_000, async () => {
  header(
    'P7',
    'home page first view: bytes and requests per centre and viewport, responsive images (fresh context each)',
  );
  const app = await startAppServer();
  const { chromium } = require('playwright-core');
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, LOCALHOST_RULE],
      timeout: 60_000,
    });
    const runs = [];
    for (const centre of CENTRES) {
      for (const device of VIEWPORTS) {
        const run = await measure(browser, app, centre, device);
        runs.push(run);
        const biggest = run.largest.map(
          (entry) => `${new URL(entry.url).pathname.split('/').pop() || '/'} ${kb(entry.wire)}`,
        );
        const notes = [
          run.idle ? '' : `network not idle within ${IDLE_MS / 1000} s`,
          run.failed.length ? `failed: ${run.failed.slice(0, 3).join(', ')}` : '',
          run.notOk.length
            ? `${run.notOk.length} answers >= 400 (rebuilt dist/? run again): ${run.notOk.slice(0, 3).join(', ')}`
            : '',
          run.errors.length ? `page errors: ${run.errors.slice(0, 3).join(' | ')}` : '',
        ].filter(Boolean);
        console.log(
          `  ${centre} ${run.viewport}: largest (wire) ${biggest.join(', ')}${notes.length ? `; ${notes.join('; ')}` : ''}`,
        );
      }
    }

    console.log('');
    table([
      ['centre', 'viewport', 'status', 'requests', 'blocked', 'raw', 'wire (as sent)', 'of 1,000 KB', 'of 40 req'],
      ...runs.map((run) => [
        run.centre,
        run.viewport,
        String(run.status),
        String(run.requests),
        String(run.blocked.length),
        kb(run.raw),
        kb(run.wire),
        ratio(run.wire / BYTES_BAR),
        ratio(run.requests / REQUESTS_BAR),
      ]),
    ]);
    console.log('\nby type: responses, wire bytes (decoded in brackets where they were compressed)');
    table([
      ['centre', 'viewport', ...TYPES],
      ...runs.map((run) => [
        run.centre,
        run.viewport.split(' ')[0],
        ...TYPES.map((type) => {
          const sum = run.byType.get(type);
          if (!sum.count) return '-';
          return `${sum.count}, ${kb(sum.wire)}${sum.raw !== sum.wire ? ` (${kb(sum.raw)})` : ''}`;
        }),
      ]),
    ]);

    const hosts = new Map();
    for (const run of runs) for (const [host, count] of run.imageHosts) hosts.set(host, (hosts.get(host) ?? 0) + count);
    console.log(
      `\nimages loaded from: ${hosts.size ? [...hosts].map(([host, count]) => `${host} (${count})`).join(', ') : 'none'}` +
        ` (the app on ${app.host('<centre>')}; every other loopback host is the CMS sandbox's asset host)`,
    );
    const blocked = [...new Set(runs.flatMap((run) => run.blocked))];
    if (blocked.length)
      console.log(
        `blocked (not loopback; counted as requests, their bytes unknown): ${blocked.slice(0, 10).join(', ')}${blocked.length > 10 ? ` and ${blocked.length - 10} more` : ''}`,
      );
    else console.log('no request left loopback');

    console.log('\nimages in the first view (inside the viewport after load), and those fetched outside it:');
    const fileOf = (url) => new URL(url).pathname.replace(/^\/f\/\d+\/[^/]+\/[^/]+\//, '');
    table([
      [
        'centre',
        'viewport',
        'in view',
        'SVG',
        'raster',
        'with srcset',
        'raster without srcset',
        'loaded outside view (eager, lazy)',
        'worst chosen / (rendered x dpr)',
      ],
      ...runs.map((run) => {
        const worst = run.images.filter((image) => image.ratio !== undefined).sort((a, b) => b.ratio - a.ratio)[0];
        const how = worst?.fromDescriptor ? 'srcset' : 'no srcset, natural width';
        const worstName = worst
          ? `${ratio(worst.ratio)} ${fileOf(worst.currentSrc)}: ${Math.round(worst.chosenWidth)} px for ${Math.round(worst.renderedWidth)} css px (${how})`
          : '-';
        const eager = run.outside.filter((image) => !image.lazy).length;
        return [
          run.centre,
          run.viewport.split(' ')[0],
          String(run.images.length),
          String(run.images.filter((image) => image.svg).length),
          String(run.images.filter((image) => !image.svg).length),
          String(run.images.filter((image) => image.srcset).length),
          String(run.images.filter((image) => !image.svg && !image.srcset).length),
          `${run.outside.length} (${eager}, ${run.outside.length - eager})`,
          worstName,
        ];
      }),
    ]);
    const missing = runs.flatMap((run) =>
      run.images
        .filter((image) => !image.svg && !image.srcset)
        .map((image) => `${run.centre} ${run.viewport.split(' ')[0]}: ${image.currentSrc}`),
    );
    if (missing.length) console.log(`raster images without srcset: ${missing.slice(0, 10).join(', ')}`);
    const svgWithout = new Set(
      runs.flatMap((run) =>
        run.images.filter((image) => image.svg && !image.srcset).map((image) => fileOf(image.currentSrc)),
      ),
    );
    if (svgWithout.size)
      console.log(
        `SVG images in view without srcset (allowed as SVG; a raster asset there would miss): ${[...svgWithout].join(', ')}`,
      );

    const heaviest = runs.reduce((a, b) => (b.wire > a.wire ? b : a));
    const busiest = runs.reduce((a, b) => (b.requests > a.requests ? b : a));
    const sized = runs.flatMap((run) =>
      run.images.filter((image) => image.ratio !== undefined).map((image) => ({ run, image })),
    );
    const worstImage = sized.sort((a, b) => b.image.ratio - a.image.ratio)[0];
    const worstChosen = sized.find(({ image }) => image.fromDescriptor);
    const rasterCount = runs.reduce((n, run) => n + run.images.filter((image) => !image.svg).length, 0);
    const imageCount = runs.reduce((n, run) => n + run.images.length, 0);
    verdict([
      ...runs.map((run) => ({
        id: `P7-${run.centre}-${run.viewport.split(' ')[0]}`,
        what: `home ${run.centre} ${run.viewport}: wire bytes, requests`,
        measured: `${kb(run.wire)}, ${run.requests} req`,
        bar: '<= 1,000 KB, <= 40',
        pass: run.wire <= BYTES_BAR && run.requests <= REQUESTS_BAR,
        info: true,
      })),
      {
        id: 'P7-image-ratio',
        what: `worst image in view: chosen width / (rendered width x dpr)${worstImage ? ` (${worstImage.run.centre} ${worstImage.run.viewport.split(' ')[0]}, ${fileOf(worstImage.image.currentSrc)}${worstImage.image.fromDescriptor ? '' : ', no srcset'})` : ''}`,
        measured: worstImage ? ratio(worstImage.image.ratio) : '-',
        bar: '(<= 2.00x)',
        pass: !worstImage || worstImage.image.ratio <= 2,
        info: true,
      },
      {
        id: 'P7-image-ratio-srcset',
        what: `the same, images whose width the browser chose from a srcset${worstChosen ? ` (${worstChosen.run.centre} ${worstChosen.run.viewport.split(' ')[0]}, ${fileOf(worstChosen.image.currentSrc)})` : ''}`,
        measured: worstChosen ? ratio(worstChosen.image.ratio) : '-',
        bar: '(<= 2.00x)',
        pass: !worstChosen || worstChosen.image.ratio <= 2,
        info: true,
      },
      {
        id: 'P7-srcset',
        what: `raster images in the first view without srcset (${rasterCount} raster, ${imageCount - rasterCount} SVG in all runs)`,
        measured: String(missing.length),
        bar: '0',
        pass: missing.length === 0,
      },
      {
        id: 'P7-requests',
        what: `requests on first view, most of any run (${busiest.centre} ${busiest.viewport})`,
        measured: String(busiest.requests),
        bar: '<= 40',
        pass: busiest.requests <= REQUESTS_BAR,
      },
      {
        id: 'P7',
        what: `first view bytes on the wire, heaviest run (${heaviest.centre} ${heaviest.viewport})`,
        measured: `${ratio(heaviest.wire / BYTES_BAR)} (${kb(heaviest.wire)})`,
        bar: '<= 1.00x',
        pass: heaviest.wire <= BYTES_BAR,
      },
    ]);
  } finally {
    await browser?.close().catch(() => {});
    await app.stop();
  }
});
