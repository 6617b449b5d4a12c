import type { ParkingTotalBlok } from '../../../common/domain/cms/block-content.types';
import { toLink } from '../../../common/domain/links/link-rules';
import { toParkingBands } from '../../parking/parking.mapper';
import type { ParkingTotalModel } from '../../parking/parking.model';
import { text, defineBlock } from '../block-definition';

/** spec 1 §2.14: the link's own text, else 'Learn more' */
const DEFAULT_LINK_TEXT = 'Learn more';

export function toParkingTotal(blok: ParkingTotalBlok, bands: ParkingTotalModel['bands']): ParkingTotalModel {
  const link = toLink(blok.link);
  return {
    title: text(blok.title) || 'Parking',
    ...(link ? { link } : {}),
    linkText: text(blok.linkText) || DEFAULT_LINK_TEXT,
    showTimeToPark: blok.showTimeToPark === true,
    bands,
    anchor: text(blok.slug) || undefined,
  };
}

/** spec 1 §2.14 parking total bar. */
export const parkingTotalBlock = defineBlock<ParkingTotalModel>({
  type: 'parking_total',
  island: { when: 'visible' },
  sheets: ['parking'],
  needs: ['parkingThreshold'],
  map: (raw, ctx) => toParkingTotal(raw as ParkingTotalBlok, toParkingBands(ctx.collections)),
});
