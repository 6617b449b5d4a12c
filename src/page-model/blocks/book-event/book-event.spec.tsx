import { event as eventStory, cardsContext } from '../../../../test/utils/card-stories';
import { renderBlock } from '../../../../test/utils/block-specs';
import { islandTiming } from '../block-definition';
import { bookEventBlock } from './book-event.block';
import { BookEventView } from './book-event.view';

const ticketed = (slug: string, extra: Record<string, unknown> = {}) =>
  eventStory(slug, { vivenuEventId: `willowvale-${slug}`, ...extra });

function mapped(extra: Record<string, unknown> = {}, sales?: Record<string, 'onSale' | 'soldOut'>) {
  const ctx = {
    ...cardsContext({ events: [ticketed('free', extra), eventStory('untick')] as never }),
    centreSlug: 'willowvale',
  };
  if (sales) ctx.ticketSales = sales;
  return bookEventBlock.map({ _uid: 'b', component: 'book_event', event: 'uuid-free' }, ctx);
}

const html = (extra: Record<string, unknown> = {}, sales?: Record<string, 'onSale' | 'soldOut'>) =>
  renderBlock(<BookEventView model={mapped(extra, sales)} />).replace(/&#x27;/g, "'");

describe('book_event (spec 1 §2.2, spec 3 §2.2)', () => {
  it('should render Book Now for the named event, its island loading on the first press', () => {
    const model = mapped();
    expect(model.event).toMatchObject({
      centreSlug: 'willowvale',
      vivenuEventId: 'willowvale-free',
      title: 'Event free',
    });
    expect(islandTiming(bookEventBlock, model)).toEqual({ when: 'interaction' });
    expect(bookEventBlock.needs).toEqual(['events']);
    const out = html();
    expect(out).toMatch(
      /<button type="button" class="button button--primary book-now__button" aria-haspopup="dialog">Book Now<\/button>/,
    );
    expect(out).toContain('Booking tickets needs JavaScript');
    // the block names the event only here: the link leads to its page
    expect(out).toMatch(/<p class="book-event__more"><a href="\/events\/\d+\/free">More about Event free<\/a><\/p>/);
  });

  it('should read Sold Out, disabled, from the content or the sale status the server read', () => {
    expect(html({ soldOut: true })).toMatch(/<button[^>]*disabled=""[^>]*>Sold Out<\/button>/);
    expect(html({}, { 'willowvale-free': 'soldOut' })).toMatch(/<button[^>]*disabled=""[^>]*>Sold Out<\/button>/);
  });

  it('should ship no code for a Book Now that cannot open anything (sold out, offline)', () => {
    expect(islandTiming(bookEventBlock, mapped({}, { 'willowvale-free': 'soldOut' }))).toBeUndefined();
    expect(islandTiming(bookEventBlock, mapped({ offline: true }))).toBeUndefined();
  });

  it('should show the offline message instead of Book Now', () => {
    const out = html({ offline: true, offlineMessage: 'Ticket sales pause while we move the stage. Back tomorrow.' });
    expect(out).toContain(
      '<p class="book-now__offline">Ticket sales pause while we move the stage. Back tomorrow.</p>',
    );
    expect(out).not.toContain('<button');
    expect(out).toContain('More about Event free</a>');
  });

  it('should tell visitors a members-only event is for members', () => {
    expect(html({ membersOnly: true, membershipName: 'Willowvale Insiders' })).toContain(
      'You must be, or become, a Willowvale Insiders member to book this event',
    );
  });

  it('should refuse an event that is missing or sells no tickets (the editor sees the error in preview)', () => {
    const ctx = cardsContext({ events: [eventStory('untick')] as never });
    expect(() => bookEventBlock.map({ _uid: 'b', component: 'book_event' }, ctx)).toThrow('event');
    expect(() => bookEventBlock.map({ _uid: 'b', component: 'book_event', event: 'uuid-gone' }, ctx)).toThrow('event');
    expect(() => bookEventBlock.map({ _uid: 'b', component: 'book_event', event: 'uuid-untick' }, ctx)).toThrow(
      'vivenuEventId',
    );
  });
});
