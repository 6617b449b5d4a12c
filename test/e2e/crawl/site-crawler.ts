import request from 'supertest';
import { BUILT_BLOCKS } from '../../../src/page-model/blocks/block-registry.generated';

/**
 * A breadth-first crawl of one centre's site over HTTP, as a visitor without JavaScript (and a search engine)
 * follows it: every in-site `<a href>`, every GET form's action, and the links the header's island carries in its
 * props (the mobile menu and the mega menu render them only once opened in the browser).
 */

/** Fewer visible characters than this in `<main>` is an empty page: a heading and nothing under it. */
export const EMPTY_MAIN_CHARS = 40;
/** Query strings make distinct pages (filters, selected stores), but a few of each path are enough. */
export const QUERY_VARIANTS_PER_PATH = 5;
const CONCURRENCY = 4;
const MAX_REDIRECTS = 5;
/** files, not pages: assets, feeds, downloads */
const FILE = /\.[a-z0-9]{2,5}$/i;

export interface Referrer {
  page: string;
  link: string;
}

export interface DeadEnd {
  target: string;
  problem: string;
  referrers: Referrer[];
}

export interface CrawlResult {
  /** every page the crawl asked for (path and query) */
  pages: Set<string>;
  deadEnds: DeadEnd[];
  /** each page that answered 200, by the path asked for: its meta description and og:description, as read */
  descriptions: Map<string, { description?: string; og?: string }>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/**
 * spec 1 §8: what a listing, the gift guide or the map says when it has nothing to show. A link that leads to
 * one of them is a dead end too (a category with no stores, a filter that matches nothing, a floor with no map).
 */
export const NOTHING_TO_SHOW = [
  'Please check back for further updates',
  /Please check back for upcoming \w+ soon/,
  "We couldn't find any results for that...",
  "We don't have any results that match that combination. Please try something else.",
  'We cannot find any gift ideas',
  'No results found',
  'Could not find map for floor',
];

/** The message of NOTHING_TO_SHOW a page's main text shows, if any. */
export function nothingToShow(text: string): string | undefined {
  for (const message of NOTHING_TO_SHOW) {
    const found =
      typeof message === 'string' ? (text.includes(message) ? message : undefined) : message.exec(text)?.[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * The visible text of the page's `<main>`: no scripts, styles, templates, tags or runs of white space, and no
 * `<nav>` (breadcrumbs name other pages, they are not this page's content).
 */
export function mainText(html: string): string | undefined {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return undefined;
  const inner = html
    .slice(start, end)
    .replace(/<(script|style|template|noscript|nav)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode(inner).replace(/\s+/g, ' ').trim();
}

/** Every href-like value a page offers: anchors, GET forms, and the `href`s in the islands' props. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    if (href !== undefined) links.push(decode(href));
  }
  for (const [tag] of html.matchAll(/<form\b[^>]*>/gi)) {
    const method = /\smethod="([^"]*)"/i.exec(tag)?.[1] ?? 'get';
    const action = /\saction="([^"]*)"/i.exec(tag)?.[1];
    if (action !== undefined && method.toLowerCase() === 'get') links.push(decode(action));
  }
  for (const props of islandProps(html).values()) collectHrefs(props, links);
  return links;
}

/** The props of each island of the page by the island's name (`header`, `footer`, `block:<type>` ...). */
export function islandProps(html: string): Map<string, unknown[]> {
  const names = new Map<string, string>();
  for (const [tag] of html.matchAll(/<atrium-island\b[^>]*>/g)) {
    const name = /\sdata-island="([^"]*)"/.exec(tag)?.[1];
    const key = /\sdata-key="([^"]*)"/.exec(tag)?.[1];
    if (name && key) names.set(key, name);
  }
  const found = new Map<string, unknown[]>();
  for (const [, key, json] of html.matchAll(
    /<script type="application\/json" data-island-props="([^"]*)"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const name = names.get(key!) ?? key!;
    found.set(name, [...(found.get(name) ?? []), JSON.parse(json!) as unknown]);
  }
  return found;
}

/** Every `href` string anywhere in a value (links are `{ href }` objects in the view models). */
export function collectHrefs(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const item of value) collectHrefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') into.push(item);
      else collectHrefs(item, into);
    }
  }
}

