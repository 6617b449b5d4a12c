// foundation/events/*: events from compact specs. Day numbers are offsets from today; `when` gives the
// recurrence (appointmentRecurrence), or null for an event without one (hidden from listings).
//   { pattern: 'singleDay', date, allDay?, times: [[start, end]] }
//   { pattern: 'differentDates', dates: [{ date, allDay?, timings: [[start, end]] }] }
//   { pattern: 'everyDay' | 'everyWeek' | 'everyFortnight' | 'everyMonth', from, to, days?, allDay?,
//     timings: [[start, end, day?]], differentTimeAcrossEachDay? }
import { day, rel } from '../lib/dates.mjs';
import { md } from '../lib/rich-text.mjs';

const timing = ([startTime, endTime, dayName]) => ({
  component: 'timing',
  startTime,
  endTime,
  ...(dayName ? { day: dayName } : {}),
});

function recurrenceOf(when) {
  const base = { component: 'appointment_recurrence', pattern: when.pattern };
  if (when.pattern === 'singleDay') {
    const single = { component: 'single_day', date: day(when.date) };
    if (when.allDay) single.allDay = true;
    else single.times = when.times.map(timing);
    return { ...base, singleDay: [single] };
  }
  if (when.pattern === 'differentDates') {
    return {
      ...base,
      onDifferentDates: when.dates.map((date) =>
        date.allDay
          ? { component: 'different_date', date: day(date.date), allDay: true }
          : { component: 'different_date', date: day(date.date), timings: date.timings.map(timing) },
      ),
    };
  }
  const range = { component: 'day_week_fortnight_month', startDate: day(when.from), endDate: day(when.to) };
  if (when.days) range.days = when.days;
  if (when.allDay) range.allDay = true;
  else range.timings = when.timings.map(timing);
  if (when.differentTimeAcrossEachDay) range.differentTimeAcrossEachDay = true;
  return { ...base, dayWeekFortnightMonth: [range] };
}

/** first and last day offsets, and the first start / last end time, of a recurrence */
function spanOf(when) {
  if (when.pattern === 'singleDay') return { first: when.date, last: when.date, times: when.times ?? [] };
  if (when.pattern === 'differentDates') {
    const dates = when.dates.map((date) => date.date);
    const first = Math.min(...dates);
    const last = Math.max(...dates);
    const timesOn = (day) => when.dates.filter((date) => date.date === day).flatMap((date) => date.timings ?? []);
    return {
      first,
      last,
      times: when.dates.flatMap((date) => date.timings ?? []),
      // the event starts with the first day's first session and ends with the last day's last one
      firstTimes: timesOn(first),
      lastTimes: timesOn(last),
    };
  }
  return { first: when.from, last: when.to, times: when.timings ?? [] };
}

export function buildEvent(ctx, spec) {
  const span = spanOf(spec.when ?? spec.dates);
  const starts = (span.firstTimes ?? span.times).map(([start]) => start).sort();
  const ends = (span.lastTimes ?? span.times).map(([, end]) => end).sort();
  const content = {
    component: 'centre_event',
    title: spec.title,
    excerpt: spec.excerpt,
    image: ctx.asset('card', spec.image ?? spec.title, 'card', spec.imageAlt ?? spec.title),
    featureImage: ctx.asset('feature', spec.image ?? spec.title, 'feature', spec.imageAlt ?? spec.title),
    body: md(spec.body),
    location: spec.location,
    eventStartDate: day(span.first, starts[0] ?? '00:00'),
    eventEndDate: day(span.last, ends[ends.length - 1] ?? '23:59'),
    // listed from a fortnight before it starts (or from a month ago for running events) until it ends
    startDate: day(Math.min(span.first - 14, -30), '00:00'),
    endDate: day(span.last, '23:59'),
    freeEvent: spec.free ?? true,
    bookingRequired: spec.booking ?? false,
    multipleSessions: span.times.length > 1 || span.first !== span.last,
    recurringEvent: Boolean(spec.when && !['singleDay', 'differentDates'].includes(spec.when.pattern)),
  };
  if (spec.when) content.appointmentRecurrence = [recurrenceOf(spec.when)];
  if (spec.store) content.store = rel(ctx.store(spec.store));
  if (spec.inConjunction) content.inConjunction = rel(ctx.store(spec.inConjunction));
  if (spec.terms) content.terms = md(spec.terms);
  for (const flag of ['pinToTop', 'inCentreOnly', 'notOnLastPromo']) if (spec[flag]) content[flag] = true;
  if (spec.tags) content.tags = spec.tags;
  // spec 3 §3.2 'Event content': the Vivenu event it sells tickets for and what Book Now shows (ticketed-events.mjs)
  if (spec.ticketing) Object.assign(content, spec.ticketing);
  return {
    fullSlug: `foundation/events/${spec.slug}`,
    story: { name: spec.title, content, first_published_at: day(Math.min(span.first - 14, -30), '09:00') },
  };
}

export const buildEvents = (ctx, specs) => specs.map((spec) => buildEvent(ctx, spec));
