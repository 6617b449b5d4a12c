// Willowvale's home page and the centre-specific copy of its other pages.
import { page, sitePath, url } from '../../lib/links.mjs';

export const HOME = {
  // the home page's parking block shows the average time to park instead of how full the car parks are
  parkingTimeToPark: true,
  metaTitle: 'Willowvale | Fashion, laneway dining and fresh food in Melbourne’s east',
  metaDescription: 'Fashion, a fresh food market and laneway dining, a short tram ride from the city.',
  alert: {
    text: 'Late night shopping returns: open until 10pm this week.',
    link: page('opening-hours'),
    sticky_type: 'sticky',
  },
  // the hero: one panel, full width (the home page stays short: issue 26 part 5)
  panels: [
    {
      image: 'New season at Willowvale',
      alt: 'A woman in a camel coat walking through a sunlit laneway',
      alignment: 'left',
      overlay: true,
      mobile: true,
      focal: [30, 40],
      items: [
        ['large_text', 'The new season, in full colour'],
        ['medium_text', 'Fresh arrivals across the Fashion Court'],
        ['text', 'Coats, knits and boots from the labels Melbourne loves, plus a stylist to help you put it together.'],
        ['space'],
        ['call_to_action', 'Shop the new season', sitePath('/shopping?filter[discover]=new')],
      ],
    },
  ],
  intro: {
    heading: 'Welcome to Willowvale',
    subHeading: 'Fashion, food and the best coffee in the east',
    body: 'Fashion, food and everyday services under one roof, a short walk from Willowvale station and right on the number 109 tram. Park for free for three hours, pick up a coffee in **Laneway Eats** and make a day of it.\n\n- Free Wi-Fi everywhere\n- Parents rooms on two levels\n- Concierge on Ground Level',
    buttons: [
      ['Plan your visit', page('opening-hours'), 'primary'],
      ['Store directory', page('shopping'), 'secondary'],
    ],
  },
  dividerHeading: 'Happening at Willowvale',
  images: [
    [
      'Willowvale atrium',
      'The light-filled central atrium with a tree sculpture',
      'Our atrium’s tree sculpture, by Melbourne artist Jun Takeda',
      page('about/our-story'),
    ],
    ['Coffee in the lane', 'A barista pouring latte art', 'Little Laneway Espresso'],
    ['Fresh bread', 'Sourdough loaves cooling on racks', 'Sourdough Lane Bakery', page('stores/sourdough-lane-bakery')],
    ['Ceramics', 'Hand-thrown ceramic vases on a shelf', 'Local makers every month'],
    ['Kids zone', 'Children playing in a soft-play area', 'The Kids Zone on Level 2'],
    [
      'Rooftop at dusk',
      'A rooftop bar with city views at dusk',
      'The Rooftop at Willowvale',
      url('https://www.the-rooftop-at-willowvale.example'),
    ],
  ],
  secondaryPanels: [
    {
      image: 'Gift Guide',
      alt: 'Wrapped gifts with brown paper and twine',
      alignment: 'left',
      overlay: true,
      items: [
        ['strong_text', 'Gift Guide'],
        ['medium_text', 'The right gift, without the running around'],
        ['call_to_action', 'Find a gift', page('gift-guide')],
      ],
    },
    {
      image: 'Premium guest services',
      alt: 'A concierge handing shopping bags to a guest at a car',
      alignment: 'right',
      invert: true,
      items: [
        ['strong_text', 'Premium Guest Services'],
        ['text', 'Valet parking, hands-free shopping and gift wrapping.'],
        ['call_to_action', 'See services', page('centre-info/facilities')],
      ],
    },
  ],
};

export const PAGES = {
  whatsOn:
    'Catwalk shows, market nights, kids’ workshops and the offers worth knowing about. Here is everything happening at Willowvale this month.',
  shopping:
    'Five levels of stores, from designer boutiques on the Fashion Court to the butchers and bakers of the Fresh Food Market.',
  openingHours:
    'Most stores follow centre hours. Dining, the cinema, FreshMart and Ironclad Fitness keep their own hours, so check the store page before you visit. On public holidays, hours are shown in the table above as soon as they are confirmed.',
  signUp:
    'Be the first to hear about new stores, exclusive offers and events at Willowvale. We send one email a fortnight and never share your details.',
  contact: 'Our Customer Service team is at Concierge on Ground Level during centre hours.',
  directions: {
    byCar: `**By car:** take the Eastern Freeway, exit at Elgar Road and follow the signs. The first three hours of parking are free.`,
    publicTransport: `**By tram:** route 109 stops right outside the main entrance on Whitehorse Parade.\n\n**By train:** Willowvale station is a five-minute walk along Station Street.`,
    taxi: `**Taxi rank:** on Whitehorse Parade outside the West entrance, Ground Level. Rideshare pick-up and drop-off is in Car park P1, next to Lift A.`,
  },
  transitPlannerUrl: 'https://transport.vic.example/journey-planner',
  leasing:
    'Join the retailers of one of Melbourne’s busiest centres, with 14 million visits a year. We have specialty shops, kiosks and pop-up spaces available now.',
  giftGuideSet: 'gifts-for-everyone',
  giftGuideCreation: {
    text: 'Who are you shopping for?',
    background: '#f6e9dc',
    detailsBackground: '#eef4f2',
  },
  giftGuide:
    'Gift ideas from Willowvale stores, sorted by who you are shopping for and what you want to spend.',
  parking:
    'Willowvale has 2,400 car spaces across four car parks, with the **first three hours free** every day. Parents-with-prams and accessible bays are closest to the lifts on every level. EV chargers are on level 1 of the Station Street Car Park.',
  parkingRows: {
    image: ['Station Street Car Park', 'A bright, well-lit car park level with marked family bays near the lifts'],
    body: 'Live spaces for each car park, updated every minute. Fresh food shoppers get three hours free in the undercover car park.',
  },
  wellbeing: {
    title: 'A comfortable visit, every season',
    air: {
      heading: 'Air you can feel good about',
      text: 'We measure indoor air quality across the centre and adjust fresh-air intake as the day gets busier.',
      image: ['Willowvale laneway greenery', 'A café laneway lined with hanging plants and skylights'],
      cta: ['Centre facilities', page('centre-info/facilities')],
    },
    temperature: {
      heading: 'Warm in winter, cool in summer',
      text: 'Melbourne weather changes by the hour; inside Willowvale it stays comfortable all year.',
      cta: ['Plan your visit', page('opening-hours')],
    },
  },
  parkingRates:
    '- 0 to 3 hours: free\n- 3 to 4 hours: $5\n- 4 to 5 hours: $10\n- Over 5 hours: $20 daily maximum\n- Lost ticket: $20',
  ourStory:
    'Willowvale opened in 1972 as a single supermarket and twelve shops around an open-air car park. Fifty years and four redevelopments later, it is home to fashion, services, a fresh food market and a laneway of cafés, but the Saturday-morning rhythm of the neighbourhood has not changed much.',
  ourStoryImages: [
    ['Willowvale in 1972', 'A black and white photo of a small shopping strip with 1970s cars', 'Willowvale in 1972'],
    ['Willowvale today', 'The modern glass facade of Willowvale at night', 'Willowvale today'],
  ],
  ourStoryFuture:
    'Our next chapter adds a rooftop garden, a library and 150 new homes above the centre. We will share plans with the community as they take shape.',
};
