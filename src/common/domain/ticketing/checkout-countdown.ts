/**
 * The checkout countdown (spec 3 §4.2, §9): it runs from the checkout's expiresAt, reads m:ss, turns to an alert
 * 300 seconds before the end, shows the one-minute toast once at 60 seconds, and past zero the flow is out of time
 * (timer_expired). It ticks every second.
 */
import { secondsLeft } from '../flows/countdown';

export const COUNTDOWN_TICK_MS = 1000;
/** spec 3 §9 'checkout alert at 300 seconds before expiry' */
export const CHECKOUT_ALERT_SECONDS = 300;
/** spec 3 §9 'Timer warning at 60 seconds' */
export const TIMER_WARNING_SECONDS = 60;
/** spec 3 §9 toasts hide themselves after 10 seconds */
export const TOAST_HIDE_MS = 10_000;
/** spec 3 §9 the confirmation is fetched again after 10 seconds */
export const CONFIRMATION_REFETCH_MS = 10_000;

/** '9:05' for 545 seconds, '0:07' for 7 (spec 3 §4.2 'm:ss'). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface CountdownState {
  secondsLeft: number;
  /** m:ss */
  text: string;
  /** in the last 300 seconds: the timer reads as an alert */
  alert: boolean;
  /** past zero: the out-of-time dialog, timer_expired */
  expired: boolean;
}

/** The countdown at `now`. */
export function countdownAt(expiresAt: string, now: Date): CountdownState {
  const left = secondsLeft(expiresAt, now);
  return { secondsLeft: left, text: formatCountdown(left), alert: left <= CHECKOUT_ALERT_SECONDS, expired: left <= 0 };
}

/** The one-minute toast shows on the tick that reaches 60 seconds left (once; not again on later ticks). */
export function timerWarningDue(previousSecondsLeft: number | undefined, secondsNow: number): boolean {
  return (
    secondsNow > 0 &&
    secondsNow <= TIMER_WARNING_SECONDS &&
    (previousSecondsLeft === undefined || previousSecondsLeft > TIMER_WARNING_SECONDS)
  );
}
