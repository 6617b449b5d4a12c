/**
 * Facts about the committed demo content (content/demo) that the site and its tests rely on.
 * Regenerate with `node scripts/demo-content/generate.mjs` after changing the generator.
 */
import { join } from 'node:path';
import { DEMO_CENTRES } from '../../../../config/demo-centres';
import type { CmsStory } from '../../../common/domain/cms/storyblok.types';
import { filterGiftOffers } from '../../../common/domain/gift-guide/gift-guide-filter';
import { EMPTY_GIFT_SELECTION } from '../../../common/domain/gift-guide/gift-guide-query';
import type { MapContext } from '../../../page-model/blocks/block-definition';
import { toGiftGuide } from '../../../page-model/gift-guide/gift-guide.mapper';
import { routeBetween, walkOf } from '../../../page-model/map/wayfinding.mapper';
import { ngraphPath } from '../../../page-model/map/ngraph-path';
import type { MapFloorBlok } from '../../../common/domain/cms/foundation-content.types';
import { expandRecurrence } from '../../../common/domain/events/recurrence';
import { hoursOn } from '../../../common/domain/hours/day-hours';
import { toTradingHours } from '../../../common/domain/hours/trading-hours';
import { zonedParts } from '../../../common/domain/time/zoned-time';
import { seedEvents } from '../../vivenu/event-seed';
import { addDays, localDate } from './centre-calendar';
import { loadDemoSpace } from './load-demo-space';

const ROOT = join(__dirname, '..', '..', '..', '..', 'content', 'demo');
const NOW = new Date();
// story JSON is navigated freely in assertions
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Content = Record<string, any>;

function loadCentre(slug: string) {
  const centre = DEMO_CENTRES.find((item) => item.slug === slug);
  if (!centre) throw new Error(`no demo centre ${slug}`);
  const stories = loadDemoSpace({
    dir: join(ROOT, slug),
    spaceId: centre.cms.spaceId,
    today: NOW,
    timeZone: centre.timeZone,
  });
  const inFolder = (prefix: string): Content[] =>
    stories.filter((story) => story.full_slug.startsWith(prefix)).map((story) => story.content as Content);
  const one = (fullSlug: string): Content | undefined =>
    stories.find((story) => story.full_slug === fullSlug)?.content as Content | undefined;
  return { centre, stories, inFolder, one, today: localDate(NOW, centre.timeZone) };
}

/** the three centres this content was written for; a centre added later only has to load and validate */
const SHOWCASE = ['willowvale', 'riverbend', 'karri-ridge'];
const centres = SHOWCASE.map(loadCentre);
const bySlug = (slug: string) => centres.find((item) => item.centre.slug === slug) as ReturnType<typeof loadCentre>;

