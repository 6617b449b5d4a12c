import { CategoryList } from '../../../../client/features/category/category-list';
import { CategoryTilesModel } from '../../category/category-tiles.mapper';
import type { BlockProps } from '../block-definition';

export const CategoryListView = ({ model }: BlockProps<CategoryTilesModel>) => (
  <CategoryList model={model} expandable />
);
