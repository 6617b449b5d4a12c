// pages/*: the content pages every centre has (the home page is in home.mjs). Copy that differs by
// centre comes from the centre profile's `pages`; blocks of later features carry minimal fields.
import { rel } from '../lib/dates.mjs';
import { email, page, url } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';
import { image } from './home.mjs';
import { ticketedEventCards } from './ticketed-events.mjs';

const text = (heading, body, extra = {}) => ({ component: 'text_block', heading, body: md(body), ...extra });
const story = (path, name, content) => ({
  fullSlug: `pages/${path}`,
  story: { name, content: { component: 'page', title: name, ...content } },
});

// image_text_row_parking: one row per car park with its live time to park; an image and text where the
// centre has them (Karri Ridge shows the rows alone)
function parkingRows(ctx) {
  const rows = ctx.centre.pages.parkingRows;
  const block = { component: 'image_text_row_parking', title: 'Car parks', showTimeToPark: true };
  if (!rows) return block;
  const [label, alt] = rows.image;
  return { ...block, image: ctx.asset('feature', label, 'feature', alt), imageSide: 'right', body: md(rows.body) };
}

// list_cards: hand-picked promotions in the editor's order; the ended offer stays out (visibility rules apply)
// list_cards: the editor's picks, below the page's own lists of events, offers and news, which leave them out (an
// item shows once per page): picks other than the pinned ones, so those lists still open with what is pinned
const running = (spec) => spec.from <= 0 && (spec.to === undefined || spec.to > 0);
function editorsPicks(centre) {
  const picks = [
    ['offers', centre.offers.find((offer) => running(offer) && !offer.pinToTop && !offer.notOnStoreFilter)],
    ['events', centre.events.find((event) => event.when && !event.inCentreOnly && !event.pinToTop)],
    ['offers', centre.offers.find((offer) => offer.to < 0)],
    ['news', centre.news.find((news) => running(news) && !news.pinToTop)],
  ].filter(([, spec]) => spec);
  return {
    component: 'list_cards',
    title: 'Editor’s picks',
    items: picks.map(([folder, spec]) => rel(`foundation/${folder}/${spec.slug}`)),
  };
}

// generic_cards: editor-written cards, shown as a carousel
function dayOutCards(ctx) {
  const card = (title, description, label, alt, link) => ({
    component: 'generic_card',
    title,
    description,
    image: ctx.asset('card', label, 'card', alt),
    link,
  });
  return {
    component: 'generic_cards',
    title: 'Make a day of it',
    carousel: true,
    cards: [
      card(
        'Opening hours',
        'Late nights, public holidays and special trading.',
        'Opening hours',
        'A clock above the centre entrance',
        page('opening-hours'),
      ),
      card(
        'Parking',
        'Where to park, and how busy each car park is right now.',
        'Parking',
        'Cars parked under a shaded roof',
        page('parking'),
      ),
      card(
        'Gift guide',
        'Ideas for everyone, from every store in the centre.',
        'Gift guide',
        'Wrapped presents with ribbon',
        page('gift-guide'),
      ),
      card(
        'Centre map',
        'Find any store, lift or parents’ room on the map.',
        'Centre map',
        'A visitor reading a centre map',
        page('directions/centre-map'),
      ),
    ],
  };
}

