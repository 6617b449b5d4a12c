import fc from 'fast-check';
import { bookingSettingsFrom, parseServiceIds } from './booking-settings';

describe('booking block settings (spec 3 §3.1)', () => {
  it('should read a fully filled block', () => {
    expect(
      bookingSettingsFrom({
        component: 'service_booking',
        serviceIds: '1, 2',
        serviceType: 'service',
        allowMultipleBookings: true,
        allowTieredPricing: 'true',
        maxPeople: '6',
        minTimeBeforeBooking: 2,
        fullDayEvent: false,
        membershipName: ' Club Atrium ',
        serviceNotice: 'Arrive ten minutes early.',
        reservationNotice: '',
        smsConfirmation: 'false',
        analyticsFormName: 'styling',
        ticketInfo: 'Bring your own scissors',
        confirmation: 'See you soon',
        showBookMore: true,
        terms: 'I accept the terms',
        questions: [{ component: 'booking_question', _uid: 'q1', title: 'Any allergies?', type: 'text', is_null: true }],
        nonExclusivePromos: 1,
        membersOnly: false,
        marketingFlagId: 42,
      }),
    ).toEqual({
      serviceIds: [1, 2],
      serviceType: 'service',
      allowMultipleBookings: true,
      allowTieredPricing: true,
      maxPeople: 6,
      minTimeBeforeBooking: 2,
      fullDayEvent: false,
      membershipName: 'Club Atrium',
      serviceNotice: 'Arrive ten minutes early.',
      reservationNotice: undefined,
      smsConfirmation: false,
      analyticsFormName: 'styling',
      ticketInfo: 'Bring your own scissors',
      confirmation: 'See you soon',
      showBookMore: true,
      terms: 'I accept the terms',
      questions: [
        { id: 1, name: 'Anyallergies', title: 'Any allergies?', type: 'text', options: [], optional: true, pos: 0, key: 'Anyallergies' },
      ],
      nonExclusivePromos: true,
      membersOnly: false,
      marketingFlagId: '42',
    });
  });

  it('should take the defaults for an empty block', () => {
    const settings = bookingSettingsFrom({});
    expect(settings.serviceIds).toEqual([]);
    expect(settings.maxPeople).toBe(1);
    expect(settings.minTimeBeforeBooking).toBe(0);
    expect(settings.allowMultipleBookings).toBe(false);
    expect(settings.terms).toBeUndefined();
    expect(settings.questions).toEqual([]);
  });

  it('should keep only unique positive whole service ids', () => {
    expect(parseServiceIds('2, 1,, 2, abc, -3, 0, 1.5, 10')).toEqual([2, 1, 10]);
    expect(parseServiceIds([1, '2'])).toEqual([1, 2]);
    expect(parseServiceIds(30)).toEqual([30]);
    expect(parseServiceIds(undefined)).toEqual([]);
  });

  it('should hold maxPeople between 1 and 50 and the minimum notice at zero or more', () => {
    expect(bookingSettingsFrom({ maxPeople: '0' }).maxPeople).toBe(1);
    expect(bookingSettingsFrom({ maxPeople: 500 }).maxPeople).toBe(50);
    expect(bookingSettingsFrom({ maxPeople: 'many' }).maxPeople).toBe(1);
    expect(bookingSettingsFrom({ minTimeBeforeBooking: '-4' }).minTimeBeforeBooking).toBe(0);
    expect(bookingSettingsFrom({ minTimeBeforeBooking: '1.5' }).minTimeBeforeBooking).toBe(1.5);
  });

  it('should give settings the flow can honour for any value an editor may type', () => {
    const value = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(value, value, value, (serviceIds, maxPeople, minTime) => {
        const settings = bookingSettingsFrom({ serviceIds, maxPeople, minTimeBeforeBooking: minTime });
        expect(Number.isInteger(settings.maxPeople)).toBe(true);
        expect(settings.maxPeople).toBeGreaterThanOrEqual(1);
        expect(settings.maxPeople).toBeLessThanOrEqual(50);
        expect(settings.minTimeBeforeBooking).toBeGreaterThanOrEqual(0);
        expect(new Set(settings.serviceIds).size).toBe(settings.serviceIds.length);
        for (const id of settings.serviceIds) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
      }),
    );
  });
});
