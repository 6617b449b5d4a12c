import type { ReactElement } from 'react';
import { genericCardsBlock } from './generic-cards.block';
import { GenericCardsView } from './generic-cards.view';
import { renderAtKarriRidge } from '../../../../test/utils/block-specs';
import { CARDS_NOW, cardsContext as ctxWith, image } from '../../../../test/utils/card-stories';

const html = (node: ReactElement) => renderAtKarriRidge(node, { now: CARDS_NOW });

describe('generic_cards (spec 1 §2.9)', () => {
  it('should render generic cards as a carousel with their own links when asked', () => {
    const model = genericCardsBlock.map(
      {
        _uid: 'g',
        component: 'generic_cards',
        title: 'Plan',
        carousel: true,
        cards: [
          {
            _uid: 'c1',
            component: 'generic_card',
            title: 'Parking',
            description: 'Where to park',
            image,
            link: { linktype: 'story', cached_url: 'parking' },
          },
          { _uid: 'c2', component: 'generic_card', title: '' },
        ],
      },
      ctxWith({}),
    );
    expect(model.cards).toHaveLength(1);
    const out = html(<GenericCardsView model={model} />);
    expect(out).toContain('class="card-carousel"');
    expect(out).toContain('href="/parking"');
  });
});
