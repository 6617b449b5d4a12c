import { mapBlocks } from '../blocks/map-blocks';
import { CentreOffersView } from '../blocks/centre-offers/centre-offers.view';
import { renderAtKarriRidge } from '../../../test/utils/block-specs';
import type { CardListModel } from './card.model';
import { CARDS_NOW, cardsContext, event, offer } from '../../../test/utils/card-stories';

const offers = Array.from({ length: 7 }, (_, at) => offer(`o${at}`, { startDate: `2026-11-0${at + 1} 00:00` }));
const events = [event('runway', { pinToTop: true }), event('storytime'), event('market')];

/** The titles of each card list of a page body, in order. */
function listsOf(body: unknown[]): string[][] {
  return mapBlocks(body, cardsContext({ offers, events } as never)).map((node) =>
    'model' in node ? (node.model as CardListModel).cards.map((card) => card.title) : [],
  );
}

describe('card lists on one page (issue 26 part 5)', () => {
  it("should not repeat in the offers grid an offer that 'Latest' above already shows", () => {
    const [latest, grid] = listsOf([
      { _uid: 'l', component: 'latest_promotion_cards', num_shown: 3, types: ['offers'] },
      { _uid: 'g', component: 'centre_offers', num_shown: 4 },
    ]);
    expect(latest).toHaveLength(3);
    expect(grid).toHaveLength(4);
    expect(grid!.filter((title) => latest!.includes(title))).toEqual([]);
  });

  it("should leave an editor's hand-picked events to their list, even when it stands below", () => {
    const [listed, picked] = listsOf([
      { _uid: 'e', component: 'centre_events', num_shown: 6 },
      { _uid: 'p', component: 'list_cards', items: ['uuid-storytime'] },
    ]);
    expect(listed).toEqual(['Event runway', 'Event market']);
    expect(picked).toEqual(['Event storytime']);
  });

  it('should end a grid with a fixed column count on a full row, and say nothing when the page showed it all', () => {
    const [four, none] = listsOf([
      { _uid: 'g', component: 'centre_offers', num_shown: 6, columns: 4 },
      { _uid: 'h', component: 'centre_offers', num_shown: 6, columns: '3' },
    ]);
    expect(four).toHaveLength(4);
    // three offers are left: one full row of three
    expect(none).toHaveLength(3);
    const nodes = mapBlocks(
      [
        { _uid: 'a', component: 'centre_events', num_shown: 6 },
        { _uid: 'b', component: 'centre_events', num_shown: 6 },
      ],
      cardsContext({ offers, events } as never),
    );
    const second = (nodes[1] as { model: CardListModel }).model;
    expect(second.cards).toEqual([]);
    expect(second.emptyMessage).toBe('');
  });

  it('should draw a fixed column count as that many columns, and a list the page showed whole as nothing', () => {
    const [grid, empty] = mapBlocks(
      [
        { _uid: 'g', component: 'centre_offers', title: 'Offers', num_shown: 8, columns: 4 },
        { _uid: 'h', component: 'centre_offers', title: 'More offers', num_shown: 8 },
      ],
      cardsContext({ offers, events } as never),
    ).map((node) => (node as { model: CardListModel }).model);
    const html = (model: CardListModel) => renderAtKarriRidge(<CentreOffersView model={model} />, { now: CARDS_NOW });
    expect(html(grid!)).toContain('<ul class="card-grid card-grid--columns-4">');
    // the first grid took four, the second the other three: none of the first again
    expect(empty!.cards).toHaveLength(3);
    expect(html({ ...empty!, cards: [], emptyMessage: '' })).toBe('');
  });
});
