/**
 * The reservation hold (spec 3 §4.1, §9): a visitor has ten minutes to complete the booking after choosing a
 * session; the countdown runs to the invoice's due time (or ten minutes after the reservation when the booking
 * has no invoice) and the flow moves to timer_expired at zero.
 */
import { zonedToInstant } from '../time/zoned-time';
import type { BookingStep } from './booking-type';

/** spec 3 §9 'Reservation hold text: 10 minutes'. */
export const HOLD_MINUTES = 10;

/** Whole seconds left until `expiresAt`: the countdown both flows share. */
export { secondsLeft } from '../flows/countdown';

/** '09:05' for 545 seconds. */
export function formatMmSs(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The countdown shows on every step but the last two, once a reservation holds a session. */
export function timerVisible(step: BookingStep, reserved = true): boolean {
  return reserved && step !== 'confirmed' && step !== 'timer_expired';
}

const PROVIDER_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The provider's local time ('YYYY-MM-DD HH:mm:ss' in the company's time zone, an invoice's due_datetime) as an
 * ISO instant. Throws on a value that is not such a time: the caller decides what a broken invoice means.
 */
export function providerTimeToIso(local: string, timeZone: string): string {
  const match = PROVIDER_TIME.exec(local.trim());
  if (!match) throw new RangeError(`Not a provider time: ${local}`);
  const [, date, hours, minutes, seconds = '0'] = match;
  const instant = zonedToInstant(`${date} ${hours}:${minutes}`, timeZone);
  if (!instant || Number.isNaN(instant.getTime())) throw new RangeError(`Not a provider time: ${local}`);
  return new Date(instant.getTime() + Number(seconds) * 1000).toISOString();
}

/** When a reservation lapses: the invoice's due time when there is one, else the hold after `now`. */
export function reservationExpiry(dueAt: string | undefined, now: Date): string {
  if (dueAt && !Number.isNaN(Date.parse(dueAt))) return new Date(Date.parse(dueAt)).toISOString();
  return new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
}
