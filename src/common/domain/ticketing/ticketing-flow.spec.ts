import {
  analyticsSequence,
  backNeedsConfirmation,
  clearedOnEntry,
  firstStep,
  flowShapeOf,
  isFreeEvent,
  nextStep,
  previousStep,
  primaryButtonHasArrow,
  primaryButtonLabel,
  stageLabels,
  stageSubtitle,
  stepAfterBack,
  stepsOf,
  type FlowShape,
} from './ticketing-flow';
import type { TicketingEvent } from './ticketing-wire';

const single: FlowShape = {
  recurrent: false,
  seated: false,
  eventQuestions: false,
  ticketQuestions: false,
  free: false,
};
const everything: FlowShape = {
  recurrent: true,
  seated: true,
  eventQuestions: true,
  ticketQuestions: true,
  free: false,
};

describe('steps (spec 3 §2.2, §4.2)', () => {
  it('should go from tickets to details to payment for a plain single event', () => {
    expect(stepsOf(single)).toEqual(['ticket_selection', 'personal_details', 'payment_and_promo_code', 'confirmed']);
    expect(firstStep(single)).toBe('ticket_selection');
  });

  it('should start a recurrent event at choosing the time and a seated one at the seats', () => {
    expect(stepsOf(everything)).toEqual([
      'event_selection',
      'seat_selection',
      'ticket_selection',
      'event_specific_questions',
      'ticket_specific_questions',
      'personal_details',
      'payment_and_promo_code',
      'confirmed',
    ]);
    expect(firstStep({ ...single, seated: true })).toBe('seat_selection');
  });

  it('should show a free event the summary instead of payment', () => {
    expect(stepsOf({ ...single, free: true })).toContain('free_event_summary');
    expect(stepsOf({ ...single, free: true })).not.toContain('payment_and_promo_code');
  });

  it('should move forward and back along the same ordered list', () => {
    expect(nextStep(single, 'ticket_selection')).toBe('personal_details');
    expect(nextStep(single, 'event_specific_questions')).toBeUndefined();
    expect(previousStep(everything, 'personal_details')).toBe('ticket_specific_questions');
    expect(previousStep(everything, 'event_selection')).toBeUndefined();
    expect(previousStep(everything, 'confirmed')).toBeUndefined();
  });

  it('should ask before going back while a checkout or seats are held', () => {
    expect(backNeedsConfirmation({ checkout: true, seatReservation: false })).toBe(true);
    expect(backNeedsConfirmation({ checkout: false, seatReservation: true })).toBe(true);
    expect(backNeedsConfirmation({ checkout: false, seatReservation: false })).toBe(false);
  });

  it('should land a confirmed Back no later than choosing the seats (seated) or the tickets again', () => {
    const seatedSingle = { ...everything, recurrent: false };
    expect(stepAfterBack(everything, 'event_specific_questions')).toBe('seat_selection');
    expect(stepAfterBack(everything, 'ticket_selection')).toBe('seat_selection');
    expect(stepAfterBack(everything, 'seat_selection')).toBe('seat_selection');
    expect(stepAfterBack(everything, 'event_selection')).toBe('event_selection');
    expect(stepAfterBack(seatedSingle, 'personal_details')).toBe('seat_selection');
    expect(stepAfterBack(single, 'personal_details')).toBe('ticket_selection');
  });

  it('should clear the seats and their token on entering or going back to seat selection (spec 3 §4.2)', () => {
    expect(clearedOnEntry('seat_selection')).toEqual({ seats: true, tickets: true, event: false });
    expect(clearedOnEntry('event_selection')).toEqual({ seats: true, tickets: true, event: true });
    expect(clearedOnEntry('ticket_selection')).toEqual({ seats: false, tickets: true, event: false });
    expect(clearedOnEntry('personal_details')).toEqual({ seats: false, tickets: false, event: false });
  });

  it('should ask ticket questions only for chosen tickets that require them, and skip deleted event questions', () => {
    const event = {
      seating: false,
      extraFields: [{ _id: 'q', name: 'Q', slug: 'q', type: 'text', required: true, deleted: true }],
      tickets: [
        { id: 'adult', name: 'Adult', priceCents: 2500, v: 5, requiresExtraFields: true },
        { id: 'child', name: 'Child', priceCents: 1500, v: 5, requiresExtraFields: false },
      ],
      meta: {},
      startingPriceCents: 1500,
    } satisfies Pick<TicketingEvent, 'seating' | 'extraFields' | 'tickets' | 'meta' | 'startingPriceCents'>;
    expect(flowShapeOf(event, { recurrent: true, chosenTicketTypeIds: ['child'] })).toEqual({
      recurrent: true,
      seated: false,
      eventQuestions: false,
      ticketQuestions: false,
      free: false,
    });
    expect(flowShapeOf(event, { recurrent: false, chosenTicketTypeIds: ['adult'] }).ticketQuestions).toBe(true);
  });

  it('should call an event free by its flag or a starting price of nothing', () => {
    expect(isFreeEvent({ meta: { is_free_event: true }, startingPriceCents: 1000 })).toBe(true);
    expect(isFreeEvent({ meta: {}, startingPriceCents: 0 })).toBe(true);
    expect(isFreeEvent({ meta: {}, startingPriceCents: 1000 })).toBe(false);
  });
});

