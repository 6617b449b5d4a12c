import type { ComponentType } from 'react';
import { DetailView } from '../features/detail/detail-view';

/**
 * The main view of each kind of foundation page (PageModel.view.type -> component). One entry per page
 * kind; the server's page builder for that kind produces the model.
 */
const PAGE_VIEWS: Record<string, ComponentType<{ model: never }>> = {
  detail: DetailView,
};

export function findPageView(type: string): ComponentType<{ model: unknown }> | undefined {
  return PAGE_VIEWS[type] as ComponentType<{ model: unknown }> | undefined;
}
