import type { NotFoundContent } from '../../../common/domain/cms/site-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { textWithLinks } from '../../../common/domain/links/text-links';
import type { NotFoundModel } from '../../page-state';
import { MapContext, text, defineBlock } from '../block-definition';

/** spec 1 §2.2: not-found defaults */
export const NOT_FOUND_TITLE = 'Oops! Something went wrong.';

export const NOT_FOUND_SUBTITLE = 'We are sorry but the page you requested cannot be found.';

export function toNotFound(
  content: Partial<NotFoundContent> | undefined,
  ctx: Pick<MapContext, 'assets'>,
): NotFoundModel {
  return {
    title: text(content?.title) || NOT_FOUND_TITLE,
    subtitle: text(content?.subtitle) || NOT_FOUND_SUBTITLE,
    // the paragraph's suggestions are links when the content writes them as markdown links
    paragraph: text(content?.paragraph) ? textWithLinks(text(content?.paragraph)) : undefined,
    image: toImage(content?.image, ctx.assets),
  };
}

export const notFoundBlock = defineBlock<NotFoundModel>({
  type: 'not_found',
  map: (raw, ctx) => toNotFound(raw as NotFoundContent, ctx),
});
