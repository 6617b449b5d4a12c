/**
 * spec 2 §3/§4: single-entry competitions take one entry per person for life, per day or per week. The period is
 * read in the centre's time zone (a visitor's 'today' is the centre's), weeks run Monday to Sunday.
 */
import type { CompetitionContent } from '../cms/competition-content.types';
import { addDays, weekdayOf, zonedDateKey } from '../time/zoned-time';
import { SINGLE_ENTRY_NOTICES } from './competition-messages';

export type SingleEntryKind = 'lifetime' | 'day' | 'week';

/** 'Single Entry competition' → lifetime, 'Single Entry per day' → day, 'Single Entry per week' → week; else none. */
export function singleEntryKind(
  competitionType: CompetitionContent['competitionType'] | string | undefined,
): SingleEntryKind | undefined {
  const type = (competitionType ?? '').toLowerCase();
  if (!type.includes('single entry')) return undefined;
  if (type.includes('per day')) return 'day';
  if (type.includes('per week')) return 'week';
  return 'lifetime';
}

/** The period an entry falls in: 'lifetime', the centre's date, or the date of the Monday of its week. */
export function entryPeriod(kind: SingleEntryKind, now: Date, timeZone: string): string {
  if (kind === 'lifetime') return 'lifetime';
  const today = zonedDateKey(now, timeZone);
  if (kind === 'day') return today;
  return `week-of-${addDays(today, 1 - weekdayOf(today))}`;
}

/** The notice shown with the form (the rule) and after a repeated entry (already entered). */
export function singleEntryNotice(kind: SingleEntryKind): { rule: string; alreadyEntered: string } {
  return SINGLE_ENTRY_NOTICES[kind];
}
