import fc from 'fast-check';
import { regionTimeToPark, timeToPark, timeToParkOf } from './parking-time-to-park';

const results = (...minutes: number[]) =>
  minutes.map((value, index) => ({ regionId: `P${index + 1}`, minutes: value }));

describe('time to park (spec 1 §9)', () => {
  it.each([
    [1, 'plenty', '1 Min'],
    [7, 'plenty', '7 Mins'],
    [9, 'plenty', '9 Mins'],
    [10, 'moderate', '10 Mins'],
    [19, 'moderate', '19 Mins'],
    [20, 'limited', 'Limited'],
    [45, 'limited', 'Limited'],
  ] as const)('should show %i minutes as band %s with the label %s', (minutes, band, label) => {
    expect(timeToParkOf(minutes)).toEqual({ minutes, band, label });
  });

  it("should show 'Limited' when the average time to park is 20 minutes or more", () => {
    expect(timeToPark(results(18, 22))?.label).toBe('Limited');
    expect(timeToPark(results(30))?.label).toBe('Limited');
  });

  it('should average across the results, leaving out those without a figure (-1)', () => {
    expect(timeToPark(results(4, 10, -1))).toEqual({ minutes: 7, band: 'plenty', label: '7 Mins' });
    expect(timeToPark(results(-1, 12))).toEqual({ minutes: 12, band: 'moderate', label: '12 Mins' });
  });

  it('should round the average to the nearest whole minute and band what it shows', () => {
    expect(timeToPark(results(9, 10))).toEqual({ minutes: 10, band: 'moderate', label: '10 Mins' });
    expect(timeToPark(results(9, 9, 10))).toEqual({ minutes: 9, band: 'plenty', label: '9 Mins' });
    expect(timeToPark(results(19, 20))?.label).toBe('Limited');
  });

  it("should show under a minute as '1 Min', one minute in English", () => {
    expect(timeToPark(results(0, 0))).toEqual({ minutes: 1, band: 'plenty', label: '1 Min' });
  });

  it('should have no time to park when every result is -1 or there are none, so the occupancy band applies', () => {
    expect(timeToPark(results(-1, -1))).toBeUndefined();
    expect(timeToPark([])).toBeUndefined();
  });

  it("should pick one region's result, and have none for a region without a figure or a result", () => {
    const list = results(4, -1, 25);
    expect(regionTimeToPark(list, 'P1')?.label).toBe('4 Mins');
    expect(regionTimeToPark(list, 'P2')).toBeUndefined();
    expect(regionTimeToPark(list, 'P3')?.label).toBe('Limited');
    expect(regionTimeToPark(list, 'P9')).toBeUndefined();
  });

  it('should show a time between the lowest and the highest figure, banded by its own minutes', () => {
    const minutes = fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 90 }));
    fc.assert(
      fc.property(fc.array(minutes, { maxLength: 12 }), (list) => {
        const known = list.filter((value) => value >= 0);
        const time = timeToPark(results(...list));
        if (known.length === 0) return expect(time).toBeUndefined();
        expect(time!.minutes).toBeGreaterThanOrEqual(Math.max(1, Math.min(...known)));
        expect(time!.minutes).toBeLessThanOrEqual(Math.max(1, ...known));
        const band = time!.minutes >= 20 ? 'limited' : time!.minutes >= 10 ? 'moderate' : 'plenty';
        expect(time!.band).toBe(band);
        expect(time!.label).toBe(band === 'limited' ? 'Limited' : `${time!.minutes} Mins`);
      }),
    );
  });
});