/** The in-site page a link leads to (path and query, no fragment), or undefined for what the crawl skips. */
export function inSitePage(link: string, host: string): string | undefined {
  if (link === '' || link.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(link, `http://${host}/`);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== host) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/') || FILE.test(url.pathname))
    return undefined;
  return url.pathname + url.search;
}

const BUILT = new Set(BUILT_BLOCKS.map((block) => block.type));

/**
 * What is missing from a page built of CMS blocks: a block whose feature is not built yet renders nothing for
 * visitors (the placeholder), and a block that failed to map is left out. Read from the page's model
 * (`GET /api/page?path=`), any depth.
 */
export function missingBlocks(model: unknown, into: string[] = []): string[] {
  if (Array.isArray(model)) for (const item of model) missingBlocks(item, into);
  else if (model && typeof model === 'object') {
    const node = model as { type?: unknown; uid?: unknown; component?: unknown; message?: unknown };
    if (typeof node.type === 'string' && typeof node.uid === 'string') {
      if (node.type === '__error') into.push(`its '${String(node.component)}' block failed (${String(node.message)})`);
      else if (!BUILT.has(node.type)) into.push(`shows nothing where its '${node.type}' block should be`);
    }
    for (const value of Object.values(model)) if (value && typeof value === 'object') missingBlocks(value, into);
  }
  return into;
}

/** A `<meta>` tag's content, entities decoded: `metaOf(html, 'name', 'description')`. */
export function metaOf(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return found ? decode(found[1]!) : undefined;
}

/**
 * What is wrong with a page's description for search engines and shares (QUALITY S1: 50 to 160 characters, the
 * same in og:description), or undefined when nothing is.
 */
export function descriptionProblem(found: { description?: string; og?: string } | undefined): string | undefined {
  if (!found) return 'was not reached by the crawl, or did not answer 200';
  const { description, og } = found;
  if (!description) return 'no description';
  if (description.length < 50 || description.length > 160) return `${description.length} characters: ${description}`;
  if (og !== description) return 'og:description differs';
  return undefined;
}

/** Pages made of CMS blocks (content and centre-info pages), by the class of their `<main>`. */
const BLOCK_PAGE = /<main[^>]*class="[^"]*\bpage--(content|centre-info)\b/;

interface Answer {
  status: number;
  location?: string;
  html: string;
}

/**
 * Crawls a centre from '/' (and from each of its sitemap's paths, when given) and returns every page that answered
 * an error or rendered an empty `<main>`, and each page's description. With the
 * editor's preview query, a page's blocks are read from the preview's model, which keeps unbuilt blocks as notes.
 */
