/**
 * Whether an event can be booked, in the words the visitor reads (spec 3 §4.2, §8 'Event errors', §9 dates):
 * not found, sold out (v 0 or soldOut), expired on its date in the event's time zone ('dddd DD MMMM'), and a
 * ROOT event's own sales closed (its dates are booked, never the ROOT itself).
 */
import { MONTH_NAMES } from '../time/month-names';
import { formatTwelveHour } from '../time/twelve-hour';
import { WEEKDAY_NAMES } from '../time/weekday-names';
import { zonedParts } from '../time/zoned-time';
import { EVENT_NOT_FOUND, EVENT_SOLD_OUT, eventExpiredMessage, salesClosedMessage } from './ticketing-messages';
import type { TicketingEvent } from './ticketing-wire';

const pad = (value: number): string => String(value).padStart(2, '0');

/** spec 3 §9 'dddd DD MMMM' in the event's time zone: 'Saturday 05 December'. */
export function formatEventDay(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const parts = zonedParts(instant, timeZone);
  return `${WEEKDAY_NAMES[parts.weekday - 1]} ${pad(parts.day)} ${MONTH_NAMES[parts.month - 1]}`;
}

/** spec 3 §9 'h:mma' in the event's time zone: '9:30am'. */
export function formatEventTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const parts = zonedParts(instant, timeZone);
  return formatTwelveHour(`${pad(parts.hour)}:${pad(parts.minute)}`);
}

/** spec 3 §8: why this event cannot be booked, or undefined when it can (not found is the caller's 404). */
export function eventUnavailableMessage(
  event: Pick<TicketingEvent, 'name' | 'saleStatus' | 'v' | 'eventType' | 'start' | 'end' | 'timezone'> | undefined,
): string | undefined {
  if (!event) return EVENT_NOT_FOUND;
  if (event.saleStatus === 'soldOut' || event.v <= 0) return EVENT_SOLD_OUT;
  if (event.saleStatus === 'past') return eventExpiredMessage(formatEventDay(event.end || event.start, event.timezone));
  if (event.eventType === 'ROOT') return salesClosedMessage(event.name);
  return undefined;
}
