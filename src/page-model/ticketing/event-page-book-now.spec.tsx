import { PromotionView } from '../../../client/features/promotion/promotion-view';
import { event as eventStory } from '../../../test/utils/card-stories';
import { mapContext, renderBlock } from '../../../test/utils/block-specs';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';
import { pageViewTiming } from '../pages/page-view-kinds';
import { toPromotionPage } from '../promotion/promotion.mapper';
import type { SaleStatus } from '../../common/domain/ticketing/ticketing-wire';

function eventPage(extra: Record<string, unknown>, ticketSales?: Record<string, SaleStatus>) {
  const model = toPromotionPage({
    kind: 'event',
    story: eventStory('lantern-trail', { title: 'Lantern Trail', ...extra }) as CmsStory,
    stores: [],
    assets: mapContext().assets,
    timeZone: 'Australia/Melbourne',
    now: new Date('2026-11-23T00:00:00Z'),
    shareUrl: 'https://willowvale.example/events/1/lantern-trail',
    ticketing: { centreSlug: 'willowvale', ...(ticketSales ? { ticketSales } : {}) },
  });
  const html = renderBlock(<PromotionView model={model} />).replace(/&#x27;/g, "'");
  return { model, html };
}

describe("the event page's Book Now (spec 3 §2.2, decision 0029 item 5)", () => {
  it('should render Book Now, server-side, for an event that names its Vivenu event', () => {
    const { model, html } = eventPage({
      vivenuEventId: 'willowvale-recurrent',
      ticketInfo: 'Adults $25, under 18 $15.',
      bookingTerms: 'Tickets are non-refundable.',
    });
    expect(model.event?.ticketing).toEqual({
      centreSlug: 'willowvale',
      title: 'Lantern Trail',
      vivenuEventId: 'willowvale-recurrent',
      offline: false,
      soldOut: false,
      membersOnly: false,
      ticketInfo: 'Adults $25, under 18 $15.',
      bookingTerms: 'Tickets are non-refundable.',
    });
    expect(html).toContain('<section class="promotion__tickets" aria-label="Tickets">');
    expect(html).toContain('Adults $25, under 18 $15.');
    expect(html).toMatch(/<button [^>]*aria-haspopup="dialog"[^>]*>Book Now<\/button>/);
    // without scripts the page says so rather than offering a button that cannot work (ticketing.css)
    expect(html).toContain('<p class="book-now__noscript">Booking tickets needs JavaScript.');
    // the view (and Book Now in it) hydrates on the first press; the modal's code loads only then
    expect(pageViewTiming('promotion', model)).toEqual({ when: 'interaction' });
  });

  it('should show no Book Now on an event without tickets', () => {
    const { model, html } = eventPage({});
    expect(model.event?.ticketing).toBeUndefined();
    expect(html).not.toContain('book-now');
  });

  it('should read Sold Out, disabled, from the content or the sale status', () => {
    expect(eventPage({ vivenuEventId: 'willowvale-sold-out', soldOut: true }).html).toMatch(
      /<button[^>]*disabled=""[^>]*>Sold Out<\/button>/,
    );
    expect(eventPage({ vivenuEventId: 'willowvale-sold-out' }, { 'willowvale-sold-out': 'soldOut' }).html).toMatch(
      /<button[^>]*disabled=""[^>]*>Sold Out<\/button>/,
    );
  });

  it('should say nothing about JavaScript beside a Sold Out that could not be pressed anyway', () => {
    const { html } = eventPage({ vivenuEventId: 'willowvale-sold-out', soldOut: true });
    expect(html).not.toContain('book-now__noscript');
  });

  it('should read On Sale Soon before sales open and Sales Closed once they are over, disabled, with no note', () => {
    const planned = eventPage({ vivenuEventId: 'willowvale-planned' }, { 'willowvale-planned': 'planned' }).html;
    expect(planned).toMatch(/<button[^>]*disabled=""[^>]*>On Sale Soon<\/button>/);
    expect(planned).not.toContain('book-now__noscript');
    const past = eventPage({ vivenuEventId: 'willowvale-past' }, { 'willowvale-past': 'past' }).html;
    expect(past).toMatch(/<button[^>]*disabled=""[^>]*>Sales Closed<\/button>/);
  });

  it('should show the offline message, or the standard one, instead of Book Now', () => {
    const { html } = eventPage({ vivenuEventId: 'willowvale-offline', offline: true });
    expect(html).toContain(
      'Booking for this event is temporarily unavailable. Sorry for the inconvenience caused. We will be back shortly.',
    );
    expect(html).not.toContain('book-now__button');
  });

  it('should give the members-only copy beside Book Now', () => {
    const { html } = eventPage({
      vivenuEventId: 'willowvale-members',
      membersOnly: 'true',
      membershipName: 'Willowvale Insiders',
    });
    expect(html).toContain(
      '<p class="book-now__members">You must be, or become, a Willowvale Insiders member to book this event</p>',
    );
    // without scripts the note takes the button's place, above the members-only copy
    expect(html.indexOf('book-now__noscript')).toBeLessThan(html.indexOf('book-now__members'));
  });
});
