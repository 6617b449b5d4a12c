import fc from 'fast-check';
import { MALL_HOURS, weekHours } from './hours.fixtures';
import { openStatus } from './open-status';
import { zonedToInstant } from '../time/zoned-time';

const MEL = 'Australia/Melbourne';
const at = (local: string, zone = MEL) => zonedToInstant(local, zone)!;

describe('open now and closes at', () => {
  it('should be open with the closing time during trading hours', () => {
    expect(openStatus(MALL_HOURS, at('2026-03-05 12:00'), MEL)).toEqual({
      open: true,
      label: 'Open now · closes 9:00pm',
      closes: '9:00pm',
    });
  });

  it('should give the opening time later today before opening', () => {
    expect(openStatus(MALL_HOURS, at('2026-03-05 07:15'), MEL)).toMatchObject({
      open: false,
      opens: '9:00am',
      label: 'Closed now · opens 9:00am',
    });
  });

  it('should name Tomorrow after closing, then a weekday further on', () => {
    expect(openStatus(MALL_HOURS, at('2026-03-05 21:00'), MEL).opens).toBe('Tomorrow 9:00am');
    const weekdaysOnly = weekHours([['09:00', '17:00'], null, null, null, null, null, null]);
    expect(openStatus(weekdaysOnly, at('2026-03-05 12:00'), MEL).opens).toBe('Monday 9:00am');
  });

  it('should stay open after midnight during overnight trading of the previous day', () => {
    const hours = weekHours([null, null, null, null, ['18:00', '02:00'], null, null]);
    expect(openStatus(hours, at('2026-03-07 01:30'), MEL)).toMatchObject({ open: true, closes: '2:00am' });
    expect(openStatus(hours, at('2026-03-07 02:00'), MEL).open).toBe(false);
  });

  it('should say open late without a closing time, and Open 24 hours around the clock', () => {
    const late = weekHours(Array(7).fill(['18:00', '']));
    expect(openStatus(late, at('2026-03-05 22:00'), MEL)).toMatchObject({ open: true, label: 'Open now · open late' });
    const always = weekHours(Array(7).fill(['00:00', '24:00']));
    expect(openStatus(always, at('2026-03-05 03:00'), MEL)).toMatchObject({ open: true, label: 'Open 24 hours' });
  });

  it('should say Closed when nothing opens within a week', () => {
    expect(openStatus(weekHours(Array(7).fill(null)), at('2026-03-05 12:00'), MEL)).toEqual({
      open: false,
      label: 'Closed',
    });
  });

  it('should be open exactly between opening and closing on the centre wall clock, in every zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(MEL, 'Australia/Brisbane', 'Australia/Perth'),
        (instant, zone) => {
          const hours = weekHours(Array(7).fill(['09:00', '17:30']));
          const hour = Number(
            new Intl.DateTimeFormat('en-AU', { timeZone: zone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
              .format(instant)
              .replace(':', '.'),
          );
          expect(openStatus(hours, new Date(instant), zone).open).toBe(hour >= 9 && hour < 17.3);
        },
      ),
    );
  });
});
