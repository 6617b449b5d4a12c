import { leaveWarningActive } from './leave-warning';

describe('leave warning (spec 3 §4.1)', () => {
  it('should warn on the summary for every type', () => {
    for (const type of ['single_service', 'class', 'multi_service', 'multi_provider'] as const) {
      expect(leaveWarningActive(type, 'client_info_and_payment')).toBe(true);
    }
  });

  it('should warn on the booking details only for types with choices before it', () => {
    expect(leaveWarningActive('multi_provider', 'booking_details')).toBe(true);
    expect(leaveWarningActive('multi_service', 'booking_details')).toBe(true);
    expect(leaveWarningActive('single_service', 'booking_details')).toBe(false);
    expect(leaveWarningActive('class', 'booking_details')).toBe(false);
  });

  it('should not warn once the booking is confirmed or expired', () => {
    expect(leaveWarningActive('multi_service', 'confirmed')).toBe(false);
    expect(leaveWarningActive('single_service', 'timer_expired')).toBe(false);
    expect(leaveWarningActive('multi_provider', 'provider_selection')).toBe(false);
  });
});
