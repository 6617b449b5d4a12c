// Willowvale: an upmarket Melbourne mall in the leafy east, known for its laneway dining, designer
// fashion and fresh food market. Space 1001, Australia/Melbourne.
import { MALL_STORES } from '../../catalogue/mall-stores.mjs';
import { day, PUBLIC_HOLIDAY } from '../../lib/dates.mjs';
import { page } from '../../lib/links.mjs';
import { EVENTS } from './events.mjs';
import { HOME, PAGES } from './pages.mjs';
import { COMPETITIONS, GIFT_GUIDE, NEWS, OFFERS } from './promotions.mjs';

export default {
  slug: 'willowvale',
  spaceId: '1001',
  name: 'Willowvale',
  timeZone: 'Australia/Melbourne',
  centreType: 'mall',
  streetAddress: '200 Whitehorse Parade',
  suburb: 'Willowvale',
  state: 'VIC',
  postcode: '3128',
  phone: '(03) 5550 0100',
  phonePrefix: '(03) 5550',
  emailDomain: 'willowvale.example',
  latitude: -37.818342,
  longitude: 145.125617,
  hours: {
    Mon: ['09:00', '17:30'],
    Tue: ['09:00', '17:30'],
    Wed: ['09:00', '17:30'],
    Thu: ['09:00', '21:00'],
    Fri: ['09:00', '21:00'],
    Sat: ['09:00', '17:00'],
    Sun: ['10:00', '17:00'],
  },
  specialHours: [
    { date: day(-3), name: 'Stocktake Trading', start_time: '10:00', end_time: '16:00' },
    { date: day(2), name: 'Late Night Shopping', start_time: '09:00', end_time: '22:00' },
    { date: day(12), name: 'Midnight Madness Sale', start_time: '09:00', end_time: '00:00' },
    { date: day(19), name: 'Twilight Laneway Festival', start_time: '10:00', end_time: '' },
    { date: PUBLIC_HOLIDAY, name: 'Public Holiday', start_time: '', end_time: '' },
    { date: day(28), name: 'Public Holiday', start_time: '10:00', end_time: '16:00' },
  ],
  alert: {
    text: 'The Whitehorse Parade car park entrance is closed for resurfacing this week. Please use the Station Street entrance.',
    link: page('parking'),
    sticky_type: 'none',
  },
  journeyEnabled: true,
  floors: {
    fashion: ['G', 'L1'],
    footwear: ['G', 'L1'],
    'beauty-wellbeing': ['G', 'L1'],
    'dining/cafes': ['G', 'LG'],
    dining: ['L3'],
    'fresh-food': ['LG'],
    'home-living': ['L2'],
    technology: ['L1', 'L2'],
    'health-medical': ['LG', 'L2'],
    'sport-fitness': ['L2'],
    'sport-fitness/gyms': ['BL'],
    'kids-toys': ['L2'],
    'jewellery-watches': ['G'],
    entertainment: ['L3'],
    services: ['BL', 'LG'],
  },
  precincts: {
    fashion: 'Fashion Court',
    footwear: 'Fashion Court',
    'dining/cafes': 'Laneway Eats',
    dining: 'Dining Terrace',
    'fresh-food': 'Fresh Food Market',
    'home-living': 'Home & Lifestyle',
    'jewellery-watches': 'Fashion Court',
  },
  storeRows: [
    ...MALL_STORES.filter((row) => row[2].includes('W')).map(([title, sub, , tagline, extras]) => [
      title,
      sub,
      tagline,
      extras,
    ]),
    [
      "The Makers' Pop-Up",
      'home-living/furniture-decor',
      'A rotating pop-up of Victorian makers: ceramics, textiles and prints, with a different maker every week.',
      { discover: ['new', 'australian-designers'] },
    ],
  ],
  storeOverrides: {
    'Lumière Beauty': {
      bookingNote:
        'Book an Express Facial, a Brow Shape & Tint or a Hand & Arm Massage online: [book a treatment](/book/pamper-package).',
    },
    'Vela Handbags': {
      status: 'temporarily_closed',
      preDescription:
        'We are **closed for a refurbishment** and will reopen soon with a new look. Shop online in the meantime.',
    },
    'Seoul Food BBQ': {
      status: 'Temporarily Closed',
      preDescription: "Closed while our kitchen exhaust is upgraded. We can't wait to fire up the grills again.",
    },
    'Elka Studio': { status: 'coming_soon', preDescription: '_Opening soon_ on Level 1, next to Colette Maison.' },
    'Urban Potter': {
      status: 'Coming Soon',
      preDescription: 'Our first bricks-and-mortar studio is **coming soon** to Level 2.',
    },
    '24/7 Convenience': { ignoreSpecialHours: true },
    'Ironclad Fitness 24/7': { ignoreSpecialHours: true },
    'The Rooftop at Willowvale': { floor: 'Rooftop', precinct: 'Rooftop Terrace' },
    'Hearth & Bean': { floor: 'G', accepts: ['giftCard', 'apple_pay'] },
    FreshMart: {
      specialHours: [{ date: PUBLIC_HOLIDAY, name: 'Public Holiday', start_time: '08:00', end_time: '20:00' }],
    },
    "The Makers' Pop-Up": { startDate: -10, endDate: 20 },
  },
  parkingRegions: [
    ['Station Street Car Park', 'WLV-P1'],
    ['Whitehorse Parade Multi-Deck', 'WLV-P2', 'Closed for resurfacing this week', 'CLOSED'],
    ['Rooftop Car Park', 'WLV-P3'],
    ['Fresh Food Undercover Parking', 'WLV-P4', 'Three hours free for fresh food shoppers', 'OPEN'],
  ],
  parkingThreshold: { plentyFrom: 0, plentyTo: 55, moderateFrom: 56, moderateTo: 85, limitedFrom: 86, limitedTo: 100 },
  mappedInVenue: 'willowvale-shopping-centre',
  // issue 14: the booking pages' copy (build/booking.mjs)
  booking: {
    membershipName: 'Willowvale Insiders',
    marketingFlagId: 'WLV_NEWSLETTER',
    stylingSuite: 'the Personal Styling Suite, Level 1',
    kidsRoom: 'the Kids Zone, Level 2',
    beautyStore: 'Lumière Beauty',
    workshopSpace: 'the Community Room, Level 1',
  },
  marketingFlags: [
    ['Willowvale News', 'WLV_NEWSLETTER'],
    ['Willowvale Competitions', 'WLV_COMPETITIONS'],
    ['Atrium Group News', 'ATR_GROUP_NEWS'],
  ],
  premiumServices: ['concierge', 'valet-parking', 'hands-free-shopping', 'gift-wrapping'],
  header: { showTraffic: true },
  footer: {
    appearance: 'dark',
    openingHoursInfo:
      'Hours may vary on public holidays. Dining, the cinema, FreshMart and Ironclad Fitness keep their own hours.',
    acknowledgementOfCountry:
      'Willowvale acknowledges the Wurundjeri Woi-wurrung people of the Kulin Nation, the Traditional Owners of the land on which our centre stands. We pay our respects to their Elders past and present, and extend that respect to all Aboriginal and Torres Strait Islander peoples who visit us.',
    ownershipCredit: 'Willowvale is owned by the Willowvale Property Trust and managed by Atrium Centres Pty Ltd.',
  },
  // title and subtitle left blank on purpose: the site shows its default not-found text
  notFound: {
    title: '',
    subtitle: '',
    paragraph:
      'It may have moved, or the offer may have ended. Try the [store directory](/shopping) or head back to the [home page](/).',
    image: 'Willowvale laneway at dusk',
  },
  redirects: [
    ['/christmas', '/whats-on', '302'],
    ['/old-parking', '/parking', '301'],
    ['/stores', '/shopping', '301'],
    ['/win', '/competitions/wardrobe-refresh-giveaway', '302'],
  ],
  centreInfo: {
    facilitiesIntro:
      'Everything you need for a comfortable visit, from parents rooms to phone charging. Ask at Concierge on Ground Level if you cannot find it.',
    facilities: [
      [
        'Concierge',
        'Ground Level, beside the Fashion Court fountain. Wheelchairs, strollers, umbrellas and **Willowvale gift cards**.',
      ],
      [
        'Parents rooms',
        'Lower Ground near FreshMart and Level 2 near Toybox Town, each with feeding rooms, change tables and a microwave.',
      ],
      [
        'Accessible toilets',
        'On every level, next to the main lifts. A Changing Places facility with a hoist is on Lower Ground.',
      ],
      ['Free Wi-Fi', 'Connect to _Willowvale Free Wi-Fi_ anywhere in the centre; no password needed.'],
      ['Phone charging', 'Lockers with charging cables at Concierge and on the Dining Terrace.'],
      ['Lost property', `Call (03) 5550 0100 or ask at Concierge. Items are held for 30 days.`],
    ],
    accessibilityIntro:
      'Willowvale is step-free from every car park and tram stop entrance, with lifts to every level.',
    accessibility: [
      'Accessible parking bays on every car park level, closest to the lifts',
      'Hearing loops at Concierge and the cinema box office',
      'Quiet Hour every Tuesday from 10am: music off and lights dimmed',
      'Assistance animals welcome everywhere in the centre',
      'Sensory bags with ear defenders available from Concierge',
    ],
    family: [
      'Parents rooms on Lower Ground and Level 2',
      'Free play space outside Toybox Town on Level 2',
      'Parents with prams parking on Station Street Car Park level 1',
      "Kids' activities most weekends. See [what's on](/whats-on).",
    ],
  },
  home: HOME,
  pages: PAGES,
  events: EVENTS,
  offers: OFFERS,
  news: NEWS,
  competitions: COMPETITIONS,
  giftGuide: GIFT_GUIDE,
};
