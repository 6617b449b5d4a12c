import fc from 'fast-check';
import { latestDate, orderCards, orderLatest } from './card-order';
import { card } from './listing.fixtures';

const ZONE = 'Australia/Brisbane';
const titles = (cards: { title: string }[]) => cards.map((c) => c.title);

describe('card ordering (spec 1 §9)', () => {
  it('should put pinned cards first, then the newest start date first', () => {
    const cards = [
      card({ title: 'Old', startDate: '2026-01-01 00:00' }),
      card({ title: 'New', startDate: '2026-03-01 00:00' }),
      card({ title: 'Pinned old', startDate: '2025-12-01 00:00', pinToTop: true }),
      card({ title: 'Middle', startDate: '2026-02-01 00:00' }),
    ];
    expect(titles(orderCards(cards, ZONE))).toEqual(['Pinned old', 'New', 'Middle', 'Old']);
  });

  it('should put cards without a start date last and keep the CMS order between equal dates', () => {
    const cards = [
      card({ title: 'Open', startDate: undefined }),
      card({ title: 'B', startDate: '2026-01-01' }),
      card({ title: 'C', startDate: '2026-01-01' }),
    ];
    expect(titles(orderCards(cards, ZONE))).toEqual(['B', 'C', 'Open']);
  });

  it('should order any list as pinned-first blocks, each newest first, without losing a card', () => {
    const arbitraryCard = fc
      .record({ day: fc.integer({ min: 1, max: 28 }), pinned: fc.boolean() })
      .map(({ day, pinned }) => card({ startDate: `2026-02-${String(day).padStart(2, '0')} 09:00`, pinToTop: pinned }));
    fc.assert(
      fc.property(fc.array(arbitraryCard, { maxLength: 30 }), (cards) => {
        const ordered = orderCards(cards, ZONE);
        expect(new Set(ordered)).toEqual(new Set(cards));
        const firstUnpinned = ordered.findIndex((c) => !c.pinToTop);
        if (firstUnpinned >= 0) expect(ordered.slice(firstUnpinned).every((c) => !c.pinToTop)).toBe(true);
        for (let i = 1; i < ordered.length; i += 1) {
          if (ordered[i]!.pinToTop === ordered[i - 1]!.pinToTop)
            expect(ordered[i - 1]!.startDate! >= ordered[i]!.startDate!).toBe(true);
        }
      }),
    );
  });
});

describe('latest cards order (spec 1 §9)', () => {
  it('should date events by their start then end date, and others by their effective then expiry date', () => {
    const event = card({
      kind: 'events',
      startDate: '2026-01-05 00:00',
      endDate: '2026-04-01 00:00',
      effectiveDate: '2030-01-01',
    });
    const endOnly = card({ kind: 'events', startDate: undefined, endDate: '2026-04-01 00:00' });
    const news = card({ kind: 'news', startDate: '2030-01-01', effectiveDate: '2026-02-01 09:00' });
    const expiring = card({
      kind: 'news',
      startDate: undefined,
      effectiveDate: undefined,
      expiryDate: '2026-03-01 00:00',
    });
    expect(latestDate(event, ZONE)).toBe(Date.parse('2026-01-05T00:00:00+10:00'));
    expect(latestDate(endOnly, ZONE)).toBe(Date.parse('2026-04-01T00:00:00+10:00'));
    expect(latestDate(news, ZONE)).toBe(Date.parse('2026-02-01T09:00:00+10:00'));
    expect(latestDate(expiring, ZONE)).toBe(Date.parse('2026-03-01T00:00:00+10:00'));
  });

  it('should fall back to the listing start for an offer without effective or expiry dates', () => {
    expect(latestDate(card({ kind: 'offers', startDate: '2026-02-10 00:00' }), ZONE)).toBe(
      Date.parse('2026-02-10T00:00:00+10:00'),
    );
  });

  it('should list the newest first, then move pinned cards to the front', () => {
    const cards = [
      card({ title: 'Older news', kind: 'news', effectiveDate: '2026-01-01 09:00' }),
      card({ title: 'Pinned', kind: 'news', effectiveDate: '2025-06-01 09:00', pinToTop: true }),
      card({ title: 'Event', kind: 'events', startDate: '2026-02-01 00:00' }),
    ];
    expect(titles(orderLatest(cards, ZONE))).toEqual(['Pinned', 'Event', 'Older news']);
  });
});
