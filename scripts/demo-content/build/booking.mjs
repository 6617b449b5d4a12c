// pages/book and its booking pages (issue 14, spec 3 §2.1): each an intro text block above a
// `service_booking` block over the demo booking catalogue (the SimplyBook sandbox: services 1, 2, 10, 20-22, 30,
// 40).
// Copy that differs by centre (membership name, where each session happens) comes from the profile's `booking`.
import { page } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';

const text = (heading, body) => ({ component: 'text_block', heading, body: md(body) });
const story = (path, name, content) => ({
  fullSlug: `pages/${path}`,
  story: { name, content: { component: 'page', title: name, ...content } },
});

const TERMS = (centre) =>
  `I accept the ${centre.name} booking terms: sessions can be moved or cancelled up to 24 hours before they start.`;

/** the `service_booking` block with the spec's defaults; each page sets what differs (spec 3 §3.1) */
function bookingBlock(ctx, settings) {
  const { centre } = ctx;
  return {
    component: 'service_booking',
    serviceType: 'service',
    allowMultipleBookings: false,
    allowTieredPricing: false,
    maxPeople: 1,
    minTimeBeforeBooking: 2,
    fullDayEvent: false,
    membershipName: centre.booking.membershipName,
    smsConfirmation: false,
    showBookMore: false,
    nonExclusivePromos: true,
    membersOnly: false,
    marketingFlagId: centre.booking.marketingFlagId,
    terms: TERMS(centre),
    ...settings,
  };
}

const PAGES = [
  {
    path: 'personal-styling',
    name: 'Personal Styling',
    heading: 'Book a styling session',
    card: 'Personal styling',
    alt: 'A stylist holding up a jacket for a client in a fitting room',
    teaser: 'An hour with a stylist, or a wardrobe edit, from $80.',
    intro: (ctx) =>
      `Spend an hour with one of our stylists, who will pull pieces from across ${ctx.centre.name} for you to try on, or book a Wardrobe Edit to plan a whole season. Sessions are held at ${ctx.centre.booking.stylingSuite}.`,
    block: (ctx) => ({
      serviceIds: '1,2',
      analyticsFormName: 'Personal styling booking',
      showBookMore: true,
      reservationNotice: 'We hold your session for 10 minutes while you complete the booking.',
      confirmation: `Thank you for booking. Your stylist will meet you at ${ctx.centre.booking.stylingSuite}; a confirmation email is on its way.`,
    }),
  },
  {
    path: 'kids-build-club',
    name: 'Kids Build Club',
    heading: 'Book a place at Build Club',
    card: 'Kids build club',
    alt: 'Children building with coloured blocks at a table',
    teaser: 'A 45-minute building class for ages 5 to 10, $15 per child.',
    intro: (ctx) =>
      `Kids aged 5 to 10 build a new model each session with our play team at ${ctx.centre.booking.kidsRoom}. Book a place for each child; a parent or carer stays in the centre.`,
    block: (ctx) => ({
      serviceIds: '10',
      serviceType: 'class',
      maxPeople: 6,
      allowMultipleBookings: true,
      analyticsFormName: 'Kids Build Club booking',
      serviceNotice: 'Places are limited to twelve children per session.',
      ticketInfo: `Show your booking reference at ${ctx.centre.booking.kidsRoom} ten minutes before the session starts.`,
      confirmation: 'Your places are booked. We look forward to building with you!',
    }),
  },
  {
    path: 'pamper-package',
    name: 'Pamper Package',
    heading: 'Book a treatment',
    card: 'Pamper package',
    alt: 'A beauty therapist applying a face mask',
    teaser: 'Express facials, brows and hand massages, from $20.',
    intro: (ctx) =>
      `Choose an Express Facial, a Brow Shape & Tint or a Hand & Arm Massage with our beauty therapist at ${ctx.centre.booking.beautyStore}. Add a serum to your facial to take home.`,
    block: () => ({
      serviceIds: '20,21,22',
      analyticsFormName: 'Pamper package booking',
      showBookMore: true,
      confirmation: 'Your treatment is booked. Please arrive five minutes early.',
    }),
  },
  {
    path: 'wreath-workshop',
    name: 'Festive Wreath Workshop',
    heading: 'Make a wreath for the festive season',
    card: 'Festive wreath workshop',
    alt: 'Hands tying eucalyptus and pine into a wreath',
    teaser: 'Make a native wreath to take home. Free; bring up to three friends.',
    intro: (ctx) =>
      `Make a festive wreath from native foliage with a local florist at ${ctx.centre.booking.workshopSpace}. The two-hour workshop is free and materials are supplied; book up to four places.`,
    block: () => ({
      serviceIds: '30',
      maxPeople: 4,
      allowMultipleBookings: true,
      fullDayEvent: false,
      // spec 3 §3.1 `questions`: the block's own, asked after the workshop's (in the provider's field shape)
      questions: [
        {
          component: 'booking_question',
          title: 'Which foliage would you like?',
          type: 'select',
          values: 'Native greens,Eucalyptus and pine,Silver and white',
        },
        { component: 'booking_question', title: 'Name for the gift tag', type: 'text', is_null: true },
      ],
      analyticsFormName: 'Wreath workshop booking',
      confirmation: 'Your places are booked. Aprons and secateurs are supplied.',
    }),
  },
  {
    // more than 20 times a day: the time-of-day filters show (spec 3 §5.1, §9)
    path: 'express-blow-dry',
    name: 'Express Blow-Dry',
    heading: 'Book an express blow-dry',
    card: 'Express blow-dry',
    alt: 'A stylist blow-drying a client\u2019s hair at a salon chair',
    teaser: 'Twenty minutes at the Style Bar, a time every twenty minutes all day, $35.',
    intro: (ctx) =>
      `A twenty-minute blow-dry at the Style Bar beside ${ctx.centre.booking.beautyStore}: smooth, bouncy or beach waves, no wash needed. There is a time every twenty minutes from 9am; filter the day by morning or afternoon.`,
    block: () => ({
      serviceIds: '40',
      analyticsFormName: 'Express blow-dry booking',
      showBookMore: true,
      confirmation: 'Your blow-dry is booked. Please come to the Style Bar a few minutes early.',
    }),
  },
];

export function buildBookingPages(ctx) {
  const { centre } = ctx;
  const card = (spec) => ({
    component: 'generic_card',
    title: spec.name,
    description: spec.teaser,
    image: ctx.asset('card', spec.card, 'card', spec.alt),
    link: page(`book/${spec.path}`),
  });
  const landing = story('book', 'Bookings', {
    metaTitle: `Book a session | ${centre.name}`,
    metaDescription: `Book personal styling, beauty treatments, kids classes and workshops at ${centre.name} online.`,
    body: [
      text(
        `Book at ${centre.name}`,
        'Choose a session, pick a time and pay online. You will have 10 minutes to complete your booking once you choose a time.',
      ),
      { component: 'generic_cards', title: 'What would you like to book?', carousel: false, cards: PAGES.map(card) },
    ],
  });
  const pages = PAGES.map((spec) =>
    story(`book/${spec.path}`, spec.name, {
      metaTitle: `${spec.name} | ${centre.name}`,
      metaDescription: spec.teaser,
      body: [
        text(spec.heading, `${spec.intro(ctx)}\n\n[See everything you can book](/book)`),
        bookingBlock(ctx, spec.block(ctx)),
      ],
    }),
  );
  return [landing, ...pages];
}
