import request from 'supertest';
import { isTrading } from '../../../src/common/domain/stores/store-facts';
import { demoStories, demoStory } from '../../utils/demo-content';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const cardTitles = (html: string) => [...html.matchAll(/store-card__title">([^<]*)</g)].map((match) => decode(match[1]!));
const count = (html: string) => /directory__count" role="status">(\d+) stores?</.exec(html)?.[1];

type Store = {
  title: string;
  status: string;
  discoverTypes?: string[];
  categories: string[];
  subcategories?: string[];
  keywords?: string;
  cuisines?: string[];
  mealTimes?: string[];
};
const listed = demoStories('willowvale', 'foundation/stores/')
  .map((story) => story.content as unknown as Store)
  .filter((store) => isTrading(store.status));

describe('the store directory on /shopping (spec 1 §2.5)', () => {
  it('should render every trading store on the server, sorted by title, and no closed or coming-soon store', async () => {
    const res = await get('/shopping');
    expect(res.status).toBe(200);
    const titles = cardTitles(res.text);
    expect(titles).toHaveLength(listed.length);
    expect(count(res.text)).toBe(String(listed.length));
    const hidden = demoStories('willowvale', 'foundation/stores/').filter((story) => !isTrading(String(story.content.status)));
    expect(hidden.length).toBeGreaterThan(0);
    for (const story of hidden) expect(titles).not.toContain(story.content.title);
  });

  it('should pre-select the discover filter from filter[discover]=new and render only new stores', async () => {
    const res = await get('/shopping?filter[discover]=new');
    expect(res.status).toBe(200);
    const expected = listed.filter((store) => store.discoverTypes?.includes('new')).map((store) => store.title);
    expect(cardTitles(res.text).sort()).toEqual(expected.sort());
  });

  it('should pre-select a category by its title from filter[categories]=Fashion', async () => {
    const res = await get('/shopping?filter%5Bcategories%5D=Fashion');
    expect(res.status).toBe(200);
    const expected = listed.filter((store) => store.categories.includes('@uuid:foundation/categories/fashion')).map((store) => store.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(cardTitles(res.text).sort()).toEqual(expected.sort());
    expect(res.text).toContain('Category<span class="filter-control__count"> (<!-- -->1<!-- -->)</span>');
  });

  it('should render the results of a search in the URL, over title, keywords and cuisines', async () => {
    const res = await get('/shopping?filter[search]=japanese');
    const expected = listed.filter((store) => [store.title, store.keywords ?? '', ...(store.cuisines ?? [])].join(' ').toLowerCase().includes('japanese'));
    expect(res.status).toBe(200);
    expect(cardTitles(res.text).sort()).toEqual(expected.map((store) => store.title).sort());
  });

  it('should render only the stores of a letter, and letter headings the flyout links to', async () => {
    const res = await get('/shopping?filter[viewBy]=b');
    expect(res.status).toBe(200);
    expect(cardTitles(res.text).every((title) => title.toLowerCase().startsWith('b'))).toBe(true);
    expect(res.text).toContain('id="b"');
    const all = (await get('/shopping')).text;
    expect(all).toContain('id="a"');
    expect(all).toContain('id="#"');
  });

  it("should say so when nothing matches: We couldn't find any results for that...", async () => {
    const res = await get('/shopping?filter[search]=zzzzqqq');
    expect(res.status).toBe(200);
    expect(res.text).toContain('We couldn&#x27;t find any results for that...');
  });
});

/** The directory's form as the server renders it, and its fields: name, value, and whether chosen. */
const formOf = (html: string) => {
  const start = html.indexOf('<form class="directory__controls"');
  return html.slice(start, html.indexOf('</form>', start) + '</form>'.length);
};
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const checkboxes = (form: string, name: string) =>
  [...form.matchAll(/<input type="checkbox"[^>]*>/g)]
    .map(([tag]) => ({ name: attribute(tag, 'name'), value: decode(attribute(tag, 'value') ?? ''), checked: tag.includes('checked=""') }))
    .filter((box) => box.name === name);
const selectedOption = (form: string, name: string) => {
  const start = form.indexOf(`name="${name}"`);
  const select = form.slice(start, form.indexOf('</select>', start));
  return /<option value="([^"]*)" selected=""/.exec(select)?.[1];
};
const titlesWhere = (test: (store: Store) => boolean) => listed.filter(test).map((store) => store.title).sort();
const inCategory = (slug: string) => (store: Store) => store.categories.includes(`@uuid:foundation/categories/${slug}`);

describe('the directory without JavaScript: a GET form the server answers (issue 26 part 2)', () => {
  it('should render its search, filters and toggles as one GET form that lands on the results, with Show stores', async () => {
    const form = formOf((await get('/shopping')).text);
    expect(form).toMatch(/^<form class="directory__controls" role="search" aria-label="Stores" action="#directory-results" method="get">/);
    expect(form).toMatch(/<input id="directory-search"[^>]* type="search"[^>]* name="filter\[search\]"/);
    expect(checkboxes(form, 'filter[categories]').map((box) => box.value)).toEqual(expect.arrayContaining(['fashion', 'dining']));
    expect(checkboxes(form, 'filter[subcategories]').map((box) => box.value)).toContain('dining/restaurants');
    expect(checkboxes(form, 'filter[cuisines]').map((box) => box.value)).toEqual(expect.arrayContaining(['Japanese', 'Italian']));
    expect(checkboxes(form, 'filter[mealTimes]').map((box) => box.value)).toEqual(['Breakfast', 'Brunch', 'Dessert', 'Dinner', 'Lunch', 'Snacks']);
    for (const name of ['filter[discover]', 'filter[viewBy]', 'filter[precinct]']) expect(selectedOption(form, name)).toBe('');
    expect(form).toContain('<input type="checkbox" role="switch" name="filter[giftCard]" value="true"/>');
    expect(form).toContain('<input type="checkbox" role="switch" name="filter[licensed]" value="true"/>');
    expect(form).toContain('<button type="submit" class="button">Show stores</button>');
    // nothing chosen: nothing to clear, and the phone's Filters button says no count
    expect(form).not.toContain('Clear all');
    expect(form).toContain('<summary class="filter-control directory__panel-toggle">Filters</summary>');
    expect((await get('/shopping')).text).toContain('<p id="directory-results" class="directory__count" role="status">');
  });

  it('should answer the form as it is sent, empty fields included: Dining, Japanese, lunch and dinner', async () => {
    const res = await get(
      '/shopping?filter%5Bsearch%5D=&filter%5Bcategories%5D=dining&filter%5Bdiscover%5D=&filter%5BviewBy%5D=&filter%5Bprecinct%5D=' +
        '&filter%5Bcuisines%5D=Japanese&filter%5BmealTimes%5D=Lunch&filter%5BmealTimes%5D=Dinner',
    );
    expect(res.status).toBe(200);
    const expected = titlesWhere(
      (store) => inCategory('dining')(store) && !!store.cuisines?.includes('Japanese') && ['Lunch', 'Dinner'].every((meal) => store.mealTimes?.includes(meal)),
    );
    expect(expected).toEqual(['Kaiten Sushi Bar', 'Osaka Ramen House', 'Poké Bowl Co.']);
    expect(cardTitles(res.text).sort()).toEqual(expected);
    const form = formOf(res.text);
    expect(checkboxes(form, 'filter[categories]').filter((box) => box.checked).map((box) => box.value)).toEqual(['dining']);
    expect(checkboxes(form, 'filter[cuisines]').filter((box) => box.checked).map((box) => box.value)).toEqual(['Japanese']);
    expect(checkboxes(form, 'filter[mealTimes]').filter((box) => box.checked).map((box) => box.value)).toEqual(['Dinner', 'Lunch']);
    expect(form).toContain('Filters<span class="filter-control__count"> (<!-- -->4<!-- -->)</span></summary>');
    expect(form).toContain('<a class="directory__reset" href="/shopping">Clear all</a>');
  });

  it('should filter by a sub-category and by a meal time alone', async () => {
    const restaurants = await get('/shopping?filter%5Bsubcategories%5D=dining%2Frestaurants');
    const expected = titlesWhere((store) => !!store.subcategories?.includes('@uuid:foundation/categories/dining/restaurants'));
    expect(expected.length).toBeGreaterThan(3);
    expect(cardTitles(restaurants.text).sort()).toEqual(expected);
    const breakfast = await get('/shopping?filter%5BmealTimes%5D=Breakfast');
    expect(cardTitles(breakfast.text).sort()).toEqual(titlesWhere((store) => !!store.mealTimes?.includes('Breakfast')));
  });

  it('should filter by discover, keep the choice selected, and keep the search text in its box', async () => {
    const luxury = await get('/shopping?filter%5Bsearch%5D=&filter%5Bdiscover%5D=luxury');
    expect(cardTitles(luxury.text).sort()).toEqual(titlesWhere((store) => !!store.discoverTypes?.includes('luxury')));
    expect(selectedOption(formOf(luxury.text), 'filter[discover]')).toBe('luxury');
    const ramen = await get('/shopping?filter%5Bsearch%5D=ramen&filter%5Bdiscover%5D=');
    expect(cardTitles(ramen.text)).toEqual(['Osaka Ramen House']);
    expect(formOf(ramen.text)).toMatch(/name="filter\[search\]" value="ramen"/);
  });

  it('should keep other parameters in the Clear all link and show a toggle the address turned on', async () => {
    const res = await get('/shopping?utm_source=mail&filter%5Blicensed%5D=true');
    expect(cardTitles(res.text).length).toBeGreaterThan(0);
    const form = formOf(res.text);
    expect(form).toContain('<input type="checkbox" role="switch" name="filter[licensed]" checked="" value="true"/>');
    expect(form).toContain('<a class="directory__reset" href="/shopping?utm_source=mail">Clear all</a>');
  });
});

describe('category pages (spec 1 §2.7)', () => {
  const pinned = (slug: string) =>
    ((demoStory('willowvale', `foundation/categories/${slug}`).content.pinnedStores as string[]) ?? []).map((ref) => String(demoStory('willowvale', ref.replace('@uuid:', '')).content.title));

  it('should answer 200 with the pinned stores first, then the others by title', async () => {
    const res = await get('/categories/fashion');
    expect(res.status).toBe(200);
    const titles = cardTitles(res.text);
    const first = pinned('fashion');
    expect(first.length).toBeGreaterThan(0);
    expect(titles.slice(0, first.length)).toEqual(first);
    const rest = titles.slice(first.length);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base', numeric: true })));
  });

  it('should offer the sub-category filter on a category with several sub-categories, but not on a sub-category', async () => {
    expect((await get('/categories/fashion')).text).toContain('Filter by sub-category');
    const sub = await get('/categories/fashion/womenswear');
    expect(sub.status).toBe(200);
    expect(sub.text).not.toContain('Filter by sub-category');
    expect(cardTitles(sub.text).length).toBeGreaterThan(0);
  });

  it('should render the stores of the sub-categories its GET form asks for, without JavaScript', async () => {
    const all = await get('/categories/dining');
    expect(all.text).toContain('<form class="directory__filters category-page__filters" action="#category-results" method="get">');
    expect(all.text).toContain('<button type="submit" class="button category-page__apply">Show stores</button>');
    const value = (label: string) =>
      new RegExp(`name="filter\\[subcategories\\]" value="([^"]+)"/><span>${label}</span>`).exec(all.text)?.[1];
    const [restaurants, cafes] = [value('Restaurants'), value('Cafés')];
    expect(restaurants && cafes).toBeTruthy();
    const inSub = (slug: string) => (store: Store) => !!store.subcategories?.includes(`@uuid:foundation/categories/dining/${slug}`);
    const res = await get(`/categories/dining?filter%5Bsubcategories%5D=${restaurants}&filter%5Bsubcategories%5D=${cafes}`);
    expect(res.status).toBe(200);
    const expected = titlesWhere((store) => inSub('restaurants')(store) || inSub('cafes')(store));
    expect(expected.length).toBeLessThan(cardTitles(all.text).length);
    expect(cardTitles(res.text).sort()).toEqual(expected);
    expect(checkboxes(res.text, 'filter[subcategories]').filter((box) => box.checked).map((box) => box.value)).toEqual([cafes, restaurants]);
    expect(res.text).toContain('<a class="directory__reset" href="/categories/dining">Clear all</a>');
  });

  it('should answer 404 for a category that does not exist', async () => {
    expect((await get('/categories/not-a-category')).status).toBe(404);
  });
});
