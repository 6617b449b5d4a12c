import { useId } from 'react';
import type { ParkingRowsModel } from '../../parking/parking.model';
import { ParkingRows } from '../../../../client/features/parking/parking-rows';
import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';

/**
 * spec 1 §2.14: the centre's car parks, one row each with its live status, beside the block's optional image
 * and text (image on the left or right; stacked on small screens).
 */
export function ImageTextRowParkingView({ model }: { model: ParkingRowsModel }) {
  const headingId = useId();
  return (
    <section id={model.anchor} className="container" aria-labelledby={model.title ? headingId : undefined}>
      <div
        className={`image-text-row image-text-row--${model.imageSide}${model.image ? '' : ' image-text-row--no-media'} parking-rows-block`}
      >
        {model.image ? (
          <div className="image-text-row__media">
            <CmsImage
              image={model.image}
              widths={[400, 640, 960]}
              sizes="(max-width: 767px) 100vw, 50vw"
              aspect={2 / 3}
            />
          </div>
        ) : null}
        <div className="image-text-row__text">
          {model.title ? (
            <h2 id={headingId} className="image-text-row__heading">
              {model.title}
            </h2>
          ) : null}
          <RichText doc={model.body} />
          <ParkingRows model={model} />
        </div>
      </div>
    </section>
  );
}
