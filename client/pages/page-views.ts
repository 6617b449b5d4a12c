import type { ComponentType } from 'react';
import { CategoryPageView } from '../features/category/category-page-view';
import { DetailView } from '../features/detail/detail-view';
import { PromotionView } from '../features/promotion/promotion-view';
import { StoreView } from '../features/store/store-view';

/**
 * The main view of each kind of foundation page (PageModel.view.type -> component). One entry per page
 * kind; the server's page builder for that kind produces the model.
 */
const PAGE_VIEWS: Record<string, ComponentType<{ model: never }>> = {
  detail: DetailView,
  category: CategoryPageView,
  store: StoreView,
  promotion: PromotionView,
};

export function findPageView(type: string): ComponentType<{ model: unknown }> | undefined {
  return PAGE_VIEWS[type] as ComponentType<{ model: unknown }> | undefined;
}
