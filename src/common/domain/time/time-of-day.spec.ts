import fc from 'fast-check';
import { isTimeOfDay, withSeconds } from './time-of-day';

const two = (value: number): string => String(value).padStart(2, '0');

describe('a time of day (spec 3 §7.2)', () => {
  it('should accept every time a clock shows, with or without its seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), (h, m, s) => {
        expect(isTimeOfDay(`${two(h)}:${two(m)}:${two(s)}`)).toBe(true);
        expect(isTimeOfDay(`${two(h)}:${two(m)}`)).toBe(true);
      }),
    );
  });

  it('should refuse hours, minutes or seconds past the clock, in the right shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (h, m, s) => {
          fc.pre(h > 23 || m > 59 || s > 59);
          expect(isTimeOfDay(`${two(h)}:${two(m)}:${two(s)}`)).toBe(false);
        },
      ),
    );
    expect(['25:00:00', '24:00:00', '10:60:00', '10:00:60', '24:00'].filter(isTimeOfDay)).toEqual([]);
  });

  it('should refuse text in any other shape', () => {
    expect(['9:30', '09:30:0', '0930', '09:30:00.000', ' 09:30', '9am', '', 'noon'].filter(isTimeOfDay)).toEqual([]);
    expect(isTimeOfDay(930)).toBe(false);
    expect(isTimeOfDay(undefined)).toBe(false);
  });

  it('should give a time on the minute its seconds', () => {
    expect([withSeconds('17:30'), withSeconds('17:30:15')]).toEqual(['17:30:00', '17:30:15']);
  });
});