describe('stage labels and the subtitle (spec 3 §2.2)', () => {
  it('should label a recurrent paid event in four stages', () => {
    expect(stageLabels({ recurrent: true, seated: false }, 2500)).toEqual([
      'Event Booking',
      'Ticket selection',
      'Personal details',
      'Payment',
    ]);
    expect(stageSubtitle('event_selection', everything, 2500)).toBe('1: Event Booking');
    expect(stageSubtitle('ticket_specific_questions', { ...everything, seated: false }, 2500)).toBe(
      '2: Ticket selection',
    );
  });

  it('should leave out Event Booking for a single event, and say Summary when nothing is priced', () => {
    expect(stageLabels({ recurrent: false, seated: true }, 0)).toEqual([
      'Seat & options',
      'Personal details',
      'Summary',
    ]);
    expect(stageSubtitle('personal_details', single, 2500)).toBe('2: Personal details');
    expect(stageSubtitle('free_event_summary', single, 0)).toBe('3: Summary');
  });
});

describe('the primary button (spec 3 §4.2)', () => {
  it("should say 'Pay' while a payment is due and 'Book now' on the summary or when fully discounted", () => {
    expect(primaryButtonLabel('ticket_selection', true)).toBe('Next');
    expect(primaryButtonLabel('payment_and_promo_code', true)).toBe('Pay');
    expect(primaryButtonLabel('payment_and_promo_code', false)).toBe('Book now');
    expect(primaryButtonLabel('free_event_summary', false)).toBe('Book now');
    expect(primaryButtonHasArrow('Next')).toBe(true);
    expect(primaryButtonHasArrow('Pay')).toBe(false);
    expect(primaryButtonHasArrow('Book now')).toBe(false);
  });

  it('should number the steps for analytics as the spec does', () => {
    expect(analyticsSequence('ticket_selection')).toBe(3);
    expect(analyticsSequence('event_specific_questions')).toBe(4);
    expect(analyticsSequence('personal_details', 'verify')).toBe(6);
    expect(analyticsSequence('personal_details', 'details')).toBe(7);
    expect(analyticsSequence('payment_and_promo_code')).toBe(8);
    expect(analyticsSequence('confirmed')).toBe(9);
    expect(analyticsSequence('event_selection')).toBeUndefined();
  });
});

describe('the flow for every kind of event', () => {
  const shapes = (): FlowShape[] => {
    const all: FlowShape[] = [];
    for (let bits = 0; bits < 32; bits += 1) {
      all.push({
        recurrent: Boolean(bits & 1),
        seated: Boolean(bits & 2),
        eventQuestions: Boolean(bits & 4),
        ticketQuestions: Boolean(bits & 8),
        free: Boolean(bits & 16),
      });
    }
    return all;
  };

  it('should go back exactly the way it came, with stages that never go backwards and end at the last', () => {
    for (const shape of shapes()) {
      const steps = stepsOf(shape);
      expect(steps[steps.length - 1]).toBe('confirmed');
      for (let index = 0; index < steps.length - 2; index += 1) {
        expect(nextStep(shape, steps[index]!)).toBe(steps[index + 1]);
        expect(previousStep(shape, steps[index + 1]!)).toBe(steps[index]);
      }
      const numbers = steps
        .map((step) => stageSubtitle(step, shape, shape.free ? 0 : 2500))
        .map((s) => Number(s.split(':')[0]));
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(numbers[0]).toBe(1);
      expect(numbers[numbers.length - 1]).toBe(stageLabels(shape, shape.free ? 0 : 2500).length);
    }
  });
});
