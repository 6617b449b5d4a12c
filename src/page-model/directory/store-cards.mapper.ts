import type { CategoryContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { isListedStore, searchTextOf, sortByTitle } from '../../common/domain/directory/directory-entry';
import { toTradingHours, TradingHours } from '../../common/domain/hours/trading-hours';
import { AssetHost, toImage } from '../../common/domain/images/cms-image';
import { floorLabel } from '../../common/domain/stores/store-facts';
import type { StoreCardModel } from './directory.model';

const CATEGORY_ROOT = 'foundation/categories/';

/** Category uuid -> its path under the category root ('fashion', 'fashion/womenswear'). */
export function categoryPaths(categories: Array<CmsStory<CategoryContent>>): Map<string, string> {
  return new Map(categories.filter((story) => story.full_slug.startsWith(CATEGORY_ROOT)).map((story) => [story.uuid, story.full_slug.slice(CATEGORY_ROOT.length)]));
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()) : []);

export interface StoreCards {
  cards: Array<StoreCardModel & { subcategories: string[] }>;
  hours: TradingHours[];
  /** the cuisines and meal times of the listed stores (their filters' options) */
  cuisines: string[];
  mealTimes: string[];
}

/**
 * The listed stores (spec 1 §5: open, with title, image and trading hours) as cards sorted by title
 * (spec 1 §9), each set of trading hours sent once.
 */
export function toStoreCards(stores: Array<CmsStory<StoreContent>>, categories: Array<CmsStory<CategoryContent>>, assets: AssetHost): StoreCards {
  const paths = categoryPaths(categories);
  const hours: TradingHours[] = [];
  const hoursIndex = new Map<string, number>();
  const cards: StoreCards['cards'] = [];
  const allCuisines = new Set<string>();
  const allMealTimes = new Set<string>();
  for (const story of stores) {
    const store = story.content;
    const title = String(store?.title ?? '').trim();
    const logo = toImage(store?.logo, assets, `${title} logo`) ?? toImage(store?.image, assets, title);
    const tradingHours = toTradingHours(store?.tradingHours);
    if (!store || !logo || !tradingHours || !isListedStore({ title, status: store.status, hasImage: true, hasTradingHours: tradingHours.days.length > 0 })) continue;
    const key = JSON.stringify(tradingHours);
    if (!hoursIndex.has(key)) hoursIndex.set(key, hours.push(tradingHours) - 1);
    const categoryIds = list(store.categories);
    const subcategoryIds = list(store.subcategories);
    const cuisines = list(store.cuisines);
    const mealTimes = list(store.mealTimes);
    const accepts = list(store.accepts);
    cuisines.forEach((item) => allCuisines.add(item));
    mealTimes.forEach((item) => allMealTimes.add(item));
    cards.push({
      id: story.uuid,
      title,
      href: `/stores/${story.slug}`,
      searchText: searchTextOf(title, store.keywords, cuisines),
      tags: [...[...categoryIds, ...subcategoryIds].flatMap((id) => paths.get(id) ?? []), ...cuisines, ...mealTimes],
      discover: list(store.discoverTypes),
      precinct: String(store.precinct ?? '').trim(),
      type: 'stores',
      giftCard: accepts.includes('giftCard'),
      licensed: Boolean(store.licensed),
      logo,
      floor: floorLabel(store.floor),
      floorCode: String(store.floor ?? '').trim(),
      hours: hoursIndex.get(key)!,
      ignoreSpecial: Boolean(store.ignoreSpecialHours),
      subcategories: subcategoryIds,
    });
  }
  return { cards: sortByTitle(cards), hours, cuisines: [...allCuisines], mealTimes: [...allMealTimes] };
}
