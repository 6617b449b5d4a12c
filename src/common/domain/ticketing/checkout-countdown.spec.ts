import { countdownAt, formatCountdown, timerWarningDue } from './checkout-countdown';

const expiresAt = '2026-11-28T10:10:00.000Z';
const at = (iso: string): Date => new Date(iso);

describe('the checkout countdown (spec 3 §4.2, §9)', () => {
  it('should read m:ss from expiresAt', () => {
    expect(formatCountdown(545)).toBe('9:05');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(countdownAt(expiresAt, at('2026-11-28T10:00:00.000Z')).text).toBe('10:00');
    expect(countdownAt(expiresAt, at('2026-11-28T10:09:59.200Z')).text).toBe('0:01');
  });

  it('should become an alert in the last 300 seconds and expire past zero', () => {
    expect(countdownAt(expiresAt, at('2026-11-28T10:04:59.000Z'))).toMatchObject({ alert: false, expired: false });
    expect(countdownAt(expiresAt, at('2026-11-28T10:05:00.000Z'))).toMatchObject({ alert: true, expired: false });
    expect(countdownAt(expiresAt, at('2026-11-28T10:10:00.000Z'))).toMatchObject({ secondsLeft: 0, expired: true });
    expect(countdownAt('not a time', at('2026-11-28T10:00:00.000Z')).expired).toBe(true);
  });

  it('should show the one-minute toast once, as the countdown reaches 60 seconds', () => {
    expect(timerWarningDue(61, 60)).toBe(true);
    expect(timerWarningDue(60, 59)).toBe(false);
    expect(timerWarningDue(undefined, 45)).toBe(true);
    expect(timerWarningDue(120, 119)).toBe(false);
    expect(timerWarningDue(1, 0)).toBe(false);
  });
});
