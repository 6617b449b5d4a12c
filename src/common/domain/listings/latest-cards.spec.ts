import fc from 'fast-check';
import { zonedToInstant } from '../time/zoned-time';
import { latestCards } from './latest-cards';
import { card } from './listing.fixtures';

const ZONE = 'Australia/Perth';
const NOW = zonedToInstant('2026-03-15 12:00', ZONE)!;

describe('latest cards (spec 1 §2.9, §5, §9)', () => {
  it('should drop cards flagged not-on-last-promo and in-centre-only competitions', () => {
    const cards = [
      card({ title: 'Kept' }),
      card({ title: 'Not on last promo', notOnLastPromo: true }),
      card({
        title: 'Kiosk',
        kind: 'competitions',
        inCentreOnly: true,
        effectiveDate: '2026-03-01 00:00',
        expiryDate: '2026-04-01 00:00',
      }),
    ];
    expect(latestCards(cards, 6, NOW, ZONE).map((c) => c.title)).toEqual(['Kept']);
  });

  it('should drop cards that are not visible now', () => {
    expect(latestCards([card({ endDate: '2026-03-01 00:00' })], 6, NOW, ZONE)).toEqual([]);
  });

  it('should show num_shown cards at most, the newest ones', () => {
    const cards = [1, 2, 3, 4].map((day) => card({ title: `Day ${day}`, startDate: `2026-03-0${day} 00:00` }));
    expect(latestCards(cards, 2, NOW, ZONE).map((c) => c.title)).toEqual(['Day 4', 'Day 3']);
    expect(latestCards(cards, 0, NOW, ZONE)).toEqual([]);
  });

  it('should never show more than num_shown nor any flagged card', () => {
    const arbitrary = fc.record({
      notOnLastPromo: fc.boolean(),
      pinToTop: fc.boolean(),
      day: fc.integer({ min: 1, max: 14 }),
    });
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 20 }), fc.integer({ min: 0, max: 25 }), (specs, numShown) => {
        const cards = specs.map((spec) =>
          card({ ...spec, startDate: `2026-03-${String(spec.day).padStart(2, '0')} 00:00` }),
        );
        const latest = latestCards(cards, numShown, NOW, ZONE);
        expect(latest.length).toBe(Math.min(numShown, cards.filter((c) => !c.notOnLastPromo).length));
        expect(latest.some((c) => c.notOnLastPromo)).toBe(false);
      }),
    );
  });
});
