/**
 * Rules that span several fields of one blok, which the per-field schema cannot say. Each returns
 * problems as [field, message] pairs (field '' = the blok itself).
 */
import type { Checked } from './check-context';

type Rule = (blok: Checked) => Array<[string, string]>;

const filled = (value: unknown): boolean => typeof value === 'string' && value !== '';
const before = (a: unknown, b: unknown): boolean => !filled(a) || !filled(b) || String(a) <= String(b);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const needsText: Rule = (blok) => (filled(blok.text) ? [] : [['text', `a ${String(blok.component)} item needs text`]]);

/** which field of appointment_recurrence each pattern reads (spec 1 §3) */
const PATTERN_FIELD: Record<string, string> = {
  singleDay: 'singleDay',
  differentDates: 'onDifferentDates',
  everyDay: 'dayWeekFortnightMonth',
  everyWeek: 'dayWeekFortnightMonth',
  everyFortnight: 'dayWeekFortnightMonth',
  everyMonth: 'dayWeekFortnightMonth',
};

export const CONTENT_RULES: Readonly<Record<string, Rule>> = {
  trading_day: (day) =>
    day.closedAllDay !== true && !filled(day.opens)
      ? [['opens', 'a day that is not closed all day needs opening time']]
      : [],
  // blank start and end = closed all day; start only = open until late; end only means nothing
  special_hours: (hours) =>
    !filled(hours.start_time) && filled(hours.end_time) ? [['start_time', 'end_time is set without start_time']] : [],
  trading_hours: (hours) => {
    const names = list(hours.days).map((day) => (day as Checked).name);
    return new Set(names).size === names.length ? [] : [['days', 'a weekday appears twice']];
  },
  appointment_recurrence: (recurrence) => {
    const field = PATTERN_FIELD[String(recurrence.pattern)];
    return field && list(recurrence[field]).length === 0
      ? [[field, `pattern ${String(recurrence.pattern)} needs ${field}`]]
      : [];
  },
  day_week_fortnight_month: (range) => {
    const problems: Array<[string, string]> = [];
    if (!before(range.startDate, range.endDate)) problems.push(['endDate', 'ends before it starts']);
    if (
      range.differentTimeAcrossEachDay === true &&
      list(range.timings).some((timing) => !filled((timing as Checked).day))
    ) {
      problems.push(['timings', 'differentTimeAcrossEachDay needs a day on every timing']);
    }
    return problems;
  },
  timing: (timing) => (before(timing.startTime, timing.endTime) ? [] : [['endTime', 'ends before it starts']]),
  competition: (competition) =>
    before(competition.effectiveDate, competition.expiryDate) ? [] : [['expiryDate', 'expires before it starts']],
  store: (store) => (before(store.startDate, store.endDate) ? [] : [['endDate', 'ends before it starts']]),
  parking_threshold: (bands) =>
    (['plenty', 'moderate', 'limited'] as const).flatMap((band): Array<[string, string]> =>
      Number(bands[`${band}From`]) <= Number(bands[`${band}To`])
        ? []
        : [[`${band}To`, `${band} band ends before it starts`]],
    ),
  large_text: needsText,
  medium_text: needsText,
  strong_text: needsText,
  text: needsText,
  call_to_action: (cta) => [
    ...needsText(cta),
    ...(cta.link === undefined ? [['link', 'a call to action needs a link'] as [string, string]] : []),
  ],
};
