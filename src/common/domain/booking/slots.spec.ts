import fc from 'fast-check';
import type { Slot } from './booking-wire';
import { zonedToInstant } from '../time/zoned-time';
import {
  SLOT_FILTERS,
  bookableAt,
  filterSlots,
  formatSlotTime,
  dayToOpen,
  monthRange,
  openingMonth,
  placesLeftNotice,
  slotFiltersShown,
  slotLabel,
  visibleSlots,
} from './slots';

const slot = (time: string, available_count = 1, total_count = 1): Slot => ({ time, available_count, total_count });
const MELBOURNE = 'Australia/Melbourne';

describe('visible slots (spec 3 §5.1)', () => {
  const day = {
    date: '2026-11-26',
    slots: [slot('09:00:00'), slot('11:30:00'), slot('14:00:00', 0, 3), slot('16:45:00')],
  };
  // 10:00 in Melbourne (daylight time, +11:00)
  const now = new Date('2026-11-25T23:00:00.000Z');

  it('should hide times already past in the centre, whatever the server clock', () => {
    const times = visibleSlots(day, { now, timeZone: MELBOURNE, minHoursBefore: 0 }).map((s) => s.time);
    expect(times).toEqual(['11:30:00', '14:00:00', '16:45:00']);
  });

  it('should hide times starting within the minimum hours before booking, keeping sold-out times', () => {
    const times = visibleSlots(day, { now, timeZone: MELBOURNE, minHoursBefore: 4 }).map((s) => s.time);
    expect(times).toEqual(['14:00:00', '16:45:00']);
  });

  it('should read the same times in another zone by that zone', () => {
    // 10:00 in Perth (+08:00) is 13:00 in Melbourne
    const perthNow = new Date('2026-11-26T02:00:00.000Z');
    const times = visibleSlots(day, { now: perthNow, timeZone: 'Australia/Perth', minHoursBefore: 0 }).map(
      (s) => s.time,
    );
    expect(times).toEqual(['11:30:00', '14:00:00', '16:45:00']);
  });

  it('should never show a time that starts sooner than the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 24 }), (hour, minHours) => {
        const everyHour = {
          date: '2026-11-26',
          slots: Array.from({ length: 24 }, (_, h) => slot(`${String(h).padStart(2, '0')}:00:00`)),
        };
        const at = new Date(Date.parse(`2026-11-26T${String(hour).padStart(2, '0')}:00:00+11:00`));
        const shown = visibleSlots(everyHour, { now: at, timeZone: MELBOURNE, minHoursBefore: minHours });
        expect(shown.map((s) => Number(s.time.slice(0, 2)))).toEqual(
          Array.from({ length: Math.max(0, 24 - hour - minHours) }, (_, i) => hour + minHours + i),
        );
      }),
    );
  });
});

describe('a time that may still be booked (spec 3 §4.1, §5.1 minimum notice)', () => {
  // Tuesday 2 March 2027, 17:22 in Melbourne (+11:00)
  const now = new Date('2027-03-02T06:22:00Z');

  it('should refuse a 17:30 start at 17:22 with two hours of notice, and take it without notice', () => {
    expect(bookableAt('2027-03-02', '17:30:00', { now, timeZone: MELBOURNE, minHoursBefore: 2 })).toBe(false);
    expect(bookableAt('2027-03-02', '17:30:00', { now, timeZone: MELBOURNE, minHoursBefore: 0 })).toBe(true);
    expect(bookableAt('2027-03-03', '10:00:00', { now, timeZone: MELBOURNE, minHoursBefore: 2 })).toBe(true);
  });

  it('should never take a time that has begun', () => {
    expect(bookableAt('2027-03-02', '17:22:00', { now, timeZone: MELBOURNE, minHoursBefore: 0 })).toBe(true);
    expect(bookableAt('2027-03-02', '17:21:00', { now, timeZone: MELBOURNE, minHoursBefore: 0 })).toBe(false);
  });

  it('should take exactly the times starting at least the notice from now, as the listing shows them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 0, max: 12 }),
        (halfHour, quarter, minHours) => {
          const at = new Date(Date.parse('2027-03-02T00:00:00+11:00') + halfHour * 1_800_000);
          const minutes = quarter * 15;
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
          const input = { now: at, timeZone: MELBOURNE, minHoursBefore: minHours };
          const start = zonedToInstant(`2027-03-02 ${time.slice(0, 5)}`, MELBOURNE)!.getTime();
          expect(bookableAt('2027-03-02', time, input)).toBe(start >= at.getTime() + minHours * 3_600_000);
          const listed = visibleSlots({ date: '2027-03-02', slots: [slot(time)] }, input).length === 1;
          expect(bookableAt('2027-03-02', time, input)).toBe(listed);
        },
      ),
    );
  });
});

