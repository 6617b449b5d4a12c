// pages/home: the richest page of each centre. It uses the blocks of the foundation issue (text_block,
// divider, inline_image, feature_panel_group with every text item kind) and the blocks of later features with
// realistic minimal fields. It stays a page a visitor scrolls through (about 8,000 px at 1280 px; issue 26 part 5):
// one hero panel, the week's hours left to the footer and the Opening Hours page, the centre's other pictures on
// Our Story (its two- and three-image rows: pages.mjs), card grids of whole rows (`columns`), and each offer, event
// or news item once (the grids leave out what 'Latest' shows).
import { page, url } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';
import { ticketedEventCards } from './ticketed-events.mjs';

const item = (component, text, link) => ({
  component,
  ...(text === undefined ? {} : { text }),
  ...(link ? { link } : {}),
});

function panel(ctx, spec) {
  const content = {
    component: 'feature_panel',
    image: ctx.asset('hero', spec.image, 'hero', spec.alt),
    alignment: spec.alignment,
    overlay: spec.overlay ?? false,
    invert: spec.invert ?? false,
    textItems: spec.items.map(([component, text, link]) => item(component, text, link)),
  };
  if (spec.mobile) content.mobileImage = ctx.asset('hero', `${spec.image} mobile`, 'mobile', spec.alt);
  if (spec.focal) [content.focalPointHorizontal, content.focalPointVertical] = spec.focal;
  return content;
}

export const image = (ctx, [label, alt, caption, link]) => ({
  component: 'image_item',
  image: ctx.asset('feature', label, 'feature', alt),
  ...(caption ? { caption } : {}),
  ...(link ? { link } : {}),
});

// well_widgets: the live air quality and temperature beside each centre's own words for them
function wellWidget(ctx, { heading, text, image, cta }) {
  const content = { component: 'well_widget', heading, text };
  if (image) content.image = ctx.asset('feature', image[0], 'feature', image[1]);
  if (cta) content.callToAction = [{ component: 'button', text: cta[0], link: cta[1], style: 'secondary' }];
  return content;
}

function wellWidgets(ctx) {
  const copy = ctx.centre.pages.wellbeing;
  return {
    component: 'well_widgets',
    title: copy.title,
    air_quality: [wellWidget(ctx, copy.air)],
    average_temperature: [wellWidget(ctx, copy.temperature)],
    ...(copy.limits ?? {}),
  };
}

export function buildHome(ctx) {
  const { centre } = ctx;
  const home = centre.home;
  const content = {
    component: 'page',
    title: `${centre.name}`,
    metaTitle: home.metaTitle,
    metaDescription: home.metaDescription,
    ogImage: ctx.asset('hero', `${centre.name} shopping centre`, 'heroTall', `${centre.name} shopping centre`),
    body: [
      {
        component: 'feature_panel_group',
        slug: 'home-hero',
        fixedWidth: false,
        height: 'large',
        items: home.panels.map((spec) => panel(ctx, spec)),
      },
      {
        component: 'quick_links',
        headings: 'Plan your visit',
        appearance: 'light',
        links: [
          { component: 'quick_link', text: 'Opening Hours', icon: 'clock', link: page('opening-hours') },
          { component: 'quick_link', text: 'Parking', icon: 'car', link: page('parking') },
          { component: 'quick_link', text: 'Centre Map', icon: 'map', link: page('directions/centre-map') },
          {
            component: 'quick_link',
            text: 'Gift Cards',
            icon: 'gift',
            link: url(`https://giftcards.${centre.emailDomain}`),
          },
        ],
      },
      {
        component: 'text_block',
        heading: home.intro.heading,
        subHeading: home.intro.subHeading,
        alignment: 'center',
        body: md(home.intro.body),
        buttons: home.intro.buttons.map(([text, link, style]) => ({ component: 'button', text, link, style })),
      },
      { component: 'divider', heading: home.dividerHeading, height: 40 },
      {
        component: 'latest_promotion_cards',
        title: `Latest at ${centre.name}`,
        num_shown: 4,
        columns: 4,
        types: ['offers', 'events', 'news'],
        link: page('whats-on'),
      },
      {
        component: 'inline_image',
        columns: 6,
        alignment: 'center',
        lazy: false,
        images: [image(ctx, home.images[0])],
      },
      { component: 'centre_offers', title: 'Offers', num_shown: 4, columns: 4, link: page('whats-on') },
      { component: 'centre_events', title: 'Events', num_shown: 6, link: page('whats-on'), carousel: true },
      { ...ticketedEventCards(centre), carousel: true },
      { component: 'centre_news', title: 'News', num_shown: 4, columns: 4, link: page('whats-on') },
      {
        component: 'foot_traffic',
        title: 'Popular arrival times',
        hint: 'Based on the last four weeks of visits',
        link: page('centre-traffic'),
      },
      home.parkingTimeToPark
        ? {
            component: 'parking_total',
            title: 'Time to park now',
            link: page('parking'),
            linkText: 'Parking and rates',
            showTimeToPark: true,
          }
        : { component: 'parking_total', title: 'Parking right now', link: page('parking') },
      wellWidgets(ctx),
      {
        component: 'feature_panel_group',
        slug: 'home-lifestyle',
        fixedWidth: true,
        height: 'small',
        items: home.secondaryPanels.map((spec) => panel(ctx, spec)),
      },
      {
        component: 'subscription_form',
        title: `Get the best of ${centre.name} in your inbox`,
        description: 'Offers, events and new store openings, once a fortnight. Unsubscribe any time.',
        recipientList: `${centre.slug}-news`,
        showCentres: Boolean(centre.subscriptionCentres),
        ...(centre.subscriptionCentres ? { centres: centre.subscriptionCentres } : {}),
        successMessage: 'Thanks for signing up! Look out for a welcome email shortly.',
      },
    ],
  };
  if (home.alert) content.alert = [{ component: 'alert', ...home.alert }];
  return { fullSlug: 'pages/home', story: { name: 'Home', content } };
}
