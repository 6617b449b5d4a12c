import type { CardListModel } from '../../cards/card.model';
import { listingBlockModel, CardBlockOptions } from '../../cards/card.mapper';
import { defineBlock } from '../block-definition';

/** spec 1 §2.2, §5, §9: the centre's visible offers, pinned first then newest, num_shown of them. */
export const centreOffersBlock = defineBlock<CardListModel>({
  type: 'centre_offers',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  needs: ['offers', 'stores'],
  map: (raw, ctx) => listingBlockModel(raw as CardBlockOptions, 'offers', ctx),
});
