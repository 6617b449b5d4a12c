import { CmsImage } from '../../../../client/ui/cms-image';
import { ImageFigure } from '../../../../client/ui/image-figure';
import type { BlockProps } from '../block-definition';
import type { InlineImageModel } from './inline-image.block';

export const InlineImageView = ({ model }: BlockProps<InlineImageModel>) => (
  <section
    className={`inline-images ${model.fullWidth ? 'inline-images--full' : 'container'} inline-images--${model.alignment}`}
  >
    <div className="grid-12">
      {model.items.map((item) => {
        const sizes = model.fullWidth
          ? `${Math.round((model.columns / 12) * 100)}vw`
          : `(max-width: 767px) 100vw, ${Math.round((model.columns / 12) * 1200)}px`;
        const image = <CmsImage image={item.image} widths={[400, 800, 1200, 1600]} sizes={sizes} lazy={model.lazy} />;
        return (
          <ImageFigure
            key={item.image.src}
            image={image}
            link={item.link}
            caption={item.caption}
            className="inline-images__item"
            style={{ gridColumn: `span ${model.columns}` }}
          />
        );
      })}
    </div>
  </section>
);
