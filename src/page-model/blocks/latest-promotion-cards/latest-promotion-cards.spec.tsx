import { latestPromotionCardsBlock } from './latest-promotion-cards.block';
import { cardsContext as ctxWith, event, offer } from '../../../../test/utils/card-stories';

describe('latest_promotion_cards (spec 1 §2.9)', () => {
  it('should show num_shown of the latest cards of the chosen types, without not-on-last-promo ones', () => {
    const collections = {
      offers: [offer('x', { startDate: '2026-11-10 00:00' }), offer('hidden', { notOnLastPromo: true })],
      events: [event('y', { startDate: '2026-11-15 00:00' })],
    };
    const both = latestPromotionCardsBlock.map(
      { _uid: 'l', component: 'latest_promotion_cards', num_shown: 5, types: ['offers', 'events'] },
      ctxWith(collections as never),
    );
    expect(both.cards.map((card) => card.title)).toEqual(['Event y', 'Offer x']);
    const offersOnly = latestPromotionCardsBlock.map(
      { _uid: 'l', component: 'latest_promotion_cards', num_shown: 5, types: ['offers'] },
      ctxWith(collections as never),
    );
    expect(offersOnly.cards.map((card) => card.title)).toEqual(['Offer x']);
  });
});
