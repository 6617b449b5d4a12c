import type { CardModel } from '../../../src/page-model/cards/card.model';
import { PromotionCard } from './promotion-card';

/** spec 1 §2.1: a competition card links to /competitions/{slug}; it reads like a promotion card with its tagline. */
export function CompetitionCard({ card, lazy }: { card: CardModel; lazy: boolean }) {
  return <PromotionCard card={card} lazy={lazy} />;
}
