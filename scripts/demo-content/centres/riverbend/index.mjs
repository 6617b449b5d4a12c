// Riverbend: a family-friendly Brisbane mall on the river, with a riverside dining terrace, a big
// family zone and a fresh food market. Space 1002, Australia/Brisbane (no daylight saving).
import { MALL_STORES } from '../../catalogue/mall-stores.mjs';
import { day, PUBLIC_HOLIDAY } from '../../lib/dates.mjs';
import { EVENTS } from './events.mjs';
import { HOME, PAGES } from './pages.mjs';
import { COMPETITIONS, GIFT_GUIDE, NEWS, OFFERS } from './promotions.mjs';

export default {
  slug: 'riverbend',
  spaceId: '1002',
  name: 'Riverbend',
  timeZone: 'Australia/Brisbane',
  centreType: 'mall',
  streetAddress: '1 Riverbend Boulevard',
  suburb: 'Riverbend',
  state: 'QLD',
  postcode: '4068',
  phone: '(07) 5550 0200',
  phonePrefix: '(07) 5550',
  emailDomain: 'riverbend.example',
  latitude: '-27.500612',
  longitude: '152.973301',
  /** the sign-up form's centres checkbox: the group's centres a visitor can follow */
  subscriptionCentres: ['Riverbend', 'Willowvale', 'Karri Ridge Outlet'],
  hours: {
    Mon: ['09:00', '17:30'],
    Tue: ['09:00', '17:30'],
    Wed: ['09:00', '17:30'],
    Thu: ['09:00', '21:00'],
    Fri: ['09:00', '17:30'],
    Sat: ['09:00', '17:00'],
    Sun: ['10:00', '16:00'],
  },
  specialHours: [
    { date: day(-1), name: 'Stocktake Trading', start_time: '09:00', end_time: '15:00' },
    { date: day(0), name: 'Extended Trading', start_time: '08:00', end_time: '21:00' },
    { date: day(3), name: 'Late Night Shopping', start_time: '09:00', end_time: '21:30' },
    { date: day(4), name: 'Moonlight Night Market', start_time: '09:00', end_time: '01:00' },
    { date: day(14), name: 'Riverside Night Market', start_time: '09:00', end_time: '' },
    { date: day(20), name: 'Midnight Madness', start_time: '09:00', end_time: '00:00' },
    { date: PUBLIC_HOLIDAY, name: 'Public Holiday', start_time: '', end_time: '' },
  ],
  journeyEnabled: false,
  floors: {
    fashion: ['G', 'L1'],
    footwear: ['L1'],
    'beauty-wellbeing': ['G'],
    'dining/cafes': ['G'],
    'dining/quick-eats': ['L2'],
    'dining/desserts': ['L2', 'G'],
    dining: ['L3'],
    'fresh-food': ['LG'],
    'home-living': ['L1'],
    technology: ['L2'],
    'health-medical': ['LG', 'L2'],
    'sport-fitness': ['L2'],
    'sport-fitness/gyms': ['BL'],
    'kids-toys': ['L1'],
    'jewellery-watches': ['G'],
    entertainment: ['L3'],
    services: ['BL', 'LG'],
  },
  precincts: {
    fashion: 'Fashion Court',
    'dining/restaurants': 'Riverside Dining',
    'dining/bars': 'Riverside Dining',
    'dining/quick-eats': 'Food Court',
    'dining/desserts': 'Food Court',
    'fresh-food': 'Fresh Food Market',
    'kids-toys': 'Family Zone',
    entertainment: 'Family Zone',
  },
  storeRows: [
    ...MALL_STORES.filter((row) => row[2].includes('R')).map(([title, sub, , tagline, extras]) => [
      title,
      sub,
      tagline,
      extras,
    ]),
    [
      'Yum Cha Palace',
      'dining/restaurants',
      'Trolleys of har gow, siu mai and egg tarts every weekend from 10am, and Cantonese banquets at night.',
      // just opened (see the news): the header's 'New stores' link lists it
      { cuisines: ['Chinese', 'Cantonese'], meals: ['Lunch', 'Dinner'], discover: ['new'] },
    ],
  ],
  storeOverrides: {
    'Glow Apothecary': {
      bookingNote:
        'Book an Express Facial, a Brow Shape & Tint or a Hand & Arm Massage at the bar online: [book a treatment](/book/pamper-package).',
    },
    'Woven Home': {
      status: 'temporarily_closed',
      preDescription: 'We are **temporarily closed** while we move into a bigger space on Level 1.',
    },
    'Riverdeck Bar': {
      status: 'Temporarily Closed',
      preDescription: 'The deck is closed for repairs. We will be back pouring soon.',
    },
    'Saltwater Skin': {
      status: 'coming_soon',
      preDescription: 'Our first Brisbane store is **coming soon** to Ground Level.',
    },
    'Velvet Crumb Donuts': {
      status: 'Coming Soon',
      preDescription: '_Coming soon_ to the Food Court. Follow us for opening-day free doughnuts.',
    },
    '24/7 Convenience': { ignoreSpecialHours: true },
    'Souvlaki Corner': { accepts: ['giftCard', 'uber_eats', 'apple_pay'] },
    FreshMart: {
      specialHours: [{ date: PUBLIC_HOLIDAY, name: 'Public Holiday', start_time: '08:00', end_time: '18:00' }],
    },
    'Riverstone Roasters': { floor: 'L3', precinct: 'Riverside Dining' },
  },
  parkingRegions: [
    ['River Car Park', 'RVB-P1'],
    ['Boulevard Multi-Deck', 'RVB-P2'],
    ['Rooftop Parking', 'RVB-P3', 'Open until 6pm', 'OPEN'],
  ],
  parkingThreshold: { plentyFrom: 0, plentyTo: 60, moderateFrom: 61, moderateTo: 89, limitedFrom: 90, limitedTo: 100 },
  // no indoor map venue yet: the map shows 'Map currently unavailable'
  mappedInVenue: '',
  // issue 14: the booking pages' copy (build/booking.mjs)
  booking: {
    membershipName: 'Riverbend Rewards',
    marketingFlagId: 'RVB_NEWSLETTER',
    stylingSuite: 'the Concierge Lounge, Ground Level',
    kidsRoom: 'the Riverside Play Room, Level 1',
    beautyStore: 'Glow Apothecary',
    workshopSpace: 'the Riverside Terrace, Level 1',
  },
  marketingFlags: [
    ['Riverbend News', 'RVB_NEWSLETTER'],
    ['Riverbend Competitions', 'RVB_COMPETITIONS'],
    ['Atrium Group News', 'ATR_GROUP_NEWS'],
  ],
  premiumServices: ['concierge', 'hands-free-shopping', 'gift-wrapping'],
  header: { showTraffic: true, searchLabel: 'Search stores, food and events' },
  footer: {
    appearance: 'light',
    hideOpeningHours: true,
    openingHoursInfo: 'Riverside Dining and Starlight Cinemas are open late every night.',
    acknowledgementOfCountry:
      'Riverbend acknowledges the Turrbal and Jagera (Yuggera) peoples, the Traditional Custodians of the land and waters of Meanjin (Brisbane) on which our centre stands. We pay our respects to their Elders past and present, and recognise their continuing connection to Country, river and culture.',
    ownershipCredit:
      'Riverbend is co-owned by the Riverbend Retail Fund and Atrium Property Partners, and managed by Atrium Centres Pty Ltd.',
  },
  notFound: {
    title: 'Washed downstream?',
    subtitle: "We couldn't find the page you were looking for.",
    paragraph: 'Try the [store directory](/shopping), or ask our friendly Concierge team on Ground Level.',
    image: 'Riverbend river walk',
  },
  redirects: [
    ['/christmas', '/whats-on', '302'],
    ['/old-parking', '/parking', '301'],
    ['/kids', '/centre-info/family-services', '301'],
    ['/markets', '/events/riverside-farmers-market', '302'],
  ],
  centreInfo: {
    facilitiesIntro:
      'Riverbend is made for families, with parents rooms, a splash pad and plenty of shade on the river lawn.',
    facilities: [
      [
        'Concierge',
        'Ground Level, near the river entrance. Wheelchairs, strollers, phone chargers and **Riverbend gift cards**.',
      ],
      [
        'Parents rooms',
        'Lower Ground next to FreshMart and Level 1 in the Family Zone, with private feeding rooms and a kitchenette.',
      ],
      ['Splash pad', 'An outdoor water-play area on the River Lawn, open daily from 9am to 5pm, weather permitting.'],
      [
        'Ferry and bikes',
        'The river ferry stops at Riverbend Wharf; bike racks and a repair station are at the river entrance.',
      ],
      ['Lost property', 'Call (07) 5550 0200 or ask at Concierge. Items are held for 30 days.'],
    ],
    accessibilityIntro:
      'Every entrance to Riverbend is step-free, and lifts serve every level including the River Lawn.',
    accessibility: [
      'Accessible parking on every level of the River Car Park',
      'A Changing Places facility on Lower Ground',
      'Sensory-friendly Quiet Hour on Wednesdays from 9am',
      'Hearing loop at Concierge',
      'Mobility scooters available to borrow from Concierge',
    ],
    family: [
      'Parents rooms on Lower Ground and Level 1',
      'Splash pad and playground on the River Lawn',
      'Family parking bays near every lift',
      'Baby-change facilities in all accessible toilets',
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
