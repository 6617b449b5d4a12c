import type { ListingCard } from './listing-card';
import { markShown, notYetOnPage, pageCards } from './page-cards';
import { cardColumns, wholeRows } from './card-columns';

const card = (uuid: string) => ({ uuid, kind: 'offers', title: uuid }) as ListingCard;

describe('one item once per page (issue 26 part 5)', () => {
  it('should leave out of a list below what a list above showed', () => {
    const page = pageCards();
    const latest = [card('knitwear'), card('specials')];
    markShown(latest, page);
    expect(notYetOnPage([card('knitwear'), card('sharpening'), card('specials'), card('coffee')], page)).toEqual([
      card('sharpening'),
      card('coffee'),
    ]);
  });

  it("should leave an editor's hand-picked cards to the hand-picked list, wherever it stands", () => {
    const page = pageCards(['storytime']);
    expect(notYetOnPage([card('storytime'), card('runway')], page)).toEqual([card('runway')]);
  });

  it('should change nothing outside a page', () => {
    expect(notYetOnPage([card('a')], undefined)).toEqual([card('a')]);
  });
});

describe('card grids with a fixed column count (issue 26 part 5: no orphan row)', () => {
  it('should show whole rows only, or every card when there are fewer than a row', () => {
    expect(wholeRows(6, 4)).toBe(4);
    expect(wholeRows(8, 4)).toBe(8);
    expect(wholeRows(7, 3)).toBe(6);
    expect(wholeRows(2, 3)).toBe(2);
    expect(wholeRows(0, 3)).toBe(0);
    expect(wholeRows(7, undefined)).toBe(7);
  });

  it("should read the editor's column count as 2, 3 or 4, and anything else as none", () => {
    expect(cardColumns(3)).toBe(3);
    expect(cardColumns('4')).toBe(4);
    for (const value of [1, 5, '', 'three', undefined, 2.5]) expect(cardColumns(value)).toBeUndefined();
  });
});
