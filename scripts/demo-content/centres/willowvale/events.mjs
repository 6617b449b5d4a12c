// Willowvale's events: between them they cover every recurrence pattern and listing edge case.
export const EVENTS = [
  {
    slug: 'new-season-runway',
    title: 'New Season Runway',
    excerpt: 'See the new season walk the Fashion Court catwalk, styled by Ada & Wren and friends.',
    body: `Willowvale's favourite labels show their new-season collections on a catwalk in the middle of the Fashion Court.

## Show times
- 11am: Womenswear, with Ada & Wren, Juniper Lane and Bellbird Collective
- 2pm: Menswear and accessories, with Harbour & Hale and Quill & Satchel

Seats are first come, first served. Stay after each show for **styling tips** from the designers.`,
    location: 'Fashion Court, Ground Level',
    image: 'New season runway',
    imageAlt: 'Models on a catwalk wearing tailored coats and knitwear',
    inConjunction: 'Ada & Wren',
    pinToTop: true,
    when: {
      pattern: 'singleDay',
      date: 6,
      times: [
        ['11:00', '11:45'],
        ['14:00', '14:45'],
      ],
    },
  },
  {
    slug: 'build-a-bot-workshops',
    title: 'Build-a-Bot Workshops',
    excerpt: 'Kids aged 6 to 12 build and code a little robot to take home. Bookings essential.',
    body: `Robotics educators from the Junior Engineers Club run hour-long workshops twice a day for a fortnight.

Each child builds a small wheeled robot, learns to code it with a tablet and takes it home at the end. Suitable for ages 6 to 12; a parent or carer must stay in the centre.

**Bookings are essential**, as places are limited to twelve children per session.

Building all year round? [Book Kids Build Club](/book/kids-build-club) online.`,
    location: 'Kids Zone, Level 2 (outside Toybox Town)',
    image: 'Build a bot workshop',
    imageAlt: 'Children building small robots at a workshop table',
    booking: true,
    when: {
      pattern: 'everyDay',
      from: -4,
      to: 9,
      timings: [
        ['10:00', '11:00'],
        ['13:00', '14:00'],
      ],
    },
  },
  {
    slug: 'twilight-laneway-market',
    title: 'Twilight Laneway Market',
    excerpt: 'Street food, local makers and live music in Willowvale Lane every Thursday night.',
    body: `Every Thursday, Willowvale Lane fills with food trucks, makers' stalls and a rotating line-up of local musicians.

- Dumplings, tacos and wood-fired pizza
- Handmade ceramics, candles and prints
- Live acoustic sets from 6pm

Entry is free; most stalls take card.`,
    location: 'Willowvale Lane, outside the Dining Terrace',
    image: 'Twilight laneway market',
    imageAlt: 'Festoon lights over a busy laneway market at dusk',
    when: { pattern: 'everyWeek', from: -14, to: 42, days: ['Thursday'], timings: [['17:00', '21:00']] },
  },
  {
    slug: 'makers-market',
    title: "Willowvale Makers' Market",
    excerpt: 'More than forty Victorian makers and growers on the first Sunday of every month.',
    body: `Our monthly market brings together more than forty makers and growers from across Victoria: ceramics, jewellery, natural skincare, honey, sourdough and seedlings.

Bring a shopping bag, and your dog (on a lead).`,
    location: 'Station Street Forecourt',
    image: 'Makers market',
    imageAlt: 'Market stalls with ceramics and potted plants',
    when: { pattern: 'everyMonth', from: -20, to: 130, days: ['Sunday'], timings: [['09:00', '14:00']] },
  },
  {
    slug: 'kitchen-republic-cooking-demos',
    title: 'Cooking Demonstrations with Kitchen Republic',
    excerpt: 'Knife skills, perfect pasta and a whole day of cast-iron cooking with Kitchen Republic’s chefs.',
    body: `Pull up a stool at the Kitchen Republic demonstration kitchen.

1. **Knife skills:** how to hold, sharpen and look after a chef's knife
2. **Fresh pasta:** two doughs, three shapes
3. **Cast-iron day:** drop in any time for seared steak, cornbread and a skillet cookie

Tastings included; recipes to take home.`,
    location: 'Kitchen Republic, Level 2',
    image: 'Cooking demonstration',
    imageAlt: 'A chef slicing vegetables in a demonstration kitchen',
    store: 'Kitchen Republic',
    inConjunction: 'Kitchen Republic',
    when: {
      pattern: 'differentDates',
      dates: [
        { date: 3, timings: [['11:00', '12:00']] },
        {
          date: 10,
          timings: [
            ['13:00', '14:00'],
            ['15:00', '16:00'],
          ],
        },
        { date: 17, allDay: true },
      ],
    },
  },
  {
    slug: 'story-time-at-pages-co',
    title: 'Story Time at Pages & Co.',
    excerpt: 'Picture books, songs and a craft for under-fives every second Saturday morning.',
    body: `Our booksellers read three new picture books, lead a sing-along and set up a simple craft.

Free, no booking needed. Best for children aged two to five.`,
    location: 'Pages & Co., Level 2',
    image: 'Story time',
    imageAlt: 'A bookseller reading a picture book to small children on cushions',
    store: 'Pages & Co.',
    when: { pattern: 'everyFortnight', from: -7, to: 56, days: ['Saturday'], timings: [['10:30', '11:15']] },
  },
  {
    slug: 'wellness-weekends',
    title: 'Wellness Weekends',
    excerpt: 'Free yoga on Saturday mornings and guided meditation on Sundays on the Rooftop Terrace.',
    body: `Start the weekend well with free classes led by the instructors from Lotus Move.

- **Saturday:** vinyasa yoga, 9am to 10am, then a stretch class until noon
- **Sunday:** guided meditation and breath work, 10am to 1pm

Mats provided. Arrive ten minutes early.`,
    location: 'Rooftop Terrace, Level 3',
    image: 'Rooftop yoga',
    imageAlt: 'People doing yoga on mats on a sunny rooftop terrace',
    inConjunction: 'Lotus Move',
    when: {
      pattern: 'everyWeek',
      from: -1,
      to: 27,
      days: ['Saturday', 'Sunday'],
      differentTimeAcrossEachDay: true,
      timings: [
        ['09:00', '12:00', 'Saturday'],
        ['10:00', '13:00', 'Sunday'],
      ],
    },
  },
  {
    slug: 'laneway-eats-lion-dance',
    title: 'Lion Dance Blessing for Laneway Eats',
    excerpt: 'Drums, lions and lucky red envelopes: the lion dance visits every level.',
    body: `The Jade Dragon Lion Dance troupe blessed the opening of Laneway Eats, starting at the Fashion Court and finishing in Willowvale Lane.

Thank you to everyone who joined us this year.`,
    location: 'Starts at Fashion Court, Ground Level',
    image: 'Lion dance',
    imageAlt: 'A red and gold lion dancer leaping in front of drummers',
    when: { pattern: 'singleDay', date: -12, times: [['11:00', '12:30']] },
  },
  {
    slug: 'personal-styling-sessions',
    title: 'Personal Styling Sessions',
    excerpt: 'One-on-one time with a Willowvale stylist, by invitation for our newsletter subscribers.',
    body: `Our stylists will pull a capsule wardrobe from across the centre, then walk you through it over a glass of bubbles.

Sessions do not appear in the events listing: [book a personal styling session](/book/personal-styling) online.`,
    location: 'Personal Styling Suite, Level 1',
    image: 'Personal styling',
    imageAlt: 'A stylist holding up a jacket for a client in a fitting room',
    booking: true,
    free: false,
    dates: { pattern: 'singleDay', date: 8, times: [['10:00', '16:00']] },
    when: null,
  },
  {
    slug: 'free-coffee-friday',
    title: 'Free Coffee Friday',
    excerpt: 'Show this screen at Hearth & Bean for a free small coffee, for in-centre visitors only.',
    body: `Thank you for shopping at Willowvale. Show this page on your phone at Hearth & Bean for a free small coffee, one per person, while stocks last.`,
    location: 'Hearth & Bean, Ground Level',
    image: 'Free coffee',
    imageAlt: 'A flat white with latte art on a timber counter',
    store: 'Hearth & Bean',
    inCentreOnly: true,
    when: { pattern: 'singleDay', date: 2, times: [['08:00', '11:00']] },
  },
  {
    slug: 'family-fun-day',
    title: 'Family Fun Day',
    excerpt: 'Face painting, a petting zoo and roving performers, all day on the Station Street Forecourt.',
    body: `A whole day of free family entertainment: face painting, balloon twisting, a petting zoo with lambs and ducklings, and a magician every hour on the hour.

The forecourt is step-free and there is pram parking by the entrance.`,
    location: 'Station Street Forecourt',
    image: 'Family fun day',
    imageAlt: 'A child with a painted face holding a balloon animal',
    when: { pattern: 'singleDay', date: 13, allDay: true },
    tags: ['family', 'kids'],
  },
];
