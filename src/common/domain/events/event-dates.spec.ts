import fc from 'fast-check';
import type { AppointmentRecurrenceBlok, TimingBlok } from '../cms/foundation-content.types';
import { centreToday } from '../hours/centre-day';
import { addDays } from '../time/zoned-time';
import { centreClosedNote, EVENT_ENDED_MESSAGE, eventDates, UNKNOWN_PATTERN_TEXT } from './event-dates';
import { expandRecurrence, RecurrencePattern } from './recurrence';

const ZONES = ['Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth'];
const timing = (startTime: string, endTime: string): TimingBlok => ({ _uid: `t-${startTime}`, component: 'timing', startTime, endTime });

function rule(pattern: RecurrencePattern, startDate: string, endDate: string, extra: Record<string, unknown> = {}): AppointmentRecurrenceBlok {
  return { _uid: 'r', component: 'appointment_recurrence', pattern: pattern as AppointmentRecurrenceBlok['pattern'], dayWeekFortnightMonth: [{ _uid: 'd', component: 'day_week_fortnight_month', startDate, endDate, ...extra }] };
}

describe('event dates on the event page', () => {
  it('should read "Daily to {day}, {date}" while a daily event is in progress', () => {
    const dates = eventDates(rule('everyDay', '2026-06-01', '2026-06-12', { timings: [timing('10:00', '11:00')] }), '2026-06-05');
    expect(dates.summary).toBe('Daily to Friday, 12 June 2026');
  });

  it('should read "Daily from ... to ..." before a daily event starts', () => {
    const dates = eventDates(rule('everyDay', '2026-06-08', '2026-06-12', { allDay: true }), '2026-06-05');
    expect(dates.summary).toBe('Daily from Monday, 8 June 2026 to Friday, 12 June 2026');
  });

  it('should omit past dates and keep today', () => {
    const dates = eventDates(rule('everyDay', '2026-06-01', '2026-06-07', { timings: [timing('10:00', '11:00'), timing('13:00', '14:00')] }), '2026-06-05');
    expect(dates.entries.map((entry) => entry.date)).toEqual(['2026-06-05', '2026-06-06', '2026-06-07']);
    expect(dates.entries[0]).toEqual({
      date: '2026-06-05',
      label: 'Friday, 5 June 2026',
      times: [
        { label: '10:00am – 11:00am', session: 8 },
        { label: '1:00pm – 2:00pm', session: 9 },
      ],
    });
  });

  it('should preview three entries of a weekly event', () => {
    const dates = eventDates(rule('everyWeek', '2026-06-04', '2026-07-30', { days: ['Thursday'], timings: [timing('17:00', '21:00')] }), '2026-06-01');
    expect(dates.previewCount).toBe(3);
    expect(dates.entries).toHaveLength(9);
    expect(dates.summary).toBe('Every Thursday until 30 July 2026');
  });

  it('should describe fortnightly and monthly events by their days', () => {
    expect(eventDates(rule('everyFortnight', '2026-06-06', '2026-07-31', { days: ['Saturday'], allDay: true }), '2026-06-01').summary).toBe('Every second Saturday until 18 July 2026');
    expect(eventDates(rule('everyMonth', '2026-06-14', '2026-09-30', { days: ['Sunday'], allDay: true }), '2026-06-01').summary).toBe('Monthly on the second Sunday until 13 September 2026');
    expect(eventDates(rule('everyWeek', '2026-06-01', '2026-06-30', { days: ['Sunday', 'Saturday'], allDay: true }), '2026-06-01').summary).toBe('Every Saturday and Sunday until 28 June 2026');
  });

  it('should say the event has ended when its last date is before today', () => {
    const dates = eventDates(rule('everyWeek', '2026-05-01', '2026-05-28', { days: ['Thursday'], allDay: true }), '2026-06-01');
    expect(dates).toMatchObject({ status: 'ended', summary: EVENT_ENDED_MESSAGE, entries: [] });
    expect(EVENT_ENDED_MESSAGE).toBe('There are no more Sessions and this Event has ended.');
  });

  it('should show "unwanted dropdown values" for an unknown pattern', () => {
    const blok = { _uid: 'r', component: 'appointment_recurrence', pattern: 'yearly' } as unknown as AppointmentRecurrenceBlok;
    expect(eventDates(blok, '2026-06-01')).toMatchObject({ status: 'unknown', summary: UNKNOWN_PATTERN_TEXT });
    expect(UNKNOWN_PATTERN_TEXT).toBe('unwanted dropdown values');
  });

  it('should label all-day sessions "All day" and a single day by its date', () => {
    const blok: AppointmentRecurrenceBlok = { _uid: 'r', component: 'appointment_recurrence', pattern: 'singleDay', singleDay: [{ _uid: 's', component: 'single_day', date: '2026-06-13', allDay: true }] };
    expect(eventDates(blok, '2026-06-01')).toMatchObject({ summary: 'Saturday, 13 June 2026', entries: [{ times: [{ label: 'All day', session: 0 }] }] });
  });

  it('should have no dates without a recurrence', () => {
    expect(eventDates(undefined, '2026-06-01')).toMatchObject({ status: 'none', entries: [] });
  });

  describe('properties across the three demo time zones', () => {
    const instantArb = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });
    const patternArb = fc.constantFrom<RecurrencePattern>('everyDay', 'everyWeek', 'everyFortnight', 'everyMonth');

    it('should list only dates from the centre’s today, every upcoming session once, and end exactly when the last date is past', () => {
      fc.assert(
        fc.property(instantArb, fc.constantFrom(...ZONES), patternArb, fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 90 }), (now, zone, pattern, from, length) => {
          const today = centreToday(now, zone);
          const blok = rule(pattern, addDays(today, from), addDays(today, from + length), { days: ['Saturday', 'Wednesday'], timings: [timing('09:00', '10:00')] });
          const expansion = expandRecurrence(blok);
          if (!expansion || expansion.pattern === 'unknown') throw new Error('known pattern expected');
          const dates = eventDates(blok, today);
          const upcoming = expansion.sessions.filter((session) => session.date >= today);
          expect(dates.entries.every((entry) => entry.date >= today)).toBe(true);
          expect(dates.entries.flatMap((entry) => entry.times.map((time) => time.session))).toEqual(upcoming.map((session) => expansion.sessions.indexOf(session)));
          if (expansion.sessions.length === 0) expect(dates.status).toBe('none');
          else expect(dates.status === 'ended').toBe(upcoming.length === 0);
          if (pattern === 'everyDay' && upcoming.length > 0) expect(dates.summary.startsWith(from <= 0 ? 'Daily to ' : 'Daily from ')).toBe(true);
        }),
      );
    });
  });
});

