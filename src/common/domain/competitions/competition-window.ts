/** Whether a competition takes entries now (its dates are the centre's wall clock, as on its page). */
import type { CompetitionContent } from '../cms/competition-content.types';
import { competitionInstant } from './entry-dates';

export type CompetitionWindow = 'open' | 'not-open' | 'closed';

/** 'closed' once the expiry has passed (the page is then not found, spec 2 §2); 'not-open' before the effective date. */
export function competitionWindow(
  competition: Pick<CompetitionContent, 'effectiveDate' | 'expiryDate'>,
  now: Date,
  timeZone: string,
): CompetitionWindow {
  const expiry = competitionInstant(competition.expiryDate, timeZone, true);
  if (expiry && expiry.getTime() < now.getTime()) return 'closed';
  const effective = competitionInstant(competition.effectiveDate, timeZone, false);
  if (effective && effective.getTime() > now.getTime()) return 'not-open';
  return 'open';
}
