import type { PageModel } from '../page-state';
import { toAlert } from '../map-alert';
import { collectionsNeeded } from '../blocks/block-registry';
import { mapBlocks } from '../blocks/map-blocks';
import type { CentreInfoContent } from '../../common/domain/cms/foundation-content.types';
import type { PageContent } from '../../common/domain/cms/site-content.types';
import { pageBase, pageHead } from './page-base';
import type { PageBuilder, PageBuildInput } from './page-builder';

/** spec 1 §2.2: content pages (and centre-info pages, which share their shape). */
export const contentPageBuilder: PageBuilder = {
  async build(input: PageBuildInput): Promise<PageModel> {
    // centre-info pages have the same fields as content pages (title, body, noIndex)
    const content = input.story.content as PageContent | (CentreInfoContent & Partial<PageContent>);
    const ctx = await input.load(collectionsNeeded([content.header, content.body]));
    return {
      ...pageBase(input, content.title || input.story.name),
      kind: input.route.kind === 'content' ? 'content' : 'centre-info',
      head: pageHead(input, content, { noIndex: content.noIndex }),
      alert: toAlert(content.alert),
      header: mapBlocks(content.header, ctx, input.report),
      body: mapBlocks(content.body, ctx, input.report),
      hideFooter: Boolean(content.hideFooter),
      hideBackTop: Boolean(content.hideBackTop),
    };
  },
};
