import type { CardKind } from '../../common/domain/listings/listing-card';
import type { ImageModel } from '../../common/domain/images/cms-image';
import type { LinkModel } from '../../common/domain/links/link-rules';

/** One card as the grid renders it (spec 1 §3 card, §9 image 520x340). */
export interface CardModel {
  key: string;
  /** undefined for an editor-made generic card */
  kind?: CardKind;
  title: string;
  /** the store's name, when the promotion belongs to one */
  store?: string;
  description: string;
  image?: ImageModel;
  /** 'D Mon YYYY – D Mon YYYY' (promotion dates in Australia/Sydney), empty for generic cards */
  dateText: string;
  link?: LinkModel;
  pinned: boolean;
}

/** The view model of every card block: a heading, the cards, a 'View all' link and how to lay them out. */
export interface CardListModel {
  title: string;
  cards: CardModel[];
  /** spec 1 §8: what shows when no card is left */
  emptyMessage: string;
  viewAll?: LinkModel;
  /** a carousel of 3, 2 below small, 1 below extra-small (spec 1 §9), else a grid */
  carousel: boolean;
  /** the grid's column count on a wide screen, where the editor fixed one (2, 3 or 4); the cards fill whole rows */
  columns?: number;
  /** anchor for the anchor list */
  anchor?: string;
}
