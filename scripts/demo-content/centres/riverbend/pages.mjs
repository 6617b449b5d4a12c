// Riverbend's home page and the centre-specific copy of its other pages.
import { page, sitePath, url } from '../../lib/links.mjs';

export const HOME = {
  metaTitle: 'Riverbend | Shopping, riverside dining and family fun in Brisbane',
  metaDescription: 'Shopping, Riverside Dining and the River Lawn, 20 minutes from the Brisbane CBD by ferry.',
  // the hero: one panel, full width (the home page stays short: issue 26 part 5)
  panels: [
    {
      image: 'Riverside Dining',
      alt: 'Diners on a deck overlooking the Brisbane River at sunset',
      alignment: 'center',
      overlay: true,
      mobile: true,
      focal: [50, 70],
      items: [
        ['strong_text', 'Riverside Dining'],
        ['large_text', 'Dinner with a view'],
        ['text', 'Ten restaurants and bars on the water, open late every night.'],
        ['space'],
        ['call_to_action', 'Book a table', sitePath('/shopping?filter[categories]=Dining')],
      ],
    },
  ],
  intro: {
    heading: 'Welcome to Riverbend',
    subHeading: 'Shop, eat and play by the river',
    body: 'Riverbend has five levels of shopping, a fresh food market and the new River Lawn. Catch the ferry to Riverbend Wharf, or park free for the first **three hours**.\n\n1. Grab a coffee at Riverstone Roasters\n2. Let the kids loose on the splash pad\n3. Stay for dinner on the deck',
    buttons: [
      ['Opening hours', page('opening-hours'), 'primary'],
      ["What's on", page('whats-on'), 'text'],
    ],
  },
  dividerHeading: 'This week at Riverbend',
  images: [
    [
      'Riverbend from the water',
      'Riverbend’s riverside facade seen from a ferry',
      'Riverbend from the river',
      page('about/our-story'),
    ],
    [
      'Splash pad',
      'Children playing in water jets',
      'The splash pad on the River Lawn',
      page('centre-info/family-services'),
    ],
    ['Riverside deck', 'People eating on a timber deck by the river', 'Riverside Dining'],
    ['Farmers market', 'Shoppers at a fruit stall', 'Saturday farmers market'],
    ['Bowling', 'A bowling ball rolling down a lane', 'Strike Zone Bowling', page('stores/strike-zone-bowling')],
    [
      'Ferry wharf',
      'A ferry pulling into a wharf',
      'Ferry every 15 minutes in peak times',
      url('https://translink.qld.example/ferry'),
    ],
  ],
  secondaryPanels: [
    {
      image: 'Gift ideas Riverbend',
      alt: 'A gift box tied with a ribbon on a picnic rug',
      alignment: 'center',
      overlay: true,
      items: [
        ['medium_text', 'Gift ideas for everyone'],
        ['call_to_action', 'Open the gift guide', page('gift-guide')],
      ],
    },
    {
      image: 'Riverbend gift cards',
      alt: 'A hand holding a Riverbend gift card',
      alignment: 'left',
      items: [
        ['strong_text', 'Riverbend Gift Cards'],
        ['text', 'Accepted at stores right across the centre.'],
        ['call_to_action', 'Buy online', url('https://giftcards.riverbend.example')],
      ],
    },
  ],
};

export const PAGES = {
  whatsOn:
    'Cinema nights on the River Lawn, farmers markets, kids’ cooking classes and the best deals in the centre. There is always something on at Riverbend.',
  shopping: 'Five levels of stores, from the Fresh Food Market on Lower Ground to Riverside Dining on Level 3.',
  openingHours:
    'Riverside Dining and Starlight Cinemas stay open late every night, and FreshMart opens at 7am. Queensland does not observe daylight saving, so our hours never shift.',
  signUp:
    'Get Riverbend news, competitions and family events in your inbox once a fortnight. You can also choose to hear from our sister centres.',
  contact: 'Our Concierge team is on Ground Level near the river entrance whenever the centre is open.',
  directions: {
    byCar: `**By car:** exit the Centenary Motorway at Riverbend Boulevard. The first three hours of parking are free.`,
    publicTransport: `**By ferry:** services stop at Riverbend Wharf every 15 minutes in peak times.\n\n**By bus:** routes 430 and 445 stop on Riverbend Boulevard.`,
    taxi: `**Taxi rank:** on Riverbend Boulevard outside the East entrance, Ground Level. Rideshare pick-up and drop-off is in Car park P3, beside the lifts.`,
  },
  transitPlannerUrl: 'https://translink.qld.example/journey-planner',
  leasing:
    'Riverbend welcomes 11 million visits a year, with a strong family audience and a growing evening dining trade. Speak to us about specialty shops, kiosks, pop-ups and riverside dining tenancies.',
  giftGuideSet: 'gift-ideas',
  giftGuideCreation: {
    text: 'Start with who the gift is for',
    background: '#123a5a',
  },
  giftGuide:
    'Gift ideas from Riverbend stores for mum, dad, the kids and the teachers, with something for every budget.',
  parking:
    'Riverbend has 2,100 spaces in three car parks, with the **first three hours free**. The Rooftop car park closes at 6pm. Family bays are next to every lift.',
  parkingRows: {
    image: ['River Car Park entrance', 'The covered entrance of a multi-level car park beside a river boardwalk'],
    body: 'Live spaces for each car park, updated every minute. The Rooftop car park closes at 6pm.',
  },
  wellbeing: {
    title: 'Feel good inside Riverbend',
    air: {
      heading: 'Fresh river air, filtered',
      text: 'Sensors on every level measure the air every few minutes, and our ventilation brings in filtered outside air all day.',
      image: ['Riverbend atrium planting', 'Tall palms and ferns under the glass roof of the atrium'],
      cta: ['Our sustainability story', page('about/our-story')],
    },
    temperature: {
      heading: 'Cool in a Brisbane summer',
      text: 'The centre is kept between 21 and 24 degrees, so a summer afternoon at Riverbend is a cool one.',
      image: ['Riverside Dining shade sails', 'Shade sails over the riverside dining deck'],
      cta: ['Centre facilities', page('centre-info/facilities')],
    },
  },
  parkingRates: '- 0 to 3 hours: free\n- 3 to 5 hours: $6\n- Over 5 hours: $15 daily maximum\n- After 6pm: free',
  ourStory:
    'Riverbend began as a riverside produce market in 1965, where farmers from the Scenic Rim sold straight off their trucks. The market hall still stands at the heart of the centre, now home to the Fresh Food Market.',
  ourStoryImages: [
    [
      'Riverbend market in 1965',
      'Farmers selling produce from trucks by a river in the 1960s',
      'The original produce market, 1965',
    ],
    [
      'Riverbend market hall today',
      'The restored market hall with timber trusses and skylights',
      'The market hall today',
    ],
  ],
  ourStoryFuture:
    'The River Lawn was our first step in opening the centre up to the river. Next comes a riverside boardwalk linking Riverbend Wharf with the cycle path.',
};
