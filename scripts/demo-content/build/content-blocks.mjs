// pages/centre-guide and pages/about/experiences: every content block of spec 1 §2.9 with its options
// (anchor list, carousels with and without autoplay, quick links, icon grid, animated image panel,
// image-text rows, accordion, feature cards, articles, tables, videos of both sites and sizes, iframes,
// the looping video banner). The copy is shared by the three centres; names come from the centre profile.
import { page, sitePath, url } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';

const button = (text, link, style = 'primary') => ({ component: 'button', text, link, style });
const textItem = (component, text, link) => ({ component, ...(text ? { text } : {}), ...(link ? { link } : {}) });
const cell = {
  text: (text) => ({ component: 'table_text', text }),
  cta: (text, link) => ({ component: 'table_cta', text, link }),
  body: (markdown) => ({ component: 'table_text_block', body: md(markdown) }),
  image: (image) => ({ component: 'table_image', image }),
};
const row = (...cells) => ({ component: 'table_row', cells });

/** What the centre guide says of food, dinner and parking, unless the centre's profile has its own (`guide`). */
const GUIDE = {
  food: {
    heading: 'Fresh food',
    alt: 'A grocer stacking fresh produce',
    body: 'Butchers, bakers, grocers and a deli, open from early every morning.',
    button: ['Shop fresh food', '/shopping?filter[categories]=Fresh%20Food'],
  },
  dinner: 'Restaurants stay open late on Thursday, Friday and Saturday. **Book ahead** on weekends.',
  parking: 'Yes: the first three hours are free every day. See [parking](/parking) for rates after that.',
  freeParking: false,
};

