import { carouselTiming } from '../../../../client/features/media/carousel-timing';
import type { InlineCarouselBlok } from '../../../common/domain/cms/block-content.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { LinkModel, toLink } from '../../../common/domain/links/link-rules';
import { Carousel } from '../../../../client/features/media/carousel';
import { CmsImage } from '../../../../client/ui/cms-image';
import { ImageFigure } from '../../../../client/ui/image-figure';
import { defineBlock, num, required, text } from '../block-definition';

interface InlineCarouselModel {
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
  Component: ({ model }) => (
    <section id={model.anchor} className={`inline-carousel${model.fixedWidth ? ' container' : ''}`}>
      {model.title ? <h2 className="inline-carousel__title">{model.title}</h2> : null}
      <Carousel
        label={model.title || 'Gallery'}
        autoScrollMs={model.autoScrollMs}
        slides={model.items.map((item, index) => {
          const image = (
            <CmsImage
              image={item.image}
              widths={[480, 800, 1200]}
              sizes="(max-width: 1240px) 100vw, 1240px"
              aspect={9 / 16}
              lazy={index > 0}
            />
          );
          return {
            key: `${item.image.src}-${index}`,
            label: item.caption || `Image ${index + 1} of ${model.items.length}`,
            node: (
              <ImageFigure image={image} link={item.link} caption={item.caption} className="inline-carousel__item" />
            ),
          };
        })}
      />
    </section>
  ),
});