describe('the demo content', () => {
  it('should load and validate every demo centre without stalling (a runaway loader fails it; speed is bench work)', () => {
    const started = performance.now();
    for (const centre of DEMO_CENTRES) {
      loadDemoSpace({
        dir: join(ROOT, centre.slug),
        spaceId: centre.cms.spaceId,
        today: NOW,
        timeZone: centre.timeZone,
      });
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('should give every story a unique id and uuid within its space', () => {
    for (const { stories } of centres) {
      expect(new Set(stories.map((story: CmsStory) => story.id)).size).toBe(stories.length);
      expect(new Set(stories.map((story: CmsStory) => story.uuid)).size).toBe(stories.length);
    }
  });

  it('should name the outlet centre exactly Karri Ridge Outlet (the name that triggers the outlet exceptions)', () => {
    expect(bySlug('karri-ridge').one('foundation/centre')).toMatchObject({
      name: 'Karri Ridge Outlet',
      centreType: 'outlet',
      centreTimeZone: 'Australia/Perth',
    });
    expect(bySlug('willowvale').one('foundation/centre')).toMatchObject({
      name: 'Willowvale',
      centreType: 'mall',
      state: 'VIC',
    });
    expect(bySlug('riverbend').one('foundation/centre')).toMatchObject({
      name: 'Riverbend',
      centreType: 'mall',
      state: 'QLD',
    });
  });

  describe.each(SHOWCASE)('%s', (slug) => {
    const { inFolder, one, today, centre } = bySlug(slug);
    const stores = inFolder('foundation/stores/');

    it('should draw every store once on the floor plan, on the floor it names, with amenities on every floor', () => {
      const floors: Content[] = one('foundation/mapping')?.floors ?? [];
      const placed = floors.flatMap((floor) =>
        (floor.units as Content[])
          .filter((unit) => unit.store)
          .map((unit) => `${floor.code as string}:${unit.store as string}`),
      );
      const { stories: all } = bySlug(slug);
      const expected = all
        .filter((story) => story.full_slug.startsWith('foundation/stores/'))
        .map((story) => `${(story.content as Content).floor as string}:${story.slug}`);
      expect([...placed].sort()).toEqual([...expected].sort());
      expect(floors.every((floor) => (floor.amenities as Content[]).some((item) => item.kind === 'lift'))).toBe(true);
      expect(floors.flatMap((floor) => floor.amenities as Content[]).map((item) => item.kind)).toEqual(
        expect.arrayContaining(['entrance', 'car-park', 'toilets', 'parents-room', 'lift']),
      );
    });

    it('should lay out each floor on its own, with numbered units, and reach every store on foot from the West entrance', () => {
      const floors: MapFloorBlok[] = one('foundation/mapping')?.floors ?? [];
      // floors differ as real floors do: each its own outline, and not every floor the same number of units
      expect(new Set(floors.map((floor) => floor.outline)).size).toBe(floors.length);
      expect(new Set(floors.map((floor) => floor.units?.length)).size).toBeGreaterThan(1);
      const numbers = floors.flatMap((floor) => (floor.units ?? []).map((unit) => unit.number));
      expect(new Set(numbers).size).toBe(numbers.length);
      const { walk, places } = walkOf(floors);
      const shops = floors.flatMap((floor) =>
        (floor.units ?? []).flatMap((unit) =>
          unit.store
            ? [
                {
                  key: unit.store,
                  title: unit.store,
                  floorCode: floor.code,
                  floorName: floor.name,
                  door: { node: `${floor.code}:${unit.door}`, x: Number(unit.doorX), y: Number(unit.doorY) },
                },
              ]
            : [],
        ),
      );
      const unreached = shops.filter(
        (shop) =>
          !routeBetween({ stores: shops, places, walk }, floors, 'west-entrance-g', shop.key, ngraphPath)?.found,
      );
      expect(unreached).toEqual([]);
      expect(places.map((place) => place.kind)).toEqual(
        expect.arrayContaining(['entrance', 'car-park', 'lift', 'escalator']),
      );
    });

    it('should have at least 60 stores, with titles from many letters and some starting with a digit', () => {
      expect(stores.length).toBeGreaterThanOrEqual(60);
      expect(new Set(stores.map((store) => store.title[0].toUpperCase())).size).toBeGreaterThanOrEqual(18);
      expect(stores.some((store) => /^\d/.test(store.title))).toBe(true);
    });

    it('should list an open store under every discover type the header links to, new ones included', () => {
      for (const discover of ['new', 'exclusives', 'australian-designers', 'luxury', 'trending'])
        expect(stores.some((store) => store.status === 'open' && store.discoverTypes?.includes(discover))).toBe(true);
    });

    it('should spell temporarily closed and coming soon in more than one way', () => {
      const statuses = stores.map((store) => store.status);
      for (const status of ['temporarily_closed', 'Temporarily Closed', 'coming_soon', 'Coming Soon']) {
        expect(statuses).toContain(status);
      }
      expect(statuses.filter((status) => status === 'open').length).toBeGreaterThan(stores.length * 0.8);
    });

    it('should list no placeholder titled New Store, and have a store ignoring special hours and stores with their own hours', () => {
      expect(stores.filter((store) => /^new store$/i.test(String(store.title).trim()))).toEqual([]);
      expect(stores.some((store) => store.ignoreSpecialHours === true)).toBe(true);
      const centreHours = JSON.stringify(
        one('foundation/centre')?.tradingHours[0].days.map((day: Content) => [day.opens, day.closes]),
      );
      expect(
        stores.filter(
          (store) =>
            JSON.stringify(store.tradingHours[0].days.map((day: Content) => [day.opens, day.closes])) !== centreHours,
        ).length,
      ).toBeGreaterThan(5);
    });

    it('should use every known payment method and one the site does not know', () => {
      const accepts = new Set(stores.flatMap((store) => store.accepts ?? []));
      for (const method of ['giftCard', 'unionPay', 'zipPay', 'afterPay', 'deliveroo', 'uber_eats']) {
        expect(accepts).toContain(method);
      }
      expect(accepts).toContain('apple_pay');
    });

    it('should fill the directory filters: precincts, cuisines, meal times, discover types and licensed venues', () => {
      expect(new Set(stores.map((store) => store.precinct).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
      expect(stores.some((store) => store.cuisines?.length && store.mealTimes?.length)).toBe(true);
      expect(stores.some((store) => store.licensed)).toBe(true);
      expect(new Set(stores.flatMap((store) => store.discoverTypes ?? [])).size).toBeGreaterThanOrEqual(5);
      expect(stores.some((store) => store.menu) && stores.some((store) => store.bookNow)).toBe(true);
      expect(stores.filter((store) => store.subcategories?.length).length).toBe(stores.length);
    });

    it('should have categories in display order (one without) and sub-categories', () => {
      const categories = inFolder('foundation/categories/');
      expect(categories.filter((item) => item.level === 'category').length).toBeGreaterThanOrEqual(9);
      expect(categories.filter((item) => item.level === 'sub_category').length).toBeGreaterThanOrEqual(15);
      expect(categories.some((item) => item.level === 'category' && item.displayOrder === undefined)).toBe(true);
    });

    it('should cover every event recurrence pattern and listing case', () => {
      const events = inFolder('foundation/events/');
      const recurrences = events.flatMap((event) => event.appointmentRecurrence ?? []);
      expect(events.length).toBeGreaterThanOrEqual(8);
      expect(new Set(recurrences.map((item: Content) => item.pattern))).toEqual(
        new Set(['singleDay', 'differentDates', 'everyDay', 'everyWeek', 'everyFortnight', 'everyMonth']),
      );
      const ranges = recurrences.flatMap((item: Content) => item.dayWeekFortnightMonth ?? []);
      expect(ranges.some((range: Content) => range.differentTimeAcrossEachDay)).toBe(true);
      expect(JSON.stringify(recurrences)).toContain('"allDay":true');
      expect(events.some((event) => !event.appointmentRecurrence)).toBe(true);
      expect(
        events.some((event) => event.inCentreOnly) &&
          events.some((event) => event.inConjunction) &&
          events.some((event) => event.pinToTop),
      ).toBe(true);
      expect(events.some((event) => event.endDate < today)).toBe(true);
      expect(
        recurrences.some(
          (item: Content) =>
            item.pattern === 'everyDay' &&
            item.dayWeekFortnightMonth[0].startDate < today &&
            item.dayWeekFortnightMonth[0].endDate > today,
        ),
      ).toBe(true);
    });

    it('should have offers that are current, expired, future, pinned and hidden from some lists', () => {
      const offers = inFolder('foundation/offers/');
      expect(offers.length).toBeGreaterThanOrEqual(10);
      expect(offers.every((offer) => offer.store && offer.offerStartDate && offer.offerEndDate)).toBe(true);
      expect(offers.some((offer) => offer.offerEndDate < today)).toBe(true);
      expect(offers.some((offer) => offer.offerStartDate > `${today} 23:59`)).toBe(true);
      for (const flag of ['pinToTop', 'notOnLastPromo', 'notOnStoreFilter']) {
        expect(offers.some((offer) => offer[flag])).toBe(true);
      }
      expect(offers.some((offer) => offer.terms)).toBe(true);
      expect(inFolder('foundation/news/').length).toBeGreaterThanOrEqual(6);
    });

    it('should have special hours of every kind in the next four weeks', () => {
      const special = one('foundation/centre')?.tradingHours[0].specialHours as Content[];
      const soon = special.filter((hours) => hours.date >= today && hours.date <= addDays(today, 28));
      expect(soon.some((hours) => hours.start_time === '' && hours.end_time === '')).toBe(true);
      expect(soon.some((hours) => hours.end_time === '00:00')).toBe(true);
      expect(soon.some((hours) => hours.start_time !== '' && hours.end_time === '')).toBe(true);
      expect(soon.some((hours) => hours.start_time !== '' && hours.end_time > '17:30')).toBe(true);
    });

    it('should list six outlet centres under Change Centre, Karri Ridge Outlet on its local host', () => {
      const links = one('global/header')?.changeCentreLinks as Content[];
      expect(links).toHaveLength(6);
      expect(links[0]).toMatchObject({
        text: 'Karri Ridge Outlet',
        link: { linktype: 'url', url: 'http://karri-ridge.localhost:3000' },
      });
      for (const link of links.slice(1)) expect(link.link.url).toMatch(/^https:\/\/[a-z-]+\.example$/);
    });

    it('should link the flyout to the five discover filters of /shopping', () => {
      const flyout = one('global/header')?.flyout[0];
      expect(flyout.discoverLinks.map((link: Content) => link.link.url)).toEqual(
        ['new', 'exclusives', 'australian-designers', 'luxury', 'trending'].map(
          (value) => `/shopping?filter[discover]=${value}`,
        ),
      );
    });

    it('should acknowledge the Traditional Owners of the centre’s land', () => {
      const owners = {
        'Australia/Melbourne': 'Wurundjeri Woi-wurrung',
        'Australia/Brisbane': 'Turrbal and Jagera (Yuggera)',
        'Australia/Perth': 'Whadjuk Noongar',
      }[centre.timeZone];
      expect(one('global/footer')?.acknowledgementOfCountry).toContain(owners);
    });

    it('should have a home page with the foundation blocks and the later features, its pictures on Our Story', () => {
      const body = one('pages/home')?.body as Content[];
      const components = new Set(body.map((blok) => blok.component));
      for (const component of [
        'text_block',
        'divider',
        'inline_image',
        'feature_panel_group',
        'centre_offers',
        'centre_events',
        'centre_news',
        'latest_promotion_cards',
        'quick_links',
        'foot_traffic',
        'parking_total',
        'well_widgets',
        'subscription_form',
      ]) {
        expect(components).toContain(component);
      }
      const imageRows = (page: string) =>
        (one(page)?.body as Content[]).filter((blok) => blok.component === 'inline_image').map((blok) => blok.images.length);
      expect(imageRows('pages/home')).toEqual([1]);
      expect(imageRows('pages/about/our-story')).toEqual(expect.arrayContaining([2, 3]));
      const items = new Set(
        body
          .filter((blok) => blok.component === 'feature_panel_group')
          .flatMap((group) =>
            group.items.flatMap((panel: Content) => panel.textItems.map((item: Content) => item.component)),
          ),
      );
      expect(items).toEqual(new Set(['large_text', 'medium_text', 'strong_text', 'text', 'space', 'call_to_action']));
    });

    it("should sell tickets for an event of every Vivenu kind, each reachable from What's On and the home page", () => {
      const { stories } = bySlug(slug);
      const ticketed = stories.filter(
        (story) => story.full_slug.startsWith('foundation/events/') && (story.content as Content).vivenuEventId,
      );
      const ids = ticketed.map((story) => (story.content as Content).vivenuEventId as string);
      expect([...ids].sort()).toEqual(
        [
          'free',
          'members',
          'offline',
          'planned',
          'recurrent',
          'seated',
          'seated-recurrent',
          'sold-out',
          'tax-exclusive',
        ].map((kind) => `${slug}-${kind}`),
      );
      const byId = (kind: string) =>
        ticketed.find((story) => (story.content as Content).vivenuEventId === `${slug}-${kind}`)!.content as Content;
      expect(byId('offline')).toMatchObject({ offline: true, offlineMessage: expect.any(String) });
      expect(byId('sold-out')).toMatchObject({ soldOut: true });
      expect(byId('members')).toMatchObject({ membersOnly: true, membershipName: expect.any(String) });
      expect(byId('recurrent').appointmentRecurrence[0].onDifferentDates.length).toBeGreaterThan(10);
      for (const story of ticketed) {
        expect((story.content as Content).bookingTerms).toEqual(expect.any(String));
        // listed now (the cards' visibility rules), so What's On and the home page show it
        expect(((story.content as Content).startDate as string).slice(0, 10) <= today).toBe(true);
      }
      const listed = (page: string) =>
        new Set(
          (one(`pages/${page}`)?.body as Content[]).filter((b) => b.component === 'list_cards').flatMap((b) => b.items),
        );
      for (const page of ['whats-on', 'home']) {
        for (const story of ticketed) expect(listed(page).has(story.uuid)).toBe(true);
      }
      const tickets = (one('pages/tickets')?.body as Content[]).map((b) => b.component);
      expect(tickets).toEqual(expect.arrayContaining(['event_ticketing', 'book_event']));
      // the seated events (issue 25) have their Book Now on the Tickets page too
      const onTickets = new Set(
        (one('pages/tickets')?.body as Content[]).filter((b) => b.component === 'event_ticketing').map((b) => b.event),
      );
      for (const kind of ['seated', 'seated-recurrent'])
        expect(onTickets.has(ticketed.find((story) => (story.content as Content).vivenuEventId === `${slug}-${kind}`)!.uuid)).toBe(
          true,
        );
    });

    it("should date and time every ticketed event as the Vivenu sandbox's sessions are, so the page and the modal agree", () => {
      const { stories, centre } = bySlug(slug);
      const seeded = seedEvents(
        { centre: slug, sellerId: `seller-${slug}`, gatewaySecret: `demo-vivenu-${slug}`, timeZone: centre.timeZone },
        NOW,
      );
      const local = (iso: string) => {
        const p = zonedParts(new Date(iso), centre.timeZone);
        const pad = (value: number) => String(value).padStart(2, '0');
        return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
      };
      const ticketed = stories.filter(
        (story) => story.full_slug.startsWith('foundation/events/') && (story.content as Content).vivenuEventId,
      );
      expect(ticketed).toHaveLength(9);
      for (const story of ticketed) {
        const content = story.content as Content;
        const event = seeded.find((item) => item._id === content.vivenuEventId)!;
        const sessions = event.eventType === 'ROOT' ? seeded.filter((item) => item.rootId === event._id) : [event];
        const expected = sessions.map((session) => {
          const start = local(session.start);
          return { date: start.date, allDay: false, startTime: start.time, endTime: local(session.end).time };
        });
        const expansion = expandRecurrence(content.appointmentRecurrence[0]);
        expect({ event: event._id, sessions: expansion && 'sessions' in expansion ? expansion.sessions : [] }).toEqual({
          event: event._id,
          sessions: expected,
        });
        const first = expected[0]!;
        const last = expected[expected.length - 1]!;
        expect([content.eventStartDate, content.eventEndDate]).toEqual([
          `${first.date} ${first.startTime}`,
          `${last.date} ${last.endTime}`,
        ]);
      }
    });

    it('should have the content pages the site links to', () => {
      for (const path of [
        'home',
        'whats-on',
        'shopping',
        'opening-hours',
        'sign-up',
        'contact-us',
        'directions/centre-map',
        'leasing',
        'gift-guide',
        'parking',
        'about/our-story',
      ]) {
        expect(one(`pages/${path}`)).toBeDefined();
      }
      const pages = inFolder('pages/');
      expect(pages.some((page) => page.noIndex)).toBe(true);
      expect(pages.some((page) => page.hideFooter && page.hideBackTop)).toBe(true);
    });

    it('should have gift offers that are storeless, expired and not yet started, over several price bands', () => {
      const offers = inFolder('foundation/gift-guide/offers/');
      expect(offers.some((offer) => !offer.store && !offer.storeName)).toBe(true);
      expect(offers.some((offer) => offer.expiryDate < today)).toBe(true);
      expect(offers.some((offer) => offer.startDate > `${today} 23:59`)).toBe(true);
      const bands = new Set(
        offers.map((offer) => (offer.price < 50 ? 0 : offer.price < 100 ? 1 : offer.price < 250 ? 2 : 3)),
      );
      expect(bands.size).toBe(4);
      for (const key of ['categories', 'suitedTo', 'editorialContent']) {
        expect(new Set(offers.flatMap((offer) => offer[key] ?? [])).size).toBeGreaterThanOrEqual(3);
      }
    });

    it('should give the gift guide 4 to 6 tiles, each leading to offers, one of them without image', () => {
      const { stories } = bySlug(slug);
      const inside = (prefix: string) => stories.filter((story) => story.full_slug.startsWith(prefix));
      const block = one('pages/gift-guide')?.body.find((item: Content) => item.component === 'gift_guide');
      const guide = toGiftGuide(block, {
        assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
        timeZone: centre.timeZone,
        now: NOW,
        editMode: false,
        centreName: centre.slug,
        collections: {
          giftGuideOffers: inside('foundation/gift-guide/offers/'),
          giftGuideSets: inside('foundation/gift-guide/'),
          stores: inside('stores/'),
        } as unknown as MapContext['collections'],
        query: {},
        queryAll: {},
      });
      const choices = guide.creation?.choices ?? [];
      expect(choices.length).toBeGreaterThanOrEqual(4);
      expect(choices.length).toBeLessThanOrEqual(6);
      expect(choices.filter((choice) => !choice.image)).toHaveLength(1);
      for (const choice of choices) {
        const shown = filterGiftOffers(guide.offers, { ...EMPTY_GIFT_SELECTION, filters: choice.filters });
        expect({ choice: choice.title, shown: shown.length > 0 }).toEqual({ choice: choice.title, shown: true });
      }
      expect(guide.creation?.colour?.background).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('should have competitions that run, have expired and are in-centre only, plus the national one', () => {
      const competitions = inFolder('competitions/');
      expect(
        competitions.some((item) => item.effectiveDate <= today && item.expiryDate > today && !item.inCentreOnly),
      ).toBe(true);
      expect(competitions.some((item) => item.expiryDate < today)).toBe(true);
      expect(competitions.some((item) => item.inCentreOnly)).toBe(true);
      expect(inFolder('national-competitions/')).toHaveLength(1);
    });

    it('should have a gift guide set with at least thirty offers, and the other foundations', () => {
      expect(inFolder('foundation/gift-guide/offers/').length).toBeGreaterThanOrEqual(30);
      expect(inFolder('foundation/gift-guide/').filter((item) => item.component === 'gift_guide_set')).toHaveLength(1);
      expect(inFolder('foundation/parking-regions/').length).toBeGreaterThanOrEqual(3);
      expect(inFolder('premium-guest-services/').length).toBeGreaterThanOrEqual(3);
      expect(inFolder('foundation/centre-info/').length).toBeGreaterThanOrEqual(2);
      expect(inFolder('foundation/marketing-flags/').length).toBeGreaterThanOrEqual(2);
      expect(one('foundation/mapping')).toBeDefined();
      expect(one('global/redirects')?.entries.map((entry: Content) => entry.status)).toEqual(
        expect.arrayContaining(['301', '302']),
      );
      expect(one('global/not-found')).toBeDefined();
    });
  });

  it('should give every centre its parking bands, and leave one with a blank not-found title', () => {
    // a centre without them reports the missing content on every parking page (spec 1 §8): not a demo to show
    expect(centres.filter(({ one }) => !one('global/parking-threshold')).map(({ centre }) => centre.slug)).toEqual([]);
    expect(centres.filter(({ one }) => !one('global/not-found')?.title).map(({ centre }) => centre.slug)).toEqual([
      'willowvale',
    ]);
  });

  it('should have a sticky page alert and a centre alert somewhere', () => {
    expect(
      centres.some(({ inFolder }) =>
        inFolder('pages/').some((page) => page.alert?.[0]?.sticky_type === 'sticky' && page.alert[0].link),
      ),
    ).toBe(true);
    expect(centres.some(({ one }) => one('foundation/centre')?.alert?.length)).toBe(true);
  });

  it('should hold no event session on a day its centre is closed all day, whatever day the demo starts on', () => {
    const clashes: string[] = [];
    // seven starting days: every weekday of 'today', since the weekly events and the Monday holiday move with it
    for (let start = 0; start < 7; start += 1) {
      const today = new Date(NOW.getTime() + start * 86_400_000);
      for (const centre of DEMO_CENTRES) {
        const stories = loadDemoSpace({
          dir: join(ROOT, centre.slug),
          spaceId: centre.cms.spaceId,
          today,
          timeZone: centre.timeZone,
        });
        const content = (slug: string) => stories.find((story) => story.full_slug === slug)?.content as Content;
        const hours = toTradingHours(content('foundation/centre').tradingHours)!;
        for (const story of stories.filter((item) => item.full_slug.startsWith('foundation/events/'))) {
          const expansion = expandRecurrence((story.content as Content).appointmentRecurrence?.[0]);
          if (!expansion || expansion.pattern === 'unknown') continue;
          for (const session of expansion.sessions) {
            const day = hoursOn(hours, session.date);
            if (day.status === 'closed')
              clashes.push(`${centre.slug} ${story.slug} ${session.date} (${day.specialName ?? day.name})`);
          }
        }
      }
    }
    expect([...new Set(clashes)]).toEqual([]);
  });

  it('should put no space before a full stop or a comma in any text', () => {
    const spaced: string[] = [];
    const visit = (value: unknown, at: string, previous: { text: string }): void => {
      if (typeof value === 'string') {
        if (/\S \.(\s|$)|\S ,/.test(value)) spaced.push(`${at}: ${value}`);
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, `${at}[${index}]`, previous));
        return;
      }
      if (!value || typeof value !== 'object') return;
      const node = value as Content;
      // rich text: a text node after one ending in a space
      if (node.type === 'text' && typeof node.text === 'string') {
        if (/ $/.test(previous.text) && /^[.,]/.test(node.text)) spaced.push(`${at}: '${previous.text}' '${node.text}'`);
        previous.text = node.text;
      }
      for (const [key, item] of Object.entries(node)) visit(item, `${at}.${key}`, previous);
    };
    for (const { centre, stories } of centres)
      for (const story of stories) visit(story.content, `${centre.slug}/${story.full_slug}`, { text: '' });
    expect(spaced).toEqual([]);
  });
});
