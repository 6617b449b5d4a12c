// S1: Lighthouse SEO and accessibility of one page of every indexable page type, at a 375 px phone (QUALITY.md S1:
// 100 and 100; issue 26 part 4). For each demo centre asked for (willowvale by default) it reads the centre's
// sitemap (every indexable page), takes the first page of each type (home, directory, store, event, offer, news,
// category, content page, centre information, competition, gift guide and gift idea, What's On ...), runs
// Lighthouse's 'seo' and 'accessibility' categories on it (mobile, no throttling: nothing here is timed) in a fresh
// Chromium, and prints each score with the audits that lost points. (Lighthouse refuses to score a 404, so the
// not-found page's title is checked by test/e2e/pages/seo-descriptions.e2e-spec.ts instead.)
// Usage: node bench/s1-seo-accessibility.mjs [centre ...]   (after npm run build; starts its own server)
//        S1_PORT=4900 node bench/s1-seo-accessibility.mjs   (scores a server already running on that port)
//        S1_PAGES='riverbend:/gift-guide' node bench/s1-seo-accessibility.mjs riverbend   (only those pages)
import { isLoopback } from './lib/chromium.mjs';
import { PHONE, launchChromium } from './lib/lighthouse-chromium.mjs';
import { startAppServer } from './lib/app-server.mjs';
import { LOOPBACK, get } from './lib/net.mjs';
import { runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';

const CENTRES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['willowvale'];
const BAR = 100;
/** S1_PAGES='riverbend:/gift-guide,karri-ridge:/events/1/x': only those pages (a fix checked again) */
const ONLY = (process.env.S1_PAGES ?? '')
  .split(',')
  .filter(Boolean)
  .map((item) => ({ centre: item.slice(0, item.indexOf(':')), path: item.slice(item.indexOf(':') + 1) }));

/** The page type of a sitemap path; the first path of each type is scored. */
function pageType(path) {
  if (path === '/') return 'home';
  const [first, second] = path.split('/').filter(Boolean);
  const known = {
    shopping: 'directory',
    stores: 'store',
    events: 'event',
    offers: 'offer',
    news: 'news',
    categories: 'category',
    'centre-info': 'centre information',
    competitions: 'competition',
    'whats-on': "what's on",
    'opening-hours': 'opening hours',
    parking: 'parking (live)',
    'centre-traffic': 'traffic (live)',
    'contact-us': 'contact form',
    'my-journey': 'journey',
    book: second ? 'booking' : 'content',
    tickets: 'ticketing',
  };
  if (first === 'gift-guide') return second === 'offers' ? 'gift idea' : 'gift guide';
  if (first === 'directions') return second === 'centre-map' ? 'centre map' : 'directions';
  return known[first] ?? 'content';
}

async function sitemapPaths(port, host) {
  const answer = await get(port, '/sitemap.xml', { host });
  if (answer.status !== 200) throw new Error(`/sitemap.xml answered ${answer.status} for ${host}`);
  return [...answer.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** One Lighthouse run of the SEO and accessibility categories, in a fresh Chromium. */
async function score(lighthouse, url) {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      hostname: LOOPBACK,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: 'provided',
      screenEmulation: { mobile: true, ...PHONE, disabled: false },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const lost = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => {
          const items = lhr.audits[ref.id].details?.items ?? [];
          const first = items[0]?.node?.snippet ?? items[0]?.source?.url ?? items[0]?.href ?? '';
          return `${ref.id}${items.length ? ` (${items.length}: ${String(first).slice(0, 90)})` : ''}`;
        });
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lost: [...lost('seo'), ...lost('accessibility')],
      offLoopback: requests.map((item) => item.url).filter((requestUrl) => !isLoopback(requestUrl)),
    };
  } finally {
    await chromium.stop();
  }
}

await runBench('S1', 30 * 60_000, async () => {
  header('S1', `Lighthouse SEO and accessibility per page type (${CENTRES.join(', ')}, ${PHONE.width} px phone)`);
  const { default: lighthouse } = await import('lighthouse');
  const own = process.env.S1_PORT ? undefined : await startAppServer();
  const port = own?.port ?? Number(process.env.S1_PORT);
  const rows = [['centre', 'page type', 'path', 'SEO', 'a11y', 'lost points on']];
  const results = [];
  for (const centre of CENTRES) {
    const host = `${centre}.localhost:${port}`;
    const firstOfType = new Map();
    const only = ONLY.filter((item) => item.centre === centre);
    if (ONLY.length > 0) for (const { path } of only) firstOfType.set(pageType(path), path);
    else
      for (const path of await sitemapPaths(port, host)) {
        const type = pageType(path);
        if (!firstOfType.has(type)) firstOfType.set(type, path);
      }
    for (const [type, path] of firstOfType) {
      const found = await score(lighthouse, `http://${host}${path}`);
      if (found.offLoopback.length > 0) throw new Error(`${path} asked beyond loopback: ${found.offLoopback.join(', ')}`);
      rows.push([centre, type, path, found.seo, found.accessibility, found.lost.join('; ') || '-']);
      results.push({ centre, type, ...found });
      console.log(
        `  ${centre} ${type} ${path}: SEO ${found.seo}, accessibility ${found.accessibility}${found.lost.length ? ` (lost on ${found.lost.join('; ')})` : ''}`,
      );
    }
  }
  console.log('');
  table(rows);
  const lowest = (key) => Math.min(...results.map((item) => item[key]));
  verdict(
    ['seo', 'accessibility'].map((key) => ({
      id: 'S1',
      what: `${key === 'seo' ? 'SEO' : 'accessibility'}, lowest of ${results.length} pages`,
      measured: String(lowest(key)),
      bar: `>= ${BAR}`,
      pass: lowest(key) >= BAR,
    })),
  );
});
