import { useId } from 'react';
import type { ImageTextRowParkingBlok } from '../../../common/domain/cms/block-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { toParkingBands, toParkingRegions } from '../../parking/parking.mapper';
import type { ParkingRowsModel } from '../../parking/parking.model';
import { ParkingRows } from '../../../../client/features/parking/parking-rows';
import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { defineBlock, MapContext, text } from '../block-definition';

export function toParkingRowsModel(blok: ImageTextRowParkingBlok, ctx: MapContext): ParkingRowsModel {
  const image = toImage(blok.image, ctx.assets);
  return {
    uid: blok._uid,
    title: text(blok.title),
    ...(blok.body ? { body: blok.body } : {}),
    ...(image ? { image } : {}),
    imageSide: blok.imageSide === 'right' ? 'right' : 'left',
    showTimeToPark: blok.showTimeToPark === true,
    regions: toParkingRegions(ctx.collections),
    bands: toParkingBands(ctx.collections),
    anchor: text(blok.slug) || undefined,
  };
}

/**
 * spec 1 §2.14: the centre's car parks, one row each with its live status, beside the block's optional image
 * and text (image on the left or right; stacked on small screens).
 */
function ImageTextRowParking({ model }: { model: ParkingRowsModel }) {
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

/** spec 1 §2.14 parking rows. */
export const imageTextRowParkingBlock = defineBlock<ParkingRowsModel>({
  type: 'image_text_row_parking',
  island: { when: 'visible' },
  sheets: ['parking'],
  needs: ['parkingRegions', 'parkingThreshold'],
  map: (raw, ctx) => toParkingRowsModel(raw as ImageTextRowParkingBlok, ctx),
  Component: ImageTextRowParking,
});
