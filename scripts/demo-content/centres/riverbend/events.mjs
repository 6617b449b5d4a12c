// Riverbend's events: family days, river-lawn nights and markets, covering every recurrence pattern.
export const EVENTS = [
  {
    slug: 'riverside-cinema-nights',
    title: 'Riverside Cinema Nights',
    excerpt: 'Free family films on the River Lawn every Friday night, presented with Starlight Cinemas.',
    body: `Bring a picnic rug and settle in on the River Lawn for a free family film under the stars.

- Gates open at 6pm; the film starts at sunset
- Food trucks and Gelato Vivo on site
- Bean bags available to hire

If it rains, the screening moves indoors to Starlight Cinemas.`,
    location: 'River Lawn',
    image: 'Riverside cinema',
    imageAlt: 'Families on picnic rugs watching a film on an outdoor screen by the river',
    inConjunction: 'Starlight Cinemas',
    pinToTop: true,
    when: { pattern: 'everyWeek', from: -7, to: 35, days: ['Friday'], timings: [['18:30', '21:30']] },
  },
  {
    slug: 'splash-pad-fun-days',
    title: 'Splash Pad Fun Days',
    excerpt: 'Water games, bubble machines and a lifeguard on the River Lawn splash pad, all day, every day.',
    body: `The splash pad is open all day with supervised water games, bubble machines and a shaded parents' area.

Bring swimmers, a towel and a hat. Children under eight must be supervised by an adult.`,
    location: 'Splash pad, River Lawn',
    image: 'Splash pad',
    imageAlt: 'Children running through water jets at a splash pad',
    when: { pattern: 'everyDay', from: -6, to: 12, allDay: true },
    tags: ['family'],
  },
  {
    slug: 'kids-cooking-classes',
    title: 'Little Chefs Cooking Classes',
    excerpt: 'Kids aged 7 to 12 cook (and eat) a three-course meal with Kitchen Republic’s chefs.',
    body: `Aprons on! Each class cooks a different menu:

1. **Pizza from scratch**, with dough, sauce and toppings
2. **Dumpling day**: pleating, steaming and dipping sauces
3. **Bake-off**: biscuits and a cake to take home

Bookings essential; $25 per child, ingredients included.

For younger builders, [book Kids Build Club](/book/kids-build-club) online.`,
    location: 'Kitchen Republic, Level 1',
    image: 'Little chefs',
    imageAlt: 'Children in aprons rolling pizza dough',
    store: 'Kitchen Republic',
    inConjunction: 'Kitchen Republic',
    booking: true,
    free: false,
    when: {
      pattern: 'differentDates',
      dates: [
        { date: 2, timings: [['10:00', '11:30']] },
        {
          date: 9,
          timings: [
            ['10:00', '11:30'],
            ['13:00', '14:30'],
          ],
        },
        { date: 19, timings: [['10:00', '11:30']] },
      ],
    },
  },
  {
    slug: 'riverside-farmers-market',
    title: 'Riverside Farmers Market',
    excerpt: 'Scenic Rim produce, fresh flowers and a cracking breakfast every weekend morning.',
    body: `More than sixty growers and producers from the Scenic Rim, the Lockyer Valley and the Sunshine Coast hinterland set up on the riverbank every weekend.

- **Saturday:** 6.30am to 11am, the full market
- **Sunday:** 7am to noon, with a smaller line-up and live music

Come early for strawberries, stay for a bacon-and-egg roll by the water.`,
    location: 'Riverbend Wharf forecourt',
    image: 'Farmers market',
    imageAlt: 'Crates of strawberries and mangoes at a riverside market stall',
    when: {
      pattern: 'everyWeek',
      from: -21,
      to: 60,
      days: ['Saturday', 'Sunday'],
      differentTimeAcrossEachDay: true,
      timings: [
        ['06:30', '11:00', 'Saturday'],
        ['07:00', '12:00', 'Sunday'],
      ],
    },
  },
  {
    slug: 'rhyme-time-at-pages-co',
    title: 'Rhyme Time at Pages & Co.',
    excerpt: 'Songs, rhymes and a picture book for babies and toddlers, every second Wednesday.',
    body: 'A gentle half-hour of songs, finger plays and a picture book for babies and toddlers. Free; no booking needed.',
    location: 'Pages & Co., Level 1',
    image: 'Rhyme time',
    imageAlt: 'Parents and toddlers singing in a circle in a bookshop',
    store: 'Pages & Co.',
    when: { pattern: 'everyFortnight', from: -3, to: 60, days: ['Wednesday'], timings: [['10:00', '10:45']] },
  },
  {
    slug: 'riverbend-vintage-fair',
    title: 'Riverbend Vintage Fair',
    excerpt: 'Retro fashion, vinyl and mid-century homewares on the first Sunday of the month.',
    body: 'Forty stallholders bring vintage clothing, records, furniture and collectables to the Boulevard every month. Cash and card accepted at most stalls.',
    location: 'Riverbend Boulevard',
    image: 'Vintage fair',
    imageAlt: 'Racks of vintage dresses and crates of vinyl records',
    when: { pattern: 'everyMonth', from: -25, to: 150, days: ['Sunday'], timings: [['08:00', '13:00']] },
  },
  {
    slug: 'meet-the-reptiles',
    title: 'Meet the Reptiles',
    excerpt: 'Pythons, bearded dragons and a very patient turtle visit the Family Zone.',
    body: `Wildlife educators bring their scaly friends for three shows in one day. Kids can touch a python (if they dare) and learn how to stay safe around snakes at home.

Shows run for 40 minutes and are free.`,
    location: 'Family Zone, Level 1',
    image: 'Meet the reptiles',
    imageAlt: 'A child gently touching a python held by a wildlife educator',
    when: {
      pattern: 'singleDay',
      date: 4,
      times: [
        ['10:00', '10:40'],
        ['12:00', '12:40'],
        ['14:00', '14:40'],
      ],
    },
  },
  {
    slug: 'strike-zone-bowling-championship',
    title: 'Strike Zone Family Bowling Championship',
    excerpt: 'Teams of four battled it out for the Riverbend trophy.',
    body: 'Congratulations to the Pin Pals, this year’s champions, and thank you to every team who bowled.',
    location: 'Strike Zone Bowling, Level 3',
    image: 'Bowling championship',
    imageAlt: 'A family celebrating a strike at a bowling alley',
    store: 'Strike Zone Bowling',
    when: { pattern: 'singleDay', date: -9, times: [['09:00', '16:00']] },
  },
  {
    slug: 'vip-shopping-night',
    title: 'VIP Shopping Night',
    excerpt: 'An invitation-only evening of discounts, canapés and live music for our newsletter members.',
    body: 'Members receive their invitation by email. This event is not listed on the website.',
    location: 'Fashion Court, Ground Level',
    image: 'VIP shopping night',
    imageAlt: 'Guests with shopping bags and drinks in a softly lit mall',
    booking: true,
    dates: { pattern: 'singleDay', date: 11, times: [['18:00', '21:00']] },
    when: null,
  },
  {
    slug: 'gelato-happy-hour',
    title: 'Gelato Happy Hour',
    excerpt: 'In the centre right now? Two scoops for the price of one at Gelato Vivo until 4pm.',
    body: 'Show this screen at Gelato Vivo for two scoops for the price of one. Today only, while you are here.',
    location: 'Gelato Vivo, Food Court',
    image: 'Gelato happy hour',
    imageAlt: 'Two scoops of gelato in a waffle cone',
    store: 'Gelato Vivo',
    inCentreOnly: true,
    when: { pattern: 'singleDay', date: 1, times: [['14:00', '16:00']] },
  },
  {
    slug: 'teddy-bears-picnic',
    title: "Teddy Bears' Picnic",
    excerpt: 'Bring your favourite bear for a picnic, a teddy check-up clinic and a parade on the River Lawn.',
    body: `Little ones and their bears are invited to spend the day on the River Lawn.

- A teddy check-up clinic with our "bear vets"
- Storytelling under the fig tree
- The Great Teddy Parade at 2pm`,
    location: 'River Lawn',
    image: 'Teddy bears picnic',
    imageAlt: 'Teddy bears sitting on a picnic rug on the grass',
    when: { pattern: 'singleDay', date: 16, allDay: true },
    tags: ['family', 'kids'],
  },
];
