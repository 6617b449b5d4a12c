import type { ImageModel } from '../../../src/common/domain/images/cms-image';
import type { LinkModel } from '../../../src/common/domain/links/link-rules';

export interface NavLinkModel {
  text: string;
  link: LinkModel;
  children: NavLinkModel[];
}

export interface HeaderModel {
  logo?: ImageModel;
  searchLabel: string;
  navLinks: NavLinkModel[];
  changeCentreLinks: NavLinkModel[];
  showTraffic: boolean;
}

export interface FooterModel {
  appearance: 'dark' | 'light';
  hideOpeningHours: boolean;
  quickLinksTitle: string;
  quickLinks: NavLinkModel[];
  centreLinksTitle: string;
  centreLinks: NavLinkModel[];
  openingHoursInfo?: string;
  acknowledgementOfCountry?: string;
  ownershipCredit?: string;
}
