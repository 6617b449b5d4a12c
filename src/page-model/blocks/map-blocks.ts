import type { CmsBlok } from '../../common/domain/cms/storyblok.types';
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
export function mapBlocks(raw: unknown, ctx: MapContext, report: (problem: MapProblem) => void = () => {}): BlockNode[] {
  if (!Array.isArray(raw)) return [];
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
