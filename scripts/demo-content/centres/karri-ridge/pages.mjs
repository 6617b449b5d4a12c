// Karri Ridge Outlet's home page and the centre-specific copy of its other pages.
import { page, sitePath, url } from '../../lib/links.mjs';

export const HOME = {
  metaTitle: 'Karri Ridge Outlet | Brand outlets beside Perth Airport',
  metaDescription: 'Brand outlets with savings every day, five minutes from Perth Airport.',
  alert: {
    text: 'Free airport shuttle every 30 minutes from both terminals.',
    link: page('directions'),
    sticky_type: 'none',
  },
  // the hero: one panel, full width (the home page stays short: issue 26 part 5)
  panels: [
    {
      image: 'Outlet Village',
      alt: 'Shoppers with bags walking through an open-air outlet village',
      alignment: 'left',
      overlay: true,
      mobile: true,
      focal: [40, 50],
      items: [
        ['strong_text', 'Brand outlets'],
        ['large_text', 'Big brands. Smaller prices.'],
        ['text', 'Brand outlets with savings of up to 70% every day.'],
        ['space'],
        ['call_to_action', 'Browse brands', page('shopping')],
      ],
    },
  ],
  intro: {
    heading: 'Welcome to Karri Ridge Outlet',
    subHeading: 'Perth’s home of brand outlets',
    body: 'Fashion, footwear, homewares and outdoor brands at outlet prices, every day. **Parking is free**, and we are five minutes from both airport terminals.',
    buttons: [
      ['Brand directory', page('shopping'), 'primary'],
      ['Getting here', page('directions'), 'secondary'],
    ],
  },
  dividerHeading: 'Deals this week',
  images: [
    [
      'Karri Ridge forecourt',
      'A shaded forecourt with karri-timber seating',
      'The new shaded forecourt',
      page('about/our-story'),
    ],
    ['Homewares Hall', 'Shelves of cookware and linen in a bright hall', 'Homewares Hall'],
    ['Food Court', 'Diners at tables in a food court', 'The Food Court'],
    ['Outdoor gear', 'Tents pitched inside an outdoor store', 'Sport & Adventure'],
    ['Airport shuttle', 'A shuttle bus at a covered stop', 'Free airport shuttle'],
    [
      'Visitor services',
      'A visitor services desk with luggage lockers',
      'Visitor Services',
      url('https://www.karriridge.example/visitors'),
    ],
  ],
  secondaryPanels: [
    {
      image: 'Outlet gift finds',
      alt: 'A wrapped gift on an outlet store counter',
      alignment: 'left',
      overlay: true,
      items: [
        ['medium_text', 'Outlet gift finds'],
        ['call_to_action', 'Find a gift', page('gift-guide')],
      ],
    },
    {
      image: 'Homewares outlets',
      alt: 'A cast-iron pot on a kitchen bench',
      alignment: 'right',
      items: [
        ['strong_text', 'Homewares Hall'],
        ['text', 'Cookware, linen and lighting outlets under one roof.'],
        ['call_to_action', 'Shop homewares', sitePath('/shopping?filter[categories]=Home%20%26%20Living')],
      ],
    },
  ],
};

export const PAGES = {
  whatsOn: 'Midnight madness, warehouse sales, run club and live music. Here is what is on at Karri Ridge Outlet.',
  shopping: 'Brand outlets on two levels, from the Outlet Village to the Homewares Hall.',
  openingHours: 'The Food Court opens at 9am and Hearth & Bean at 7am. On public holidays most outlets open from 11am.',
  signUp: 'Sign up for first access to warehouse sales, VIP nights and the best outlet deals in Perth.',
  contact: 'Our Visitor Services team is at the Airport Entrance, Ground Level.',
  directions: {
    byCar: `**By car:** exit Tonkin Highway at Karri Ridge Drive. Parking is free.`,
    publicTransport: `**From the airport:** our free shuttle runs every 30 minutes from both terminals.\n\n**By bus:** route 292 stops at the main entrance.`,
    taxi: `**Taxi rank:** at the West entrance on Ground Level, beside the coach bay. A taxi to either airport terminal takes about ten minutes; rideshare pick-up is in Car park P1.`,
  },
  transitPlannerUrl: 'https://transperth.wa.example/journey-planner',
  leasing:
    'Join the brands at Perth’s outlet destination, with seven million visits a year and a growing number of international travellers.',
  giftGuideSet: 'outlet-gift-finds',
  giftGuideCreation: {
    text: 'Pick a starting point',
    background: '#efe6d2',
  },
  giftGuide: 'Great gifts at outlet prices. Filter by who you are buying for and how much you want to spend.',
  parking:
    'Parking is **free** in both car parks, with covered parking next to the Outlet Village. Coaches and shuttles use the dedicated bay.',
  wellbeing: {
    title: 'Comfort in the Outlet Village',
    air: {
      heading: 'Open-air walkways, clean air',
      text: 'Air quality is measured along the covered walkways and inside the Homewares Hall.',
      cta: ['Centre facilities', page('centre-info/facilities')],
    },
    temperature: {
      heading: 'Shade and cool breezes',
      text: 'Our walkways are partly open to the air, so we rate the temperature a little warmer than an enclosed mall.',
      image: ['Outlet Village walkway', 'A shaded timber walkway between outlet stores'],
      cta: ['Getting here', page('contact-us')],
    },
    // partly open-air walkways: warmer limits than an enclosed mall (spec 1 §9 defaults warm 24, hot 27)
    limits: { temperatureWarm: 26, temperatureHot: 30 },
  },
  parkingRates: '- All day: free\n- Coaches: by arrangement with Visitor Services',
  ourStory:
    'Karri Ridge Outlet opened in 2004 in a converted airport freight warehouse. Its timber beams were milled from karri recovered from the original building.',
  ourStoryImages: [
    ['Freight warehouse', 'A large timber-beamed freight warehouse', 'The original freight warehouse'],
    ['Outlet Village today', 'The outlet village with shade sails and karri timber', 'The Outlet Village today'],
  ],
  ourStoryFuture:
    'Next year we will open a second level in the Homewares Hall, and a bigger Food Court with outdoor seating.',
};
