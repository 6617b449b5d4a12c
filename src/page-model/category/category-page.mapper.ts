import type { CategoryContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { offersSubCategoryFilter, pinnedFirst } from '../../common/domain/categories/category-rules';
import { parseSelection } from '../../common/domain/directory/directory-query';
import { toImage } from '../../common/domain/images/cms-image';
import { compareTitles } from '../../common/domain/navigation/title-order';
import type { MapContext } from '../blocks/block-definition';
import { collection } from '../collections';
import { categoryPaths, toStoreCards } from '../directory/store-cards.mapper';
import type { CategoryPageModel, Crumb } from './category-page.model';
import { categoryHref } from './category-tiles.mapper';

const titleOf = (story: CmsStory<CategoryContent>) => String(story.content?.title || story.name).trim();

/** spec 1 §2.7: hero, description, breadcrumb, the sub-category filter when offered, store cards pinned first. */
export function toCategoryPage(story: CmsStory<CategoryContent>, ctx: MapContext): CategoryPageModel {
  const content = story.content;
  const stores = collection(ctx.collections, 'stores') as Array<CmsStory<StoreContent>>;
  const categories = collection(ctx.collections, 'categories') as Array<CmsStory<CategoryContent>>;
  const all = [...categories.filter((item) => item.uuid !== story.uuid), story];
  const path = categoryPaths(all).get(story.uuid) ?? story.slug;
  const level = content.level === 'sub_category' || path.includes('/') ? 'sub_category' : 'category';
  const { cards, hours } = toStoreCards(stores, all, ctx.assets);
  const inCategory = cards.filter((card) => card.tags.includes(path));
  const pinned = Array.isArray(content.pinnedStores) ? content.pinnedStores.filter((id): id is string => typeof id === 'string') : [];
  const withStores = new Set(inCategory.flatMap((card) => card.subcategories));
  const subs = all
    .filter((item) => item.full_slug.startsWith(`${story.full_slug}/`) && withStores.has(item.uuid))
    .map((item) => ({ value: item.uuid, label: titleOf(item) }))
    .sort((a, b) => compareTitles(a.label, b.label));
  const offered = offersSubCategoryFilter(level, inCategory.length, subs.length) ? subs : [];
  const title = titleOf(story);
  const parent = level === 'sub_category' ? all.find((item) => story.full_slug.startsWith(`${item.full_slug}/`)) : undefined;
  const breadcrumb: Crumb[] = [{ title: 'Home', href: '/' }, { title: 'Shopping', href: '/shopping' }, ...(parent ? [{ title: titleOf(parent), href: categoryHref(parent) }] : []), { title }];
  return {
    title,
    level,
    description: content.description,
    image: toImage(content.image, ctx.assets, title),
    breadcrumb,
    subCategories: offered,
    chosen: parseSelection(ctx.queryAll, { subcategory: offered }).filters.subcategory ?? [],
    stores: pinnedFirst(inCategory, pinned),
    pinned: pinned.filter((id) => inCategory.some((card) => card.id === id)),
    hours,
  };
}
