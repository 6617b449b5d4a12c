import type { CmsBlok } from '../../common/domain/cms/storyblok.types';
import { pageCards } from '../../common/domain/listings/page-cards';
import type { BlockNode } from '../page-state';
import { BlockMappingError, islandTiming, MapContext, type BlockDefinition } from './block-definition';
import { findBlock, isBuiltBlock } from './block-registry';
import { placeholderBlock } from './placeholder/placeholder.block';
import { blockErrorMessage } from './block-error-message';
import { editableAttributes } from './editable';

export { blockErrorMessage };

export interface MapProblem {
  component: string;
  uid: string;
  error: unknown;
}

/**
 * Maps a list of CMS bloks to view-model nodes. Unknown and unbuilt types render nothing for visitors; a block that cannot be
 * mapped becomes an error node in preview and is left out (and reported) on published pages.
 */
export function mapBlocks(raw: unknown, context: MapContext, report: (problem: MapProblem) => void = () => {}): BlockNode[] {
  if (!Array.isArray(raw)) return [];
  const ctx = withPageCards(context, [raw]);
  const nodes: BlockNode[] = [];
  for (const item of raw as CmsBlok[]) {
    if (!item || typeof item !== 'object' || typeof item.component !== 'string') continue;
    // a block not built yet (or unknown to the site) is a 'not built yet' note in preview, and for visitors
    // nothing at all: no node, so no wrapper and no gap
    if (!isBuiltBlock(item.component) && !ctx.editMode) continue;
    const definition = findBlock(item.component) ?? (placeholderBlock(item.component) as unknown as BlockDefinition<unknown>);
    const uid = String(item._uid ?? `${item.component}-${nodes.length}`);
    try {
      const model = definition.map(item, ctx);
      nodes.push({ type: item.component, uid, editable: ctx.editMode ? editableAttributes(item._editable) : undefined, model, island: islandTiming(definition, model), sheets: definition.sheets });
    } catch (error) {
      report({ component: item.component, uid, error });
      if (ctx.editMode) nodes.push({ type: '__error', uid, component: item.component, message: blockErrorMessage(item.component) });
      else if (!(error instanceof BlockMappingError)) continue;
    }
  }
  return nodes;
}

/**
 * The context with the page's record of its cards (one item once per page), made from the page's block lists
 * when it has none yet: the cards its hand-picked lists (list_cards) show are known before any list is mapped.
 */
export function withPageCards(ctx: MapContext, lists: unknown[]): MapContext {
  if (ctx.pageCards) return ctx;
  const picked = lists
    .flatMap((list) => (Array.isArray(list) ? (list as CmsBlok[]) : []))
    .filter((blok) => blok?.component === 'list_cards' && Array.isArray(blok.items))
    .flatMap((blok) => (blok.items as unknown[]).filter((item): item is string => typeof item === 'string'));
  return { ...ctx, pageCards: pageCards(picked) };
}
