import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const unescape = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

interface Listing {
  titles: string[];
  hrefs: string[];
  html: string;
}

/** The card lists of a page by their heading: the card titles and links in the order shown. */
async function listings(centre: string, path: string): Promise<Map<string, Listing>> {
  const res = await request(app.url).get(path).set('Host', app.host(centre));
  expect(res.status).toBe(200);
  const found = new Map<string, Listing>();
  for (const section of res.text.split('<section').slice(1)) {
    if (!/^[^>]*class="card-list/.test(section)) continue;
    const heading = /<h2[^>]*class="card-list__title"[^>]*>(.*?)<\/h2>/.exec(section)?.[1];
    const body = section.split('</section>')[0]!;
    const links = [...body.matchAll(/<a class="card__link" href="([^"]+)"[^>]*>(.*?)<\/a>/g)];
    found.set(unescape(heading ?? ''), {
      titles: links.map((m) => unescape(m[2]!)),
      hrefs: links.map((m) => m[1]!),
      html: body,
    });
  }
  return found;
}

const list = (lists: Map<string, Listing>, heading: string): Listing => {
  const found = lists.get(heading);
  if (!found) throw new Error(`no card list "${heading}" among ${[...lists.keys()].join(', ')}`);
  return found;
};

/** Concrete facts of each centre's demo content (scripts/demo-content/centres/<centre>/). */
const FACTS = {
  willowvale: {
    pinnedEvent: 'New Season Runway',
    hiddenEvents: ['Free Coffee Friday', 'Personal Styling Sessions', 'Lion Dance Blessing for Laneway Eats'],
    pinnedOffer: '25% off all knitwear',
    hiddenOffers: ['End of season sale: up to 50% off', 'Red wine: buy six, save 20%', 'Kids eat free on Tuesdays'],
    notOnLastPromo: 'Gift with purchase when you spend $80',
    pinnedNews: 'The new Laneway Eats precinct is open',
    hiddenNews: ['Whitehorse Parade tram stop upgraded'],
    pinnedCompetition: 'Wardrobe Refresh Giveaway',
    hiddenCompetitions: ['Spin to Win at the Kiosk', 'Win a Peninsula Getaway'],
  },
  riverbend: {
    pinnedEvent: 'Riverside Cinema Nights',
    hiddenEvents: ['Gelato Happy Hour', 'VIP Shopping Night', 'Strike Zone Family Bowling Championship'],
    pinnedOffer: 'Family pizza night: two pizzas and a jug of lemonade for $45',
    hiddenOffers: [
      'Free smoothie on sign-up',
      'Camping sale: 30% off tents and swags',
      'Free skin analysis and a deluxe sample',
    ],
    notOnLastPromo: 'Taco Tuesday: $4 tacos',
    pinnedNews: 'The River Lawn is open',
    hiddenNews: [],
    pinnedCompetition: 'Win a Family Holiday on the Sunshine Coast',
    hiddenCompetitions: ['Scan and Win', 'Kids Colouring Competition'],
  },
  'karri-ridge': {
    pinnedEvent: 'Midnight Madness Outlet Sale',
    hiddenEvents: ['In-Centre Treasure Hunt', 'Personal Shopper Appointments', 'Outlet Village Reopening Party'],
    pinnedOffer: 'Extra 30% off ticketed prices',
    hiddenOffers: ['Flash sale: $20 leggings', 'Mattress event: up to 70% off', 'Burger, chips and drink for $15'],
    notOnLastPromo: 'Carry-on and check-in set for $199',
    pinnedNews: 'The refurbished Outlet Village is open',
    hiddenNews: ['Solar shade over the car park'],
    pinnedCompetition: 'Shop and Win a Margaret River Getaway',
    hiddenCompetitions: ['Lucky Receipt Instant Win', 'VIP Preview Night Draw'],
  },
};

describe.each(Object.entries(FACTS))('listings of %s (spec 1 §5, §9)', (centre, facts) => {
  let whatsOn: Map<string, Listing>;
  let home: Map<string, Listing>;
  beforeAll(async () => {
    [whatsOn, home] = await Promise.all([listings(centre, '/whats-on'), listings(centre, '/')]);
  });

  it('should list the pinned event first and leave out in-centre-only, undated and ended events', () => {
    const events = list(whatsOn, 'Events');
    expect(events.titles[0]).toBe(facts.pinnedEvent);
    for (const hidden of facts.hiddenEvents) expect(events.titles).not.toContain(hidden);
    expect(events.hrefs.every((href) => /^\/events\/\d+\/[a-z0-9-]+$/.test(href))).toBe(true);
  });

  it('should list the pinned offer first and leave out expired, future and not-on-store-filter offers', () => {
    const offers = list(whatsOn, 'Offers');
    expect(offers.titles[0]).toBe(facts.pinnedOffer);
    for (const hidden of facts.hiddenOffers) expect(offers.titles).not.toContain(hidden);
    expect(offers.titles.length).toBeGreaterThanOrEqual(5);
    expect(offers.hrefs.every((href) => /^\/offers\/\d+\/[a-z0-9-]+$/.test(href))).toBe(true);
  });

  it('should list the pinned news first and leave out expired news', () => {
    const news = list(whatsOn, 'News');
    expect(news.titles[0]).toBe(facts.pinnedNews);
    for (const hidden of facts.hiddenNews) expect(news.titles).not.toContain(hidden);
    expect(news.titles.length).toBeLessThanOrEqual(6);
  });

  it('should list running competitions, pinned first, without in-centre-only or expired ones', () => {
    const competitions = list(whatsOn, 'Competitions');
    expect(competitions.titles[0]).toBe(facts.pinnedCompetition);
    for (const hidden of facts.hiddenCompetitions) expect(competitions.titles).not.toContain(hidden);
    expect(competitions.hrefs[0]).toMatch(/^\/competitions\/[a-z0-9-]+$/);
  });

  it("should show each item once on the home page: 'Latest', then offers, events and news it does not show", () => {
    const latest = [...home.entries()].find(([heading]) => heading.startsWith('Latest at'))![1];
    const offers = list(home, 'Offers');
    const events = list(home, 'Events');
    const news = list(home, 'News');
    const ticketed = list(home, 'Ticketed events');
    // four across, one full row each
    expect(latest.titles).toHaveLength(4);
    expect(offers.titles).toHaveLength(4);
    expect(events.html).toContain('class="card-carousel"');
    expect(news.titles.length).toBeGreaterThan(0);
    const shown = [latest, offers, events, news, ticketed].flatMap((listing) => listing.hrefs);
    expect(new Set(shown).size).toBe(shown.length);
    // the pinned offer opens 'Latest' or the offers grid, never both
    expect([latest.titles, offers.titles].filter((titles) => titles.includes(facts.pinnedOffer))).toHaveLength(1);
  });

  it('should show num_shown latest cards without those flagged not-on-last-promo', () => {
    const latest = [...home.entries()].find(([heading]) => heading.startsWith('Latest at'))![1];
    expect(latest.titles).toHaveLength(4);
    expect(latest.titles).not.toContain(facts.notOnLastPromo);
    for (const hidden of [...facts.hiddenOffers, ...facts.hiddenEvents]) expect(latest.titles).not.toContain(hidden);
  });

  it("should leave out of What's On's lists what its hand-picked lists show, and show nothing twice", () => {
    const picks = list(whatsOn, 'Editor’s picks');
    const ticketed = list(whatsOn, 'Ticketed events');
    const automatic = ['Events', 'Offers', 'News', 'Competitions'].map((heading) => list(whatsOn, heading));
    for (const listing of automatic)
      for (const href of [...picks.hrefs, ...ticketed.hrefs]) expect(listing.hrefs).not.toContain(href);
    const shown = [...automatic, picks, ticketed].flatMap((listing) => listing.hrefs);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('should show the picked cards in the editor order, without the ended offer', () => {
    const picks = list(whatsOn, 'Editor’s picks');
    expect(picks.titles).not.toContain(facts.pinnedOffer);
    expect(picks.titles).toHaveLength(3);
    for (const hidden of facts.hiddenOffers) expect(picks.titles).not.toContain(hidden);
  });
});

describe('generic cards', () => {
  it('should render the editor-written cards as a carousel with their links', async () => {
    const cards = list(await listings('willowvale', '/whats-on'), 'Make a day of it');
    expect(cards.titles).toEqual(['Opening hours', 'Parking', 'Gift guide', 'Centre map']);
    expect(cards.hrefs).toEqual(['/opening-hours', '/parking', '/gift-guide', '/directions/centre-map']);
    expect(cards.html).toContain('aria-roledescription="carousel"');
  });
});
