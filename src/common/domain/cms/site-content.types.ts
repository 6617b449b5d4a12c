/** The global stories of a space: content pages, header, footer, not-found page, redirects (content-shared.types.ts). */
import type { AlertBlok, Blok, ButtonBlok, NavLinkBlok, SeoFields } from './content-shared.types';
import type { CmsAsset, CmsBlok, CmsLink } from './storyblok.types';

export type PageContent = Blok<
  'page',
  SeoFields & {
    title: string;
    alert?: AlertBlok[];
    header?: CmsBlok[];
    body: CmsBlok[];
    hideFooter?: boolean;
    hideBackTop?: boolean;
    noIndex?: boolean;
  }
>;

export type ShoppingFlyoutBlok = Blok<
  'shopping_flyout',
  {
    title: string;
    brandsTitle: string;
    /** most brands listed in one letter bucket */
    brandsLimit: number | string;
    categoriesTitle: string;
    discoverTitle: string;
    discoverLinks: NavLinkBlok[];
    premiumTitle?: string;
  }
>;

export type HeaderContent = Blok<
  'header',
  {
    logo: CmsAsset;
    /** replaces 'Search Everything {centre}' */
    searchLabel?: string;
    navLinks: NavLinkBlok[];
    flyout?: ShoppingFlyoutBlok[];
    /** the six outlet centres of 'Change Centre' (external links) */
    changeCentreLinks?: NavLinkBlok[];
    showTraffic?: boolean;
  }
>;

export type SocialIconBlok = Blok<'social_icon', { icon: 'facebook' | 'instagram' | 'twitter' | 'tiktok' | 'youtube' | 'linkedin' | 'pinterest'; link: CmsLink }>;
export type SocialMediaBlok = Blok<
  'social_media',
  { title: string; cta?: ButtonBlok[]; socialMediaTitle: string; socialMediaIcons: SocialIconBlok[] }
>;

export type FooterContent = Blok<
  'footer',
  {
    appearance?: 'dark' | 'light';
    hideOpeningHours?: boolean;
    quickLinksTitle: string;
    quickLinks: NavLinkBlok[];
    centreLinksTitle: string;
    centreLinks: NavLinkBlok[];
    socialMedia?: SocialMediaBlok[];
    openingHoursInfo?: string;
    acknowledgementOfCountry?: string;
    ownershipCredit?: string;
  }
>;

export type NotFoundContent = Blok<'not_found_page', { title?: string; subtitle?: string; paragraph?: string; image?: CmsAsset }>;
export type RedirectBlok = Blok<'redirect', { from: string; to: string; status: '301' | '302' }>;
export type RedirectsContent = Blok<'redirects', { entries: RedirectBlok[] }>;
export type ParkingThresholdContent = Blok<
  'parking_threshold',
  { plentyFrom: number; plentyTo: number; moderateFrom: number; moderateTo: number; limitedFrom: number; limitedTo: number }
>;
export type PremiumGuestServiceContent = Blok<'premium_guest_service', { title: string; link: CmsLink; image?: CmsAsset; description?: string }>;

/**
 * One face of a font pair: its family name and its files on the CMS asset host, one per format (the site offers
 * them in the order woff2, woff, ttf, eot). docs/content-model.md "Theme".
 */
export type FontFaceBlok = Blok<
  'font_face',
  {
    family: string;
    /** the system fonts used until the files load, and if they never do */
    fallback?: 'sans-serif' | 'serif';
    /** a CSS weight (`400`, `700`) or a variable font's range (`100 900`); default 400 */
    weight?: string;
    woff2?: string;
    woff?: string;
    ttf?: string;
    eot?: string;
  }
>;

/** `global/theme`: the centre's colours, logo and fonts; anything missing or unusable keeps the site default. */
export type ThemeContent = Blok<
  'theme',
  {
    /** hex colours, `#rrggbb` or `#rgb` */
    brand?: string;
    brandContrast?: string;
    accent?: string;
    accentDark?: string;
    surfaceAlt?: string;
    /** the browser's UI colour on phones (`<meta name="theme-color">`); default the brand colour */
    themeColor?: string;
    /** replaces the header's logo */
    logo?: CmsAsset;
    bodyFont?: FontFaceBlok[];
    displayFont?: FontFaceBlok[];
  }
>;
