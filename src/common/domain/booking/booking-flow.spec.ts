import fc from 'fast-check';
import { bookingFlow, startFlow, type BookingFlowEvent, type BookingFlowState } from './booking-flow';
import { stepsShown, type BookingStep, type BookingType } from './booking-type';

const EXPIRY = '2026-11-26T01:10:00.000Z';
const walk = (state: BookingFlowState, ...events: BookingFlowEvent[]): BookingFlowState =>
  events.reduce(bookingFlow, state);

describe('service booking flow (spec 3 §4.1)', () => {
  it('should walk a multi-provider booking from provider to confirmation', () => {
    const state = walk(
      startFlow('multi_provider'),
      { type: 'provider_selected', providerId: 2 },
      { type: 'service_selected', serviceId: 1 },
    );
    expect(state).toEqual({ step: 'booking_details', type: 'multi_provider', providerId: 2, serviceId: 1 });
    const reserved = bookingFlow(state, { type: 'booking_reserved', expiresAt: EXPIRY });
    expect(reserved).toMatchObject({ step: 'client_info_and_payment', expiresAt: EXPIRY });
    const confirmed = bookingFlow(reserved, { type: 'booking_confirmed' });
    expect(confirmed.step).toBe('confirmed');
    expect(confirmed.expiresAt).toBeUndefined();
  });

  it('should start a single service at the calendar', () => {
    expect(startFlow('single_service')).toEqual({ step: 'booking_details', type: 'single_service' });
  });

  it('should record a provider without leaving the step when the type has no provider selection', () => {
    const state = bookingFlow(startFlow('multi_service'), { type: 'provider_selected', providerId: 3 });
    expect(state).toEqual({ step: 'service_selection', type: 'multi_service', providerId: 3 });
    const single = bookingFlow(startFlow('single_service'), { type: 'provider_selected', providerId: 4 });
    expect(single).toEqual({ step: 'booking_details', type: 'single_service', providerId: 4 });
  });

  it('should forget the chosen service when another provider is chosen', () => {
    const state = walk(
      startFlow('multi_provider'),
      { type: 'provider_selected', providerId: 1 },
      { type: 'service_selected', serviceId: 2 },
      { type: 'back_to', step: 'provider_selection' },
      { type: 'provider_selected', providerId: 2 },
    );
    expect(state.step).toBe('service_selection');
    expect(state.providerId).toBe(2);
    expect(state.serviceId).toBeUndefined();
  });

  it('should drop the hold when the timer runs out, and start again from the calendar', () => {
    const reserved = walk(startFlow('class'), { type: 'booking_reserved', expiresAt: EXPIRY });
    const expired = bookingFlow(reserved, { type: 'timer_expired' });
    expect(expired).toEqual({ step: 'timer_expired', type: 'class' });
    expect(bookingFlow(expired, { type: 'book_again' })).toEqual({ step: 'booking_details', type: 'class' });
  });

  it('should keep a confirmed booking confirmed when a late timer fires', () => {
    const confirmed = walk(
      startFlow('single_service'),
      { type: 'booking_reserved', expiresAt: EXPIRY },
      { type: 'booking_confirmed' },
    );
    expect(bookingFlow(confirmed, { type: 'timer_expired' }).step).toBe('confirmed');
  });

  it('should book again from the calendar with the same service and provider', () => {
    const confirmed = walk(
      startFlow('multi_service'),
      { type: 'service_selected', serviceId: 21 },
      { type: 'booking_reserved', expiresAt: EXPIRY },
      { type: 'booking_confirmed' },
      { type: 'book_again' },
    );
    expect(confirmed).toEqual({ step: 'booking_details', type: 'multi_service', serviceId: 21 });
  });

  it('should go back to an earlier step and give up the hold', () => {
    const reserved = walk(
      startFlow('multi_service'),
      { type: 'service_selected', serviceId: 21 },
      { type: 'booking_reserved', expiresAt: EXPIRY },
    );
    const back = bookingFlow(reserved, { type: 'back_to', step: 'service_selection' });
    expect(back).toEqual({ step: 'service_selection', type: 'multi_service', serviceId: 21 });
  });

  it('should refuse back for a single service and a class, to later steps, to unshown steps and after the end', () => {
    const single = walk(startFlow('single_service'), { type: 'booking_reserved', expiresAt: EXPIRY });
    expect(bookingFlow(single, { type: 'back_to', step: 'booking_details' })).toBe(single);
    const multi = walk(startFlow('multi_service'), { type: 'service_selected', serviceId: 20 });
    expect(bookingFlow(multi, { type: 'back_to', step: 'client_info_and_payment' })).toBe(multi);
    expect(bookingFlow(multi, { type: 'back_to', step: 'provider_selection' })).toBe(multi);
    const done = walk(multi, { type: 'booking_reserved', expiresAt: EXPIRY }, { type: 'booking_confirmed' });
    expect(bookingFlow(done, { type: 'back_to', step: 'service_selection' })).toBe(done);
  });

  it("should throw 'Invalid type' for an event it does not know", () => {
    expect(() => bookingFlow(startFlow('class'), { type: 'promo_applied' } as unknown as BookingFlowEvent)).toThrow(
      'Invalid type',
    );
  });

  it('should only ever show a step of its type, and hold a reservation only on the summary', () => {
    const types: BookingType[] = ['class', 'multi_provider', 'multi_service', 'single_service'];
    const steps: BookingStep[] = [
      'provider_selection',
      'service_selection',
      'booking_details',
      'client_info_and_payment',
    ];
    const event: fc.Arbitrary<BookingFlowEvent> = fc.oneof(
      fc.integer({ min: 1, max: 5 }).map((providerId) => ({ type: 'provider_selected' as const, providerId })),
      fc.integer({ min: 1, max: 30 }).map((serviceId) => ({ type: 'service_selected' as const, serviceId })),
      fc.constant({ type: 'booking_reserved' as const, expiresAt: EXPIRY }),
      fc.constant({ type: 'booking_confirmed' as const }),
      fc.constant({ type: 'timer_expired' as const }),
      fc.constant({ type: 'book_again' as const }),
      fc.constantFrom(...steps).map((step) => ({ type: 'back_to' as const, step })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.array(event, { maxLength: 12 }), (type, events) => {
        let state = startFlow(type);
        for (const next of events) {
          const before = state;
          state = bookingFlow(state, next);
          if (next.type === 'back_to' && (type === 'single_service' || type === 'class')) expect(state).toBe(before);
          const shown = stepsShown(type).map((s) => s.step);
          expect([...shown, 'timer_expired']).toContain(state.step);
          expect(state.expiresAt !== undefined).toBe(state.step === 'client_info_and_payment');
        }
      }),
    );
  });
});
