import fc from 'fast-check';
import { formatMmSs, providerTimeToIso, reservationExpiry, secondsLeft, timerVisible } from './reservation-timer';

describe('reservation timer (spec 3 §4.1, §9)', () => {
  const now = new Date('2026-11-26T01:00:00.000Z');

  it('should count whole seconds to the expiry and never below zero', () => {
    expect(secondsLeft('2026-11-26T01:10:00.000Z', now)).toBe(600);
    expect(secondsLeft('2026-11-26T01:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-11-26T00:59:00.000Z', now)).toBe(0);
    expect(secondsLeft('not a time', now)).toBe(0);
  });

  it('should show minutes and seconds with two digits', () => {
    expect(formatMmSs(545)).toBe('09:05');
    expect(formatMmSs(600)).toBe('10:00');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('should read back the seconds it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5999 }), (seconds) => {
        const [minutes, rest] = formatMmSs(seconds).split(':').map(Number) as [number, number];
        expect(minutes * 60 + rest).toBe(seconds);
      }),
    );
  });

  it('should show the timer while a hold runs, not once confirmed or expired', () => {
    expect(timerVisible('client_info_and_payment')).toBe(true);
    expect(timerVisible('confirmed')).toBe(false);
    expect(timerVisible('timer_expired')).toBe(false);
    expect(timerVisible('booking_details', false)).toBe(false);
  });

  it("should read an invoice's due time in the company's time zone", () => {
    // Melbourne is on daylight time (+11:00) in November
    expect(providerTimeToIso('2026-11-26 12:10:30', 'Australia/Melbourne')).toBe('2026-11-26T01:10:30.000Z');
    expect(providerTimeToIso('2026-06-26 12:10:00', 'Australia/Melbourne')).toBe('2026-06-26T02:10:00.000Z');
    expect(providerTimeToIso('2026-11-26 12:10:00', 'Australia/Perth')).toBe('2026-11-26T04:10:00.000Z');
    expect(() => providerTimeToIso('tomorrow', 'Australia/Perth')).toThrow(RangeError);
  });

  it('should expire at the due time, or ten minutes after the reservation without one', () => {
    expect(reservationExpiry('2026-11-26T01:08:00.000Z', now)).toBe('2026-11-26T01:08:00.000Z');
    expect(reservationExpiry(undefined, now)).toBe('2026-11-26T01:10:00.000Z');
  });
});
