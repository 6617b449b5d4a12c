import type { CardModel } from '../../../src/page-model/cards/card.model';
import { PromotionCard } from './promotion-card';
import type { TrackAttributes } from '../../../src/common/domain/analytics/site-events';

/** spec 1 §2.1: a competition card links to /competitions/{slug}; it reads like a promotion card with its tagline. */
export function CompetitionCard({ card, lazy, track }: { card: CardModel; lazy: boolean; track?: TrackAttributes }) {
  return <PromotionCard card={card} lazy={lazy} track={track} />;
}
