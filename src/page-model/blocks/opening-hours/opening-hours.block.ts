import type { OpeningHoursBlok } from '../../../common/domain/cms/block-content.types';
import { text, defineBlock } from '../block-definition';

export interface OpeningHoursModel {
  heading: string;
  showSpecialHours: boolean;
}

/** spec 1 §9: a carousel of 4 weeks of 7 days */
export const WEEKS = 4;

export const openingHoursBlock = defineBlock<OpeningHoursModel>({
  type: 'opening_hours',
  island: { when: 'interaction' },
  map: (raw) => {
    const blok = raw as OpeningHoursBlok;
    return { heading: text(blok.heading) || 'Opening Hours', showSpecialHours: blok.showSpecialHours !== false };
  },
});
