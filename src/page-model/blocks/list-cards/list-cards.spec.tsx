import { listCardsBlock } from './list-cards.block';
import { cardsContext as ctxWith, event, offer } from '../../../../test/utils/card-stories';

describe('list_cards (spec 1 §2.9)', () => {
  it('should keep the editor order of picked cards and drop picks that are not visible', () => {
    const collections = { offers: [offer('a'), offer('ended', { endDate: '2026-11-01 00:00' })], events: [event('b')] };
    const model = listCardsBlock.map(
      { _uid: 'l', component: 'list_cards', items: ['uuid-b', 'uuid-ended', 'uuid-a', 'uuid-missing'] },
      ctxWith(collections as never),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Event b', 'Offer a']);
    expect(() => listCardsBlock.map({ _uid: 'l', component: 'list_cards' }, ctxWith({}))).toThrow('items');
  });
});
