import type { BrandBucket } from '../../common/domain/navigation/brand-buckets';
import type { ImageModel } from '../../common/domain/images/cms-image';
import type { LinkModel } from '../../common/domain/links/link-rules';

export interface NavLinkModel {
  text: string;
  link: LinkModel;
  /** nested sections, sorted by title (spec 1 §2.3) */
  children: NavLinkModel[];
}

export interface FlyoutCategoryModel {
  title: string;
  /** /categories/<slug> */
  href: string;
}

export interface PremiumServiceModel {
  title: string;
  link: LinkModel;
  image?: ImageModel;
  description?: string;
}

/** spec 1 §2.3: the shopping flyout (desktop mega menu, mobile 'Shopping' accordion). */
export interface FlyoutModel {
  title: string;
  brandsTitle: string;
  /** letter buckets with their brands (capped at brandsLimit) and 'View All' links */
  buckets: BrandBucket[];
  categoriesTitle: string;
  /** top-level categories, by displayOrder then title */
  categories: FlyoutCategoryModel[];
  discoverTitle: string;
  discoverLinks: NavLinkModel[];
  premiumTitle: string;
  premiumServices: PremiumServiceModel[];
}

export interface HeaderModel {
  logo?: ImageModel;
  /** 'Search Everything {centre}' or the custom label */
  searchLabel: string;
  navLinks: NavLinkModel[];
  flyout?: FlyoutModel;
  /** the six outlet centres of 'Change Centre' (external links) */
  changeCentreLinks: NavLinkModel[];
  /**
   * spec 1 §2.3 and §7: the centre's configuration says whether 'Change Centre' shows. It travels with the
   * header, the part of the SiteModel that uses it (site.header.showChangeCentre).
   */
  showChangeCentre: boolean;
  /** 'Popular arrival times today' dropdown */
  showTraffic: boolean;
}

export type SocialIconName = 'facebook' | 'instagram' | 'twitter' | 'tiktok' | 'youtube' | 'linkedin' | 'pinterest';

export interface SocialMediaModel {
  title: string;
  cta?: { text: string; link: LinkModel };
  socialMediaTitle: string;
  icons: Array<{ icon: SocialIconName; link: LinkModel }>;
}

export interface FooterModel {
  appearance: 'dark' | 'light';
  hideOpeningHours: boolean;
  quickLinksTitle: string;
  quickLinks: NavLinkModel[];
  centreLinksTitle: string;
  centreLinks: NavLinkModel[];
  socialMedia?: SocialMediaModel;
  openingHoursInfo?: string;
  acknowledgementOfCountry?: string;
  ownershipCredit?: string;
}
