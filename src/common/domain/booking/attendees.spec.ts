import fc from 'fast-check';
import {
  attendeeAnswers,
  attendeeErrors,
  attendeeFieldsOf,
  attendeeOptions,
  nextEnabled,
  peopleOf,
  questionsOf,
  showAttendees,
  type AttendeeInput,
} from './attendees';
import type { AdditionalField } from './booking-wire';

const field = (id: number, name: string, pos: number, extra: Partial<AdditionalField> = {}): AdditionalField => ({
  id,
  name,
  title: name,
  type: 'text',
  options: [],
  optional: false,
  pos,
  key: name,
  ...extra,
});

const base: AttendeeInput = { maxPeople: 6, allowMultipleBookings: true, hasAdultsField: true, hasChildrenField: true };

describe('attendee fields (spec 3 §5.1)', () => {
  const fields = [
    field(3, 'allergies', 3),
    field(1, 'adults', 1, { type: 'number' }),
    field(2, 'children', 2),
    field(4, 'age', 0),
  ];

  it('should take the adults and children fields out of the questions', () => {
    expect(attendeeFieldsOf(fields).adults?.id).toBe(1);
    expect(attendeeFieldsOf(fields).children?.id).toBe(2);
    expect(questionsOf(fields).map((f) => f.name)).toEqual(['age', 'allergies']);
  });

  it('should answer the attendee fields with the chosen counts', () => {
    expect(attendeeAnswers(fields, { adults: 2, children: 1 })).toEqual([
      { name: 'adults', value: '2' },
      { name: 'children', value: '1' },
    ]);
    expect(attendeeAnswers([field(9, 'age', 1)], { adults: 2 })).toEqual([]);
  });

  it('should show attendee selectors only when more than one person may come', () => {
    expect(showAttendees(1)).toBe(false);
    expect(showAttendees(2)).toBe(true);
  });
});

describe('attendee options (spec 3 §5.1)', () => {
  it('should offer adults up to the maximum less the children, and children up to the maximum less the adults', () => {
    expect(attendeeOptions({ maxPeople: 4, adults: 1, children: 2 })).toEqual({
      adults: [1, 2],
      children: [0, 1, 2, 3],
      quantity: [1, 2, 3, 4],
    });
    expect(attendeeOptions({ maxPeople: 3 })).toEqual({
      adults: [1, 2, 3],
      children: [0, 1, 2, 3],
      quantity: [1, 2, 3],
    });
  });

  it('should never offer a choice that, with the other, exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(50), fc.nat(50), (maxPeople, adults, children) => {
        const options = attendeeOptions({ maxPeople, adults, children });
        for (const a of options.adults) expect(a + children).toBeLessThanOrEqual(Math.max(maxPeople, children));
        for (const c of options.children) expect(c + adults).toBeLessThanOrEqual(Math.max(maxPeople, adults));
        expect(options.quantity).toHaveLength(maxPeople);
      }),
    );
  });
});

describe('attendee errors (spec 3 §5.1)', () => {
  it('should ask for each shown selector', () => {
    expect(attendeeErrors(base)).toEqual({
      adults: 'Number of adults is required',
      children: 'Number of children is required',
    });
    expect(attendeeErrors({ ...base, hasAdultsField: false, hasChildrenField: false })).toEqual({
      quantity: 'Number of attendees is required',
    });
    expect(attendeeErrors({ ...base, adults: 2, children: 0 })).toEqual({});
  });

  it('should refuse more people than the slot has seats', () => {
    expect(attendeeErrors({ ...base, adults: 3, children: 2, available: 4 })).toEqual({
      attendees: 'Only 4 seats remaining in the selected time slot and total of 5 seats cannot be reserved.',
    });
  });

  it('should refuse more people than the block allows', () => {
    expect(attendeeErrors({ ...base, adults: 5, children: 2, available: 12 })).toEqual({
      attendees: 'Number of total adults and children should not exceed 6',
    });
    expect(attendeeErrors({ ...base, hasAdultsField: false, hasChildrenField: false, quantity: 7 })).toEqual({
      attendees: 'A maximum of 6 tickets can be booked per customer',
    });
  });

  it('should tell the editor when the service has a children field and no adults field', () => {
    expect(attendeeErrors({ ...base, hasAdultsField: false, children: 2 }).children).toBe(
      'Children only tickets have been selected, please change settings to Adult only tickets or Adult & Children tickets',
    );
  });

  it('should hold one person when no selector shows', () => {
    const single = { ...base, maxPeople: 1, hasAdultsField: false, hasChildrenField: false };
    expect(attendeeErrors(single)).toEqual({});
    expect(attendeeErrors({ ...single, quantity: 3 })).toEqual({
      attendees: 'A maximum of 1 tickets can be booked per customer',
    });
  });

  it('should accept every choice within the seats and the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(50),
        (max, adults, children) => {
          const errors = attendeeErrors({ ...base, maxPeople: max, adults, children, available: 50 });
          expect(Object.keys(errors).length === 0).toBe(adults + children <= max);
        },
      ),
    );
  });
});

describe('people and next', () => {
  it('should count adults and children, else the quantity, else one', () => {
    expect(peopleOf({ adults: 2, children: 1 })).toBe(3);
    expect(peopleOf({ children: 2 })).toBe(2);
    expect(peopleOf({ quantity: 4 })).toBe(4);
    expect(peopleOf({})).toBe(1);
  });

  it('should disable Next while submitting, without a slot, or for children without an adult (spec 3 §4.1)', () => {
    expect(nextEnabled({ submitting: false, hasSlot: true, adults: 1, children: 2 })).toBe(true);
    expect(nextEnabled({ submitting: false, hasSlot: true })).toBe(true);
    expect(nextEnabled({ submitting: true, hasSlot: true, adults: 1 })).toBe(false);
    expect(nextEnabled({ submitting: false, hasSlot: false, adults: 1 })).toBe(false);
    expect(nextEnabled({ submitting: false, hasSlot: true, adults: 0, children: 2 })).toBe(false);
  });
});
