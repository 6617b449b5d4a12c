import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';
import {
  collectHrefs,
  crawlCentre,
  describeDeadEnds,
  descriptionProblem,
  EMPTY_MAIN_CHARS,
  inSitePage,
  islandProps,
  linksOf,
  mainText,
  missingBlocks,
} from './site-crawler';

/**
 * Issue 13: every link in the header, mega menu, mobile menu, footer and content of each demo centre leads to a
 * page with real content. The crawl starts at '/' and follows every in-site link breadth-first (site-crawler.ts).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CENTRES = ['willowvale', 'riverbend', 'karri-ridge'];

/** The visual editor's signed query for a centre (contracts.md §1). */
function editorQuery(slug: string): string {
  const { spaceId, previewToken } = app.config.centres.centres.find((centre) => centre.slug === slug)!.cms;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
  return `_storyblok=1&_storyblok_tk[space_id]=${spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
}

/** The in-site pages the header's island links to: the nav, the mega menu and the mobile menu, open or closed. */
async function navigationPages(centre: string): Promise<string[]> {
  const home = await request(app.url).get('/').set('Host', app.host(centre));
  const hrefs: string[] = [];
  for (const name of ['header', 'footer']) collectHrefs(islandProps(home.text).get(name), hrefs);
  return [...new Set(hrefs.map((href) => inSitePage(href, app.host(centre))).filter((page) => page !== undefined))];
}

// a whole centre's pages (a few hundred, each rendered once): on a busy machine that takes longer than one request's test
const CRAWL_TIMEOUT_MS = 180_000;

/** The paths of a centre's sitemap: every indexable page. */
async function sitemapPaths(centre: string): Promise<string[]> {
  const res = await request(app.url).get('/sitemap.xml').set('Host', app.host(centre));
  return [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('no dead ends in the demo centres (issue 13)', () => {
  for (const centre of CENTRES) {
    // one crawl reads every page once: its links lead somewhere, and every indexable page (the sitemap's) is linked
    // and describes itself in 50 to 160 characters, the same in og:description (issue 26 part 4, QUALITY S1)
    it(`should lead every in-site link of ${centre} to a page with content, each sitemap page described`, async () => {
      const sitemap = await sitemapPaths(centre);
      expect(sitemap.length).toBeGreaterThan(100);
      const { pages, deadEnds, descriptions } = await crawlCentre(app.url, app.host(centre), editorQuery(centre), sitemap);
      // the menus' links are in the header's and footer's island props (the mobile menu renders them once opened): the
      // crawl asked for every one of them, and for the pages beyond (stores, events, offers ...)
      const navigation = await navigationPages(centre);
      expect(navigation.length).toBeGreaterThan(15);
      expect(navigation.filter((page) => !pages.has(page))).toEqual([]);
      expect(pages.size).toBeGreaterThan(100);
      expect(describeDeadEnds(centre, deadEnds)).toEqual([]);
      const undescribed = sitemap.flatMap((path) => {
        const problem = descriptionProblem(descriptions.get(path));
        return problem ? [`${path}: ${problem}`] : [];
      });
      expect(undescribed).toEqual([]);
    }, CRAWL_TIMEOUT_MS);
  }
});

describe('what the crawl counts as a link and as a dead end', () => {
  const host = 'willowvale.localhost:3000';

  it('should follow anchors, GET forms and the hrefs in island props, and skip what is not a page', () => {
    const html = [
      '<a class="x" href="/stores?filter[a]=b&amp;c=d#top">x</a><a href="mailto:a@b.example">m</a>',
      '<a href="tel:0300000000">t</a><a href="https://elsewhere.example/">e</a><a href="#main">skip</a>',
      '<a href="http://willowvale.localhost:3000/about">abs</a><a href="/api/search">api</a>',
      '<a href="/assets/app.css">css</a><a href="/menu.pdf">pdf</a>',
      '<form role="search" action="/search" method="get"></form><form action="/api/contact-us" method="post"></form>',
      '<atrium-island data-island="header" data-when="interaction" data-key="i1"></atrium-island>',
      '<script type="application/json" data-island-props="i1" nonce="n">{"header":{"navLinks":[{"link":{"href":"/leasing"}}]}}</script>',
    ].join('');
    const pages = linksOf(html).map((link) => inSitePage(link, host));
    expect(pages.filter(Boolean)).toEqual(['/stores?filter[a]=b&c=d', '/about', '/search', '/leasing']);
    expect(islandProps(html).get('header')).toEqual([{ header: { navLinks: [{ link: { href: '/leasing' } }] } }]);
  });

  it(`should read fewer than ${EMPTY_MAIN_CHARS} visible characters in <main> as empty`, () => {
    const blank =
      '<main id="main"><nav aria-label="Breadcrumb"><a href="/">Home</a> <a href="/shopping">Shopping</a></nav>' +
      '<h1>Gift Guide</h1><script>var lots = "of text that is not visible";</script></main>';
    expect(mainText(blank)).toBe('Gift Guide');
    const real = '<main><h1>Parking</h1><p>Three hours free &amp; undercover, open until 11 pm.</p></main>';
    expect(mainText(real)!.length).toBeGreaterThanOrEqual(EMPTY_MAIN_CHARS);
  });

  it('should count a block that renders nothing (not built, or failed to map) as missing from its page', () => {
    const model = {
      body: [
        { type: 'text_block', uid: 'a', model: { heading: 'Getting here' } },
        { type: 'hologram_tour', uid: 'b', model: { component: 'hologram_tour' } },
        {
          type: 'accordion_group',
          uid: 'c',
          model: { items: [{ type: '__error', uid: 'd', component: 'table', message: 'rows' }] },
        },
      ],
    };
    expect(missingBlocks(model)).toEqual([
      "shows nothing where its 'hologram_tour' block should be",
      "its 'table' block failed (rows)",
    ]);
  });

  it('should list each broken link with the page it is on: 404, 5xx, an empty main, a redirect to one', async () => {
    const content = '<p>Plenty of words about this page, more than enough to count as content.</p>';
    const site: Record<string, { status?: number; location?: string; body?: string }> = {
      '/': { body: `<a href="/about">a</a><a href="/gone">g</a><a href="/old">o</a><a href="/broken">b</a>${content}` },
      '/about': {
        body: `<a href="/blank">b</a><a href="/empty-category">d</a><a href="https://elsewhere.example/x">x</a>${content}`,
      },
      '/blank': { body: '<h1>Blank</h1>' },
      '/empty-category': { body: `<h1>Dining</h1>${content}<p>Please check back for further updates</p>` },
      '/gone': { status: 404, body: content },
      '/old': { status: 301, location: '/gone' },
      '/broken': { status: 500, body: content },
    };
    const server = createServer((req, res) => {
      const page = site[req.url!] ?? { status: 404, body: '' };
      res.writeHead(page.status ?? 200, {
        'content-type': 'text/html',
        ...(page.location ? { location: page.location } : {}),
      });
      res.end(`<html><body><header><a href="/">home</a></header><main>${page.body ?? ''}</main></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { pages, deadEnds } = await crawlCentre(`http://127.0.0.1:${port}`, host);
      expect([...pages].sort()).toEqual(['/', '/about', '/blank', '/broken', '/empty-category', '/gone', '/old']);
      expect(describeDeadEnds('willowvale', deadEnds)).toEqual([
        'willowvale: /about → /blank renders an empty <main>: "Blank"',
        'willowvale: / → /broken answers 500',
        "willowvale: /about → /empty-category shows 'Please check back for further updates'",
        'willowvale: / → /gone answers 404',
        'willowvale: / → /old answers 404 (redirected to /gone)',
      ]);
    } finally {
      server.close();
    }
  });
});
