import request from 'supertest';
import { richTextWords } from '../../../src/common/domain/text/readable-text';
import type { RichTextNode } from '../../../src/common/domain/cms/storyblok.types';
import { demoStories, demoStory } from '../../utils/demo-content';
import { startTestApp, TestApp } from '../../utils/test-app';
import { metaOf } from '../crawl/site-crawler';

// Monday 2026-11-23 at 13:00 in Melbourne: the demo content's relative dates count from this day
const NOW = new Date('2026-11-23T02:00:00Z');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
});
afterAll(() => app.close());

const page = (path: string, centre = 'willowvale') => request(app.url).get(path).set('Host', app.host(centre));
const wordsOf = (doc: unknown) => richTextWords(doc as RichTextNode);


// Every sitemap page's description (50 to 160 characters, the same in og:description) is checked by the crawl, which
// reads each page once (test/e2e/crawl/no-dead-ends.e2e-spec.ts); here, where a description comes from.
describe('meta descriptions (issue 26 part 4, QUALITY S1)', () => {
  it("should describe a store, an event, an offer and a news item by their own words when the editor wrote none", async () => {
    const cases: Array<[string, string]> = [];
    const store = demoStories('willowvale', 'foundation/stores/').find(
      (story) => !story.content.metaDescription && story.content.status === 'open' && story.content.description,
    )!;
    cases.push([`/stores/${store.fullSlug.split('/').pop()}`, wordsOf(store.content.description)]);
    const event = demoStory('willowvale', 'foundation/events/build-a-bot-workshops');
    const offer = demoStory('willowvale', 'foundation/offers/kitchen-republic-knife-sharpening');
    const news = demoStory('willowvale', 'foundation/news/meet-our-concierge-team');
    for (const [story, folder] of [
      [event, 'events'],
      [offer, 'offers'],
      [news, 'news'],
    ] as const) {
      expect(story.content.metaDescription).toBeUndefined();
      cases.push([await linkOnWhatsOn(folder, story.fullSlug.split('/').pop()!), String(story.content.excerpt)]);
    }
    for (const [path, opening] of cases) {
      const description = metaOf((await page(path)).text, 'name', 'description')!;
      expect(description.startsWith(opening.slice(0, 40))).toBe(true);
    }
  });

  it("should describe a category by its description and a content page by its first paragraph", async () => {
    const footwear = demoStory('willowvale', 'foundation/categories/footwear');
    expect(metaOf((await page('/categories/footwear')).text, 'name', 'description')).toBe(
      wordsOf(footwear.content.description),
    );
    const facilities = metaOf((await page('/centre-info/facilities')).text, 'name', 'description');
    expect(facilities).toMatch(/^[A-Z]/);
    expect(facilities).not.toBe('Facilities');
  });

  it("should keep an editor's own description when it is long enough, and cut a long text at a word with an ellipsis", async () => {
    const home = demoStory('willowvale', 'pages/home');
    expect(metaOf((await page('/')).text, 'name', 'description')).toBe(home.content.metaDescription);
    const event = demoStory('willowvale', 'foundation/events/build-a-bot-workshops');
    const excerpt = String(event.content.excerpt);
    const description = metaOf((await page(await linkOnWhatsOn('events', 'build-a-bot-workshops'))).text, 'name', 'description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    if (description.length > excerpt.length) expect(description.startsWith(excerpt)).toBe(true);
  });
});

describe("each centre's not-found page (issue 26 part 6)", () => {
  it.each([
    ['willowvale', 'Willowvale'],
    ['riverbend', 'Riverbend'],
    ['karri-ridge', 'Karri Ridge Outlet'],
  ])('should say in its title that the page was not found (%s), whatever its heading says', async (centre, name) => {
    const res = await page('/no-such-page', centre);
    expect(res.status).toBe(404);
    expect(res.text).toContain(`<title>Page not found | ${name}</title>`);
    expect(res.text).toContain('<meta name="robots" content="noindex');
  });
});

describe('the national competition in each centre (issue 26 part 6)', () => {
  // its expiry is @today+45: 7 January 2027, a summer's day
  it.each([
    ['willowvale', 'AEDT'],
    ['riverbend', 'AEST'],
    ['karri-ridge', 'AWST'],
  ])('in %s, should close at 11:59pm %s, the zone in force then, under the terms and in the entry', async (centre, zone) => {
    const res = await page('/competitions/win-a-year-of-shopping', centre);
    expect(res.status).toBe(200);
    const closes = new RegExp(`Entries close at 11:59pm ${zone} on \\d{1,2}(st|nd|rd|th) January 2027`, 'g');
    // the terms' last line and the entry's notice
    expect(res.text.match(closes)?.length).toBeGreaterThanOrEqual(2);
    expect(res.text).not.toMatch(/\(AEST\)|\(AEDT\)/);
  });
});

async function linkOnWhatsOn(folder: string, slug: string): Promise<string> {
  const res = await page('/whats-on');
  const href = new RegExp(`href="(/${folder}/\\d+/${slug})"`).exec(res.text)?.[1];
  if (!href) throw new Error(`no link to ${folder}/${slug} on What's On`);
  return href;
}
