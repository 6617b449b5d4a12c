import request from 'supertest';
import { demoStories } from '../../utils/demo-content';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { PAGE_CACHE_SECONDS: '0' } });
});
afterAll(() => app.close());

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
type Thing = Record<string, unknown>;

async function jsonLd(path: string, centre = 'willowvale'): Promise<Thing[]> {
  const res = await request(app.url).get(path).set('Host', app.host(centre));
  const blocks = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1]!) as Thing);
}
const ofType = (things: Thing[], type: string) => things.find((thing) => thing['@type'] === type);
const slugOf = (fullSlug: string) => fullSlug.split('/').pop()!;

describe('structured data (schema.org JSON-LD)', () => {
  it('should describe the centre on the home page with its opening hours and special hours', async () => {
    const centre = ofType(await jsonLd('/'), 'ShoppingCenter')!;
    expect(centre).toMatchObject({ '@context': 'https://schema.org', name: 'Willowvale', address: { '@type': 'PostalAddress', addressCountry: 'AU', addressRegion: 'VIC' } });
    const hours = centre.openingHoursSpecification as Thing[];
    expect(hours.filter((spec) => String(spec.dayOfWeek).startsWith('https://schema.org/')).length).toBeGreaterThanOrEqual(6);
    const special = hours.filter((spec) => spec.validFrom);
    expect(special.length).toBeGreaterThan(0);
    expect(special.some((spec) => spec.opens === '00:00' && spec.closes === '00:00')).toBe(true);
  });

  it('should give every page a breadcrumb from the centre', async () => {
    const crumbs = ofType(await jsonLd('/whats-on'), 'BreadcrumbList')!;
    const items = crumbs.itemListElement as Thing[];
    expect(items[0]).toMatchObject({ position: 1, name: 'Willowvale', item: `http://willowvale.localhost:${app.port}/` });
    expect(items[1]).toMatchObject({ position: 2, item: `http://willowvale.localhost:${app.port}/whats-on` });
  });

  it('should describe a store inside the centre', async () => {
    const story = demoStories('riverbend', 'foundation/stores/')[0]!;
    const store = ofType(await jsonLd(`/stores/${slugOf(story.fullSlug)}`, 'riverbend'), 'Store')!;
    expect(store).toMatchObject({ name: story.content.title, containedInPlace: { '@type': 'ShoppingCenter', name: 'Riverbend' } });
  });

  it('should describe events, offers and news with ISO dates carrying the offset', async () => {
    const event = demoStories('willowvale', 'foundation/events/').find((story) => story.content.eventStartDate)!;
    const eventLd = ofType(await jsonLd(`/events/${slugOf(event.fullSlug)}`), 'Event')!;
    expect(eventLd).toMatchObject({ name: event.content.title, location: { '@type': 'ShoppingCenter' } });
    expect(eventLd.startDate).toMatch(ISO_WITH_OFFSET);

    const offer = demoStories('willowvale', 'foundation/offers/').find((story) => story.content.offerStartDate)!;
    const offerLd = ofType(await jsonLd(`/offers/${slugOf(offer.fullSlug)}`), 'Offer')!;
    expect(offerLd).toMatchObject({ name: offer.content.title, priceCurrency: 'AUD' });
    expect(offerLd.validFrom).toMatch(ISO_WITH_OFFSET);

    const news = demoStories('willowvale', 'foundation/news/')[0]!;
    const article = ofType(await jsonLd(`/news/${slugOf(news.fullSlug)}`), 'NewsArticle')!;
    expect(article).toMatchObject({ headline: news.content.title, publisher: { name: 'Willowvale' } });
  });

  it('should list every upcoming session of a recurring event', async () => {
    const weekly = demoStories('willowvale', 'foundation/events/').find((story) => {
      const recurrence = (story.content.appointmentRecurrence as Array<{ pattern: string }> | undefined)?.[0];
      return recurrence?.pattern === 'everyWeek' && !story.content.inCentreOnly;
    })!;
    const eventLd = ofType(await jsonLd(`/events/${slugOf(weekly.fullSlug)}`), 'Event')!;
    const sessions = [eventLd, ...((eventLd.subEvent as Thing[]) ?? [])];
    expect(sessions.length).toBeGreaterThan(1);
    for (const session of sessions) expect(session.startDate).toMatch(ISO_WITH_OFFSET);
    const starts = sessions.map((session) => Date.parse(String(session.startDate)));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts[0]).toBeGreaterThanOrEqual(Date.now() - 24 * 3600 * 1000);
  });

  it('should give not-found and noIndex pages no structured data', async () => {
    expect(await jsonLd('/no-such-page')).toEqual([]);
  });
});
