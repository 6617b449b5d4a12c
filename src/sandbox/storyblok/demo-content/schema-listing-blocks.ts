/**
 * Schemas of the listing blocks (spec 1 §2.2, §2.5, §2.7, §2.9): cards of events, news, offers and
 * competitions, editor-written cards, the store directory and category tiles. block-content.types.ts has no types
 * for them, so the types below are the fields their mappers read (src/page-model/blocks/<name>/<name>.block.ts,
 * src/page-model/cards/card.mapper.ts, directory/directory.mapper.ts, category/category-tiles.mapper.ts).
 *
 * centre_news, competition and category are also story types: inside a page body they are these blocks,
 * so they live in BODY_BLOCK_SCHEMAS, which the checker uses for them only where any blok is allowed.
 */
import type { CmsAsset, CmsBlok, CmsLink } from '../../../common/domain/cms/storyblok.types';
import { FILTER_KINDS } from '../../../common/domain/directory/directory-filter';
import {
  asset,
  bloks,
  bool,
  link,
  list,
  numeric,
  required,
  text,
  uuid,
  uuids,
  type ComponentSchema,
  type SchemaOf,
} from './schema-fields';

/** CardBlockOptions of card.mapper.ts */
type CardBlock<C extends string, F = unknown> = CmsBlok & {
  component: C;
  title?: string;
  num_shown?: number | string;
  link?: CmsLink;
  carousel?: boolean;
  slug?: string;
  /** the grid's column count on a wide screen: 2, 3 or 4 (card-columns.ts) */
  columns?: number | string;
} & F;
/** not read by any mapper yet, but set by the demo pages (scripts/demo-content/build/pages.mjs) */
type WithFilters = { showFilters?: boolean };

type CentreEventsBlok = CardBlock<'centre_events', WithFilters>;
type CentreOffersBlok = CardBlock<'centre_offers', WithFilters>;
type CentreNewsBlok = CardBlock<'centre_news'>;
type CompetitionCardsBlok = CardBlock<'competition'>;
type LatestPromotionCardsBlok = CardBlock<'latest_promotion_cards', { types?: string[] }>;
/** `items`: uuids of events, news, offers or competitions; the mapper requires at least one */
type ListCardsBlok = CardBlock<'list_cards', { items: string[] }>;
/** book_event and event_ticketing (src/page-model/ticketing/ticketed-event-block.ts): the event they sell tickets for */
type BookEventBlok = CmsBlok & { component: 'book_event'; event: string };
type EventTicketingBlok = CmsBlok & { component: 'event_ticketing'; event: string; title?: string };
type GenericCardBlok = CmsBlok & {
  component: 'generic_card';
  title: string;
  description?: string;
  image?: CmsAsset;
  link?: CmsLink;
};
type GenericCardsBlok = CardBlock<'generic_cards', { cards: GenericCardBlok[] }>;
type FoundationStoreBlok = CmsBlok & {
  component: 'foundation_store';
  title?: string;
  filters?: string[];
  showGiftCardToggle?: boolean;
  showLicensedToggle?: boolean;
};
/** gift_guide (spec 1 §3 'Gift guide page'): the set of filters and the page's texts */
type GiftGuideBlok = CmsBlok & {
  component: 'gift_guide';
  title?: string;
  set?: string;
  detailsText?: string;
  detailsBackgroundColour?: string;
  creationText?: string;
  creationBackgroundColour?: string;
  resultsTitle?: string;
  resultsDescription?: string;
  formTitle?: string;
  formDescription?: string;
  hideCreation?: boolean;
};
type CategoryTilesBlok<C extends string> = CmsBlok & {
  component: C;
  title?: string;
  itemsPerRow?: number | string;
  items?: string[];
};

const cardBlock = {
  title: text(),
  num_shown: numeric(),
  link: link(),
  carousel: bool(),
  slug: text(),
  columns: numeric(),
};

const centreEvents: SchemaOf<CentreEventsBlok> = { ...cardBlock, showFilters: bool() };
const centreOffers: SchemaOf<CentreOffersBlok> = { ...cardBlock, showFilters: bool() };
const centreNews: SchemaOf<CentreNewsBlok> = cardBlock;
const competitionCards: SchemaOf<CompetitionCardsBlok> = cardBlock;
const latestPromotionCards: SchemaOf<LatestPromotionCardsBlok> = {
  ...cardBlock,
  types: list({ values: ['offers', 'events', 'news', 'competitions'] }),
};
const listCards: SchemaOf<ListCardsBlok> = {
  ...cardBlock,
  items: required(uuids('event', 'news', 'offer', 'competition', 'national_competition')),
};
const bookEvent: SchemaOf<BookEventBlok> = { event: required(uuid('event')) };
const eventTicketing: SchemaOf<EventTicketingBlok> = { event: required(uuid('event')), title: text() };
/** the mapper drops a card without a title */
const genericCard: SchemaOf<GenericCardBlok> = {
  title: required(text()),
  description: text(),
  image: asset(),
  link: link(),
};
const genericCards: SchemaOf<GenericCardsBlok> = { ...cardBlock, cards: required(bloks(['generic_card'], { min: 1 })) };
const foundationStore: SchemaOf<FoundationStoreBlok> = {
  title: text(),
  filters: list({ values: FILTER_KINDS }),
  showGiftCardToggle: bool(),
  showLicensedToggle: bool(),
};
/** the page's panel colours: the site takes #hex only (docs/gift-guide.md) */
const HEX_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const giftGuide: SchemaOf<GiftGuideBlok> = {
  title: text(),
  set: uuid('gift_guide_set'),
  detailsText: text(),
  detailsBackgroundColour: text({ pattern: HEX_COLOUR }),
  creationText: text(),
  creationBackgroundColour: text({ pattern: HEX_COLOUR }),
  resultsTitle: text(),
  resultsDescription: text(),
  formTitle: text(),
  formDescription: text(),
  hideCreation: bool(),
};
const categoryTiles: SchemaOf<CategoryTilesBlok<'category_list' | 'category'>> = {
  title: text(),
  itemsPerRow: numeric(),
  items: uuids('category', 'sub_category'),
};

export const LISTING_BLOCK_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  centre_events: centreEvents,
  centre_offers: centreOffers,
  latest_promotion_cards: latestPromotionCards,
  list_cards: listCards,
  book_event: bookEvent,
  event_ticketing: eventTicketing,
  generic_card: genericCard,
  generic_cards: genericCards,
  foundation_store: foundationStore,
  gift_guide: giftGuide,
  category_list: categoryTiles,
};

/** page-body blocks named like a story type (see the file comment) */
export const BODY_BLOCK_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  centre_news: centreNews,
  competition: competitionCards,
  category: categoryTiles,
};
