import { TicketingCallError } from '../ticketing-api';
import { TicketingFlowStore } from '../ticketing-flow.store';
import { content, eventOf, giveDetails, MemoryTicketingApi } from '../ticketing.fixtures';
import { renderModal as render, textOf as text } from './modal.fixtures';

const now = Date.parse('2026-11-28T01:00:00Z');

function flowOf(api = new MemoryTicketingApi(eventOf(), undefined, () => now)) {
  return new TicketingFlowStore({
    content,
    api,
    onClose: () => {},
    now: () => now,
    push: () => {},
    beacon: () => true,
  });
}

describe('the ticketing modal (spec 3 §2.2, §4.2)', () => {
  afterEach(() => jest.useRealTimers());

  it('should be a labelled dialog with the subtitle, the progress bar, the time picker and no Back on the first step', async () => {
    const flow = flowOf();
    await flow.open();
    const html = render(flow);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(text(html)).toContain('Santa Photos');
    expect(text(html)).toContain('1: Event Booking');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="0"/);
    expect(text(html)).toContain('Select your time');
    expect(text(html)).toContain('10:00am');
    expect(text(html)).toContain('3 tickets left');
    expect(text(html)).not.toContain('Back');
    // Next with its arrow, disabled until a time is chosen
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Next<span aria-hidden="true"> →<\/span>/);
  });

  it("should list the tickets with 'Under 18', their prices and the children notice", async () => {
    jest.useFakeTimers();
    const flow = flowOf();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('child');
    const page = text(render(flow));
    expect(page).toContain('2: Ticket selection');
    expect(page).toContain('Adult $20.00');
    expect(page).toContain('Under 18 $10.00');
    expect(page).toContain('Please note that children must be accompanied by an adult');
    expect(page).toContain('Back');
  });

  it("should show 'Free' for a free ticket and 'Sold out' for one with none left", async () => {
    const api = new MemoryTicketingApi(
      eventOf({
        eventType: 'SINGLE',
        tickets: [
          { id: 'adult', name: 'Adult', priceCents: 0, v: 5, requiresExtraFields: false },
          { id: 'family', name: 'Family', priceCents: 5000, v: 0, requiresExtraFields: false },
        ],
      }),
      [],
    );
    const flow = flowOf(api);
    await flow.open();
    const page = text(render(flow));
    expect(page).toContain('Adult Free 5 tickets left');
    expect(page).toContain('Family $50.00 Sold out');
  });

  it('should show the countdown and the Leave dialog over the step', async () => {
    jest.useFakeTimers();
    const flow = flowOf();
    await flow.open();
    flow.choice.chooseTime('willowvale-recurrent-20261205-1000');
    await flow.primary();
    flow.add('adult');
    await flow.primary();
    flow.requestClose();
    const leaving = text(render(flow));
    expect(leaving).toContain('15:00');
    expect(leaving).toContain('Are you sure you want to leave?');
    expect(leaving).toContain('All booking selections and details will be lost if you close the booking modal.');
    expect(leaving).toContain('Yes, I want to leave');
    expect(render(flow)).toContain('role="alertdialog"');
  });

  it('should show the order with incl. GST and the promo code on the payment step, Pay without an arrow', async () => {
    jest.useFakeTimers();
    const api = new MemoryTicketingApi(
      eventOf({ eventType: 'SINGLE', extraFields: [], ticketExtraFields: [] }),
      [],
      () => now,
    );
    const flow = flowOf(api);
    await flow.open();
    flow.add('adult');
    flow.add('adult');
    await flow.primary();
    await giveDetails(flow, 'L');
    await flow.primary();
    await Promise.resolve();
    const html = render(flow);
    const page = text(html);
    expect(page).toContain('3: Payment');
    expect(page).toContain('2 × Adult $40.00');
    expect(page).toContain('Total $40.00 incl. GST $3.64');
    expect(page).toContain('Promo code');
    expect(page).toContain('Card number');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
  });

  it('should show the event availability message instead of the flow', async () => {
    const api = new MemoryTicketingApi(eventOf(), []);
    api.eventInfo = () => Promise.reject(new TicketingCallError('Sorry, Event tickets sold out!', 400));
    const flow = flowOf(api);
    await flow.open();
    const page = text(render(flow));
    expect(page).toContain('Sorry, Event tickets sold out!');
    expect(page).toContain('Close');
    expect(page).not.toContain('Next');
  });
});
