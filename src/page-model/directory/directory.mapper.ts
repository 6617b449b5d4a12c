import type { CategoryContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsBlok, CmsStory } from '../../common/domain/cms/storyblok.types';
import { byDisplayOrder } from '../../common/domain/categories/category-rules';
import { discoverLabel, DISCOVER_VALUES } from '../../common/domain/directory/discover';
import {
  FilterKind,
  FILTER_KINDS,
  letterOrder,
  TAG_FILTERS,
} from '../../common/domain/directory/directory-filter';
import { FilterOption, FilterOptions, parseSelection } from '../../common/domain/directory/directory-query';
import { letterOf } from '../../common/domain/navigation/letter-index';
import { compareTitles } from '../../common/domain/navigation/title-order';
import type { MapContext } from '../blocks/block-definition';
import { collection } from '../collections';
import { deepFreeze } from '../../common/domain/cms/frozen-content';
import type { DirectoryModel, FilterModel, StoreCardModel } from './directory.model';
import { categoryPaths, StoreCards, toStoreCards } from './store-cards.mapper';

export const FILTER_LABELS: Record<FilterKind, string> = {
  category: 'Category',
  subcategory: 'Subcategory',
  type: 'Type',
  discover_types: 'Discover',
  view_by: 'View by',
  precinct: 'Precinct',
  cuisines: 'Cuisine',
  meal_times: 'Meal time',
};

/** Single-select filters (a dropdown); the others are multi-select checkbox columns. */
export const SINGLE_FILTERS: readonly FilterKind[] = FILTER_KINDS.filter((kind) => !TAG_FILTERS.includes(kind));

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
const byLabel = (a: FilterOption, b: FilterOption) => compareTitles(a.label, b.label);
const plain = (values: string[]) =>
  distinct(values)
    .map((value) => ({ value, label: value }))
    .sort(byLabel);

/** The options of each filter, from the listed stores only (an option never leads to an empty list by itself). */
export function filterOptions(
  kind: FilterKind,
  source: StoreCards,
  categories: Array<CmsStory<CategoryContent>>,
): FilterOption[] {
  const { cards } = source;
  const used = new Set(cards.flatMap((card) => card.tags));
  const paths = categoryPaths(categories);
  const categoryOptions = (level: 'category' | 'sub_category') =>
    categories.flatMap((story) => {
      const value = paths.get(story.uuid);
      if (story.content?.level !== level || !value || !used.has(value)) return [];
      const title = String(story.content.title || story.name).trim();
      return [{ value, label: title, title, displayOrder: story.content.displayOrder }];
    });
  switch (kind) {
    case 'category':
      return byDisplayOrder(categoryOptions('category')).map(({ value, label }) => ({ value, label }));
    case 'subcategory':
      return categoryOptions('sub_category')
        .map(({ value, label }) => ({ value, label }))
        .sort(byLabel);
    case 'discover_types': {
      const present = distinct(cards.flatMap((card) => card.discover));
      const known: readonly string[] = DISCOVER_VALUES;
      const ordered = [
        ...known.filter((value) => present.includes(value)),
        ...present.filter((value) => !known.includes(value)).sort(),
      ];
      return ordered.map((value) => ({ value, label: discoverLabel(value) }));
    }
    case 'view_by':
      return distinct(cards.map((card) => letterOf(card.title)))
        .sort(letterOrder)
        .map((letter) => ({ value: letter, label: letter.toUpperCase() }));
    case 'precinct':
      return plain(cards.map((card) => card.precinct));
    case 'type':
      return plain(cards.map((card) => card.type)).map((option) => ({
        ...option,
        label: option.label.charAt(0).toUpperCase() + option.label.slice(1),
      }));
    case 'cuisines':
      return plain(source.cuisines);
    case 'meal_times':
      return plain(source.mealTimes);
  }
}

/** A filter is offered when it has options; the type filter only when there is a choice to make. */
function offered(filter: FilterModel): boolean {
  return filter.options.length >= (filter.kind === 'type' ? 2 : 1);
}

function chosenKinds(raw: unknown): FilterKind[] {
  const kinds = Array.isArray(raw)
    ? raw.filter((kind): kind is FilterKind => (FILTER_KINDS as readonly string[]).includes(kind))
    : [];
  return kinds.length ? (distinct(kinds) as FilterKind[]) : [...FILTER_KINDS];
}

/** What the directory lists, from the content alone: the same for every request of one content version. */
interface Listing {
  source: StoreCards;
  /** the cards as the page sends them */
  cards: StoreCardModel[];
  /** each filter's options, made when first asked for */
  options: Map<FilterKind, FilterOption[]>;
  shared: boolean;
}

