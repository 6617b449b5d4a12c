import request from 'supertest';
import { encodeStoreIds } from '../../../src/page-model/journey/journey-link';
import { startTestApp, TestApp } from '../../utils/test-app';

// Monday 2026-11-23 at 13:00 in Melbourne
const NOW = new Date('2026-11-23T02:00:00Z');
const EMPTY = 'You haven&#x27;t added any stores to your journey yet!';

let app: TestApp;
let emptyPage: string;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
  emptyPage = (await page('/my-journey')).text;
});
afterAll(() => app.close());

const page = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
/** a store's id as the journey block knows it (its props list every store of the centre) */
const idOf = (slug: string) => new RegExp(`"id":"([^"]+)","key":"${slug}"`).exec(emptyPage)?.[1] ?? '';
/** the plans the page drew, in order: floor and the stores selected on it */
const plans = (html: string) =>
  [...html.matchAll(/<svg class="floor-plan__svg"[\s\S]*?<\/svg>/g)].map(([svg]) => ({
    floor: /data-floor="([^"]+)"/.exec(svg)?.[1],
    selected: [...svg.matchAll(/data-store="([^"]+)">(?:(?!<\/a>).)*?floor-plan__unit--selected/g)].map((m) => m[1]),
  }));

describe('GET /my-journey (spec 1 §2.13, docs/journey.md)', () => {
  it('should render a shared journey whole, its stores under their floors lowest first, each floor with its plan', async () => {
    const ids = [idOf('burger-yard'), idOf('freshmart')];
    const res = await page(`/my-journey?store_ids=${encodeStoreIds(ids)}`);
    expect(res.status).toBe(200);
    const floors = [...res.text.matchAll(/<h3 id="journey-floor-[^"]+" class="journey-floor__title">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(floors).toEqual(['Lower Ground', 'Level 3']);
    expect(plans(res.text)).toEqual([
      { floor: 'LG', selected: ['freshmart'] },
      { floor: 'L3', selected: ['burger-yard'] },
    ]);
    expect(res.text).toContain('<a class="journey-store__title" href="/stores/burger-yard">Burger Yard</a>');
    expect(res.text).toContain('<a class="journey-store__title" href="/stores/freshmart">FreshMart</a>');
    expect(res.text).toMatch(/<span class="journey-store__hours">Open Today \d/);
    expect(res.text).toContain(`/my-journey?store_ids=${encodeStoreIds(ids)}</a>`);
    expect(res.text).not.toContain(EMPTY);
  });

  it('should show the empty journey, not an error, for a store_ids value that is no journey', async () => {
    const res = await page('/my-journey?store_ids=%25%25not-lz%2C%3Cscript%3E');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<p>${EMPTY}</p><a class="button button--secondary journey__create" href="/shopping">Create a new journey</a>`);
    expect(plans(res.text)).toEqual([]);
  });

  it('should offer the journey toggle on store pages and directory cards, and head the store map once', async () => {
    const store = await page('/stores/burger-yard');
    expect(store.text).toMatch(/<button type="button" class="journey-toggle" aria-pressed="false">.*?<span>Add to journey<span class="visually-hidden">: Burger Yard<\/span><\/span><\/button>/);
    expect(store.text).toContain('<h2 id="store-map-title" class="store-section__title">Indoor map</h2>');
    expect(store.text.match(/<h[1-6][^>]*>Find us/g) ?? []).toHaveLength(0);
    const directory = await page('/shopping');
    expect(directory.text).toContain('<span class="visually-hidden">: Burger Yard</span>');
  });
});