function centreGuide(ctx) {
  const { centre } = ctx;
  const guide = { ...GUIDE, ...centre.guide };
  const panel = (label, alt, alignment, items, extra = {}) => ({
    component: 'feature_panel',
    image: ctx.asset('hero', label, 'hero', alt),
    alignment,
    overlay: true,
    textItems: items.map(([component, text, link]) => textItem(component, text, link)),
    ...extra,
  });
  return {
    component: 'page',
    title: 'Centre Guide',
    metaDescription: `Everything you need for a day at ${centre.name}: services, dining, parking and answers to common questions.`,
    body: [
      {
        component: 'feature_panel_carousel',
        slug: 'highlights',
        height: 'medium',
        autoScrollDuration: 6000,
        items: [
          panel('Welcome to the centre guide', 'Shoppers walking through a bright mall concourse', 'left', [
            ['strong_text', 'Centre guide'],
            ['large_text', `Your day at ${centre.name}`],
            ['text', 'Services, dining, parking and help, all on one page.'],
          ]),
          panel('Dining after dark', 'Diners at a long shared table under warm lights', 'center', [
            ['large_text', 'Dinner and a movie'],
            ['call_to_action', 'Browse dining', sitePath('/shopping?filter[categories]=Dining')],
          ]),
          panel(
            'Family friendly',
            'A parent pushing a pram past a play area',
            'right',
            [
              ['medium_text', 'Parents rooms, play areas and pram hire'],
              ['call_to_action', 'Facilities', page('centre-info/facilities')],
            ],
            { invert: true },
          ),
        ],
      },
      {
        component: 'anchor_list',
        title: 'On this page',
        brandColour: true,
        links: [
          ['Services', 'services'],
          ['Dining', 'dining'],
          ['Questions', 'faq'],
          ['Parking rates', 'parking-rates'],
          ['Video tour', 'video-tour'],
        ].map(([text, anchor]) => ({ component: 'anchor_link', text, anchor })),
      },
      {
        component: 'quick_links',
        headings: 'Popular right now',
        appearance: 'dark',
        links: [
          ['Opening Hours', 'clock', page('opening-hours')],
          ['Getting Here', 'map', page('directions')],
          ['Contact Us', 'phone', page('contact-us')],
          ["What's On", 'calendar', page('whats-on')],
          ['Dining', 'food', sitePath('/shopping?filter[categories]=Dining')],
        ].map(([text, icon, link]) => ({ component: 'quick_link', text, icon, link })),
      },
      {
        component: 'icon_grid',
        slug: 'services',
        title: 'Services',
        columns: 4,
        items: [
          ['Free Wi-Fi', 'Connect to the centre network anywhere inside.'],
          ['Parents room', 'Feeding and changing rooms on two levels.', page('centre-info/facilities')],
          ['Parking', 'Three hours free every day.', page('parking')],
          ['Accessible toilets', 'Next to every bathroom block.', page('centre-info/accessibility')],
          ['Lockers', 'Store your bags while you shop.'],
          ['Taxi rank', 'At the main entrance.'],
          ['Concierge', 'Gift cards, lost property and pram hire.', page('contact-us')],
          ['ATM', 'On Ground Level near the food court.'],
        ].map(([title, text, link]) => ({
          component: 'icon_grid_item',
          icon: ctx.asset('icon', title, 'icon', ''),
          title,
          text,
          ...(link ? { link } : {}),
        })),
      },
      {
        component: 'animated_image_panel',
        headings: 'Take a break',
        imageSide: 'left',
        image: ctx.asset('feature', 'Coffee break', 'feature', 'Two flat whites on a marble table'),
        secondImage: ctx.asset('card', 'Pastry counter', 'card', 'A counter of croissants and tarts'),
        content: md(
          `Slow down between stores: grab a coffee, or rest in the quiet lounge with phone charging at ${centre.name}.`,
        ),
        callToAction: [button('Find a café', sitePath('/shopping?filter[categories]=Dining'))],
      },
      {
        component: 'image_text_list_container',
        slug: 'dining',
        title: 'Dining',
        items: [
          {
            component: 'image_text_row',
            image: ctx.asset('feature', guide.food.heading, 'feature', guide.food.alt),
            imageSide: 'left',
            heading: guide.food.heading,
            body: md(guide.food.body),
            buttons: [button(guide.food.button[0], sitePath(guide.food.button[1]), 'secondary')],
          },
          {
            component: 'image_text_row',
            image: ctx.asset('feature', 'Dinner', 'feature', 'Plates of pasta being served'),
            imageSide: 'right',
            heading: 'Dinner',
            body: md(guide.dinner),
          },
        ],
      },
      {
        component: 'accordion_group',
        slug: 'faq',
        title: 'Frequently asked questions',
        items: [
          ['Do you have free parking?', guide.parking, false],
          [
            'Can I hire a wheelchair or a pram?',
            'Ask at Concierge on Ground Level. Both are free; bring photo ID.',
            true,
          ],
          [
            'Are dogs allowed?',
            'Assistance animals are always welcome. Other dogs can visit the outdoor dining terrace.',
            false,
          ],
          ['Where is lost property?', `Concierge keeps lost property for 30 days. Call ${centre.phone}.`, false],
        ].map(([title, text, active]) => ({ component: 'accordion_item', title, active, content: md(text) })),
      },
      {
        component: 'feature_cards',
        title: 'Make a day of it',
        items: [
          ['Gift cards', 'One card, every store. Buy at Concierge or online.', page('gift-guide'), 'Find a gift'],
          ['Events', 'Workshops, markets and school-holiday fun.', page('whats-on'), "See what's on"],
          ['Sign up', 'Offers and news every fortnight, straight to your inbox.', page('sign-up'), 'Join now'],
        ].map(([title, text, link, linkText]) => ({
          component: 'feature_card',
          title,
          text,
          link,
          linkText,
          image: ctx.asset('card', title, 'card', ''),
        })),
      },
      {
        component: 'table',
        slug: 'parking-rates',
        title: 'Parking rates',
        caption: guide.freeParking
          ? 'Parking is free every day, including public holidays.'
          : 'Rates apply every day, including public holidays.',
        headerColumn: true,
        alternateBackground: true,
        horizontalAlignment: 'left',
        width: 'full',
        rows: guide.freeParking
          ? [
              row(cell.text('Vehicle'), cell.text('Weekdays'), cell.text('Weekends'), cell.text('More')),
              row(cell.text('Cars'), cell.text('Free'), cell.text('Free'), cell.body('**Free** all day')),
              row(
                cell.text('Coaches'),
                cell.text('By arrangement'),
                cell.text('By arrangement'),
                cell.cta('Contact us', sitePath('/contact-us')),
              ),
              row(
                cell.text('Shuttles'),
                cell.text('Free'),
                cell.text('Free'),
                cell.image(ctx.asset('icon', 'Parking', 'icon', 'Parking sign')),
              ),
            ]
          : [
              row(cell.text('Time'), cell.text('Weekdays'), cell.text('Weekends'), cell.text('More')),
              row(
                cell.text('0 to 3 hours'),
                cell.text('Free'),
                cell.text('Free'),
                cell.body('**Free** with any purchase'),
              ),
              row(
                cell.text('3 to 4 hours'),
                cell.text('$5'),
                cell.text('$6'),
                cell.cta('Pay online', url('https://pay.parking.example')),
              ),
              row(
                cell.text('Over 5 hours'),
                cell.text('$20'),
                cell.text('$20'),
                cell.image(ctx.asset('icon', 'Parking', 'icon', 'Parking sign')),
              ),
            ],
      },
      {
        component: 'video',
        slug: 'video-tour',
        title: `A video tour of ${centre.name}`,
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        size: 'large',
        caption: 'Three minutes around the centre.',
      },
      {
        component: 'inline_carousel',
        title: 'Around the centre',
        items: [
          ['Centre entrance', 'The main entrance at dusk', 'The main entrance'],
          ['Food court', 'Tables in a skylit food court', 'The food court'],
          ['Play area', 'Children climbing in an indoor play area', 'The play area', url('https://play.example')],
        ].map(([label, alt, caption, link]) => ({
          component: 'image_item',
          image: ctx.asset('feature', label, 'feature', alt),
          caption,
          ...(link ? { link } : {}),
        })),
      },
      {
        component: 'anchor_list',
        invert: true,
        links: [{ component: 'anchor_link', text: 'Back to the highlights', anchor: 'highlights' }],
      },
    ],
  };
}

