import type { RichTextNode } from '../../common/domain/cms/storyblok.types';
import type { TradingHours } from '../../common/domain/hours/trading-hours';
import type { ImageModel } from '../../common/domain/images/cms-image';
import type { LinkModel } from '../../common/domain/links/link-rules';
import type { StoreStatusKind } from '../../common/domain/stores/store-facts';
import type { FloorPlanModel } from '../map/floor-plan.model';

/** spec 1 §2.6: the store detail page. */
export interface StorePageModel {
  /** the store story's uuid (the id a journey keeps, docs/journey.md) */
  id: string;
  title: string;
  breadcrumbs: Array<{ label: string; href?: string }>;
  image?: ImageModel;
  logo?: ImageModel;
  status: StoreStatusKind;
  statusLabel: string;
  /** 'Ground Level' */
  floor: string;
  /** the store's floor code ('G', 'L1'), as the mapping's floors name it */
  floorCode: string;
  location?: string;
  /** the store's hours; the view applies the centre's special hours unless ignoreSpecialHours */
  hours?: TradingHours;
  ignoreSpecialHours: boolean;
  menu?: LinkModel;
  bookNow?: LinkModel;
  payments: string[];
  delivery: string[];
  connect: {
    website?: { link: LinkModel; label: string };
    phone?: { href: string; label: string };
    email?: { href: string; label: string };
    social: Array<{ type: string; label: string; link: LinkModel }>;
  };
  about: { pre?: RichTextNode; description?: RichTextNode; post?: RichTextNode };
  /** this store's offers and events; empty while temporarily closed or coming soon */
  promotions: PromotionCardModel[];
  similar: SimilarStoreModel[];
  editUrl?: string;
  /** spec 1 §2.6 indoor map: the store's floor with the store selected (docs/indoor-map.md) */
  map: FloorPlanModel;
}

export interface PromotionCardModel {
  key: string;
  title: string;
  href: string;
  /** 'Offer' or 'Event' */
  typeLabel: string;
  dateText: string;
  description: string;
  image?: ImageModel;
}

export interface SimilarStoreModel {
  title: string;
  href: string;
  floor: string;
  image?: ImageModel;
}
