import { toGiftGuide } from '../../gift-guide/gift-guide.mapper';
import type { GiftGuideModel } from '../../gift-guide/gift-guide.model';
import { defineBlock } from '../block-definition';

/** spec 1 §2.11: the gift guide (on /gift-guide), every live offer rendered by the server, filtered in the browser. */
export const giftGuideBlock = defineBlock<GiftGuideModel>({
  type: 'gift_guide',
  island: { when: 'interaction' },
  needs: ['giftGuideOffers', 'giftGuideSets', 'stores'],
  // 'Send me these gift ideas' under the results
  sheets: ['forms'],
  map: (raw, ctx) => toGiftGuide(raw, ctx),
});