export async function crawlCentre(
  baseUrl: string,
  host: string,
  previewQuery = '',
  sitemap: string[] = [],
): Promise<CrawlResult> {
  const fetchPage = async (path: string): Promise<Answer> => {
    const res = await request(baseUrl).get(path).set('Host', host).redirects(0);
    return { status: res.status, location: res.headers.location as string | undefined, html: res.text ?? '' };
  };
  // one look at the blocks of each path (its query variants have the same blocks)
  const blocksChecked = new Map<string, Promise<string[]>>();
  const blocksMissingOn = (pathname: string) => {
    let missing = blocksChecked.get(pathname);
    if (!missing) {
      missing = request(baseUrl)
        // the editor's model: visitors' pages leave out an unbuilt block altogether (docs/editor.md)
        .get(`/api/page?path=${encodeURIComponent(pathname)}${previewQuery ? `&${previewQuery}` : ''}`)
        .set('Host', host)
        .then((res) => missingBlocks((res.body as { page?: unknown }).page));
      blocksChecked.set(pathname, missing);
    }
    return missing;
  };
  const referrers = new Map<string, Referrer[]>();
  const variants = new Map<string, number>();
  const queue: string[] = [];
  const problems = new Map<string, string>();
  const descriptions = new Map<string, { description?: string; og?: string }>();

  // the home page's links (the header, mega menu, mobile menu and footer are the same on every page) are all
  // followed; deeper, a few query variants of a path stand for the rest
  const enqueue = (page: string, from?: Referrer) => {
    const known = referrers.get(page);
    if (known) {
      const repeated = known.some((seen) => seen.page === from?.page && seen.link === from.link);
      if (from && !repeated && known.length < 3) known.push(from);
      return;
    }
    const pathname = page.split('?')[0]!;
    if (page.includes('?') && from?.page !== '/') {
      const count = variants.get(pathname) ?? 0;
      if (count >= QUERY_VARIANTS_PER_PATH) return;
      variants.set(pathname, count + 1);
    }
    referrers.set(page, from ? [from] : []);
    queue.push(page);
  };

  const visit = async (page: string) => {
    let path = page;
    let answer = await fetchPage(path);
    for (let hops = 0; answer.status >= 300 && answer.status < 400 && answer.location; hops++) {
      const next = inSitePage(answer.location, host);
      if (next === undefined) return; // a redirect out of the site
      if (hops === MAX_REDIRECTS) return void problems.set(page, `more than ${MAX_REDIRECTS} redirects`);
      path = next;
      answer = await fetchPage(path);
    }
    const via = path === page ? '' : ` (redirected to ${path})`;
    if (answer.status !== 200) return void problems.set(page, `answers ${answer.status}${via}`);
    descriptions.set(page, {
      description: metaOf(answer.html, 'name', 'description'),
      og: metaOf(answer.html, 'property', 'og:description'),
    });
    const text = mainText(answer.html);
    if (text === undefined) return void problems.set(page, `has no <main>${via}`);
    if (text.length < EMPTY_MAIN_CHARS) return void problems.set(page, `renders an empty <main>${via}: "${text}"`);
    const nothing = nothingToShow(text);
    if (nothing) return void problems.set(page, `shows '${nothing}'${via}`);
    if (BLOCK_PAGE.test(answer.html)) {
      const missing = await blocksMissingOn(path.split('?')[0]!);
      if (missing.length > 0) problems.set(page, `${missing.join('; ')}${via}`);
    }
    for (const link of linksOf(answer.html)) {
      const target = inSitePage(link, host);
      if (target !== undefined) enqueue(target, { page: path, link });
    }
  };

  enqueue('/');
  // the sitemap's pages are asked for too, linked or not: a search engine reaches them from it
  for (const path of sitemap) enqueue(path, { page: '/sitemap.xml', link: path });
  let active = 0;
  await new Promise<void>((resolve) => {
    const pump = () => {
      while (active < CONCURRENCY && queue.length > 0) {
        const page = queue.shift()!;
        active++;
        visit(page)
          .catch((error: unknown) => void problems.set(page, `could not be fetched: ${String(error)}`))
          .finally(() => {
            active--;
            pump();
          });
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  const deadEnds = [...problems].map(([target, problem]) => ({ target, problem, referrers: referrers.get(target)! }));
  return {
    pages: new Set(referrers.keys()),
    deadEnds: deadEnds.sort((a, b) => a.target.localeCompare(b.target)),
    descriptions,
  };
}

/** One readable line per broken link: the page it is on, the link as written, what is wrong (and where else). */
export function describeDeadEnds(centre: string, deadEnds: DeadEnd[]): string[] {
  return deadEnds.map(({ problem, referrers: [first, ...others] }) => {
    const also = others.length > 0 ? ` (also on ${others.map((other) => other.page).join(', ')})` : '';
    return `${centre}: ${first!.page} → ${first!.link} ${problem}${also}`;
  });
}
