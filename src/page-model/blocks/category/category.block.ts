import { toCategoryTiles, CategoryTilesModel } from '../../category/category-tiles.mapper';
import { defineBlock } from '../block-definition';

/** spec 1 §2.2: the category block: cards for the chosen categories, all shown. */
export const categoryBlock = defineBlock<CategoryTilesModel>({
  type: 'category',
  island: { when: 'interaction' },
  needs: ['categories'],
  map: (raw, ctx) => toCategoryTiles(raw, ctx),
});
