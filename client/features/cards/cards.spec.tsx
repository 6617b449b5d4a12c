import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { CmsStory } from '../../../src/common/domain/cms/storyblok.types';
import type { MapContext } from '../../../src/page-model/blocks/block-definition';
import { centreEventsBlock } from '../../../src/page-model/blocks/centre-events/centre-events.block';
import { centreOffersBlock } from '../../../src/page-model/blocks/centre-offers/centre-offers.block';
import { competitionCardsBlock } from '../../../src/page-model/blocks/competition-cards/competition-cards.block';
import { genericCardsBlock } from '../../../src/page-model/blocks/generic-cards/generic-cards.block';
import { latestPromotionCardsBlock } from '../../../src/page-model/blocks/latest-promotion-cards/latest-promotion-cards.block';
import { listCardsBlock } from '../../../src/page-model/blocks/list-cards/list-cards.block';
import type { Collections } from '../../../src/page-model/collections';
import { CardList } from './card-list';

const ZONE = 'Australia/Perth';
let id = 100;
const story = (folder: string, slug: string, content: Record<string, unknown>) =>
  ({
    id: ++id,
    uuid: `uuid-${slug}`,
    slug,
    full_slug: `${folder}/${slug}`,
    content: { _uid: slug, ...content },
  }) as unknown as CmsStory;
const image = { id: 1, filename: 'https://a.storyblok.com/f/1003/520x340/ab/card.svg', alt: 'A card picture' };
const offer = (slug: string, extra: Record<string, unknown> = {}) =>
  story('foundation/offers', slug, {
    component: 'centre_offer',
    title: `Offer ${slug}`,
    excerpt: 'Save',
    image,
    startDate: '2026-11-01 00:00',
    endDate: '2026-12-31 23:59',
    offerStartDate: '2026-11-01 00:00',
    offerEndDate: '2026-12-31 23:59',
    ...extra,
  });
const event = (slug: string, extra: Record<string, unknown> = {}) =>
  story('foundation/events', slug, {
    component: 'centre_event',
    title: `Event ${slug}`,
    image,
    startDate: '2026-11-01 00:00',
    eventStartDate: '2026-11-30 10:00',
    eventEndDate: '2026-11-30 12:00',
    appointmentRecurrence: [{ _uid: 'r', component: 'appointment_recurrence', pattern: 'singleDay' }],
    ...extra,
  });

