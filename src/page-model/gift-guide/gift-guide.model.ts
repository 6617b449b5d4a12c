import type { FilterOption } from '../../common/domain/directory/directory-query';
import type { PanelColour } from '../../common/domain/gift-guide/gift-choice';
import type { FilterableGiftOffer } from '../../common/domain/gift-guide/gift-guide-filter';
import type { GiftFilterKey, GiftSelection } from '../../common/domain/gift-guide/gift-guide-query';
import type { ImageModel } from '../../common/domain/images/cms-image';

/** A gift card: what it shows plus what the filters and the search test. */
export interface GiftCardModel extends FilterableGiftOffer {
  /** story uuid */
  id: string;
  href: string;
  /** the store's page, when the offer names a listed store */
  storeHref?: string;
  image?: ImageModel;
  /** always with '$' (spec 1 §2.11) */
  priceText: string;
  /** the editor's priority within one store (lower first) */
  priority?: number;
  /** 'Valid from DD/MM/YYYY to DD/MM/YYYY' in the centre's time zone */
  validity?: string;
}

export interface GiftFilterModel {
  key: GiftFilterKey;
  label: string;
  options: FilterOption[];
}

/** A tile of the creation panel: a ready-made selection of filters (docs/gift-guide.md). */
export interface GiftChoiceModel {
  id: string;
  title: string;
  /** the filters it applies, each an option of its filter */
  filters: GiftSelection['filters'];
  /** without JavaScript: the page with those filters, at the results */
  href: string;
  /** undefined: the placeholder shows */
  image?: ImageModel;
}

/** The creation panel ('build your gift list') above the results; absent when hidden or without choices. */
export interface GiftCreationModel {
  text: string;
  colour?: PanelColour;
  choices: GiftChoiceModel[];
}

/** The gift_guide block (spec 1 §2.11). */
export interface GiftGuideModel {
  title: string;
  detailsText: string;
  /** the details panel's background (content's #hex only) */
  detailsColour?: PanelColour;
  creation?: GiftCreationModel;
  resultsTitle: string;
  resultsDescription: string;
  /** live offers, sorted by store name, storeless ones last */
  offers: GiftCardModel[];
  filters: GiftFilterModel[];
  /** 'Send me these gift ideas' (POST /api/gift-guide): the page's form title and description (spec 1 §3) */
  form: { title: string; description?: string };
  /** the selection the request's query asked for (the server renders its results) */
  initial: GiftSelection;
}
