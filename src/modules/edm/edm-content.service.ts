import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type {
  GiftGuideOfferContent,
  GiftGuideSetContent,
  StoreContent,
} from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { GIFT_FILTER_KEYS, type GiftFilterKey } from '../../common/domain/gift-guide/gift-guide-query';
import { isGiftOfferLive } from '../../common/domain/gift-guide/gift-offer';
import { priceOf, priceText } from '../../common/domain/gift-guide/gift-price';
import { storyHref } from '../../common/domain/links/link-rules';
import { floorLabel } from '../../common/domain/stores/store-facts';
import { ContentService } from '../content/content.service';

/** A store as a journey email lists it: all of it read from the centre's published content, never from a body. */
export interface EmailedStore {
  id: string;
  title: string;
  /** the floor's name ('Level 1'), as the store page shows it */
  floor: string;
  /** the store page's path (`/shopping/<slug>`) */
  path: string;
}

/** A gift idea as the gift guide email lists it. */
export interface EmailedGift {
  id: string;
  name: string;
  storeName?: string;
  /** always with '$' (spec 1 §2.11) */
  price: string;
  /** the offer page's path */
  path: string;
}

/** The centre's live gift guide: offers by id and the options each filter may take. */
export interface LiveGiftGuide {
  offers: Map<string, EmailedGift>;
  filters: Record<GiftFilterKey, string[]>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter((item) => item !== '') : []);

/** Reads what the journey and gift guide emails name from the centre's published content (through its cache). */
@Injectable()
export class EdmContentService {
  constructor(private readonly content: ContentService) {}

  /** The centre's published stores by story uuid (the ids a journey holds). */
  async publishedStores(centre: CentreConfig): Promise<Map<string, EmailedStore>> {
    const stories = (await this.content.stories(centre, { starts_with: 'foundation/stores/' }, 'published')) as Array<
      CmsStory<StoreContent>
    >;
    const stores = new Map<string, EmailedStore>();
    for (const story of stories) {
      if (story.content?.component !== 'store') continue;
      const path = storyHref(story.full_slug);
      const title = text(story.content.title) || story.name;
      if (path && title)
        stores.set(story.uuid, { id: story.uuid, title, floor: floorLabel(story.content.floor), path });
    }
    return stores;
  }

  /** spec 1 §2.11: the offers live now in the centre's time zone, and the filters' options (the set's price bands). */
  async liveGiftGuide(centre: CentreConfig, now: Date): Promise<LiveGiftGuide> {
    const stories = await this.content.stories(centre, { starts_with: 'foundation/gift-guide/' }, 'published');
    const offers = (stories as Array<CmsStory<GiftGuideOfferContent>>).filter(
      (story) =>
        story.content?.component === 'gift_guide_offer' && isGiftOfferLive(story.content, now, centre.timeZone),
    );
    const sets = (stories as Array<CmsStory<GiftGuideSetContent>>).filter(
      (story) => story.content?.component === 'gift_guide_set',
    );
    const filters = Object.fromEntries(GIFT_FILTER_KEYS.map((key) => [key, new Set<string>()])) as Record<
      GiftFilterKey,
      Set<string>
    >;
    const byId = new Map<string, EmailedGift>();
    for (const story of offers) {
      const offer = story.content;
      for (const key of ['categories', 'suitedTo', 'editorialContent', 'gender'] as const)
        list(offer[key]).forEach((value) => filters[key].add(value));
      byId.set(story.uuid, {
        id: story.uuid,
        name: text(offer.name) || story.name,
        ...(text(offer.storeName) ? { storeName: text(offer.storeName) } : {}),
        price: priceText(text(offer.priceDescription) || undefined, priceOf(offer.price)),
        path: storyHref(story.full_slug) ?? '/gift-guide',
      });
    }
    for (const set of sets) {
      for (const filter of set.content.filters ?? []) {
        if (filter.filterType !== 'price') continue;
        text(filter.options)
          .split(',')
          .map((option) => option.trim())
          .filter(Boolean)
          .forEach((option) => filters.price.add(option));
      }
    }
    return {
      offers: byId,
      filters: Object.fromEntries(GIFT_FILTER_KEYS.map((key) => [key, [...filters[key]]])) as Record<
        GiftFilterKey,
        string[]
      >,
    };
  }
}
