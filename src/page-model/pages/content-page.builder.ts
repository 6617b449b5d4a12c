import type { CentreInfoContent } from '../../common/domain/cms/foundation-content.types';
import type { PageContent } from '../../common/domain/cms/site-content.types';
import type { MapContext } from '../blocks/block-definition';
import { collectionsNeeded, isBuiltBlock, statusOfBlocks } from '../blocks/block-registry';
import { mapBlocks, withPageCards, type MapProblem } from '../blocks/map-blocks';
import { toAlert } from '../map-alert';
import type { PageModel } from '../page-state';
import { openingLine, pageText } from '../../common/domain/text/page-text';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

// centre-info pages have the same fields as content pages (title, body, noIndex)
type ContentPageContent = PageContent | (CentreInfoContent & Partial<PageContent>);

/**
 * What a content page's own content makes of it: its title, alert, blocks and footer switches. The server's
 * builder makes a page with it, for visitors and for the editor's live preview (POST /api/page/preview).
 */
export function contentPageParts(
  content: ContentPageContent,
  ctx: MapContext,
  fallbackTitle: string,
  report?: (problem: MapProblem) => void,
): Pick<PageModel, 'title' | 'alert' | 'header' | 'body' | 'hideFooter' | 'hideBackTop'> {
  // the header's and the body's card lists are one page's: an item shows once (issue 26 part 5)
  const pageCtx = withPageCards(ctx, [content.header, content.body]);
  return {
    title: content.title || fallbackTitle,
    alert: toAlert(content.alert),
    header: mapBlocks(content.header, pageCtx, report),
    body: mapBlocks(content.body, pageCtx, report),
    hideFooter: Boolean(content.hideFooter),
    hideBackTop: Boolean(content.hideBackTop),
  };
}

/** spec 1 §2.2: content pages (and centre-info pages, which share their shape). */
export const contentPageBuilder: PageBuilder = {
  async build(input: PageBuildInput): Promise<PageModel | undefined> {
    const content = input.story.content as ContentPageContent;
    const ctx = await input.load(collectionsNeeded([content.header, content.body]));
    const parts = contentPageParts(content, ctx, input.story.name, input.report);
    const unbuilt = unbuiltOnly([content.header, content.body]);
    if (unbuilt && !input.editMode && parts.header.length === 0 && parts.body.length === 0) {
      // docs/editor.md: a page made only of blocks the site does not render yet is not a blank page for
      // visitors but the not-found page (404); operators read which story and blocks in the log
      input.report({
        component: unbuilt.join(', '),
        uid: input.story.full_slug,
        error: new Error(`story ${input.story.full_slug} has only blocks not built yet: answered as not found`),
      });
      return undefined;
    }
    return {
      ...pageBase(input, parts.title),
      status: statusOfBlocks([...parts.header, ...parts.body]),
      kind: input.route.kind === 'content' ? 'content' : 'centre-info',
      head: pageHead(input, content, { noIndex: content.noIndex, summary: [openingLine(pageText(content.body))] }),
      ...parts,
    };
  },
};

/** The component names of a page's bloks when there are some and none is built; undefined otherwise. */
function unbuiltOnly(lists: unknown[]): string[] | undefined {
  const components = lists
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((item) => (item && typeof item === 'object' ? (item as { component?: unknown }).component : undefined))
    .filter((component): component is string => typeof component === 'string');
  if (components.length === 0 || components.some(isBuiltBlock)) return undefined;
  return [...new Set(components)];
}
