import type { CmsStory } from '../../src/common/domain/cms/storyblok.types';
import type { MapContext } from '../../src/page-model/blocks/block-definition';
import type { Collections } from '../../src/page-model/collections';
import { mapContext } from './block-specs';

/** The content the card blocks' specs list: offers, events, stores and competitions of Karri Ridge Outlet. */

let id = 100;

/** A CMS story in `folder`, with a fresh id and `uuid-<slug>` as its uuid. */
export const story = (folder: string, slug: string, content: Record<string, unknown>) =>
  ({
    id: ++id,
    uuid: `uuid-${slug}`,
    slug,
    full_slug: `${folder}/${slug}`,
    content: { _uid: slug, ...content },
  }) as unknown as CmsStory;

/** A card's picture. */
export const image = { id: 1, filename: 'https://a.storyblok.com/f/1003/520x340/ab/card.svg', alt: 'A card picture' };

/** An offer shown from 1 November to the end of December 2026. */
export const offer = (slug: string, extra: Record<string, unknown> = {}) =>
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

/** An event on 30 November 2026, 10am to noon, shown from 1 November. */
export const event = (slug: string, extra: Record<string, unknown> = {}) =>
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

/** 23 November 2026, noon in Perth: now, in the card blocks' specs. */
export const CARDS_NOW = '2026-11-23T04:00:00Z';

/** What a card block's mapper knows: Karri Ridge Outlet (Perth), 23 November 2026 at noon, these collections. */
export const cardsContext = (collections: Collections): MapContext =>
  mapContext({
    timeZone: 'Australia/Perth',
    now: new Date(CARDS_NOW),
    centreName: 'Karri Ridge Outlet',
    collections,
  });
