import { competitionCardsBlock } from './competition-cards.block';
import { cardsContext as ctxWith, story } from '../../../../test/utils/card-stories';

describe('competition (spec 1 §5, §9)', () => {
  it('should link competitions to /competitions/{slug} and leave in-centre-only ones out', () => {
    const competitions = [
      story('competitions', 'win', {
        component: 'competition',
        competition_name: 'Win big',
        effectiveDate: '2026-11-01 00:00',
        expiryDate: '2026-12-01 00:00',
      }),
      story('competitions', 'kiosk', {
        component: 'competition',
        competition_name: 'Kiosk',
        effectiveDate: '2026-11-01 00:00',
        expiryDate: '2026-12-01 00:00',
        inCentreOnly: true,
      }),
    ];
    const model = competitionCardsBlock.map(
      { _uid: 'c', component: 'competition' },
      ctxWith({ competitions: competitions as never }),
    );
    expect(model.cards.map((card) => card.link?.href)).toEqual(['/competitions/win']);
  });
});
