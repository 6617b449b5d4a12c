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
};
