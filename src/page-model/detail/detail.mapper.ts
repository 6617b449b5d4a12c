import type { CompetitionContent } from '../../common/domain/cms/competition-content.types';
import type {
  CategoryContent,
  EventContent,
  GiftGuideOfferContent,
  NewsContent,
  OfferContent,
  StoreContent,
} from '../../common/domain/cms/foundation-content.types';
import type { CmsBlok } from '../../common/domain/cms/storyblok.types';
import { AssetHost, toImage } from '../../common/domain/images/cms-image';
import { priceOf, priceText } from '../../common/domain/gift-guide/gift-price';
import { validityText } from '../../common/domain/gift-guide/gift-offer';
import { closingText } from '../../common/domain/competitions/competition-closing';
import type { DetailModel } from './detail.model';

type DetailKind = 'store' | 'event' | 'offer' | 'news' | 'category' | 'competition' | 'gift-guide-offer';

const PILLS: Record<DetailKind, string> = {
  store: 'Store',
  event: 'Event',
  offer: 'Offer',
  news: 'News',
  category: 'Category',
  competition: 'Competition',
  'gift-guide-offer': 'Gift idea',
};

/** Maps a foundation story to its detail view (the full pages of each kind build on this). */
export function toDetail(
  kind: DetailKind,
  content: CmsBlok,
  assets: AssetHost,
  timeZone = 'Australia/Sydney',
): DetailModel {
  const pill = PILLS[kind];
  switch (kind) {
    case 'store': {
      const store = content as StoreContent;
      return {
        pill,
        title: store.title,
        image: toImage(store.image, assets) ?? toImage(store.logo, assets, store.title),
        facts: [
          ...(store.location ? [{ label: 'Location', value: store.location }] : []),
          ...(store.phone ? [{ label: 'Phone', value: store.phone }] : []),
        ],
        body: store.description,
      };
    }
    case 'competition': {
      // issue 26 part 6: the terms end with when entries close, in the zone in force then (never typed by hand)
      const competition = content as CompetitionContent;
      const closes = closingText(competition.expiryDate, timeZone);
      return {
        pill,
        title: competition.competition_name || competition.name,
        subtitle: competition.tagline,
        image: toImage(competition.heroImage, assets),
        facts: [],
        body: competition.minimalTerms,
        ...(closes ? { notes: [`${closes}.`] } : {}),
      };
    }
    case 'gift-guide-offer': {
      // spec 1 §2.11: the description, the store, the price with '$' and 'Valid from DD/MM/YYYY to DD/MM/YYYY'
      const offer = content as GiftGuideOfferContent;
      const validity = validityText(offer, timeZone);
      return {
        pill,
        title: offer.name,
        subtitle: priceText(offer.priceDescription, priceOf(offer.price)) || undefined,
        image: toImage(offer.featureImage, assets),
        facts: offer.storeName ? [{ label: 'Store', value: offer.storeName }] : [],
        body: undefined,
        paragraphs: [offer.description?.trim() ?? '', validity ?? ''].filter(Boolean),
      };
    }
    case 'category': {
      const category = content as CategoryContent;
      return {
        pill,
        title: category.title,
        image: toImage(category.image, assets),
        facts: [],
        body: category.description,
      };
    }
    default: {
      const promotion = content as EventContent | NewsContent | OfferContent;
      return {
        pill,
        title: promotion.title,
        subtitle: promotion.excerpt,
        image: toImage(promotion.featureImage, assets) ?? toImage(promotion.image, assets),
        facts:
          'location' in promotion && typeof promotion.location === 'string' && promotion.location
            ? [{ label: 'Location', value: promotion.location }]
            : [],
        body: promotion.body,
      };
    }
  }
}
