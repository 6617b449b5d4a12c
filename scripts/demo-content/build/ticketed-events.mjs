// The ticketed demo events of every centre (issues 24 and 25, docs/ticketing.md "The demo events", docs/seating.md):
// each names its event in the Vivenu sandbox by `vivenuEventId` (`<centre>-<kind>`), and between them they show every
// state of Book Now and of the ticketing modal, seat maps included. Dates are offsets from today, as the sandbox's own events are.
// Copy that differs by centre comes from the profile (its name, the booking rooms, the membership's name).
import { readFileSync } from 'node:fs';
import { rel } from '../lib/dates.mjs';
import { page } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';

// The sessions of the recurrent events, read from the file the Vivenu sandbox seeds them from
// (src/sandbox/vivenu/recurrent-sessions.json; demo-content.spec.ts checks the pages and the sandbox agree): days
// ahead of today and each day's start times. An event's page lists every day with its times, as the modal offers them.
const SESSIONS = JSON.parse(
  readFileSync(new URL('../../../src/sandbox/vivenu/recurrent-sessions.json', import.meta.url), 'utf8'),
);
const pad = (value) => String(value).padStart(2, '0');
const endOf = (time, minutes) => {
  const [hours, mins] = time.split(':').map(Number);
  const end = hours * 60 + mins + minutes;
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
};
/** a recurrent event's `when`: each of its days with its sessions' start and end times */
const sessionDates = (kind) => {
  const { minutes, sessions } = SESSIONS[kind];
  return {
    pattern: 'differentDates',
    dates: sessions.map(([date, times]) => ({ date, timings: times.map((time) => [time, endOf(time, minutes)]) })),
  };
};

