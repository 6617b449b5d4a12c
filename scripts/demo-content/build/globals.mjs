// global/*: header and footer menus, the not-found page, redirects and parking bands.
import { email, page, sitePath, url } from '../lib/links.mjs';

const nav = (text, link, extra = {}) => ({ component: 'nav_link', text, link, ...extra });

/** spec 1 §2.3: the six outlet centres of 'Change Centre', Karri Ridge Outlet first */
export const OUTLET_CENTRES = [
  ['Karri Ridge Outlet', 'http://karri-ridge.localhost:3000'],
  ['Saltwater Bay Outlet', 'https://saltwater-bay-outlet.example'],
  ['Banksia Park Outlet', 'https://banksia-park-outlet.example'],
  ['Ironbark Junction Outlet', 'https://ironbark-junction-outlet.example'],
  ['Coral Coast Outlet', 'https://coral-coast-outlet.example'],
  ['Silver Gum Outlet', 'https://silver-gum-outlet.example'],
];

/** spec 1 §9: the /shopping discover links name five of the six discover types */
const DISCOVER = [
  ['New Arrivals', 'new'],
  ['Exclusives', 'exclusives'],
  ['Australian Designers', 'australian-designers'],
  ['Luxury', 'luxury'],
  ['Trending', 'trending'],
];

export function buildHeader(ctx) {
  const { centre } = ctx;
  const info = [
    nav('Opening Hours', page('opening-hours'), { icon: 'clock' }),
    nav('Parking', page('parking'), { icon: 'car' }),
    nav('Centre Map', page('directions/centre-map'), { icon: 'map' }),
    nav('Getting Here', page('directions'), { icon: 'directions' }),
    nav('Facilities', page('centre-info/facilities')),
    nav('Accessibility', page('centre-info/accessibility')),
    nav('Our Story', page('about/our-story')),
    nav('Contact Us', page('contact-us')),
  ];
  const content = {
    component: 'header',
    logo: ctx.asset('logo', centre.name, [480, 160], `${centre.name} home`),
    navLinks: [
      nav(centre.centreType === 'outlet' ? 'Brands' : 'Shopping', page('shopping')),
      nav('Dining', sitePath('/shopping?filter[categories]=Dining')),
      nav("What's On", page('whats-on'), {
        children: [
          nav('Events', page('whats-on')),
          nav('Offers', page('whats-on')),
          nav('Competitions', page('whats-on')),
        ],
      }),
      nav('Centre Info', page('opening-hours'), { children: info }),
      nav('Gift Guide', page('gift-guide')),
      nav('Bookings', page('book')),
    ],
    flyout: [
      {
        component: 'shopping_flyout',
        title: 'Shopping',
        brandsTitle: centre.centreType === 'outlet' ? 'Outlet Brands' : 'Brands',
        brandsLimit: 8,
        categoriesTitle: 'Categories',
        discoverTitle: 'Discover',
        discoverLinks: DISCOVER.map(([text, value]) => nav(text, sitePath(`/shopping?filter[discover]=${value}`))),
        premiumTitle: 'Premium Guest Services',
      },
    ],
    changeCentreLinks: OUTLET_CENTRES.map(([name, href]) =>
      nav(name, url(href, href.includes('localhost') ? '_self' : '_blank')),
    ),
    showTraffic: centre.header.showTraffic,
  };
  if (centre.header.searchLabel) content.searchLabel = centre.header.searchLabel;
  return { fullSlug: 'global/header', story: { name: 'Header', content } };
}

export function buildFooter(ctx) {
  const { centre } = ctx;
  const handle = centre.slug.replace(/-/g, '');
  const icon = (name, host) => ({
    component: 'social_icon',
    icon: name,
    link: url(`https://www.${host}.example/${handle}`),
  });
  const content = {
    component: 'footer',
    appearance: centre.footer.appearance,
    quickLinksTitle: 'Quick Links',
    quickLinks: [
      nav('Opening Hours', page('opening-hours')),
      nav('Store Directory', page('shopping')),
      nav("What's On", page('whats-on')),
      nav('Parking', page('parking')),
      nav('Centre Map', page('directions/centre-map')),
      nav('Gift Guide', page('gift-guide')),
    ],
    centreLinksTitle: centre.name,
    centreLinks: [
      nav('Our Story', page('about/our-story')),
      nav('Contact Us', page('contact-us')),
      nav('Leasing', page('leasing')),
      nav('Accessibility', page('centre-info/accessibility')),
      nav('Careers', url('https://careers.atrium-centres.example')),
      nav('Privacy Policy', url('https://www.atrium-centres.example/privacy')),
      nav('Media Enquiries', email(`media@${centre.emailDomain}`)),
    ],
    socialMedia: [
      {
        component: 'social_media',
        title: 'Stay in the loop',
        cta: [{ component: 'button', text: 'Sign up for news', link: page('sign-up'), style: 'primary' }],
        socialMediaTitle: 'Follow us',
        socialMediaIcons: [
          icon('facebook', 'facebook'),
          icon('instagram', 'instagram'),
          icon('tiktok', 'tiktok'),
          icon('youtube', 'youtube'),
        ],
      },
    ],
    openingHoursInfo: centre.footer.openingHoursInfo,
    acknowledgementOfCountry: centre.footer.acknowledgementOfCountry,
    ownershipCredit: centre.footer.ownershipCredit,
  };
  if (centre.footer.hideOpeningHours !== undefined) content.hideOpeningHours = centre.footer.hideOpeningHours;
  return { fullSlug: 'global/footer', story: { name: 'Footer', content } };
}

export function buildNotFound(ctx) {
  const { centre } = ctx;
  const copy = centre.notFound;
  const content = {
    component: 'not_found_page',
    title: copy.title,
    subtitle: copy.subtitle,
    paragraph: copy.paragraph,
    image: ctx.asset('hero', copy.image, 'heroTall', ''),
  };
  return { fullSlug: 'global/not-found', story: { name: 'Not Found', content } };
}

export function buildRedirects(ctx) {
  const entries = ctx.centre.redirects.map(([from, to, status]) => ({ component: 'redirect', from, to, status }));
  return { fullSlug: 'global/redirects', story: { name: 'Redirects', content: { component: 'redirects', entries } } };
}

/** absent on a centre without bands: the site then uses the default bands and reports it (spec 1 §8) */
export function buildParkingThreshold(ctx) {
  const bands = ctx.centre.parkingThreshold;
  if (!bands) return [];
  return [
    {
      fullSlug: 'global/parking-threshold',
      story: { name: 'Parking Threshold', content: { component: 'parking_threshold', ...bands } },
    },
  ];
}
