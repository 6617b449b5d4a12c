import type { InlineImageBlok } from '../../../common/domain/cms/block-content.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { CmsImage } from '../../../../client/ui/cms-image';
import { ImageFigure } from '../../../../client/ui/image-figure';
import { defineBlock, num, required, text } from '../block-definition';

interface InlineImageItem {
  image: ImageModel;
  link?: LinkModel;
  caption: string;
}

interface InlineImageModel {
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
  Component: ({ model }) => (
    <section className={`inline-images ${model.fullWidth ? 'inline-images--full' : 'container'} inline-images--${model.alignment}`}>
      <div className="grid-12">
        {model.items.map((item) => {
          const sizes = model.fullWidth ? `${Math.round((model.columns / 12) * 100)}vw` : `(max-width: 767px) 100vw, ${Math.round((model.columns / 12) * 1200)}px`;
          const image = <CmsImage image={item.image} widths={[400, 800, 1200, 1600]} sizes={sizes} lazy={model.lazy} />;
          return (
            <ImageFigure key={item.image.src} image={image} link={item.link} caption={item.caption} className="inline-images__item" style={{ gridColumn: `span ${model.columns}` }} />
          );
        })}
      </div>
    </section>
  ),
});
