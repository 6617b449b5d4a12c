import type { CardListModel } from '../../cards/card.model';
import { listingBlockModel, CardBlockOptions } from '../../cards/card.mapper';
import { defineBlock } from '../block-definition';

/**
 * spec 1 §2.2 'competition' in a page body: the running competitions (in-centre-only ones hidden), pinned first
 * then newest, each linking to /competitions/{slug}.
 */
export const competitionCardsBlock = defineBlock<CardListModel>({
  type: 'competition',
  island: (model) => (model.carousel ? { when: 'interaction' } : undefined),
  needs: ['competitions'],
  map: (raw, ctx) => listingBlockModel(raw as CardBlockOptions, 'competitions', ctx),
});
