import { carouselTiming } from '../../media/carousel-timing';
import type { InlineCarouselBlok } from '../../../common/domain/cms/block-content.types';
import { toImage, ImageModel } from '../../../common/domain/images/cms-image';
import { toLink, LinkModel } from '../../../common/domain/links/link-rules';
import { required, text, num, defineBlock } from '../block-definition';

export interface InlineCarouselModel {
  title: string;
  items: Array<{ image: ImageModel; link?: LinkModel; caption: string }>;
  fixedWidth: boolean;
  autoScrollMs: number;
  anchor?: string;
}

/** spec 1 §2.9 / §3: inline carousel of image items (image, link opening in a new tab, caption). */
export const inlineCarouselBlock = defineBlock<InlineCarouselModel>({
  type: 'inline_carousel',
  island: (model) => carouselTiming(model.autoScrollMs, model.items.length),
  map: (raw, ctx) => {
    const blok = raw as InlineCarouselBlok;
    const items = required(blok.items, 'items').flatMap((item) => {
      const image = toImage(item.image, ctx.assets);
      return image ? [{ image, link: toLink(item.link), caption: text(item.caption) }] : [];
    });
    return {
      title: text(blok.title),
      items: required(items, 'items.image'),
      fixedWidth: blok.fixedWidth !== false,
      autoScrollMs: Math.max(0, num(blok.autoScrollDuration, 0)),
      anchor: text(blok.slug) || undefined,
    };
  },
});
