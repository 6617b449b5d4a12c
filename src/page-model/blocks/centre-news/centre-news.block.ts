import type { CardListModel } from '../../cards/card.model';
import { listingBlockModel, CardBlockOptions } from '../../cards/card.mapper';
import { defineBlock } from '../block-definition';

/** spec 1 §2.2, §5, §9: the centre's visible news, pinned first then newest, num_shown of them. */
export const centreNewsBlock = defineBlock<CardListModel>({
  type: 'centre_news',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  needs: ['news', 'stores'],
  map: (raw, ctx) => listingBlockModel(raw as CardBlockOptions, 'news', ctx),
});