export function buildPages(ctx, categories) {
  const { centre } = ctx;
  const copy = centre.pages;
  const categoryUuids = categories
    .filter((output) => output.story.content.level === 'category')
    .map((output) => rel(output.fullSlug));
  const pages = [
    story('whats-on', "What's On", {
      metaDescription: `Events, offers, news and competitions at ${centre.name}.`,
      body: [
        text(`What's on at ${centre.name}`, copy.whatsOn),
        { component: 'centre_events', title: 'Events', num_shown: 12, showFilters: true },
        ticketedEventCards(centre),
        { component: 'centre_offers', title: 'Offers', num_shown: 12, showFilters: true },
        { component: 'competition', title: 'Competitions', num_shown: 6 },
        { component: 'centre_news', title: 'News', num_shown: 6, link: page('whats-on') },
        editorsPicks(centre),
        dayOutCards(ctx),
      ],
    }),
    story('whats-on/all', 'Everything On Now', {
      metaDescription: `Every event, offer, news item and competition running at ${centre.name} today.`,
      body: [
        text('Everything on now', `Every event, offer, story and competition at ${centre.name}, newest first.`),
        {
          component: 'latest_promotion_cards',
          title: 'On now',
          num_shown: 40,
          types: ['events', 'offers', 'news', 'competitions'],
        },
      ],
    }),
    story('shopping', centre.centreType === 'outlet' ? 'Brands' : 'Shopping', {
      metaDescription: `Every store at ${centre.name}, A to Z.`,
      body: [
        text('Store Directory', copy.shopping),
        { component: 'category_list', title: 'Shop by category', itemsPerRow: 3, items: categoryUuids },
        {
          component: 'foundation_store',
          title: 'All stores',
          filters: ['category', 'subcategory', 'discover_types', 'view_by', 'precinct', 'cuisines', 'meal_times'],
          showGiftCardToggle: true,
          showLicensedToggle: true,
        },
      ],
    }),
    story('opening-hours', 'Opening Hours', {
      body: [
        { component: 'opening_hours', heading: 'Opening Hours', showSpecialHours: true },
        text('Public holidays and late nights', copy.openingHours),
      ],
    }),
    story('sign-up', 'Sign Up', {
      body: [
        text(`Join the ${centre.name} community`, copy.signUp),
        {
          component: 'subscription_form',
          title: 'Sign up',
          recipientList: `${centre.slug}-news`,
          showCentres: Boolean(centre.subscriptionCentres),
          ...(centre.subscriptionCentres ? { centres: centre.subscriptionCentres } : {}),
          // no successMessage: the sign-up page shows the form's own 'Thank you for signing up' (spec 2 §8)
        },
      ],
    }),
    story('sign-up/thank-you', 'Thanks for Signing Up', {
      noIndex: true,
      body: [
        text(
          "You're on the list",
          `Thanks for joining. Your first newsletter from ${centre.name} will arrive within a fortnight. In the meantime, [see what's on](/whats-on).`,
        ),
      ],
    }),
    story('contact-us', 'Contact Us', {
      body: [
        text(
          'Contact Us',
          `${copy.contact}\n\n**Phone:** ${centre.phone}\n\n**Address:** ${centre.streetAddress}, ${centre.suburb} ${centre.state} ${centre.postcode}\n\n**Email:** [hello@${centre.emailDomain}](mailto:hello@${centre.emailDomain})`,
        ),
        {
          component: 'contact_us',
          title: 'Send us a message',
          recipient: email(`hello@${centre.emailDomain}`),
          types: ['feedback', 'enquiry', 'complaint'],
        },
        { component: 'google_map', height: '60vh', zoom: 15 },
      ],
    }),
    // google_directions: links to the maps services, car parks and entrances from the mapping story, public
    // transport and taxis from this copy (docs/directions.md)
    story('directions', 'Getting Here', {
      body: [
        text(`Getting to ${centre.name}`, copy.directions.byCar),
        {
          component: 'google_directions',
          title: 'Plan your trip',
          defaultTravelMode: 'DRIVING',
          drivingCallToAction: { text: 'Parking information', link: page('parking') },
          transitCallToAction: { text: 'Plan with public transport', link: url(copy.transitPlannerUrl) },
          publicTransport: md(copy.directions.publicTransport),
          taxi: md(copy.directions.taxi),
        },
      ],
    }),
    story('directions/centre-map', 'Centre Map', {
      hideFooter: true,
      hideBackTop: true,
      body: [{ component: 'centre_map', title: 'Centre Map', defaultFloor: 'G' }],
    }),
    story('leasing', 'Leasing', {
      metaDescription: `Retail, pop-up and commercial leasing at ${centre.name}.`,
      body: [
        text(`Lease a space at ${centre.name}`, copy.leasing, {
          buttons: [
            {
              component: 'button',
              text: 'Email the leasing team',
              link: email(`leasing@${centre.emailDomain}`),
              style: 'secondary',
            },
          ],
        }),
        { component: 'leasing', title: 'Retail leasing enquiry' },
        {
          component: 'leasing_popup',
          title: 'Pop-up and kiosk enquiry',
          businessCategories: ['Fashion', 'Food', 'Services', 'Technology', 'Health & Beauty', 'Other'],
        },
        { component: 'commercial_leasing_enquiry_form', formTitle: 'Commercial and office leasing' },
      ],
    }),
    story('gift-guide', 'Gift Guide', {
      body: [
        {
          component: 'gift_guide',
          set: rel(`foundation/gift-guide/${copy.giftGuideSet}`),
          detailsText: copy.giftGuide,
          detailsBackgroundColour: copy.giftGuideCreation.detailsBackground,
          creationText: copy.giftGuideCreation.text,
          creationBackgroundColour: copy.giftGuideCreation.background,
          resultsTitle: 'Gift ideas',
          resultsDescription: 'Sorted by store. Prices and availability are set by each store.',
          formTitle: 'Find the perfect gift',
          formDescription: 'Tell us who you are shopping for and we will do the rest.',
          hideCreation: false,
        },
      ],
    }),
    story('parking', 'Parking', {
      body: [
        text(`Parking at ${centre.name}`, copy.parking),
        { component: 'parking_total', title: 'Spaces available now' },
        parkingRows(ctx),
        text('Parking rates', copy.parkingRates),
      ],
    }),
    story('about/our-story', 'Our Story', {
      body: [
        text(`The story of ${centre.name}`, copy.ourStory),
        {
          component: 'inline_image',
          alignment: 'center',
          images: copy.ourStoryImages.map(([label, alt, caption]) => ({
            component: 'image_item',
            image: ctx.asset('feature', label, 'feature', alt),
            caption,
          })),
        },
        // the centre today, in the pictures of its home page's gallery: two, then three to a row
        {
          component: 'inline_image',
          alignment: 'left',
          lazy: true,
          images: centre.home.images.slice(1, 3).map((spec) => image(ctx, spec)),
        },
        {
          component: 'inline_image',
          columns: 4,
          alignment: 'right',
          lazy: true,
          images: centre.home.images.slice(3, 6).map((spec) => image(ctx, spec)),
        },
        text('Looking ahead', copy.ourStoryFuture, {
          buttons: [{ component: 'button', text: 'Leasing opportunities', link: page('leasing'), style: 'text' }],
        }),
      ],
    }),
    story('centre-traffic', 'Centre Traffic', {
      body: [
        text(
          'When is the best time to visit?',
          `The chart shows how busy ${centre.name} usually is through the day, updated every fifteen minutes. Pick a day to plan around the rush.`,
        ),
        { component: 'foot_traffic', title: 'Popular arrival times', showDaySelector: true },
      ],
    }),
  ];
  if (centre.journeyEnabled) {
    pages.push(
      story('my-journey', 'My Journey', {
        noIndex: true,
        body: [
          text(
            'Plan your journey',
            'Save stores as you browse and we will map them floor by floor. Email the list to yourself before you leave home.',
          ),
          { component: 'journey_group', title: 'Your stores', createJourneyLink: page('shopping') },
        ],
      }),
    );
  }
  return pages;
}