const ctxWith = (collections: Collections): MapContext => ({
  assets: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' },
  timeZone: ZONE,
  now: new Date('2026-11-23T04:00:00Z'),
  editMode: false,
  centreName: 'Karri Ridge Outlet',
  collections,
  query: {},
});
const html = (node: ReactElement) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('offer, event and competition card blocks (spec 1 §5, §9)', () => {
  it('should list only the visible offers, pinned first then newest, with store names and dates', () => {
    const stores = [story('foundation/stores', 'marri', { component: 'store', title: 'Marri Denim' })];
    const offers = [
      offer('old', { startDate: '2026-11-02 00:00' }),
      offer('pinned', { startDate: '2026-10-01 00:00', pinToTop: true, store: 'uuid-marri' }),
      offer('new', { startDate: '2026-11-20 00:00' }),
      offer('ended', { endDate: '2026-11-20 00:00' }),
      offer('future', { startDate: '2026-12-01 00:00' }),
      offer('in-centre', { inCentreOnly: true }),
    ];
    const model = centreOffersBlock.map(
      { _uid: 'o', component: 'centre_offers', title: 'Offers', num_shown: 12 },
      ctxWith({ offers: offers as never, stores: stores as never }),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Offer pinned', 'Offer new', 'Offer old']);
    expect(model.cards[0]).toMatchObject({
      store: 'Marri Denim',
      dateText: '1 Nov 2026 – 1 Jan 2027',
      link: { href: `/offers/${offers[1]!.id}/pinned` },
    });
  });

  it('should hide events without a recurrence and cut the list at num_shown', () => {
    const events = [event('a'), event('b'), event('no-dates', { appointmentRecurrence: [] }), event('c')];
    const model = centreEventsBlock.map(
      { _uid: 'e', component: 'centre_events', num_shown: '2' },
      ctxWith({ events: events as never }),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Event a', 'Event b']);
    expect(model.cards[0]!.link?.href).toBe(`/events/${events[0]!.id}/a`);
  });

  it('should link competitions to /competitions/{slug} and leave in-centre-only ones out', () => {
    const competitions = [
      story('competitions', 'win', {
        component: 'competition',
        competition_name: 'Win big',
        effectiveDate: '2026-11-01 00:00',
        expiryDate: '2026-12-01 00:00',
      }),
      story('competitions', 'kiosk', {
        component: 'competition',
        competition_name: 'Kiosk',
        effectiveDate: '2026-11-01 00:00',
        expiryDate: '2026-12-01 00:00',
        inCentreOnly: true,
      }),
    ];
    const model = competitionCardsBlock.map(
      { _uid: 'c', component: 'competition' },
      ctxWith({ competitions: competitions as never }),
    );
    expect(model.cards.map((card) => card.link?.href)).toEqual(['/competitions/win']);
  });

  it('should say when there is nothing to list, per kind, and hide View all', () => {
    const model = centreEventsBlock.map(
      { _uid: 'e', component: 'centre_events', title: 'Events', link: { linktype: 'story', cached_url: 'whats-on' } },
      ctxWith({}),
    );
    const out = html(<CardList model={model} />);
    expect(out).toContain('Please check back for upcoming events soon');
    expect(out).not.toContain('View all');
    const latest = latestPromotionCardsBlock.map(
      { _uid: 'l', component: 'latest_promotion_cards', title: 'Latest' },
      ctxWith({}),
    );
    expect(html(<CardList model={latest} />)).toContain('Please check back for further updates');
  });
});

describe('latest, list and generic cards (spec 1 §2.9)', () => {
  it('should show num_shown of the latest cards of the chosen types, without not-on-last-promo ones', () => {
    const collections = {
      offers: [offer('x', { startDate: '2026-11-10 00:00' }), offer('hidden', { notOnLastPromo: true })],
      events: [event('y', { startDate: '2026-11-15 00:00' })],
    };
    const both = latestPromotionCardsBlock.map(
      { _uid: 'l', component: 'latest_promotion_cards', num_shown: 5, types: ['offers', 'events'] },
      ctxWith(collections as never),
    );
    expect(both.cards.map((card) => card.title)).toEqual(['Event y', 'Offer x']);
    const offersOnly = latestPromotionCardsBlock.map(
      { _uid: 'l', component: 'latest_promotion_cards', num_shown: 5, types: ['offers'] },
      ctxWith(collections as never),
    );
    expect(offersOnly.cards.map((card) => card.title)).toEqual(['Offer x']);
  });

  it('should keep the editor order of picked cards and drop picks that are not visible', () => {
    const collections = { offers: [offer('a'), offer('ended', { endDate: '2026-11-01 00:00' })], events: [event('b')] };
    const model = listCardsBlock.map(
      { _uid: 'l', component: 'list_cards', items: ['uuid-b', 'uuid-ended', 'uuid-a', 'uuid-missing'] },
      ctxWith(collections as never),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Event b', 'Offer a']);
    expect(() => listCardsBlock.map({ _uid: 'l', component: 'list_cards' }, ctxWith({}))).toThrow('items');
  });

  it('should render generic cards as a carousel with their own links when asked', () => {
    const model = genericCardsBlock.map(
      {
        _uid: 'g',
        component: 'generic_cards',
        title: 'Plan',
        carousel: true,
        cards: [
          {
            _uid: 'c1',
            component: 'generic_card',
            title: 'Parking',
            description: 'Where to park',
            image,
            link: { linktype: 'story', cached_url: 'parking' },
          },
          { _uid: 'c2', component: 'generic_card', title: '' },
        ],
      },
      ctxWith({}),
    );
    expect(model.cards).toHaveLength(1);
    const out = html(<CardList model={model} />);
    expect(out).toContain('class="card-carousel"');
    expect(out).toContain('href="/parking"');
  });

  it('should load images lazily past the first 12 cards only', () => {
    const offers = Array.from({ length: 15 }, (_, index) => offer(`o${index}`));
    const model = centreOffersBlock.map(
      { _uid: 'o', component: 'centre_offers' },
      ctxWith({ offers: offers as never }),
    );
    const out = html(<CardList model={model} />);
    expect(out.match(/<img /g)).toHaveLength(15);
    expect(out.match(/loading="lazy"/g)).toHaveLength(3);
  });
});
