import type { ReactElement } from 'react';
import { centreOffersBlock } from './centre-offers.block';
import { CentreOffersView } from './centre-offers.view';
import { renderAtKarriRidge } from '../../../../test/utils/block-specs';
import { CARDS_NOW, cardsContext as ctxWith, offer, story } from '../../../../test/utils/card-stories';

const html = (node: ReactElement) => renderAtKarriRidge(node, { now: CARDS_NOW });

describe('centre_offers (spec 1 §5, §9)', () => {
  it('should list only the visible offers, pinned first then newest, with store names and dates', () => {
    const stores = [story('foundation/stores', 'marri', { component: 'store', title: 'Marri Denim' })];
    const offers = [
      offer('old', { startDate: '2026-11-02 00:00' }),
      offer('pinned', { startDate: '2026-10-01 00:00', pinToTop: true, store: 'uuid-marri' }),
      offer('new', { startDate: '2026-11-20 00:00' }),
      offer('ended', { endDate: '2026-11-20 00:00' }),
      offer('future', { startDate: '2026-12-01 00:00' }),
      offer('in-centre', { inCentreOnly: true }),
    ];
    const model = centreOffersBlock.map(
      { _uid: 'o', component: 'centre_offers', title: 'Offers', num_shown: 12 },
      ctxWith({ offers: offers as never, stores: stores as never }),
    );
    expect(model.cards.map((card) => card.title)).toEqual(['Offer pinned', 'Offer new', 'Offer old']);
    expect(model.cards[0]).toMatchObject({
      store: 'Marri Denim',
      dateText: '1 Nov 2026 – 1 Jan 2027',
      link: { href: `/offers/${offers[1]!.id}/pinned` },
    });
  });
});

describe('centre_offers images (spec 1 §2.9)', () => {
  it('should load images lazily past the first 12 cards only', () => {
    const offers = Array.from({ length: 15 }, (_, index) => offer(`o${index}`));
    const model = centreOffersBlock.map(
      { _uid: 'o', component: 'centre_offers' },
      ctxWith({ offers: offers as never }),
    );
    const out = html(<CentreOffersView model={model} />);
    expect(out.match(/<img /g)).toHaveLength(15);
    expect(out.match(/loading="lazy"/g)).toHaveLength(3);
  });
});
