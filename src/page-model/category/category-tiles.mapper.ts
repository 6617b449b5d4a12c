import type { CategoryContent } from '../../common/domain/cms/foundation-content.types';
import type { CmsBlok, CmsStory } from '../../common/domain/cms/storyblok.types';
import { itemsPerRow } from '../../common/domain/categories/category-rules';
import { ImageModel, toImage } from '../../common/domain/images/cms-image';
import type { MapContext } from '../blocks/block-definition';
import { collection } from '../collections';

export interface CategoryTileModel {
  id: string;
  title: string;
  href: string;
  image?: ImageModel;
}

export interface CategoryTilesModel {
  title: string;
  perRow: number;
  items: CategoryTileModel[];
}

/** spec 1 §8 */
export const NO_CATEGORY = 'Please select a category for the page';

export function categoryHref(story: Pick<CmsStory, 'full_slug'>): string {
  return `/${story.full_slug.replace(/^foundation\//, '')}`;
}

/** The chosen categories (story uuids, in the editor's order) as tiles; unknown ones are left out. */
export function toCategoryTiles(blok: CmsBlok, ctx: MapContext): CategoryTilesModel {
  const categories = collection(ctx.collections, 'categories') as Array<CmsStory<CategoryContent>>;
  const byId = new Map(categories.map((story) => [story.uuid, story]));
  const ids = Array.isArray(blok.items) ? blok.items.filter((item): item is string => typeof item === 'string') : [];
  const items = ids.flatMap((id) => {
    const story = byId.get(id);
    if (!story) return [];
    const title = String(story.content?.title || story.name).trim();
    return [{ id, title, href: categoryHref(story), image: toImage(story.content?.image, ctx.assets, title) }];
  });
  return { title: typeof blok.title === 'string' ? blok.title.trim() : '', perRow: itemsPerRow(blok.itemsPerRow as string | number | undefined), items };
}
