// The ticketed demo events of every centre (issue 24, docs/ticketing.md "The demo events"): each names its event
// in the Vivenu sandbox by `vivenuEventId` (`<centre>-<kind>`), and between them they show every state of Book Now
// and of the ticketing modal. Dates are offsets from today, as the sandbox's own events are.
// Copy that differs by centre comes from the profile (its name, the booking rooms, the membership's name).
import { rel } from '../lib/dates.mjs';
import { page } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';

/** the kinds of the Vivenu sandbox's seeded events, with the content that shows each */
export function ticketedEventSpecs(centre) {
  const { name, slug } = centre;
  const { membershipName, kidsRoom, workshopSpace } = centre.booking;
  const id = (kind) => `${slug}-${kind}`;
  const terms = `Tickets are for the session booked and cannot be refunded unless ${name} cancels the event. Please arrive ten minutes early.`;
  const privacyPolicy = `${name} uses your details to manage your booking and, if you ask, to send you news. See our privacy policy at /privacy.`;
  return [
    {
      slug: 'science-show-spectacular',
      title: 'Science Show Spectacular',
      excerpt: 'Fizzing potions, flying rockets and a giant bubble finale: a 45-minute show for the whole family.',
      body: `The Science Squad bring their loudest, fizziest show to ${name} every weekend of the holidays.

- Rockets powered by air and water
- Potions that change colour on cue
- A giant bubble finale big enough to stand inside

Each show runs 45 minutes. Children under 18 need a ticket of their own and must come with an adult.`,
      location: kidsRoom.replace(/^the /, 'The '),
      image: 'Science show',
      imageAlt: 'A presenter in goggles holding a fizzing flask in front of a delighted young audience',
      free: false,
      booking: true,
      tags: ['family', 'kids'],
      when: {
        pattern: 'everyWeek',
        from: 3,
        to: 31,
        days: ['Saturday', 'Sunday'],
        timings: [
          ['10:30', '11:15'],
          ['13:30', '14:15'],
        ],
      },
      ticketing: {
        vivenuEventId: id('recurrent'),
        ticketInfo: 'Adults $25, Under 18 $15. A booking fee applies per ticket and per order; prices include GST.',
        questionInfo: 'Tell us about anyone in your group with access needs so we can keep a good spot for them.',
        bookingTerms: terms,
        privacyPolicy,
        analyticsFormName: 'Science show tickets',
      },
    },
    {
      slug: 'wine-and-cheese-masterclass',
      title: 'Wine & Cheese Masterclass',
      excerpt: 'Six wines, six cheeses and a sommelier to explain why they work together. Ages 18 and over.',
      body: `An evening of tasting led by a sommelier and a cheesemaker from the region.

You will taste six wines against six cheeses, learn what makes a pairing work, and take home a tasting card. Ages 18 and over; ID is checked at the door.`,
      location: workshopSpace.replace(/^the /, 'The '),
      image: 'Wine and cheese',
      imageAlt: 'Glasses of red and white wine beside a board of cheeses',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 12, times: [['18:30', '20:30']] },
      ticketing: {
        vivenuEventId: id('tax-exclusive'),
        ticketInfo: 'Tickets $60 plus GST, added at checkout.',
        bookingTerms: `${terms} Ages 18 and over only.`,
        privacyPolicy,
        analyticsFormName: 'Masterclass tickets',
      },
    },
    {
      slug: 'carols-in-the-courtyard',
      title: 'Carols in the Courtyard',
      excerpt: 'A free evening of carols with a community choir. Book a free ticket to save your seat.',
      body: `Bring the family for an hour of carols with a community choir and a brass quartet.

Entry is free, but seats are limited: book a free ticket so we know how many chairs to set out.`,
      location: `${name} Centre Court`,
      image: 'Christmas carols',
      imageAlt: 'A choir in Santa hats singing under festoon lights',
      free: true,
      booking: true,
      when: { pattern: 'singleDay', date: 20, times: [['19:00', '20:00']] },
      ticketing: {
        vivenuEventId: id('free'),
        ticketInfo: 'Free. One ticket per seat, children included.',
        bookingTerms: 'Seats are held until 10 minutes before the carols start.',
        privacyPolicy,
        analyticsFormName: 'Carols tickets',
      },
    },
    {
      slug: 'members-late-night-shopping',
      title: `${membershipName} Late-Night Shopping`,
      excerpt: `An after-hours evening for ${membershipName} members: offers, live music and a glass of bubbles.`,
      body: `Stay after closing for an evening just for ${membershipName} members.

- Offers from more than thirty stores, for one night only
- Live music and a glass of bubbles on arrival
- Complimentary gift wrapping

Not a member yet? Join as you book: it is free.`,
      location: `${name}, all levels`,
      image: 'Late night shopping',
      imageAlt: 'Shoppers with gift bags under strings of lights in an evening mall',
      free: true,
      booking: true,
      when: { pattern: 'singleDay', date: 9, times: [['18:00', '21:00']] },
      ticketing: {
        vivenuEventId: id('members'),
        membersOnly: true,
        membershipName,
        ticketInfo: `Free for ${membershipName} members. One ticket per guest.`,
        bookingTerms: `I am, or am joining as, a ${membershipName} member, and accept the event's terms.`,
        privacyPolicy,
        analyticsFormName: 'Members evening tickets',
      },
    },
    {
      slug: 'gingerbread-house-workshop',
      title: 'Gingerbread House Workshop',
      excerpt: 'Build and decorate a gingerbread house to take home. This session is fully booked.',
      body: `Our pastry chefs supply the walls, the icing and far too many lollies; you supply the design.

Every workshop this season is fully booked. Follow us for next year's dates.`,
      location: workshopSpace.replace(/^the /, 'The '),
      image: 'Gingerbread house',
      imageAlt: 'A child piping icing onto a gingerbread house',
      free: false,
      booking: true,
      when: { pattern: 'singleDay', date: 6, times: [['10:00', '12:00']] },
      ticketing: {
        vivenuEventId: id('sold-out'),
        soldOut: true,
        ticketInfo: 'Sold out for this season.',
        bookingTerms: terms,
        privacyPolicy,
      },
    },
    {
      slug: 'new-years-eve-kids-countdown',
      title: "New Year's Eve Kids' Countdown",
      excerpt: 'Count down to midnight at 7pm: a disco, glow sticks and a balloon drop for little ones.',
      body: `All the fun of New Year's Eve, at a bedtime that works for young families.

There is a kids' disco, glow sticks for everyone and a balloon drop on the stroke of "midnight", 7pm sharp. Tickets go on sale soon.`,
      location: kidsRoom.replace(/^the /, 'The '),
      image: 'Balloon drop',
      imageAlt: 'Children reaching up as balloons fall from the ceiling',
      free: false,
      booking: true,
      tags: ['family', 'kids'],
      when: { pattern: 'singleDay', date: 33, times: [['17:30', '19:15']] },
      ticketing: {
        vivenuEventId: id('planned'),
        ticketInfo: 'Tickets go on sale soon: adults $10, Under 18 $12 with a glow kit.',
        bookingTerms: terms,
        privacyPolicy,
      },
    },
    {
      slug: 'photos-with-santa',
      title: 'Photos with Santa',
      excerpt: 'Book a ten-minute session with Santa and take home a printed photo and a digital copy.',
      body: `Santa is taking a break from the workshop to meet families at ${name}.

Each session is ten minutes and includes a printed photo and a digital copy. Pets are welcome on Monday evenings.`,
      location: `${name} Centre Court`,
      image: 'Santa photos',
      imageAlt: 'Santa in his chair smiling with a family in front of a Christmas tree',
      free: false,
      booking: true,
      when: { pattern: 'everyDay', from: 1, to: 27, timings: [['10:00', '18:00']] },
      ticketing: {
        vivenuEventId: id('offline'),
        offline: true,
        offlineMessage:
          'Online bookings for Photos with Santa are paused while we add more sessions. Please check back tomorrow, or visit the Santa set to book in person.',
        bookingTerms: terms,
        privacyPolicy,
      },
    },
  ];
}

const eventSlug = (spec) => `foundation/events/${spec.slug}`;
const byKind = (centre, kind) =>
  ticketedEventSpecs(centre).find((spec) => spec.ticketing.vivenuEventId === `${centre.slug}-${kind}`);

/** list_cards of every ticketed event, for What's On and the home page (each event is reachable from both) */
export function ticketedEventCards(centre) {
  return {
    component: 'list_cards',
    title: 'Tickets on sale',
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
          ticketing('recurrent', 'Science Show Spectacular: every weekend of the holidays'),
          ticketing('tax-exclusive'),
          ticketing('free'),
          ticketing('members'),
          {
            component: 'text_block',
            heading: 'Photos with Santa',
            body: md('Ten-minute sessions with Santa, with a printed photo and a digital copy.'),
          },
          { component: 'book_event', event: rel(eventSlug(byKind(centre, 'offline'))) },
        ],
      },
    },
  };
}
