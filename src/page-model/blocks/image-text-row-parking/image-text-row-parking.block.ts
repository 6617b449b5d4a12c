import type { ImageTextRowParkingBlok } from '../../../common/domain/cms/block-content.types';
import { toImage } from '../../../common/domain/images/cms-image';
import { toParkingRegions, toParkingBands } from '../../parking/parking.mapper';
import type { ParkingRowsModel } from '../../parking/parking.model';
import { MapContext, text, defineBlock } from '../block-definition';

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

/** spec 1 §2.14 parking rows. */
export const imageTextRowParkingBlock = defineBlock<ParkingRowsModel>({
  type: 'image_text_row_parking',
  island: { when: 'visible' },
  sheets: ['parking'],
  needs: ['parkingRegions', 'parkingThreshold'],
  map: (raw, ctx) => toParkingRowsModel(raw as ImageTextRowParkingBlok, ctx),
});
