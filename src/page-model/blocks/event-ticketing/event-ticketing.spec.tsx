import { event as eventStory, cardsContext } from '../../../../test/utils/card-stories';
import { renderBlock } from '../../../../test/utils/block-specs';
import { islandTiming } from '../block-definition';
import { eventTicketingBlock } from './event-ticketing.block';
import { EventTicketingView } from './event-ticketing.view';

const recurrent = eventStory('lantern-trail', {
  title: 'Lantern Trail',
  excerpt: 'A glowing walk for the whole family.',
  vivenuEventId: 'karri-ridge-recurrent',
  ticketInfo: 'Adults $25, children under 18 $15. Booking fees apply.',
  appointmentRecurrence: [
    {
      _uid: 'r',
      component: 'appointment_recurrence',
      pattern: 'singleDay',
      singleDay: [
        {
          _uid: 's',
          component: 'single_day',
          date: '2026-11-30',
          times: [{ _uid: 't', component: 'timing', startTime: '10:00', endTime: '12:00' }],
        },
      ],
    },
  ],
});

const mapped = (fields: Record<string, unknown> = {}) =>
  eventTicketingBlock.map(
    { _uid: 'e', component: 'event_ticketing', event: 'uuid-lantern-trail', ...fields },
    { ...cardsContext({ events: [recurrent] as never }), centreSlug: 'karri-ridge' },
  );

describe('event_ticketing (spec 1 §2.2, spec 3 §2.2)', () => {
  it('should introduce the named event with its dates and ticket information above its Book Now', () => {
    const model = mapped();
    expect(model).toMatchObject({
      title: 'Lantern Trail',
      excerpt: 'A glowing walk for the whole family.',
      event: { vivenuEventId: 'karri-ridge-recurrent', centreSlug: 'karri-ridge' },
    });
    // one session: its time too, as a ticket is for a time
    expect(model).toMatchObject({ dates: 'Monday, 30 November 2026', time: '10:00am – 12:00pm' });
    expect(model.href).toMatch(/^\/events\/\d+\/lantern-trail$/);
    expect(islandTiming(eventTicketingBlock, model)).toEqual({ when: 'interaction' });
    const out = renderBlock(<EventTicketingView model={model} />, { timeZone: 'Australia/Perth' });
    expect(out).toContain(`<a href="${model.href}"`);
    expect(out).toContain('Adults $25, children under 18 $15. Booking fees apply.');
    expect(out).toContain('>Book Now</button>');
    expect(out).toContain(
      '<p class="event-ticketing__dates">Monday, 30 November 2026, <span class="event-ticketing__time">10:00am – 12:00pm</span></p>',
    );
  });

  it("should take the block's own title over the event's", () => {
    expect(mapped({ title: 'Book the Lantern Trail' }).title).toBe('Book the Lantern Trail');
  });
});
