import fc from 'fast-check';
import { zonedToInstant } from '../time/zoned-time';
import { isCardVisible, visibleCards } from './card-visibility';
import { card, ZONES } from './listing.fixtures';
import { withinWindow } from './listing-window';

const MELBOURNE = 'Australia/Melbourne';
const at = (local: string, zone = MELBOURNE) => zonedToInstant(local, zone)!;
const NOW = at('2026-03-15 12:00');

describe('card visibility (spec 1 §5)', () => {
  it('should show a titled offer within its dates', () => {
    expect(isCardVisible(card(), NOW, MELBOURNE)).toBe(true);
  });

  it('should hide a card without a title, or with only spaces', () => {
    expect(isCardVisible(card({ title: '' }), NOW, MELBOURNE)).toBe(false);
    expect(isCardVisible(card({ title: '   ' }), NOW, MELBOURNE)).toBe(false);
  });

  it('should hide in-centre-only cards of every kind', () => {
    for (const kind of ['events', 'news', 'offers', 'competitions'] as const) {
      const c = card({
        kind,
        inCentreOnly: true,
        hasRecurrence: true,
        effectiveDate: '2026-03-01 00:00',
        expiryDate: '2026-03-31 00:00',
      });
      expect(isCardVisible(c, NOW, MELBOURNE)).toBe(false);
    }
  });

  it('should hide an offer that has not started yet and one that has ended', () => {
    expect(isCardVisible(card({ startDate: '2026-03-16 00:00' }), NOW, MELBOURNE)).toBe(false);
    expect(isCardVisible(card({ endDate: '2026-03-15 11:59' }), NOW, MELBOURNE)).toBe(false);
  });

  it('should treat an empty start or end as open', () => {
    expect(isCardVisible(card({ startDate: undefined, endDate: undefined }), NOW, MELBOURNE)).toBe(true);
    expect(isCardVisible(card({ startDate: '', endDate: '2026-12-01' }), NOW, MELBOURNE)).toBe(true);
  });

  it('should hide non-competition cards flagged not-on-store-filter, but not competitions', () => {
    expect(isCardVisible(card({ notOnStoreFilter: true }), NOW, MELBOURNE)).toBe(false);
    const competition = card({
      kind: 'competitions',
      notOnStoreFilter: true,
      effectiveDate: '2026-03-01 00:00',
      expiryDate: '2026-03-31 00:00',
    });
    expect(isCardVisible(competition, NOW, MELBOURNE)).toBe(true);
  });

  it('should hide an event without appointmentRecurrence', () => {
    const event = { kind: 'events' as const, eventStartDate: '2026-03-20 10:00', eventEndDate: '2026-03-20 12:00' };
    expect(isCardVisible(card({ ...event, hasRecurrence: false }), NOW, MELBOURNE)).toBe(false);
    expect(isCardVisible(card({ ...event, hasRecurrence: true }), NOW, MELBOURNE)).toBe(true);
  });

  it('should run a competition from its effective date to its expiry date', () => {
    const competition = (effectiveDate: string, expiryDate: string) =>
      card({ kind: 'competitions', startDate: undefined, endDate: undefined, effectiveDate, expiryDate });
    expect(isCardVisible(competition('2026-03-01 00:00', '2026-03-20 00:00'), NOW, MELBOURNE)).toBe(true);
    expect(isCardVisible(competition('2026-02-01 00:00', '2026-03-10 00:00'), NOW, MELBOURNE)).toBe(false);
  });

  it('should hide a promotion card whose dates are not valid', () => {
    expect(
      isCardVisible(card({ offerStartDate: '2026-03-20 00:00', offerEndDate: '2026-03-10 00:00' }), NOW, MELBOURNE),
    ).toBe(false);
    expect(isCardVisible(card({ offerStartDate: 'next Tuesday', offerEndDate: undefined }), NOW, MELBOURNE)).toBe(
      false,
    );
    expect(
      isCardVisible(
        card({
          kind: 'news',
          startDate: undefined,
          endDate: undefined,
          effectiveDate: undefined,
          expiryDate: undefined,
        }),
        NOW,
        MELBOURNE,
      ),
    ).toBe(false);
  });

  it('should read the window in the centre time zone: Perth opens two hours after Melbourne', () => {
    const c = card({ startDate: '2026-03-15 11:00' });
    const noonInMelbourne = at('2026-03-15 12:00');
    expect(isCardVisible(c, noonInMelbourne, MELBOURNE)).toBe(true);
    expect(isCardVisible(c, noonInMelbourne, 'Australia/Perth')).toBe(false);
  });

  it('should keep the visible cards in their order', () => {
    const cards = [card({ title: 'A' }), card({ title: '' }), card({ title: 'C' })];
    expect(visibleCards(cards, NOW, MELBOURNE).map((c) => c.title)).toEqual(['A', 'C']);
  });
});

describe('listing window (property)', () => {
  const minutes = fc.integer({ min: -60 * 24 * 400, max: 60 * 24 * 400 });
  const wall = (instant: Date, zone: string) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(instant);
    const get = (type: string) => parts.find((p) => p.type === type)!.value;
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  };

  it('should list a card exactly when now is after the start and before the end, in any centre zone and season', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        minutes,
        minutes,
        fc.boolean(),
        fc.boolean(),
        (zone, startOffset, endOffset, hasStart, hasEnd) => {
          const now = new Date(Date.UTC(2026, 3, 5, 2, 30));
          const start = new Date(now.getTime() + startOffset * 60_000);
          const end = new Date(now.getTime() + endOffset * 60_000);
          const startText = hasStart ? wall(start, zone) : undefined;
          const endText = hasEnd ? wall(end, zone) : undefined;
          const startInstant = startText ? zonedToInstant(startText, zone)!.getTime() : -Infinity;
          const endInstant = endText ? zonedToInstant(endText, zone)!.getTime() : Infinity;
          expect(withinWindow(startText, endText, now, zone)).toBe(
            now.getTime() > startInstant && now.getTime() < endInstant,
          );
        },
      ),
    );
  });

  it('should always show an open window and never show one that ends before it starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (zone, now) => {
          expect(withinWindow(undefined, undefined, now, zone)).toBe(true);
          const start = wall(new Date(now.getTime() + 3_600_000), zone);
          const end = wall(new Date(now.getTime() - 3_600_000), zone);
          expect(withinWindow(start, end, now, zone)).toBe(false);
        },
      ),
    );
  });
});
