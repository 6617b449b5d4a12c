import { bookNowState } from './book-now-state';
import { eventUnavailableMessage, formatEventDay, formatEventTime } from './event-availability';
import type { TicketingEvent } from './ticketing-wire';

type Shown = Pick<TicketingEvent, 'name' | 'saleStatus' | 'v' | 'eventType' | 'start' | 'end' | 'timezone'>;
const event: Shown = {
  name: 'Lantern Walk',
  saleStatus: 'onSale',
  v: 20,
  eventType: 'SINGLE',
  start: '2026-12-05T08:00:00.000Z',
  end: '2026-12-05T10:30:00.000Z',
  timezone: 'Australia/Perth',
};

describe('event availability (spec 3 §8)', () => {
  it('should let an event on sale with tickets be booked', () => {
    expect(eventUnavailableMessage(event)).toBeUndefined();
  });

  it('should say why an event cannot be booked', () => {
    expect(eventUnavailableMessage(undefined)).toBe('Event not found');
    expect(eventUnavailableMessage({ ...event, v: 0 })).toBe('Sorry, Event tickets sold out!');
    expect(eventUnavailableMessage({ ...event, saleStatus: 'soldOut' })).toBe('Sorry, Event tickets sold out!');
    expect(eventUnavailableMessage({ ...event, saleStatus: 'past' })).toBe(
      'Sorry, Event expired on Saturday 05 December.',
    );
    expect(eventUnavailableMessage({ ...event, eventType: 'ROOT' })).toBe('Sorry, Lantern Walk sales are closed');
  });

  it("should write the event's day and time in its own time zone", () => {
    expect(formatEventDay('2026-12-05T15:30:00.000Z', 'Australia/Perth')).toBe('Saturday 05 December');
    expect(formatEventDay('2026-12-05T15:30:00.000Z', 'Australia/Sydney')).toBe('Sunday 06 December');
    expect(formatEventTime('2026-12-05T01:30:00.000Z', 'Australia/Perth')).toBe('9:30am');
    expect(formatEventTime('2026-12-05T04:00:00.000Z', 'Australia/Perth')).toBe('12:00pm');
  });
});

describe('Book Now (spec 3 §2.2, §6)', () => {
  const content = { offline: false, soldOut: false, membersOnly: false };

  it('should offer Book Now for an event on sale', () => {
    expect(bookNowState(content)).toEqual({ kind: 'bookable', label: 'Book Now', disabled: false });
  });

  it('should read Sold Out, disabled, from the content or the sale status', () => {
    expect(bookNowState({ ...content, soldOut: true })).toMatchObject({ label: 'Sold Out', disabled: true });
    expect(bookNowState({ ...content, saleStatus: 'soldOut' })).toMatchObject({ label: 'Sold Out', disabled: true });
  });

  it('should show the offline message instead of the button', () => {
    expect(bookNowState({ ...content, offline: true, offlineMessage: 'Back on Monday.' })).toEqual({
      kind: 'offline',
      message: 'Back on Monday.',
    });
    expect(bookNowState({ ...content, offline: true, soldOut: true })).toEqual({
      kind: 'offline',
      message:
        'Booking for this event is temporarily unavailable. Sorry for the inconvenience caused. We will be back shortly.',
    });
  });

  it('should tell a visitor a members-only event is for members', () => {
    expect(bookNowState({ ...content, membersOnly: true, membershipName: 'Willowvale Rewards' })).toMatchObject({
      membersOnlyNote: 'You must be, or become, a Willowvale Rewards member to book this event',
    });
  });
});
