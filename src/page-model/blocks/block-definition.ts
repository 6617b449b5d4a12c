import type { BookingCatalogue } from '../../common/domain/booking/booking-wire';
import type { MonthSlots } from '../../common/domain/booking/slots';
import type { CmsBlok } from '../../common/domain/cms/storyblok.types';
import { queryRecord, queryValues, type QueryValues } from '../../common/domain/links/query-params';
import type { AssetHost } from '../../common/domain/images/cms-image';
import type { PageCards } from '../../common/domain/listings/page-cards';
import type { VendorMapSettings } from '../map/floor-plan.model';
import type { CollectionName, Collections } from '../collections';
import type { IslandTiming } from '../island-timing';
import type { SheetName } from '../sheets';
import type { SaleStatus } from '../../common/domain/ticketing/ticketing-wire';
import type { DayTraffic } from '../traffic/traffic-panel.model';

/** What the server read for a booking block as it rendered the page (issue 14 part 7, decision 0021). */
export type BookingBlockData =
  | {
      catalogue: BookingCatalogue;
      /** the month a flow that opens on the date step shows first, with its times */
      openingMonth?: MonthSlots;
    }
  | { error: string };

/** What a mapper may know besides the block's own data. */
export interface MapContext {
  assets: AssetHost;
  timeZone: string;
  now: Date;
  editMode: boolean;
  centreName: string;
  /** the story collections the page's blocks declared they need (loaded by the server before mapping) */
  collections: Collections;
  /** the request's query parameters, the first value of each (a directory's filters render on the server for the URL's query) */
  query: Record<string, string>;
  /** every value of each query parameter, in order (a GET form's checkboxes repeat their name) */
  queryAll: QueryValues;
  /** a maps key is configured: the map and directions blocks are interactive (docs/directions.md) */
  maps?: boolean;
  /**
   * the indoor map vendor is configured (MAPPEDIN_CLIENT_ID and MAPPEDIN_SECRET): its settings, which reach the
   * browser only in the model of a map that shows it (docs/indoor-map.md "Vendor seam")
   */
  indoorMap?: VendorMapSettings;
  /**
   * what each booking block on the page offers, read by the server from the booking provider, keyed by the block's
   * `_uid`: its catalogue and, for a flow that opens on the date step, its opening month (an error where the
   * provider could not be read)
   */
  bookingBlocks?: Record<string, BookingBlockData>;
  /** the page's full slug ('pages/book/personal-styling'): a booking block names itself by it to the own API */
  pageSlug?: string;
  /** the centre's slug (config/centres): Book Now names its event's centre to the ticketing modal */
  centreSlug?: string;
  /**
   * the sale status of each ticketed event on the page as the server read it from Vivenu, keyed by vivenuEventId
   * (Book Now's Sold Out); absent when it was not read, and Book Now then goes by the content's `soldOut`
   */
  ticketSales?: Record<string, SaleStatus>;
  /**
   * today's `/api/traffic` answer as the server read it for a page with a traffic block (its cached answer, decision
   * 0030); absent when the page has none or it could not be read (the chart then asks in the browser)
   */
  trafficToday?: DayTraffic;
  /**
   * the cards the page's card lists show, top to bottom, and those its hand-picked lists show: an automatic list
   * leaves both out (one item once per page; src/common/domain/listings/page-cards.ts). One per page, made by
   * mapBlocks (or by a builder mapping several lists of one page).
   */
  pageCards?: PageCards;
}

/**
 * The context a page's blocks are mapped in, made one way for the server's render and the editor's live preview:
 * no collections yet (a page builder loads what its blocks need), the query of the page's address (`?a=1&a=2`: the
 * first value counts in `query`, both in `queryAll`).
 */
export function mapContextFor(input: {
  assets: AssetHost;
  centre: { timeZone: string; name: string; slug?: string };
  now: Date;
  editMode: boolean;
  /** the page's address (path and query) or its query alone ('?filter=...') */
  url: string;
  /** a maps key is configured (config MAPS_KEY, the page state's env.mapsKey) */
  maps?: boolean;
  /** the indoor map vendor's settings, where it is configured */
  indoorMap?: VendorMapSettings;
}): MapContext {
  const { url } = input;
  return {
    assets: input.assets,
    timeZone: input.centre.timeZone,
    now: input.now,
    editMode: input.editMode,
    centreName: input.centre.name,
    ...(input.centre.slug ? { centreSlug: input.centre.slug } : {}),
    collections: {},
    query: queryRecord(url),
    queryAll: queryValues(url),
    maps: Boolean(input.maps),
    indoorMap: input.indoorMap,
  };
}

/** Thrown by a mapper when required data is missing: the block shows the spec's error in preview. */
export class BlockMappingError extends Error {
  constructor(readonly field: string) {
    super(`required field "${field}" is missing`);
    this.name = 'BlockMappingError';
  }
}

/** What a block's view gets: its mapped model. */
export interface BlockProps<M> {
  model: M;
}

/**
 * One CMS block type, the page model's half of it: a mapper (CMS JSON -> view model, pure, runs on the server and
 * in the editor's live preview), the collections it needs, its island timing and its sheets. Its view (React) is
 * `<name>.view.tsx` in the same folder (decision 0015).
 */
export interface BlockDefinition<M = unknown> {
  type: string;
  /** story collections the mapper reads from `ctx.collections` (cards, the directory, ...) */
  needs?: CollectionName[];
  map: (raw: CmsBlok, ctx: MapContext) => M;
  /**
   * An interactive block is an island on visitors' pages (decision 0013): when its code loads and hydrates,
   * fixed or read from its model. Without it the block is static: its HTML only, no code and no state.
   */
  island?: IslandTiming | ((model: M) => IslandTiming | undefined);
  /** stylesheets of its own, linked right before it (src/page-model/sheets.ts); the head's sheet has the rest */
  sheets?: SheetName[];
  /**
   * The HTTP status the block's model gives its page when it is not 200: a block whose address asks for something
   * that does not exist (the centre map asked for a floor without a map) makes the page a 404, though it renders.
   */
  status?: (model: M) => number | undefined;
}

/** The island timing of a mapped block, or undefined for a static one. */
export function islandTiming<M>(definition: BlockDefinition<M>, model: M): IslandTiming | undefined {
  return typeof definition.island === 'function' ? definition.island(model) : definition.island;
}

export function defineBlock<M>(definition: BlockDefinition<M>): BlockDefinition<M> {
  return definition;
}

/** Throws BlockMappingError unless the value is present (non-empty string, array, object). */
export function required<T>(value: T | undefined | null | '', field: string): T {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    throw new BlockMappingError(field);
  return value;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function num(value: unknown, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(parsed) && String(value ?? '').trim() !== '' ? parsed : fallback;
}
