// Karri Ridge Outlet's events: sales nights, markets and fitness, covering every recurrence pattern.
export const EVENTS = [
  {
    slug: 'midnight-madness-outlet-sale',
    title: 'Midnight Madness Outlet Sale',
    excerpt: 'Extra markdowns every hour, on the hour, until midnight.',
    body: `Our biggest night of the year. From 5pm, participating outlets drop their prices again every hour.

- Live DJ in the Outlet Village
- Late-night Food Court specials
- Free parking all evening

See you there, and bring a big bag.`,
    location: 'Across the centre',
    image: 'Midnight madness',
    imageAlt: 'Shoppers with bags under neon sale signs at night',
    pinToTop: true,
    when: { pattern: 'singleDay', date: 9, times: [['17:00', '23:30']] },
  },
  {
    slug: 'brand-warehouse-sale',
    title: 'Brand Warehouse Sale',
    excerpt: 'Three days of samples and end-of-line stock from twenty brands in the Homewares Hall.',
    body: `Twenty brands empty their warehouses into the Homewares Hall for three days only.

1. **Day one:** fashion and footwear, 10am to 4pm
2. **Day two:** homewares and kitchen, 10am to 4pm
3. **Final day:** everything left, all day`,
    location: 'Homewares Hall, Level 1',
    image: 'Warehouse sale',
    imageAlt: 'Long tables stacked with folded clothes and boxed homewares',
    inConjunction: 'Kitchen Republic Outlet',
    when: {
      pattern: 'differentDates',
      dates: [
        { date: 2, timings: [['10:00', '16:00']] },
        { date: 3, timings: [['10:00', '16:00']] },
        { date: 16, allDay: true },
      ],
    },
  },
  {
    slug: 'kids-craft-corner',
    title: 'Kids Craft Corner',
    excerpt: 'Free drop-in craft for kids while the grown-ups shop, every day this week.',
    body: 'Our craft team sets up a different activity each day: paper planes, beaded bracelets, painted rocks and more. Free for children aged 4 to 10. For a longer session, [book Kids Build Club](/book/kids-build-club) online.',
    location: 'Outside Toybox Town Clearance, Ground Level',
    image: 'Kids craft corner',
    imageAlt: 'Children making paper crafts at a colourful table',
    when: { pattern: 'everyDay', from: -3, to: 4, timings: [['10:00', '14:00']] },
  },
  {
    slug: 'sunday-sessions',
    title: 'Sunday Sessions',
    excerpt: 'Live local music in the Food Court every Sunday afternoon.',
    body: 'Perth musicians play acoustic sets every Sunday from noon. Grab lunch and stay a while.',
    location: 'Food Court, Lower Ground',
    image: 'Sunday sessions',
    imageAlt: 'A guitarist performing on a small stage beside dining tables',
    when: { pattern: 'everyWeek', from: -14, to: 42, days: ['Sunday'], timings: [['12:00', '15:00']] },
  },
  {
    slug: 'outlet-run-club',
    title: 'Outlet Run Club',
    excerpt: 'Free group runs on Tuesday mornings and Thursday evenings with Sprint Athletic Outlet.',
    body: `Join the Sprint Athletic team for a 5 km social run around the airport wetlands path.

- **Tuesday:** 6am, before work
- **Thursday:** 6pm, after work

All paces welcome. Bag drop available in store.`,
    location: 'Sprint Athletic Outlet, Ground Level',
    image: 'Run club',
    imageAlt: 'A group of runners setting off at sunrise',
    inConjunction: 'Sprint Athletic Outlet',
    when: {
      pattern: 'everyWeek',
      from: -10,
      to: 45,
      days: ['Tuesday', 'Thursday'],
      differentTimeAcrossEachDay: true,
      timings: [
        ['06:00', '07:00', 'Tuesday'],
        ['18:00', '19:00', 'Thursday'],
      ],
    },
  },
  {
    slug: 'outdoor-gear-swap',
    title: 'Outdoor Gear Swap',
    excerpt: 'Swap tents, packs and boots you no longer use, every second Saturday.',
    body: 'Bring clean, working outdoor gear and swap it for something you will use. Anything left over is donated to a Perth scout group.',
    location: 'Ridgeline Outdoor Outlet, Level 1',
    image: 'Gear swap',
    imageAlt: 'Backpacks and hiking boots laid out on a table',
    store: 'Ridgeline Outdoor Outlet',
    when: { pattern: 'everyFortnight', from: -6, to: 50, days: ['Saturday'], timings: [['09:00', '12:00']] },
  },
  {
    slug: 'makers-market',
    title: 'Karri Ridge Makers Market',
    excerpt: 'Western Australian makers, growers and food trucks on the last Saturday of the month.',
    body: 'Jarrah homewares, Margaret River olive oil, Swan Valley honey and Perth street food, every month in the car park forecourt.',
    location: 'Outlet Village forecourt',
    image: 'Makers market Karri Ridge',
    imageAlt: 'Market stalls selling olive oil and wooden boards',
    when: { pattern: 'everyMonth', from: -18, to: 120, days: ['Saturday'], timings: [['09:00', '14:00']] },
  },
  {
    slug: 'outlet-village-reopening',
    title: 'Outlet Village Reopening Party',
    excerpt: 'We celebrated the refurbished Outlet Village with music and giveaways.',
    body: 'Thank you to the thousands of shoppers who came to celebrate the new Outlet Village.',
    location: 'Outlet Village',
    image: 'Reopening party',
    imageAlt: 'Confetti falling over a crowd in a shopping centre',
    when: { pattern: 'singleDay', date: -15, times: [['10:00', '15:00']] },
  },
  {
    slug: 'personal-shopper-appointments',
    title: 'Personal Shopper Appointments',
    excerpt: 'A stylist takes you through the outlets for the best buys in your size.',
    body: 'Book a session through Visitor Services, or [book personal styling online](/book/personal-styling).',
    location: 'Visitor Services, Ground Level',
    image: 'Personal shopper',
    imageAlt: 'A stylist and a customer browsing racks together',
    booking: true,
    free: false,
    dates: { pattern: 'singleDay', date: 5, times: [['10:00', '16:00']] },
    when: null,
  },
  {
    slug: 'treasure-hunt',
    title: 'In-Centre Treasure Hunt',
    excerpt: 'Find five hidden karri leaves around the centre to win an outlet voucher.',
    body: 'Pick up a map at Visitor Services and find all five leaves. Only for shoppers in the centre today.',
    location: 'Visitor Services, Ground Level',
    image: 'Treasure hunt',
    imageAlt: 'A child holding a treasure map in a shopping centre',
    inCentreOnly: true,
    when: { pattern: 'singleDay', date: 3, times: [['10:00', '16:00']] },
  },
  {
    slug: 'classic-car-show',
    title: 'Classic Car Show',
    excerpt: 'Fifty classic cars fill the car park for a day of chrome and nostalgia.',
    body: 'WA car clubs show off their restored classics all day. Free entry; food trucks on site.',
    location: 'Outlet Village Car Park',
    image: 'Classic car show',
    imageAlt: 'A restored red 1960s sedan gleaming in the sun',
    when: { pattern: 'singleDay', date: 20, allDay: true },
  },
];
