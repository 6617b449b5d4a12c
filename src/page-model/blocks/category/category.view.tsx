import { CategoryList } from '../../../../client/features/category/category-list';
import { CategoryTilesModel } from '../../category/category-tiles.mapper';
import type { BlockProps } from '../block-definition';

export const CategoryView = ({ model }: BlockProps<CategoryTilesModel>) => (
  <CategoryList model={model} expandable={false} />
);
