import type { ComponentType } from 'react';
import { LazyView, lazyView } from '../app/lazy-view';
import type { BlockProps } from '../../src/page-model/blocks/block-definition';
import { BLOCK_VIEW_LOADERS } from './block-views.generated';
import { placeholderView } from '../../src/page-model/blocks/placeholder/placeholder.view';

type BlockView = ComponentType<BlockProps<unknown>>;

/**
 * The browser's side of the block registry: each built block's component in its own chunk, so a page
 * ships only the blocks it shows (QUALITY P5). Mappers stay in the page model (src/page-model/blocks/block-registry.ts),
 * which the browser runs only in the editor's live preview. Both lists are derived from the block folders
 * (scripts/build/block-index.mjs).
 */
const VIEWS: Record<string, LazyView<BlockProps<unknown>>> = Object.fromEntries(
  Object.entries(BLOCK_VIEW_LOADERS).map(([type, view]) => [type, lazyView(view.source, view.load)]),
);

/** The component of a block type: its lazy view, or the placeholder of a block not built yet. */
export function blockView(type: string): BlockView {
  return VIEWS[type]?.Component ?? placeholderView;
}

/** Loads the views of these block types (before hydrating, or before showing a new page). */
export async function preloadBlockViews(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => VIEWS[type]?.preload()));
}

/** Source files of these block types' views, for modulepreload hints. */
export function blockViewSources(types: Iterable<string>): string[] {
  return [...new Set(types)].flatMap((type) => (VIEWS[type] ? [VIEWS[type]!.source] : []));
}

export function lazyBlockTypes(): string[] {
  return Object.keys(VIEWS);
}
