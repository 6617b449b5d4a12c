import { CENTRE, EVENTS, useTicketingApp } from './ticketing-harness';

const handle = useTicketingApp();

describe('the events the ticketing modal reads', () => {
  it("should list a recurrent event's dates and times from now on, each with its sale status, stock and price", async () => {
    const res = await handle.app.get(`/api/events/public/listings?eventId=${EVENTS.recurrent}`).expect(200);
    const events = res.body.events as {
      _id: string;
      start: string;
      saleStatus: string;
      v: number;
      startingPriceCents: number;
      timezone: string;
    }[];
    expect(events.length).toBeGreaterThan(5);
    for (const event of events) {
      expect(event._id.startsWith(`${EVENTS.recurrent}-`)).toBe(true);
      expect(Date.parse(event.start)).toBeGreaterThan(Date.now());
      expect(event.timezone).toBe('Australia/Melbourne');
    }
    expect(events[0]).toMatchObject({ saleStatus: 'onSale' });
  });

  it('should list nothing for a single event, whose info the browser then reads', async () => {
    const res = await handle.app.get(`/api/events/public/listings?eventId=${EVENTS.members}`).expect(200);
    expect(res.body).toEqual({ events: [] });
  });

  it("should answer a date's info in cents, with its tickets, questions, fees and tax", async () => {
    const listing = await handle.app.get(`/api/events/public/listings?eventId=${EVENTS.recurrent}`).expect(200);
    const date = listing.body.events[0]._id as string;
    const res = await handle.app.get(`/api/events/info/${date}`).expect(200);
    expect(res.body).toMatchObject({
      _id: date,
      name: 'Lantern Making Workshop',
      eventType: 'RECURRENCE',
      saleStatus: 'onSale',
      fees: { cXfCents: 150, cXv: 0.02, ccXfCents: 200 },
      tax: { rate: 0.1, inclusive: true },
      meta: { is_child_tickets_mandatory: false, max_adult_tickets: 6 },
    });
    const adult = (res.body.tickets as { id: string; priceCents: number; requiresExtraFields: boolean }[]).find(
      (ticket) => ticket.id === `${CENTRE}-adult`,
    );
    expect(adult).toMatchObject({ priceCents: 2500, requiresExtraFields: true });
    expect((res.body.extraFields as { slug: string }[]).map((field) => field.slug)).toContain('event_name');
  });

  it("should answer spec 3 §8's event errors: not found, sold out, expired on its date, a ROOT's sales closed", async () => {
    const missing = await handle.app.get('/api/events/info/no-such-event').expect(404);
    expect(missing.body.message).toBe('Event not found');
    const soldOut = await handle.app.get(`/api/events/info/${EVENTS.soldOut}`).expect(400);
    expect(soldOut.body.message).toBe('Sorry, Event tickets sold out!');
    const past = await handle.app.get(`/api/events/info/${EVENTS.past}`).expect(400);
    expect(past.body.message).toMatch(/^Sorry, Event expired on [A-Z][a-z]+day \d{2} [A-Z][a-z]+\.$/);
    const root = await handle.app.get(`/api/events/info/${EVENTS.recurrent}`).expect(400);
    expect(root.body.message).toBe('Sorry, Lantern Making Workshop sales are closed');
  });

  it("should answer an event's availability: its stock and each ticket type's", async () => {
    const res = await handle.app.get(`/api/public/events/${EVENTS.members}`).expect(200);
    expect(res.body).toMatchObject({ saleStatus: 'onSale', tickets: [{ id: `${CENTRE}-members-entry`, v: 100 }] });
    await handle.app.get('/api/public/events/no-such-event').expect(404);
  });

  it("should answer 'Unknown error occurred' (503) when Vivenu fails", async () => {
    const faults = handle.app.test.sandboxes.vivenu.faults;
    faults.set({ mode: 'error', status: 503, match: /events\/info/ });
    try {
      const res = await handle.app.get(`/api/events/info/${EVENTS.members}`).expect(503);
      expect(res.body.message).toBe('Unknown error occurred. Please try again.');
    } finally {
      faults.clear();
    }
  });
});
