import fc from 'fast-check';
import {
  DEFAULT_PARKING_THRESHOLDS,
  occupancyBand,
  occupancyPercent,
  parkingThresholds,
  THRESHOLD_INVALID_MESSAGE,
  THRESHOLD_MISSING_MESSAGE,
} from './parking-bands';

const WILLOWVALE = { plentyFrom: 0, plentyTo: 55, moderateFrom: 56, moderateTo: 85, limitedFrom: 86, limitedTo: 100 };

describe('parking occupancy percent (spec 1 §9)', () => {
  it('should floor the occupied share of all spaces', () => {
    expect(occupancyPercent(45, 55)).toBe(45);
    expect(occupancyPercent(2, 1)).toBe(66);
    expect(occupancyPercent(999, 1)).toBe(99);
    expect(occupancyPercent(29, 71)).toBe(29);
    expect(occupancyPercent(0, 10)).toBe(0);
    expect(occupancyPercent(10, 0)).toBe(100);
  });

  it('should have no figure when the car park counts no spaces', () => {
    expect(occupancyPercent(0, 0)).toBeUndefined();
  });

  it('should always be a whole percent from 0 to 100 that never rounds up', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (occupied, vacant) => {
        fc.pre(occupied + vacant > 0);
        const percent = occupancyPercent(occupied, vacant)!;
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent * (occupied + vacant)).toBeLessThanOrEqual(occupied * 100);
        expect((percent + 1) * (occupied + vacant)).toBeGreaterThan(occupied * 100);
      }),
    );
  });
});

describe('parking bands (spec 1 §4, §9)', () => {
  it.each([
    [0, 'plenty'],
    [60, 'plenty'],
    [61, 'moderate'],
    [89, 'moderate'],
    [90, 'limited'],
    [100, 'limited'],
  ] as const)('should put %i%% in the default band %s', (percent, band) => {
    expect(occupancyBand(percent)).toBe(band);
  });

  it('should use the bands of the parking-threshold content', () => {
    const { thresholds, problem } = parkingThresholds(WILLOWVALE);
    expect(problem).toBeUndefined();
    expect(thresholds).toEqual(WILLOWVALE);
    expect(occupancyBand(55, thresholds)).toBe('plenty');
    expect(occupancyBand(56, thresholds)).toBe('moderate');
    expect(occupancyBand(86, thresholds)).toBe('limited');
  });

  it('should read numeric strings as the CMS number field sends them', () => {
    const content = Object.fromEntries(Object.entries(WILLOWVALE).map(([key, value]) => [key, String(value)]));
    expect(parkingThresholds({ component: 'parking_threshold', ...content })).toEqual({ thresholds: WILLOWVALE });
  });

  it('should fall back to plenty 0-60, moderate 61-89, limited 90-100 and name the problem when the content is missing', () => {
    expect(parkingThresholds(undefined)).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_MISSING_MESSAGE,
    });
    expect(parkingThresholds(null)).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_MISSING_MESSAGE,
    });
    expect(THRESHOLD_MISSING_MESSAGE).toBe('Parking threshold content missing: default thresholds are used');
  });

  it.each([
    ['a field missing', { ...WILLOWVALE, limitedTo: undefined }],
    ['a blank field', { ...WILLOWVALE, moderateFrom: '' }],
    ['a word', { ...WILLOWVALE, plentyTo: 'sixty' }],
    ['a fraction', { ...WILLOWVALE, plentyTo: 55.5 }],
    ['a gap between plenty and moderate', { ...WILLOWVALE, moderateFrom: 58 }],
    ['an overlap of moderate and limited', { ...WILLOWVALE, limitedFrom: 80 }],
    ['plenty not starting at 0', { ...WILLOWVALE, plentyFrom: 5 }],
    ['limited stopping before 100', { ...WILLOWVALE, limitedTo: 95 }],
    ['an empty band', { ...WILLOWVALE, moderateFrom: 56, moderateTo: 50, limitedFrom: 51 }],
    ['not an object', 'plenty'],
  ])('should fall back to the defaults and name the problem for content with %s', (_, content) => {
    expect(parkingThresholds(content)).toEqual({
      thresholds: DEFAULT_PARKING_THRESHOLDS,
      problem: THRESHOLD_INVALID_MESSAGE,
    });
  });

  it('should give every percent from 0 to 100 exactly the band whose range holds it, for any usable content', () => {
    const usable = fc
      .tuple(fc.integer({ min: 0, max: 98 }), fc.integer({ min: 0, max: 98 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b) + 1] as const)
      .map(([plentyTo, moderateTo]) => ({
        plentyFrom: 0,
        plentyTo,
        moderateFrom: plentyTo + 1,
        moderateTo,
        limitedFrom: moderateTo + 1,
        limitedTo: 100,
      }));
    fc.assert(
      fc.property(usable, fc.integer({ min: 0, max: 100 }), (content, percent) => {
        const { thresholds, problem } = parkingThresholds(content);
        expect(problem).toBeUndefined();
        const band = occupancyBand(percent, thresholds);
        const from = { plenty: content.plentyFrom, moderate: content.moderateFrom, limited: content.limitedFrom }[band];
        const to = { plenty: content.plentyTo, moderate: content.moderateTo, limited: content.limitedTo }[band];
        expect(percent).toBeGreaterThanOrEqual(from);
        expect(percent).toBeLessThanOrEqual(to);
      }),
    );
  });

  it('should never move a fuller car park to a band with more spaces', () => {
    const order = { plenty: 0, moderate: 1, limited: 2 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order[occupancyBand(low)]).toBeLessThanOrEqual(order[occupancyBand(high)]);
      }),
    );
  });
});
