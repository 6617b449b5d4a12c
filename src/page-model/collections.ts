import type { CompetitionContent } from '../common/domain/cms/competition-content.types';
import type {
  CategoryContent,
  EventContent,
  GiftGuideOfferContent,
  GiftGuideSetContent,
  MappingContent,
  NewsContent,
  OfferContent,
  ParkingRegionContent,
  StoreContent,
} from '../common/domain/cms/foundation-content.types';
import type { ParkingThresholdContent, PremiumGuestServiceContent } from '../common/domain/cms/site-content.types';
import type { CmsStory } from '../common/domain/cms/storyblok.types';

/**
 * Story collections a block or page may need besides its own content (card grids, the directory, related
 * stores). The server loads the ones a page declares (cached per space and cache version) before mapping.
 */
export interface Collections {
  stores?: CmsStory<StoreContent>[];
  events?: CmsStory<EventContent>[];
  news?: CmsStory<NewsContent>[];
  offers?: CmsStory<OfferContent>[];
  categories?: CmsStory<CategoryContent>[];
  competitions?: CmsStory<CompetitionContent>[];
  giftGuideOffers?: CmsStory<GiftGuideOfferContent>[];
  /** foundation/gift-guide/: the sets (the offers under it too; a mapper keeps the gift_guide_set stories) */
  giftGuideSets?: CmsStory<GiftGuideSetContent>[];
  parkingRegions?: CmsStory<ParkingRegionContent>[];
  /** global/parking-threshold: none, or the one story of the parking bands */
  parkingThreshold?: CmsStory<ParkingThresholdContent>[];
  premiumServices?: CmsStory<PremiumGuestServiceContent>[];
  /** foundation/mapping: none, or the one story of the centre's map (docs/indoor-map.md) */
  mapping?: CmsStory<MappingContent>[];
}

export type CollectionName = keyof Collections;

/** Where each collection lives in a space (full_slug prefixes). */
export const COLLECTION_FOLDERS: Record<CollectionName, string[]> = {
  stores: ['foundation/stores/'],
  events: ['foundation/events/'],
  news: ['foundation/news/'],
  offers: ['foundation/offers/'],
  categories: ['foundation/categories/'],
  competitions: ['competitions/', 'national-competitions/'],
  giftGuideOffers: ['foundation/gift-guide/offers/'],
  giftGuideSets: ['foundation/gift-guide/'],
  parkingRegions: ['foundation/parking-regions/'],
  parkingThreshold: ['global/parking-threshold'],
  premiumServices: ['premium-guest-services/'],
  mapping: ['foundation/mapping'],
};

/** The collection, or an empty list when the page did not declare it (mappers never fetch). */
export function collection<N extends CollectionName>(collections: Collections, name: N): NonNullable<Collections[N]> {
  return (collections[name] ?? []) as NonNullable<Collections[N]>;
}
