import { toCategoryTiles, CategoryTilesModel } from '../../category/category-tiles.mapper';
import { defineBlock } from '../block-definition';

/** spec 1 §2.7: category list (items per row, 'Discover More' / 'Show Less'). */
export const categoryListBlock = defineBlock<CategoryTilesModel>({
  type: 'category_list',
  island: { when: 'interaction' },
  needs: ['categories'],
  map: (raw, ctx) => toCategoryTiles(raw, ctx),
});
