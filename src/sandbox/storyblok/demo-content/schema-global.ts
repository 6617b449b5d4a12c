/** Schemas of the global stories: pages, menus, not-found, redirects, parking bands, premium services. */
import type * as M from '../../../common/domain/cms/site-content.types';
import {
  asset,
  bloks,
  bool,
  link,
  num,
  numeric,
  oneOf,
  required,
  text,
  type ComponentSchema,
  type SchemaOf,
} from './schema-fields';
import { seo } from './schema-shared';

const page: SchemaOf<M.PageContent> = {
  ...seo,
  title: required(text()),
  alert: bloks(['alert']),
  header: bloks('any'),
  body: required(bloks('any')),
  hideFooter: bool(),
  hideBackTop: bool(),
  noIndex: bool(),
};
const shoppingFlyout: SchemaOf<M.ShoppingFlyoutBlok> = {
  title: required(text()),
  brandsTitle: required(text()),
  brandsLimit: required(numeric()),
  categoriesTitle: required(text()),
  discoverTitle: required(text()),
  discoverLinks: required(bloks(['nav_link'])),
  premiumTitle: text(),
};
const header: SchemaOf<M.HeaderContent> = {
  logo: required(asset()),
  searchLabel: text(),
  navLinks: required(bloks(['nav_link'])),
  flyout: bloks(['shopping_flyout']),
  changeCentreLinks: bloks(['nav_link']),
  showTraffic: bool(),
};
const socialIcon: SchemaOf<M.SocialIconBlok> = {
  icon: required(oneOf('facebook', 'instagram', 'twitter', 'tiktok', 'youtube', 'linkedin', 'pinterest')),
  link: required(link()),
};
const socialMedia: SchemaOf<M.SocialMediaBlok> = {
  title: required(text()),
  cta: bloks(['button']),
  socialMediaTitle: required(text()),
  socialMediaIcons: required(bloks(['social_icon'])),
};
const footer: SchemaOf<M.FooterContent> = {
  appearance: oneOf('dark', 'light'),
  hideOpeningHours: bool(),
  quickLinksTitle: required(text()),
  quickLinks: required(bloks(['nav_link'])),
  centreLinksTitle: required(text()),
  centreLinks: required(bloks(['nav_link'])),
  socialMedia: bloks(['social_media']),
  openingHoursInfo: text(),
  acknowledgementOfCountry: text(),
  ownershipCredit: text(),
};
const notFound: SchemaOf<M.NotFoundContent> = { title: text(), subtitle: text(), paragraph: text(), image: asset() };
const redirect: SchemaOf<M.RedirectBlok> = {
  from: required(text({ pattern: /^\/\S*$/ })),
  to: required(text()),
  status: required(oneOf('301', '302')),
};
const redirects: SchemaOf<M.RedirectsContent> = { entries: required(bloks(['redirect'])) };
const parkingThreshold: SchemaOf<M.ParkingThresholdContent> = {
  plentyFrom: required(num()),
  plentyTo: required(num()),
  moderateFrom: required(num()),
  moderateTo: required(num()),
  limitedFrom: required(num()),
  limitedTo: required(num()),
};
const premiumGuestService: SchemaOf<M.PremiumGuestServiceContent> = {
  title: required(text()),
  link: required(link()),
  image: asset(),
  description: text(),
};

// the site checks colours and contrast itself (src/common/domain/theme/theme.ts); the demo content must pass as is
const HEX_COLOUR = /^#[0-9a-f]{6}$/;
const fontFile = (extension: string) =>
  text({ pattern: new RegExp(`^https://a\\.storyblok\\.com/f/\\d+/x/[0-9a-f]{6,32}/[a-z0-9]+(?:-[a-z0-9]+)*\\.${extension}$`) });
const fontFace: SchemaOf<M.FontFaceBlok> = {
  family: required(text({ pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{0,62}$/ })),
  fallback: oneOf('sans-serif', 'serif'),
  weight: text({ pattern: /^[1-9]00(?: [1-9]00)?$/ }),
  woff2: fontFile('woff2'),
  woff: fontFile('woff'),
  ttf: fontFile('ttf'),
  eot: fontFile('eot'),
};
const theme: SchemaOf<M.ThemeContent> = {
  brand: text({ pattern: HEX_COLOUR }),
  brandContrast: text({ pattern: HEX_COLOUR }),
  accent: text({ pattern: HEX_COLOUR }),
  accentDark: text({ pattern: HEX_COLOUR }),
  surfaceAlt: text({ pattern: HEX_COLOUR }),
  themeColor: text({ pattern: HEX_COLOUR }),
  logo: asset(),
  bodyFont: bloks(['font_face']),
  displayFont: bloks(['font_face']),
};

export const GLOBAL_SCHEMAS: Readonly<Record<string, ComponentSchema>> = {
  page,
  shopping_flyout: shoppingFlyout,
  header,
  social_icon: socialIcon,
  social_media: socialMedia,
  footer,
  not_found_page: notFound,
  redirect,
  redirects,
  parking_threshold: parkingThreshold,
  premium_guest_service: premiumGuestService,
  font_face: fontFace,
  theme,
};
