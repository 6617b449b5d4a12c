import type { InlineImageBlok } from '../../../common/domain/cms/block-content.types';
import { toImage, ImageModel } from '../../../common/domain/images/cms-image';
import { toLink, LinkModel } from '../../../common/domain/links/link-rules';
import { required, text, num, defineBlock } from '../block-definition';

interface InlineImageItem {
  image: ImageModel;
  link?: LinkModel;
  caption: string;
}

export interface InlineImageModel {
  items: InlineImageItem[];
  /** grid columns each image spans (of 12) */
  columns: number;
  alignment: 'left' | 'center' | 'right';
  fullWidth: boolean;
  lazy: boolean;
}

/** spec 1 §2.9: inline images; columns default to 12 divided by the image count; links open in a new tab. */
export const inlineImageBlock = defineBlock<InlineImageModel>({
  type: 'inline_image',
  map: (raw, ctx) => {
    const blok = raw as InlineImageBlok;
    const items = required(blok.images, 'images').flatMap((item) => {
      const image = toImage(item.image, ctx.assets);
      return image ? [{ image, link: toLink(item.link), caption: text(item.caption) }] : [];
    });
    required(items, 'images.image');
    const fallback = Math.max(1, Math.floor(12 / items.length));
    return {
      items,
      columns: Math.min(12, Math.max(1, num(blok.columns, fallback))),
      alignment: blok.alignment === 'left' || blok.alignment === 'right' ? blok.alignment : 'center',
      fullWidth: Boolean(blok.fullWidth),
      lazy: blok.lazy !== false,
    };
  },
});
