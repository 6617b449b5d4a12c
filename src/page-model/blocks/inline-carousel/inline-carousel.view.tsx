import { Carousel } from '../../../../client/features/media/carousel';
import { CmsImage } from '../../../../client/ui/cms-image';
import { ImageFigure } from '../../../../client/ui/image-figure';
import type { BlockProps } from '../block-definition';
import type { InlineCarouselModel } from './inline-carousel.block';

export const InlineCarouselView = ({ model }: BlockProps<InlineCarouselModel>) => (
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
          node: <ImageFigure image={image} link={item.link} caption={item.caption} className="inline-carousel__item" />,
        };
      })}
    />
  </section>
);
