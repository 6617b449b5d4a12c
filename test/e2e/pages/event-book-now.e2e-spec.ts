import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';

// The ticketed demo events' pages (docs/ticketing.md "The demo events"), through the whole site against the
// sandboxes: Book Now rendered by the server in the state the content and Vivenu give it.
let app: TestApp;
let sitemap = '';
beforeAll(async () => {
  app = await startTestApp();
  sitemap = (await get('/sitemap.xml')).text;
});
afterAll(() => app.close());

const get = (path: string) => request(app.url).get(path).set('Host', app.host('willowvale'));
const eventPage = async (slug: string) => {
  const match = new RegExp(`/events/(\\d+)/${slug}<`).exec(sitemap);
  if (!match) throw new Error(`events/${slug} is not in the sitemap`);
  const res = await get(`/events/${match[1]}/${slug}`);
  expect(res.status).toBe(200);
  return res.text.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
};
const bookNowButton = /<button type="button" class="button button--primary book-now__button"[^>]*>([^<]*)<\/button>/;

describe("Book Now on the ticketed events' pages", () => {
  it('should offer Book Now on a paid recurrent event, with a plain note for a browser without scripts', async () => {
    const html = await eventPage('lantern-making-workshop');
    expect(bookNowButton.exec(html)?.[0]).not.toContain('disabled');
    expect(bookNowButton.exec(html)?.[1]).toBe('Book Now');
    expect(html).toContain('Adult $25, Under 18 $15, Family (two adults, two children) $60.');
    expect(html).toContain('Booking tickets needs JavaScript.');
    // the event's view (and Book Now in it) hydrates on the first press; its stylesheet is linked before it
    expect(html).toMatch(/<atrium-island data-island="view:promotion" data-when="interaction"/);
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]*ticketing[^"]*\.css"/);
  });

  it("should list the recurrent event's days with the session times the modal offers, never 'All day'", async () => {
    const html = await eventPage('lantern-making-workshop');
    const dates = html.slice(html.indexOf('Dates and times'), html.indexOf('</aside>'));
    expect(dates).toContain('10:00am – 11:30am');
    expect(dates).toContain('2:00pm – 3:30pm');
    expect(dates).toContain('10:30am – 12:00pm');
    expect(dates).toContain('5:30pm – 7:00pm');
    expect(dates).not.toContain('All day');
  });

  it('should read Sold Out, disabled, for the sold-out event', async () => {
    const html = await eventPage('chocolate-tasting');
    expect(bookNowButton.exec(html)?.[0]).toContain('disabled=""');
    expect(bookNowButton.exec(html)?.[1]).toBe('Sold Out');
    expect(html).not.toContain('book-now__noscript');
  });

  it('should read On Sale Soon, disabled, for the event whose sales have not opened', async () => {
    const html = await eventPage('fireworks-picnic');
    expect(bookNowButton.exec(html)?.[0]).toContain('disabled=""');
    expect(bookNowButton.exec(html)?.[1]).toBe('On Sale Soon');
  });

  it('should read Sold Out from Vivenu when its tickets run out, on the event page and in the blocks that name it', async () => {
    app.sandboxes.vivenu.setStock('willowvale-tax-exclusive', 'willowvale-evening-adult', 0);
    const html = await eventPage('wine-and-cheese-evening');
    expect(bookNowButton.exec(html)?.[0]).toContain('disabled=""');
    expect(bookNowButton.exec(html)?.[1]).toBe('Sold Out');
    const tickets = (await get('/tickets')).text;
    const wine = tickets.slice(tickets.indexOf('Wine and Cheese Evening'));
    expect(bookNowButton.exec(wine)?.[1]).toBe('Sold Out');
    expect(bookNowButton.exec(tickets)?.[1]).toBe('Book Now');
  });

  it('should show the offline message instead of Book Now', async () => {
    const html = await eventPage('craft-market-tour');
    expect(html).toContain('<p class="book-now__offline">Online bookings for the Craft Market Tour are paused');
    expect(html).not.toContain('book-now__button');
  });

  it('should give the members-only copy beside Book Now', async () => {
    const html = await eventPage('members-night-shopping-preview');
    expect(html).toContain('You must be, or become, a Willowvale Insiders member to book this event');
  });

  it("should list every ticketed event on What's On and the home page, and sell them from the Tickets page's blocks", async () => {
    for (const path of ['/whats-on', '/']) {
      const html = (await get(path)).text;
      expect(html).toContain('Ticketed events');
      for (const slug of ['lantern-making-workshop', 'kids-storytime', 'craft-market-tour'])
        expect(html).toMatch(new RegExp(`href="/events/\\d+/${slug}"`));
    }
    const tickets = await get('/tickets');
    expect(tickets.status).toBe(200);
    const html = tickets.text.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
    expect(html).toMatch(/<atrium-island data-island="block:event_ticketing" data-when="interaction"/);
    // the book_event block names the offline tour: nothing there to press, so it ships no code
    expect(html).not.toContain('data-island="block:book_event"');
    expect(html).toContain('Lantern Making Workshop: most days for three weeks');
    // a single event's block gives its time; the sold-out and not-yet-on-sale events are there, disabled
    expect(html).toMatch(
      /Wine and Cheese Evening[\s\S]*?<p class="event-ticketing__dates">[^<]*<!-- -->, <span class="event-ticketing__time">6:00pm – 8:00pm<\/span><\/p>/,
    );
    const tail = (title: string) => html.slice(html.indexOf(`>${title}<`));
    expect(bookNowButton.exec(tail('Chocolate Tasting'))?.[1]).toBe('Sold Out');
    expect(bookNowButton.exec(tail('Fireworks Picnic'))?.[1]).toBe('On Sale Soon');
    // the book_event block leads to the event's page
    expect(html).toMatch(/<a href="\/events\/\d+\/craft-market-tour">More about Craft Market Tour<\/a>/);
    expect(html).toContain('<p class="book-now__offline">Online bookings for the Craft Market Tour are paused');
  });

  // after the Tickets page's first read above: a page read here would be the one the cache keeps
  it("should offer Book Now on the seated events, the recurrent one listing its dates and times", async () => {
    const carols = await eventPage('carols-by-candlelight');
    expect(bookNowButton.exec(carols)?.[0]).not.toContain('disabled');
    expect(bookNowButton.exec(carols)?.[1]).toBe('Book Now');
    expect(carols).toContain('Premium $59 (Under 18 $39), Standard $39 (Under 18 $25), Value $25 (Under 18 $15).');
    const dates = carols.slice(carols.indexOf('Dates and times'), carols.indexOf('</aside>'));
    expect(dates).toContain('7:00pm – 9:00pm');
    expect(dates).toContain('2:00pm – 4:00pm');
    const gala = await eventPage('comedy-gala-night');
    expect(bookNowButton.exec(gala)?.[1]).toBe('Book Now');
    expect(gala).toContain('Up to 8 seats per booking.');
    const whatsOn = (await get('/whats-on')).text;
    for (const slug of ['carols-by-candlelight', 'comedy-gala-night'])
      expect(whatsOn).toMatch(new RegExp(`href="/events/\\d+/${slug}"`));
    const tickets = (await get('/tickets')).text.replace(/&#x27;/g, "'");
    expect(tickets).toContain('Carols by Candlelight: choose your date and your seats');
    expect(bookNowButton.exec(tickets.slice(tickets.indexOf('>Comedy Gala Night: choose your seats<')))?.[1]).toBe(
      'Book Now',
    );
  });
});