describe("an event's dates on a day the centre is closed (issue 26 part 6)", () => {
  const weekly = {
    _uid: 'r',
    component: 'appointment_recurrence',
    pattern: 'everyWeek',
    dayWeekFortnightMonth: [
      {
        _uid: 'w',
        component: 'day_week_fortnight_month',
        startDate: '2026-11-23',
        endDate: '2026-12-21',
        days: ['Monday'],
        timings: [{ _uid: 't', component: 'timing', startTime: '10:00', endTime: '11:00' }],
      },
    ],
  } as const;
  const open = { day: 0, name: '', shortName: '', opens: '09:00', closes: '17:00', closedAllDay: false };
  const hours = {
    days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ ...open, day })),
    special: [{ date: '2026-12-14', name: 'Public Holiday', startTime: '', endTime: '' }],
  };

  it('should say so under a date the centre is closed all day, and say nothing under an open one', () => {
    const dates = eventDates(weekly as never, '2026-11-23', { hours, name: 'Willowvale' });
    expect(dates.entries.map((entry) => [entry.date, entry.centreClosed])).toEqual([
      ['2026-11-23', undefined],
      ['2026-11-30', undefined],
      ['2026-12-07', undefined],
      ['2026-12-14', 'Willowvale is closed all day (Public Holiday)'],
      ['2026-12-21', undefined],
    ]);
  });

  it('should name a weekday the centre never opens as closed all day too', () => {
    const mondaysClosed = {
      ...hours,
      special: [],
      days: hours.days.map((day) => (day.day === 1 ? { ...day, closedAllDay: true, opens: '', closes: '' } : day)),
    };
    expect(centreClosedNote(mondaysClosed, '2026-11-30', 'Riverbend')).toBe('Riverbend is closed all day');
    expect(centreClosedNote(mondaysClosed, '2026-12-01', 'Riverbend')).toBeUndefined();
    expect(centreClosedNote(undefined, '2026-11-30', 'Riverbend')).toBeUndefined();
  });
});
