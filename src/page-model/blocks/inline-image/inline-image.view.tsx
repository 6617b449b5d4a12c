import { CmsImage } from '../../../../client/ui/cms-image';
import { ImageFigure } from '../../../../client/ui/image-figure';
import type { BlockProps } from '../block-definition';
import type { InlineImageModel } from './inline-image.block';

/**
 * Where an image's grid cell starts: images narrower than the row sit as the block is aligned (a centred image of
 * 8 columns starts at column 3), each row of them as a group.
 */
function gridColumn(model: InlineImageModel, index: number): string {
  const span = `span ${model.columns}`;
  const perRow = Math.max(1, Math.floor(12 / model.columns));
  if (model.alignment === 'left' || index % perRow !== 0) return span;
  const inRow = Math.min(perRow, model.items.length - index);
  const free = 12 - inRow * model.columns;
  const offset = model.alignment === 'center' ? Math.floor(free / 2) : free;
  return offset > 0 ? `${offset + 1} / ${span}` : span;
}

export const InlineImageView = ({ model }: BlockProps<InlineImageModel>) => (
  <section
    className={`inline-images ${model.fullWidth ? 'inline-images--full' : 'container'} inline-images--${model.alignment}`}
  >
    <div className="grid-12">
      {model.items.map((item, index) => {
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
            style={{ gridColumn: gridColumn(model, index) }}
          />
        );
      })}
    </div>
  </section>
);
