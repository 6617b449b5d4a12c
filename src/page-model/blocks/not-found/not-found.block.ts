import type { NotFoundContent } from '../../../common/domain/cms/site-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { textWithLinks } from '../../../common/domain/links/text-links';
import type { NotFoundModel } from '../../page-state';
import { NOT_FOUND_SUBTITLE, NOT_FOUND_TITLE } from '../../../common/domain/pages/not-found-texts';
import { MapContext, text, defineBlock } from '../block-definition';

/** spec 1 §2.2: the not-found page, its heading and subtitle from content or the spec's defaults */
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