function experiences(ctx) {
  const { centre } = ctx;
  const base = `https://a.storyblok.com/f/${centre.spaceId}/video`;
  return {
    component: 'page',
    title: 'Experiences',
    metaDescription: `Live music, workshops and films at ${centre.name}.`,
    body: [
      {
        component: 'feature_panel_video',
        video: `${base}/experiences-loop.mp4`,
        mobileVideo: `${base}/experiences-loop-mobile.mp4`,
        poster: ctx.asset('hero', 'Experiences', 'hero', ''),
        heading: `Experiences at ${centre.name}`,
        text: 'Live music on Fridays, workshops on weekends and films every night.',
        callToAction: [button("See what's on", page('whats-on'))],
        height: 'large',
      },
      {
        component: 'animated_image_panel',
        headings: 'Workshops for every age',
        imageSide: 'right',
        image: ctx.asset('feature', 'Pottery workshop', 'feature', 'Hands shaping clay on a wheel'),
        secondImage: ctx.asset('card', 'Kids craft', 'card', 'Children gluing paper shapes'),
        content: md('Pottery, floristry and cooking classes run every weekend. Places are limited.'),
        callToAction: [button('Book a workshop', page('whats-on'), 'secondary')],
      },
      {
        component: 'image_text_row',
        image: ctx.asset('feature', 'Live music', 'feature', 'A duo playing guitar on a small stage'),
        imageSide: 'right',
        heading: 'Friday night music',
        body: md('Local musicians play the atrium stage from 6pm every Friday.'),
      },
      {
        component: 'article_group',
        title: 'Stories from the centre',
        items: [
          ['Meet the makers', 'The local artisans behind our weekend market.', page('whats-on')],
          ['Behind the counter', 'A morning with the bakers of the fresh food market.', page('about/our-story')],
          ['Ten years of the night market', 'How a few food trucks became a Friday institution.'],
        ].map(([title, text, link], index) => ({
          component: 'article',
          title,
          text,
          image: ctx.asset('card', title, 'card', ''),
          ...(link ? { link, linkText: index === 0 ? 'Meet them' : 'Read more' } : {}),
        })),
      },
      {
        component: 'table',
        title: 'Workshop timetable',
        headerRow: true,
        fixedWidth: true,
        hideBorder: true,
        horizontalAlignment: 'center',
        width: 'two-third',
        rows: [
          row(cell.text('Day'), cell.text('Workshop'), cell.text('Time')),
          row(cell.text('Saturday'), cell.text('Pottery'), cell.text('10:00am')),
          row(cell.text('Saturday'), cell.text('Floristry'), cell.text('2:00pm')),
          row(cell.text('Sunday'), cell.text('Cooking'), cell.text('11:00am')),
        ],
      },
      { component: 'video', url: 'https://vimeo.com/76979871', title: 'Friday night music highlights', size: 'medium' },
      { component: 'video', url: 'https://youtu.be/aqz-KE-bpKQ', title: 'Workshops in sixty seconds', size: 'small' },
      { component: 'iframe', url: 'https://player.vimeo.com/video/76979871', title: 'Night market film', height: 360 },
      // the CSP does not frame this site: editors see a note, visitors nothing
      { component: 'iframe', url: 'https://tickets.example.com/widget', title: 'Ticket widget', height: 400 },
    ],
  };
}

export function buildContentBlockPages(ctx) {
  return [
    { fullSlug: 'pages/centre-guide', story: { name: 'Centre Guide', content: centreGuide(ctx) } },
    { fullSlug: 'pages/about/experiences', story: { name: 'Experiences', content: experiences(ctx) } },
  ];
}