/**
 * Listings of frozen collections, by stores, categories and asset host. Content read from the cache is parsed and
 * swept once per version and shared, frozen, between requests (stored-json.ts, content-url-sweep.ts): its cards and
 * filter options are then made once too (they were most of the data work of a `/shopping` request, bench P2), and
 * shared frozen, so no request can change another's. A new version of the content is a new collection, and its old
 * listing goes with it.
 */
const listings = new WeakMap<object, WeakMap<object, Map<string, Listing>>>();

function listingOf(
  stores: Array<CmsStory<StoreContent>>,
  categories: Array<CmsStory<CategoryContent>>,
  assets: MapContext['assets'],
): Listing {
  const make = (shared: boolean): Listing => {
    const source = toStoreCards(stores, categories, assets);
    const cards: StoreCardModel[] = source.cards.map(({ subcategories: _subcategories, ...card }) => card);
    return shared
      ? { source: deepFreeze(source), cards: deepFreeze(cards), options: new Map(), shared }
      : { source, cards, options: new Map(), shared };
  };
  if (!Object.isFrozen(stores) || !Object.isFrozen(categories)) return make(false);
  let byCategories = listings.get(stores);
  if (!byCategories) listings.set(stores, (byCategories = new WeakMap()));
  let byHost = byCategories.get(categories);
  if (!byHost) byCategories.set(categories, (byHost = new Map()));
  const host = `${assets.origin} ${assets.baseUrl}`;
  let listing = byHost.get(host);
  if (!listing) byHost.set(host, (listing = make(true)));
  return listing;
}

function optionsOf(listing: Listing, kind: FilterKind, categories: Array<CmsStory<CategoryContent>>): FilterOption[] {
  let options = listing.options.get(kind);
  if (!options) {
    options = filterOptions(kind, listing.source, categories);
    listing.options.set(kind, listing.shared ? deepFreeze(options) : options);
  }
  return options;
}

/** spec 1 §2.5: the foundation_store block: stores, the filters the editor chose, and the URL's selection. */
export function toDirectory(blok: CmsBlok, ctx: MapContext): DirectoryModel {
  const stores = collection(ctx.collections, 'stores') as Array<CmsStory<StoreContent>>;
  const categories = collection(ctx.collections, 'categories') as Array<CmsStory<CategoryContent>>;
  const listing = listingOf(stores, categories, ctx.assets);
  const source = listing.source;
  const kinds = chosenKinds(blok.filters);
  const filters = kinds
    .map((kind) => ({
      kind,
      label: FILTER_LABELS[kind],
      multi: !SINGLE_FILTERS.includes(kind),
      options: optionsOf(listing, kind, categories),
    }))
    .filter(offered);
  const offeredOptions: FilterOptions = Object.fromEntries(filters.map((filter) => [filter.kind, filter.options]));
  const readable = kinds.includes('discover_types')
    ? { ...offeredOptions, ...urlOnlyOptions(filters) }
    : offeredOptions;
  const initial = parseSelection(ctx.queryAll, readable, SINGLE_FILTERS);
  return {
    title: typeof blok.title === 'string' ? blok.title.trim() : '',
    stores: listing.cards,
    hours: source.hours,
    giftCardToggle: blok.showGiftCardToggle !== false,
    licensedToggle: blok.showLicensedToggle !== false,
    initial,
    filters: withChosen(filters, initial.filters.discover_types),
  };
}

const DISCOVER_OPTIONS: FilterOption[] = DISCOVER_VALUES.map((value) => ({ value, label: discoverLabel(value) }));

/**
 * spec 1 §2.1: every centre's header links to /shopping?filter[discover]=<value>. A value no listed store has
 * (no new stores this month) is still the visitor's choice: it is kept, and the directory says it has no results,
 * rather than being dropped and every store shown as if they were new.
 */
function urlOnlyOptions(filters: FilterModel[]): FilterOptions {
  const offered = filters.find((filter) => filter.kind === 'discover_types')?.options ?? [];
  return {
    discover_types: [
      ...offered,
      ...DISCOVER_OPTIONS.filter((option) => !offered.some((known) => known.value === option.value)),
    ],
  };
}

/** The discover filter with the address bar's choice among its options (added when no store has it). */
function withChosen(filters: FilterModel[], chosen: string[] | undefined): FilterModel[] {
  if (!chosen?.length) return filters;
  const missing = DISCOVER_OPTIONS.filter((option) => chosen.includes(option.value));
  const existing = filters.find((filter) => filter.kind === 'discover_types');
  if (!existing) {
    const discover: FilterModel = {
      kind: 'discover_types',
      label: FILTER_LABELS.discover_types,
      multi: !SINGLE_FILTERS.includes('discover_types'),
      options: missing,
    };
    return [...filters, discover];
  }
  const added = missing.filter((option) => !existing.options.some((known) => known.value === option.value));
  return filters.map((filter) =>
    filter === existing && added.length ? { ...filter, options: [...filter.options, ...added] } : filter,
  );
}
