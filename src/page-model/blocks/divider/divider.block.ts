import type { DividerBlok } from '../../../common/domain/cms/block-content.types';
import { text, num, defineBlock } from '../block-definition';

export interface DividerModel {
  heading: string;
  height: number;
}

/** spec 1 §2.9: divider with an optional heading and a height in pixels. */
export const dividerBlock = defineBlock<DividerModel>({
  type: 'divider',
  map: (raw) => {
    const blok = raw as DividerBlok;
    return { heading: text(blok.heading), height: Math.min(Math.max(num(blok.height, 48), 0), 400) };
  },
});
