import type { CentreInfoContent } from '../../common/domain/cms/foundation-content.types';
import type { PageContent } from '../../common/domain/cms/site-content.types';
import type { MapContext } from '../blocks/block-definition';
import { collectionsNeeded, statusOfBlocks } from '../blocks/block-registry';
import { mapBlocks, type MapProblem } from '../blocks/map-blocks';
import { toAlert } from '../map-alert';
import type { PageModel } from '../page-state';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

// centre-info pages have the same fields as content pages (title, body, noIndex)
type ContentPageContent = PageContent | (CentreInfoContent & Partial<PageContent>);

/**
 * What a content page's own content makes of it: its title, alert, blocks and footer switches. The server's
 * builder and the editor's live preview (client/features/editor/editor-bridge.ts) both make a page with it.
 */
export function contentPageParts(
  content: ContentPageContent,
  ctx: MapContext,
  fallbackTitle: string,
  report?: (problem: MapProblem) => void,
): Pick<PageModel, 'title' | 'alert' | 'header' | 'body' | 'hideFooter' | 'hideBackTop'> {
  return {
    title: content.title || fallbackTitle,
    alert: toAlert(content.alert),
    header: mapBlocks(content.header, ctx, report),
    body: mapBlocks(content.body, ctx, report),
    hideFooter: Boolean(content.hideFooter),
    hideBackTop: Boolean(content.hideBackTop),
  };
}

/** spec 1 §2.2: content pages (and centre-info pages, which share their shape). */
export const contentPageBuilder: PageBuilder = {
  async build(input: PageBuildInput): Promise<PageModel> {
    const content = input.story.content as ContentPageContent;
    const ctx = await input.load(collectionsNeeded([content.header, content.body]));
    const parts = contentPageParts(content, ctx, input.story.name, input.report);
    return {
      ...pageBase(input, parts.title),
      status: statusOfBlocks([...parts.header, ...parts.body]),
      kind: input.route.kind === 'content' ? 'content' : 'centre-info',
      head: pageHead(input, content, { noIndex: content.noIndex }),
      ...parts,
    };
  },
};