describe('visible slots on the days ahead', () => {
  const everyHour = (date: string) => ({
    date,
    slots: [...Array.from({ length: 24 }, (_, h) => slot(`${String(h).padStart(2, '0')}:30:00`)), slot('9am')],
  });

  it('should show exactly the times starting after the minimum, in any zone, on any day near or far', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 40 }),
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 0, max: 72 }),
        fc.constantFrom(MELBOURNE, 'Australia/Perth', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'),
        (daysAhead, halfHours, minHours, timeZone) => {
          const now = new Date(Date.UTC(2026, 9, 3) + halfHours * 1_800_000);
          const date = new Date(Date.UTC(2026, 9, 3 + daysAhead)).toISOString().slice(0, 10);
          const earliest = now.getTime() + minHours * 3_600_000;
          const expected = everyHour(date)
            .slots.filter((s) => /^\d{2}:\d{2}:\d{2}$/.test(s.time))
            .filter((s) => zonedToInstant(`${date} ${s.time.slice(0, 5)}`, timeZone)!.getTime() >= earliest)
            .map((s) => s.time);
          const shown = visibleSlots(everyHour(date), { now, timeZone, minHoursBefore: minHours }).map((s) => s.time);
          expect(shown).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('slot filters (spec 3 §9)', () => {
  it('should appear only for more than 20 times', () => {
    expect(slotFiltersShown(20)).toBe(false);
    expect(slotFiltersShown(21)).toBe(true);
  });

  it('should split the day into morning, early and late afternoon', () => {
    const slots = ['08:00:00', '11:59:00', '12:00:00', '14:59:00', '15:00:00', '21:00:00'].map((t) => slot(t));
    expect(filterSlots(slots, 'morning').map((s) => s.time)).toEqual(['08:00:00', '11:59:00']);
    expect(filterSlots(slots, 'early-afternoon').map((s) => s.time)).toEqual(['12:00:00', '14:59:00']);
    expect(filterSlots(slots, 'late-afternoon').map((s) => s.time)).toEqual(['15:00:00', '21:00:00']);
    expect(filterSlots(slots, undefined)).toHaveLength(6);
    expect(SLOT_FILTERS.map((f) => f.label)).toEqual(['Morning', 'Early Afternoon', 'Late Afternoon']);
  });

  it('should put every time in exactly one filter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const one = [slot(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`)];
        expect(SLOT_FILTERS.filter((f) => filterSlots(one, f.id).length === 1)).toHaveLength(1);
      }),
    );
  });
});

describe('slot labels and notices (spec 3 §8, §9)', () => {
  it('should label sold-out, shared and single times', () => {
    expect(slotLabel(slot('10:00:00', 0, 12))).toBe('Sold Out');
    expect(slotLabel(slot('10:00:00', 7, 12))).toBe('7 Available');
    expect(slotLabel(slot('10:00:00', 1, 1))).toBe('Available');
  });

  it('should warn when fewer than ten places are left in a shared time', () => {
    expect(placesLeftNotice(slot('10:00:00', 1, 12))).toBe('1 ticket left');
    expect(placesLeftNotice(slot('10:00:00', 3, 12))).toBe('3 tickets left');
    expect(placesLeftNotice(slot('10:00:00', 10, 12))).toBeUndefined();
    expect(placesLeftNotice(slot('10:00:00', 0, 12))).toBeUndefined();
    expect(placesLeftNotice(slot('10:00:00', 1, 1))).toBeUndefined();
  });

  it('should write times as h:mma', () => {
    expect(formatSlotTime('09:30:00')).toBe('9:30am');
    expect(formatSlotTime('12:00:00')).toBe('12:00pm');
    expect(formatSlotTime('00:15:00')).toBe('12:15am');
    expect(formatSlotTime('17:45:00')).toBe('5:45pm');
  });

  it("should ask for a date's whole month", () => {
    expect(monthRange('2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('the opening month (spec 3 §4.1)', () => {
  const day = (date: string, times: string[]) => ({ date, slots: times.map((time) => slot(time, 3, 3)) });

  it('should ask for this month from today and open on it when it has a time left', async () => {
    const asked: Array<{ from: string; to: string }> = [];
    const month = await openingMonth('2026-11-23', (range) => {
      asked.push(range);
      return Promise.resolve({ firstWorkingDay: '2026-11-24', slots: [day('2026-11-24', ['10:00:00'])] });
    });
    expect(asked).toEqual([{ from: '2026-11-23', to: '2026-11-30' }]);
    expect(month).toEqual({
      month: '2026-11-01',
      firstWorkingDay: '2026-11-24',
      days: [day('2026-11-24', ['10:00:00'])],
    });
  });

  it("should open on the first working day's month when this month has no time left", async () => {
    const asked: string[] = [];
    const month = await openingMonth('2026-11-23', ({ from, to }) => {
      asked.push(`${from}..${to}`);
      const later = from.startsWith('2027-01');
      return Promise.resolve({
        firstWorkingDay: '2027-01-12',
        slots: later ? [day('2027-01-12', ['09:00:00'])] : [day('2026-11-24', [])],
      });
    });
    expect(asked).toEqual(['2026-11-23..2026-11-30', '2027-01-01..2027-01-31']);
    expect(month.month).toBe('2027-01-01');
    expect(month.days.map((d) => d.date)).toEqual(['2027-01-12']);
  });

  it('should stay on this month when it has no time and the provider names no later working day', async () => {
    const month = await openingMonth('2026-11-23', () => Promise.resolve({ slots: [] }));
    expect(month).toEqual({ month: '2026-11-01', days: [] });
  });
});

describe('the day a month opens on (spec 3 §4.1)', () => {
  it('should open on the first working day when it is open, else on the first open day', () => {
    expect(dayToOpen(['2026-11-28', '2026-11-24'], '2026-11-28')).toBe('2026-11-28');
    expect(dayToOpen(['2026-11-28', '2026-11-24'], '2026-11-25')).toBe('2026-11-24');
    expect(dayToOpen(['2026-11-28', '2026-11-24'])).toBe('2026-11-24');
    expect(dayToOpen([], '2026-11-24')).toBeUndefined();
  });
});