/** the kinds of the Vivenu sandbox's seeded events, with the content that shows each (names, days, prices as there) */
export function ticketedEventSpecs(centre) {
  const { name, slug } = centre;
  const { membershipName, kidsRoom, workshopSpace } = centre.booking;
  const id = (kind) => `${slug}-${kind}`;
  const place = (room) => room.replace(/^the /, 'The ');
  const terms = `Tickets are for the session booked and cannot be refunded unless ${name} cancels the event. Please arrive ten minutes early.`;
  const privacyPolicy = `${name} uses your details to manage your booking and, if you ask, to send you news. See our privacy policy at /privacy.`;
  return [
    {
      slug: 'lantern-making-workshop',
      title: 'Lantern Making Workshop',
      excerpt: 'Make a paper lantern to light up the holidays: a 90-minute workshop for adults and children.',
      body: `Our makers show you how to fold, cut and light a paper lantern to take home.

- Every material supplied, battery tea light included
- Sessions most days over the next three weeks: pick your day and time as you book
- A Family ticket covers two adults and two children

Children under 18 need a ticket of their own and must come with an adult.`,
      location: place(kidsRoom),
      image: 'Lantern making',
      imageAlt: 'Children holding glowing paper lanterns they have made',
      free: false,
      booking: true,
      tags: ['family', 'kids'],
      when: sessionDates('recurrent'),
      ticketing: {
        vivenuEventId: id('recurrent'),
        ticketInfo:
          'Adult $25, Under 18 $15, Family (two adults, two children) $60. A booking fee of $1.50 and 2% per ticket and $2 per order applies; prices include GST.',
        questionInfo: 'Tell us the name for each ticket and anything we should know, such as access or dietary needs.',
        bookingTerms: terms,
        privacyPolicy,
        analyticsFormName: 'Lantern workshop tickets',
      },
    },
    {
      slug: 'carols-by-candlelight',
      title: 'Carols by Candlelight',
      excerpt: 'Carols with a choir and orchestra under the lights of the Forecourt Arena: choose your date and your seats.',
      body: `Sing along with a hundred-voice choir and a full orchestra, candles in hand.

- Evenings and a Sunday matinee over the next three weeks: pick your date as you book
- Choose your seats on the map: Premium at the front, Standard in the middle, Value at the back
- Wheelchair spaces with a companion seat beside them in the back rows

Children under 18 need a ticket of their own and must come with an adult.`,
      location: `The Forecourt Arena, ${name}`,
      image: 'Carols by candlelight',
      imageAlt: 'A choir in red robes singing by candlelight before a crowd',
      free: false,
      booking: true,
      tags: ['family'],
      when: sessionDates('seated-recurrent'),
      ticketing: {
        vivenuEventId: id('seated-recurrent'),
        ticketInfo:
          'Premium $59 (Under 18 $39), Standard $39 (Under 18 $25), Value $25 (Under 18 $15). A booking fee of $1 and 2% per ticket and $2.50 per order applies; prices include GST. Up to 10 seats per booking.',
        bookingTerms: terms,
        privacyPolicy,
        analyticsFormName: 'Carols tickets',
      },
    },
    {
      slug: 'comedy-gala-night',
      title: 'Comedy Gala Night',
      excerpt: 'Five of the country\'s best stand-ups in one night at The Playhouse. Pick your seats as you book.',
      body: `An evening of stand-up from five comedians, hosted by a festival favourite.

- Choose your seats on the map: Premium in the front stalls, Standard behind, Value in the back of the circle
- Wheelchair spaces in the back row of the stalls
- Recommended for ages 15 and over

The show runs two hours with a short interval.`,
      location: `The Playhouse, ${name}`,
      image: 'Comedy night',
      imageAlt: 'A comedian with a microphone on a stage under a spotlight',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 10, times: [['19:30', '21:30']] },
      ticketing: {
        vivenuEventId: id('seated'),
        ticketInfo:
          'Premium $69 (Under 18 $49), Standard $49 (Under 18 $35), Value $29 (Under 18 $19), plus a booking fee of $1.50 per ticket and $2 per order; prices include GST. Up to 8 seats per booking.',
        bookingTerms: terms,
        privacyPolicy,
        analyticsFormName: 'Comedy gala tickets',
      },
    },
    {
      slug: 'wine-and-cheese-evening',
      title: 'Wine and Cheese Evening',
      excerpt: 'Local wines and cheeses with the makers who made them. Ages 18 and over.',
      body: `An evening of tasting led by a sommelier and a cheesemaker from the region.

You will taste five wines against five cheeses and learn what makes a pairing work. Ages 18 and over; ID is checked at the door.`,
      location: place(workshopSpace),
      image: 'Wine and cheese',
      imageAlt: 'Glasses of red and white wine beside a board of cheeses',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 8, times: [['18:00', '20:00']] },
      ticketing: {
        vivenuEventId: id('tax-exclusive'),
        ticketInfo: 'Tickets $40 plus GST, added at checkout, with a booking fee of $1 per ticket and $2.50 per order.',
        bookingTerms: `${terms} Ages 18 and over only.`,
        privacyPolicy,
        analyticsFormName: 'Wine evening tickets',
      },
    },
    {
      slug: 'kids-storytime',
      title: "Kids' Storytime",
      excerpt: 'Picture books and songs for little ones. Free, but book a ticket for each child and adult.',
      body: `Our storytellers read three new picture books and lead a sing-along.

Entry is free, but places are limited: book a free ticket for every child and the adult who comes with them.`,
      location: `${name} Centre Court`,
      image: 'Story time',
      imageAlt: 'A storyteller reading a picture book to small children on cushions',
      free: true,
      booking: true,
      tags: ['family', 'kids'],
      when: { pattern: 'singleDay', date: 5, times: [['11:00', '13:00']] },
      ticketing: {
        vivenuEventId: id('free'),
        ticketInfo: 'Free. Every booking needs at least one child ticket.',
        questionInfo: "Tell us each child's age so we choose the right books.",
        bookingTerms: 'Places are held until 10 minutes before storytime starts.',
        privacyPolicy,
        analyticsFormName: 'Storytime tickets',
      },
    },
    {
      slug: 'members-night-shopping-preview',
      title: "Members' Night Shopping Preview",
      excerpt: `An after-hours preview for ${membershipName} members: offers, live music and a glass of bubbles.`,
      body: `Stay after closing for an evening just for ${membershipName} members.

- Offers from more than thirty stores, for one night only
- Live music and a glass of bubbles on arrival
- Complimentary gift wrapping

Not a member yet? Join as you book: it is free.`,
      location: `${name}, all levels`,
      image: 'Late night shopping',
      imageAlt: 'Shoppers with gift bags under strings of lights in an evening mall',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 12, times: [['19:00', '21:00']] },
      ticketing: {
        vivenuEventId: id('members'),
        membersOnly: true,
        membershipName,
        ticketInfo: 'Tickets $10 with a $10 voucher to spend on the night, plus a booking fee of $0.50 per ticket.',
        bookingTerms: `I am, or am joining as, a ${membershipName} member, and accept the event's terms.`,
        privacyPolicy,
        analyticsFormName: 'Members night tickets',
      },
    },
    {
      slug: 'chocolate-tasting',
      title: 'Chocolate Tasting',
      excerpt: 'Single-origin chocolate with a chocolatier. Every place is taken this time.',
      body: `A chocolatier leads a tasting of six single-origin chocolates, from bean to bar.

Every place is booked. Follow us for the next tasting's date.`,
      location: place(workshopSpace),
      image: 'Chocolate tasting',
      imageAlt: 'Squares of dark chocolate on a slate board',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 6, times: [['15:00', '17:00']] },
      ticketing: {
        vivenuEventId: id('sold-out'),
        soldOut: true,
        ticketInfo: 'Tickets $20, plus a booking fee of $0.50 per ticket.',
        bookingTerms: terms,
        privacyPolicy,
      },
    },
    {
      slug: 'fireworks-picnic',
      title: 'Fireworks Picnic',
      excerpt: 'A picnic hamper, live music and fireworks on the green. Tickets go on sale soon.',
      body: `Spread out on the lawn with a picnic hamper from our food hall, live music from 7:30pm and fireworks at 9pm.

Hampers are included in the ticket price.`,
      location: `${name} Village Green`,
      image: 'Fireworks picnic',
      imageAlt: 'Families on picnic rugs watching fireworks',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 30, times: [['19:30', '21:30']] },
      ticketing: {
        vivenuEventId: id('planned'),
        ticketInfo: 'Tickets $30 including a picnic hamper, plus a booking fee of $0.50 per ticket.',
        bookingTerms: terms,
        privacyPolicy,
      },
    },
    {
      slug: 'craft-market-tour',
      title: 'Craft Market Tour',
      excerpt: 'A guided morning among the makers, with a tasting and a discount card.',
      body: `Meet the makers behind ${name}'s craft market on a guided tour: ceramics, jewellery, honey and more.

The tour ends with a tasting and a card for 10% off at every stall.`,
      location: `${name} Centre Court`,
      image: 'Craft market',
      imageAlt: 'Handmade ceramics on a market stall',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 9, times: [['10:00', '12:00']] },
      ticketing: {
        vivenuEventId: id('offline'),
        offline: true,
        offlineMessage:
          'Online bookings for the Craft Market Tour are paused while we add more tours. Please check back tomorrow, or ask at Customer Service to book in person.',
        bookingTerms: terms,
        privacyPolicy,
      },
    },
  ];
}

