import type { CardListModel } from '../../cards/card.model';
import { listingBlockModel, CardBlockOptions } from '../../cards/card.mapper';
import { defineBlock } from '../block-definition';

/** spec 1 §2.2, §5, §9: the centre's visible events, pinned first then newest, num_shown of them. */
export const centreEventsBlock = defineBlock<CardListModel>({
  type: 'centre_events',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  needs: ['events', 'stores'],
  map: (raw, ctx) => listingBlockModel(raw as CardBlockOptions, 'events', ctx),
});
