import fc from 'fast-check';
import type { AppointmentRecurrenceBlok, TimingBlok } from '../cms/foundation-content.types';
import { addDays, weekdayOf } from '../time/zoned-time';
import { daysBetween } from './calendar-dates';
import { expandRecurrence, RecurrencePattern } from './recurrence';

const timing = (startTime: string, endTime: string, day?: string): TimingBlok => ({ _uid: `t-${startTime}`, component: 'timing', startTime, endTime, ...(day ? { day } : {}) });

function repeating(pattern: RecurrencePattern, startDate: string, endDate: string, extra: Record<string, unknown> = {}): AppointmentRecurrenceBlok {
  return {
    _uid: 'r',
    component: 'appointment_recurrence',
    pattern: pattern as AppointmentRecurrenceBlok['pattern'],
    dayWeekFortnightMonth: [{ _uid: 'd', component: 'day_week_fortnight_month', startDate, endDate, ...extra }],
  };
}

function sessionsOf(blok: AppointmentRecurrenceBlok) {
  const expansion = expandRecurrence(blok);
  if (!expansion || expansion.pattern === 'unknown') throw new Error('expected a known pattern');
  return expansion.sessions;
}

describe('event recurrence', () => {
  it('should give a single day with each of its times as sessions', () => {
    const blok: AppointmentRecurrenceBlok = {
      _uid: 'r',
      component: 'appointment_recurrence',
      pattern: 'singleDay',
      singleDay: [{ _uid: 's', component: 'single_day', date: '2026-06-13', times: [timing('14:00', '14:40'), timing('10:00', '10:40')] }],
    };
    expect(sessionsOf(blok)).toEqual([
      { date: '2026-06-13', allDay: false, startTime: '10:00', endTime: '10:40' },
      { date: '2026-06-13', allDay: false, startTime: '14:00', endTime: '14:40' },
    ]);
  });

  it('should make an all-day single day one all-day session', () => {
    const blok: AppointmentRecurrenceBlok = { _uid: 'r', component: 'appointment_recurrence', pattern: 'singleDay', singleDay: [{ _uid: 's', component: 'single_day', date: '2026-06-13 00:00', allDay: true }] };
    expect(sessionsOf(blok)).toEqual([{ date: '2026-06-13', allDay: true }]);
  });

  it('should list different dates in date order, each all day or with its own timings', () => {
    const blok: AppointmentRecurrenceBlok = {
      _uid: 'r',
      component: 'appointment_recurrence',
      pattern: 'differentDates',
      onDifferentDates: [
        { _uid: 'a', component: 'different_date', date: '2026-06-20', allDay: true },
        { _uid: 'b', component: 'different_date', date: '2026-06-06', timings: [timing('10:00', '16:00')] },
      ],
    };
    expect(sessionsOf(blok)).toEqual([
      { date: '2026-06-06', allDay: false, startTime: '10:00', endTime: '16:00' },
      { date: '2026-06-20', allDay: true },
    ]);
  });

  it('should run a daily event on every date from start to end with every timing', () => {
    const sessions = sessionsOf(repeating('everyDay', '2026-06-01', '2026-06-03', { timings: [timing('10:00', '11:00'), timing('13:00', '14:00')] }));
    expect(sessions.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      '2026-06-01 10:00',
      '2026-06-01 13:00',
      '2026-06-02 10:00',
      '2026-06-02 13:00',
      '2026-06-03 10:00',
      '2026-06-03 13:00',
    ]);
  });

  it('should run a weekly event on its listed days with the times of each day when they differ', () => {
    const sessions = sessionsOf(
      repeating('everyWeek', '2026-06-01', '2026-06-14', {
        days: ['Tuesday', 'Thursday'],
        differentTimeAcrossEachDay: true,
        timings: [timing('06:00', '07:00', 'Tuesday'), timing('18:00', '19:00', 'Thursday')],
      }),
    );
    expect(sessions.map((s) => `${s.date} ${s.startTime}`)).toEqual(['2026-06-02 06:00', '2026-06-04 18:00', '2026-06-09 06:00', '2026-06-11 18:00']);
  });

  it('should run a fortnightly event every second week from the start', () => {
    const sessions = sessionsOf(repeating('everyFortnight', '2026-06-01', '2026-07-12', { days: ['Saturday'], timings: [timing('09:00', '12:00')] }));
    expect(sessions.map((s) => s.date)).toEqual(['2026-06-06', '2026-06-20', '2026-07-04']);
  });

  it('should run a monthly event on the same weekday of the month as its first session', () => {
    // 2026-06-14 is the second Sunday of June
    const sessions = sessionsOf(repeating('everyMonth', '2026-06-08', '2026-09-30', { days: ['Sunday'], allDay: true }));
    expect(sessions.map((s) => s.date)).toEqual(['2026-06-14', '2026-07-12', '2026-08-09', '2026-09-13']);
  });

  it('should read a repeating event without listed days on the weekday of its start date', () => {
    const sessions = sessionsOf(repeating('everyWeek', '2026-06-03', '2026-06-17', { allDay: true }));
    expect(sessions.map((s) => s.date)).toEqual(['2026-06-03', '2026-06-10', '2026-06-17']);
  });

  it('should report an unknown pattern as unknown', () => {
    const blok = { _uid: 'r', component: 'appointment_recurrence', pattern: 'everyYear' } as unknown as AppointmentRecurrenceBlok;
    expect(expandRecurrence(blok)).toEqual({ pattern: 'unknown', raw: 'everyYear' });
  });

  it('should give no sessions for a repeating event that ends before it starts', () => {
    expect(sessionsOf(repeating('everyDay', '2026-06-10', '2026-06-01'))).toEqual([]);
  });

  describe('properties', () => {
    const dateArb = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2024-01-01', offset));
    const daysArb = fc.subarray(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], { minLength: 1 });
    const patternArb = fc.constantFrom<RecurrencePattern>('everyDay', 'everyWeek', 'everyFortnight', 'everyMonth');

    it('should keep every session within the start and end dates, sorted, on a listed day', () => {
      fc.assert(
        fc.property(patternArb, dateArb, fc.integer({ min: 0, max: 200 }), daysArb, (pattern, start, length, days) => {
          const end = addDays(start, length);
          const sessions = sessionsOf(repeating(pattern, start, end, { days, allDay: true }));
          const weekdays = days.map((day) => ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day) + 1);
          sessions.forEach((session, index) => {
            expect(session.date >= start && session.date <= end).toBe(true);
            if (index > 0) expect(session.date > sessions[index - 1]!.date).toBe(true);
            if (pattern !== 'everyDay') expect(weekdays).toContain(weekdayOf(session.date));
          });
          if (pattern === 'everyDay') expect(sessions).toHaveLength(length + 1);
        }),
      );
    });

    it('should space the sessions of one weekday by whole fortnights, and by one month on the same nth weekday', () => {
      fc.assert(
        fc.property(dateArb, fc.integer({ min: 0, max: 400 }), fc.constantFrom('Monday', 'Saturday', 'Sunday'), (start, length, day) => {
          const end = addDays(start, length);
          const fortnightly = sessionsOf(repeating('everyFortnight', start, end, { days: [day], allDay: true }));
          fortnightly.slice(1).forEach((session, index) => expect(daysBetween(fortnightly[index]!.date, session.date)).toBe(14));
          const monthly = sessionsOf(repeating('everyMonth', start, end, { days: [day], allDay: true }));
          const nth = (date: string) => Math.min(Math.floor((Number(date.slice(8)) - 1) / 7), 3);
          // the same nth weekday, a fifth one reading as the last (a fourth or fifth)
          monthly.forEach((session) => expect(nth(session.date)).toBe(nth(monthly[0]!.date)));
          monthly.slice(1).forEach((session, index) => expect([28, 35]).toContain(daysBetween(monthly[index]!.date, session.date)));
        }),
      );
    });
  });
});
