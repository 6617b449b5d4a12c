import { safeText } from './personal-data';

/** One event for the tag manager's data layer. */
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

/** What a tile or banner is, as the server renders it in `data-track-*` attributes (docs/analytics.md). */
export type TrackedKind = 'tile' | 'banner';

export interface TrackedItem {
  kind: TrackedKind;
  /** the list it is shown in: the block's heading, or the page part ('Featured', 'Store directory') */
  list: string;
  /** 1-based place in that list */
  position: number;
  /** the CMS uuid or slug of the store, offer, event or banner */
  id: string;
  /** its title as the page shows it */
  name: string;
  /** what it is: a store, an offer, an event, a competition, a news article, a banner */
  type?: string;
}

/** The attributes a view puts on a tile or banner; the browser's delegated listeners read them back. */
export const TRACK_ATTRIBUTES = {
  kind: 'data-track',
  list: 'data-track-list',
  position: 'data-track-position',
  id: 'data-track-id',
  name: 'data-track-name',
  type: 'data-track-type',
} as const;

export type TrackAttributes = Record<(typeof TRACK_ATTRIBUTES)[keyof typeof TRACK_ATTRIBUTES], string>;

export function trackAttributes(item: TrackedItem): TrackAttributes {
  return {
    [TRACK_ATTRIBUTES.kind]: item.kind,
    [TRACK_ATTRIBUTES.list]: safeText(item.list),
    [TRACK_ATTRIBUTES.position]: String(item.position),
    [TRACK_ATTRIBUTES.id]: safeText(item.id),
    [TRACK_ATTRIBUTES.name]: safeText(item.name),
    [TRACK_ATTRIBUTES.type]: safeText(item.type ?? ''),
  } as TrackAttributes;
}

/** Reads an element's attributes back into an item; undefined when it carries none or a broken set. */
export function trackedItemFrom(read: (name: string) => string | null): TrackedItem | undefined {
  const kind = read(TRACK_ATTRIBUTES.kind);
  if (kind !== 'tile' && kind !== 'banner') return undefined;
  const position = Number(read(TRACK_ATTRIBUTES.position));
  const id = read(TRACK_ATTRIBUTES.id) ?? '';
  if (!Number.isInteger(position) || position < 1 || !id) return undefined;
  const type = read(TRACK_ATTRIBUTES.type) || undefined;
  return { kind, list: read(TRACK_ATTRIBUTES.list) ?? '', position, id, name: read(TRACK_ATTRIBUTES.name) ?? '', ...(type ? { type } : {}) };
}

/** Where an item sits on the page: a stable key so each is counted once per page view. */
export function itemKey(item: TrackedItem): string {
  return `${item.kind}|${item.list}|${item.position}|${item.id}`;
}

function itemFields(item: TrackedItem): Record<string, string | number> {
  return {
    list: safeText(item.list),
    position: Math.max(1, Math.trunc(item.position) || 1),
    id: safeText(item.id),
    name: safeText(item.name),
    ...(item.type ? { type: safeText(item.type) } : {}),
  };
}

/** spec 1 §6: tiles that came into view together, in one event (grouped by impressions.ts). */
export function tileImpressionEvent(items: readonly TrackedItem[]): AnalyticsEvent {
  return { event: 'tile_impression', impressions: items.map(itemFields) };
}

/** A press on a card or tile (the link it leads to is the item's own page). */
export function tileClickEvent(item: TrackedItem): AnalyticsEvent {
  return { event: 'tile_click', tile: itemFields(item) };
}

/** spec 1 §6: a press on a banner (a hero or feature panel). */
export function bannerClickEvent(item: TrackedItem): AnalyticsEvent {
  return { event: 'banner_click', banner: itemFields(item) };
}

export function clickEventFor(item: TrackedItem): AnalyticsEvent {
  return item.kind === 'banner' ? bannerClickEvent(item) : tileClickEvent(item);
}

/**
 * A site search. The words a visitor types are free text and may name a person or hold an email address or
 * a phone number, so the event never carries them: only their length in characters and words, where the search
 * was made and how many results it found (docs/analytics.md "Search").
 */
export function searchEvent(input: { term: string; results: number; source: 'takeover' }): AnalyticsEvent {
  const term = input.term.trim().replace(/\s+/g, ' ');
  return {
    event: 'search',
    search_term_length: term.length,
    search_words: term ? term.split(' ').length : 0,
    results: Math.max(0, Math.trunc(input.results) || 0),
    source: input.source,
  };
}

/** A gift-guide filter chosen (the options are the editor's labels, 'All' when cleared). */
export function giftGuideFilterEvent(filterType: string, filterValue: string): AnalyticsEvent {
  return { event: 'gift_guide_filter', filterType: safeText(filterType), filterValue: safeText(filterValue) || 'All' };
}
