import type { ComponentType } from 'react';
import { LazyView, lazyView } from '../app/lazy-view';
import type { PageModel } from '../../src/page-model/page-state';
import type { PageViewType } from '../../src/page-model/pages/page-view-kinds';
import { blockViewSources, lazyBlockTypes, preloadBlockViews } from '../blocks/block-views';

type View = ComponentType<{ model: unknown }>;

/**
 * The main view of each kind of foundation page (PageModel.view.type -> component), each in its own chunk.
 * One entry per page view kind of the page model (src/page-model/pages/page-view-kinds.ts: island timing, sheets);
 * the page builder of that kind produces the model.
 */
const PAGE_VIEWS: Record<PageViewType, LazyView<{ model: unknown }>> = {
  detail: lazyView('client/features/detail/detail-view.tsx', () => import('../features/detail/detail-view').then((m) => m.DetailView as View)),
  category: lazyView('client/features/category/category-page-view.tsx', () => import('../features/category/category-page-view').then((m) => m.CategoryPageView as View)),
  store: lazyView('client/features/store/store-view.tsx', () => import('../features/store/store-view').then((m) => m.StoreView as View)),
  competition: lazyView('client/features/competition/competition-view.tsx', () => import('../features/competition/competition-view').then((m) => m.CompetitionView as View)),
  promotion: lazyView('client/features/promotion/promotion-view.tsx', () => import('../features/promotion/promotion-view').then((m) => m.PromotionView as View)),
  search: lazyView('client/features/search/search-page-view.tsx', () => import('../features/search/search-page-view').then((m) => m.SearchPageView as View)),
};

/** The view of a page view type named by a string (an island's name). */
const viewOf = (type: string): LazyView<{ model: unknown }> | undefined =>
  (PAGE_VIEWS as Record<string, LazyView<{ model: unknown }>>)[type];

export function findPageView(type: string): View | undefined {
  return viewOf(type)?.Component;
}

/** Loads one page view's code. */
export async function preloadPageView(type: string): Promise<void> {
  await viewOf(type)?.preload();
}

/** The source file of a page view ([] for an unknown type). */
export function pageViewSource(type: string): string[] {
  const view = viewOf(type);
  return view ? [view.source] : [];
}

export function pageViewTypes(): string[] {
  return Object.keys(PAGE_VIEWS);
}

/** Source files of every page view (each is a chunk of its own). */
export function allPageViewSources(): string[] {
  return Object.values(PAGE_VIEWS).map((view) => view.source);
}

const topLevelBlockTypes = (page: PageModel): string[] => [...page.header, ...page.body].map((node) => node.type);

/** Loads every view a page shows (its blocks and its main view), so it renders without suspending. */
export async function preloadPage(page: PageModel): Promise<void> {
  await Promise.all([preloadBlockViews(topLevelBlockTypes(page)), page.view ? viewOf(page.view.type)?.preload() : undefined]);
}

/** Source files of every view a page shows, for modulepreload hints. */
export function pageViewSources(page: PageModel): string[] {
  const view = page.view && viewOf(page.view.type);
  const main = view ? [view.source] : [];
  return [...main, ...blockViewSources(topLevelBlockTypes(page))];
}

/** Every page and block view (island-views.ts preloadEveryView adds the shell's islands). */
export async function preloadPageAndBlockViews(): Promise<void> {
  await Promise.all([
    ...Object.values(PAGE_VIEWS).map((view) => view.preload()),
    preloadBlockViews(lazyBlockTypes()),
  ]);
}