const eventSlug = (spec) => `foundation/events/${spec.slug}`;
const byKind = (centre, kind) =>
  ticketedEventSpecs(centre).find((spec) => spec.ticketing.vivenuEventId === `${centre.slug}-${kind}`);

/**
 * list_cards of every ticketed event, for What's On and the home page (each event is reachable from both). Not
 * "on sale": one is sold out, one not on sale yet and one booked in person only; the Tickets page lists them all.
 */
export function ticketedEventCards(centre) {
  return {
    component: 'list_cards',
    title: 'Ticketed events',
    num_shown: 12,
    link: page('tickets'),
    items: ticketedEventSpecs(centre).map((spec) => rel(eventSlug(spec))),
  };
}

/** pages/tickets: the ticketed events as event_ticketing blocks, and a book_event block in running text */
export function buildTicketsPage(ctx) {
  const { centre } = ctx;
  const ticketing = (kind, title) => ({
    component: 'event_ticketing',
    event: rel(eventSlug(byKind(centre, kind))),
    ...(title ? { title } : {}),
  });
  return {
    fullSlug: 'pages/tickets',
    story: {
      name: 'Tickets',
      content: {
        component: 'page',
        title: 'Tickets',
        metaDescription: `Book tickets for shows, workshops and evenings at ${centre.name}.`,
        body: [
          {
            component: 'text_block',
            heading: `Tickets for events at ${centre.name}`,
            body: md(
              `Book shows, classes and evenings here, or from each event's page on [What's On](/whats-on). Tickets are held for you while you book.`,
            ),
          },
          ticketing('recurrent', 'Lantern Making Workshop: most days for three weeks'),
          ticketing('seated-recurrent', 'Carols by Candlelight: choose your date and your seats'),
          ticketing('seated', 'Comedy Gala Night: choose your seats'),
          ticketing('tax-exclusive'),
          ticketing('free'),
          ticketing('members'),
          ticketing('sold-out'),
          ticketing('planned'),
          {
            component: 'text_block',
            heading: 'Craft Market Tour',
            body: md('A guided morning among the makers of our craft market, with a tasting at the end.'),
          },
          { component: 'book_event', event: rel(eventSlug(byKind(centre, 'offline'))) },
        ],
      },
    },
  };
}
