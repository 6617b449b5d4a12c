// Karri Ridge Outlet: Perth's brand outlet centre beside the airport. Its content name is exactly
// 'Karri Ridge Outlet', which is what triggers the spec's outlet exceptions (no search, no 'Open Today',
// no get-directions link; spec 1 §2.3, §2.4). Space 1003, Australia/Perth.
import { OUTLET_STORES } from '../../catalogue/outlet-stores.mjs';
import { day, PUBLIC_HOLIDAY } from '../../lib/dates.mjs';
import { page } from '../../lib/links.mjs';
import { EVENTS } from './events.mjs';
import { HOME, PAGES } from './pages.mjs';
import { COMPETITIONS, GIFT_GUIDE, NEWS, OFFERS } from './promotions.mjs';

export default {
  slug: 'karri-ridge',
  spaceId: '1003',
  name: 'Karri Ridge Outlet',
  timeZone: 'Australia/Perth',
  centreType: 'outlet',
  streetAddress: '15 Karri Ridge Drive',
  suburb: 'Karri Ridge',
  state: 'WA',
  postcode: '6105',
  phone: '(08) 5550 0300',
  phonePrefix: '(08) 5550',
  emailDomain: 'karriridge.example',
  latitude: -31.949518,
  longitude: 115.967044,
  hours: {
    Mon: ['10:00', '17:00'],
    Tue: ['10:00', '17:00'],
    Wed: ['10:00', '17:00'],
    Thu: ['10:00', '17:00'],
    Fri: ['10:00', '21:00'],
    Sat: ['10:00', '17:00'],
    Sun: ['11:00', '17:00'],
  },
  specialHours: [
    { date: day(-5), name: 'Stocktake', start_time: '10:00', end_time: '15:00' },
    { date: day(1), name: 'Late Night Shopping', start_time: '10:00', end_time: '21:00' },
    { date: day(9), name: 'Midnight Madness Outlet Sale', start_time: '10:00', end_time: '00:00' },
    { date: day(15), name: 'Warehouse Sale Late Night', start_time: '10:00', end_time: '' },
    { date: PUBLIC_HOLIDAY, name: 'Public Holiday', start_time: '', end_time: '' },
    { date: day(28), name: 'Public Holiday', start_time: '11:00', end_time: '16:00' },
  ],
  journeyEnabled: false,
  floors: {
    fashion: ['G', 'L1'],
    footwear: ['G'],
    'beauty-wellbeing': ['G'],
    dining: ['LG'],
    'home-living': ['L1'],
    technology: ['G'],
    'health-medical': ['LG'],
    'sport-fitness': ['L1'],
    'kids-toys': ['G'],
    'jewellery-watches': ['G'],
    services: ['LG'],
  },
  precincts: {
    fashion: 'Outlet Village',
    footwear: 'Outlet Village',
    'home-living': 'Homewares Hall',
    'sport-fitness': 'Sport & Adventure',
    dining: 'Food Court',
  },
  storeRows: OUTLET_STORES,
  // the Food Court opens at 9am, an hour before the outlets (see footer copy)
  storeHours: { 'dining/quick-eats': 'foodCourt', 'dining/desserts': 'foodCourt' },
  storeOverrides: {
    'Glow Apothecary Outlet': {
      bookingNote:
        'Book an Express Facial, a Brow Shape & Tint or a Hand & Arm Massage online: [book a treatment](/book/pamper-package).',
    },
    'Velo Cycle Outlet': {
      status: 'temporarily_closed',
      preDescription: 'Closed for stocktake and a store refit. We will reopen soon.',
    },
    'Lumen Lighting Outlet': {
      status: 'Temporarily Closed',
      preDescription: 'We are **temporarily closed**. Visit Nest Living Outlet for lighting in the meantime.',
    },
    'Gemstone Gallery Outlet': { status: 'coming_soon', preDescription: '_Coming soon_ to the Outlet Village.' },
    'Fairway Golf Outlet': { status: 'Coming Soon', preDescription: 'Tee off with us soon on Level 1.' },
    // the café at the airport entrance keeps its own hours, whatever the centre's special hours say
    'Hearth & Bean': { ignoreSpecialHours: true, hours: 'cafe', floor: 'G', precinct: 'Airport Entrance' },
    'Xchange Currency': { accepts: ['unionPay', 'apple_pay', 'alipay'] },
    // new arrivals the news tells of: the header's 'New stores' link lists them
    'Marri Denim Co. Outlet': { discover: ['new', 'australian-designers', 'exclusives'] },
  },
  parkingRegions: [
    ['Outlet Village Car Park', 'KRO-P1'],
    ['Homewares Hall Car Park', 'KRO-P2'],
    ['Coach and Shuttle Bay', 'KRO-P3', 'Coaches and airport shuttles only', 'CLOSED'],
  ],
  // open-air car parks with room to spare: plenty until two thirds full (issue 26 part 6: every centre has its
  // bands; the fallback to the default ones is exercised by the tests)
  parkingThreshold: { plentyFrom: 0, plentyTo: 65, moderateFrom: 66, moderateTo: 90, limitedFrom: 91, limitedTo: 100 },
  mappedInVenue: 'karri-ridge-outlet',
  // issue 14: the booking pages' copy (build/booking.mjs)
  booking: {
    membershipName: 'Karri Ridge Outlet VIP',
    marketingFlagId: 'KRO_VIP',
    stylingSuite: 'Visitor Services, Ground Level',
    kidsRoom: 'the Kids Club Room, Ground Level',
    beautyStore: 'Glow Apothecary Outlet',
    workshopSpace: 'the Makers Courtyard, Ground Level',
  },
  marketingFlags: [
    ['Karri Ridge Outlet News', 'KRO_NEWSLETTER'],
    ['Karri Ridge Outlet VIP', 'KRO_VIP'],
    ['Atrium Group News', 'ATR_GROUP_NEWS'],
  ],
  premiumServices: ['concierge', 'hands-free-shopping', 'tourist-services'],
  // the centre guide in the outlet's own words: no fresh food market, free parking all day
  guide: {
    food: {
      heading: 'Food Court',
      alt: 'Diners at the Food Court tables',
      body: 'Noodles, burgers, sushi and gelato on Lower Ground, open from 9am daily, an hour before the outlets.',
      button: ['Browse dining', '/shopping?filter[categories]=Dining'],
    },
    dinner: 'The Food Court stays open until 9pm on Friday late nights.',
    parking: 'Yes: parking is free all day in both car parks, with covered bays next to the Outlet Village.',
    freeParking: true,
  },
  header: { showTraffic: false },
  footer: {
    appearance: 'light',
    hideOpeningHours: false,
    openingHoursInfo: 'The Food Court opens from 9am daily. Hearth & Bean opens at 7am for early flights.',
    acknowledgementOfCountry:
      'Karri Ridge Outlet acknowledges the Whadjuk Noongar people, the Traditional Owners of the land on which our centre stands in Boorloo (Perth). We pay our respects to their Elders past and present, and to all Aboriginal and Torres Strait Islander peoples who visit us.',
    ownershipCredit: 'Karri Ridge Outlet is owned by Atrium Outlet Trust and managed by Atrium Centres Pty Ltd.',
  },
  notFound: {
    title: 'This page has been cleared out',
    subtitle: 'Like the best bargains, it is gone.',
    paragraph: 'Head back to the [brand directory](/shopping) to find what you were after.',
    image: 'Empty clearance rack',
  },
  redirects: [
    ['/christmas', '/whats-on', '302'],
    ['/old-parking', '/parking', '301'],
    ['/shuttle', '/directions', '301'],
  ],
  centreInfo: {
    facilitiesIntro: 'Everything you need between flights or on a day of serious bargain hunting.',
    facilities: [
      [
        'Visitor Services',
        'Ground Level at the Airport Entrance: luggage storage, tax refund information and **shuttle timetables**.',
      ],
      [
        'Airport shuttle',
        'A free shuttle runs between the domestic and international terminals and the centre every 30 minutes.',
      ],
      ['Parents room', 'Lower Ground near the Food Court.'],
      ['Free Wi-Fi', 'Connect to _Karri Ridge Free Wi-Fi_ throughout the centre.'],
    ],
    accessibilityIntro: 'Karri Ridge Outlet is on two levels with lifts and travelators at both ends of the centre.',
    accessibility: [
      'Accessible parking next to both entrances',
      'Wheelchairs to borrow from Visitor Services',
      'Quiet hour on Monday mornings from 10am',
      'Assistance animals welcome',
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
