import type { FooterContent, HeaderContent, NavLinkBlok } from '../../../src/common/domain/cms/content.types';
import { AssetHost, toImage } from '../../../src/common/domain/images/cms-image';
import { toLink } from '../../../src/common/domain/links/link-rules';
import type { FooterModel, HeaderModel, NavLinkModel } from './navigation.model';

export function toNavLinks(links: NavLinkBlok[] | undefined): NavLinkModel[] {
  return (links ?? []).flatMap((item) => {
    const link = toLink(item.link);
    const text = String(item.text ?? '').trim();
    return link && text ? [{ text, link, children: toNavLinks(item.children) }] : [];
  });
}

/** spec 1 §2.3: throws 'Could not find header content' when the header is missing. */
export function toHeader(content: HeaderContent | undefined, centreName: string, assets: AssetHost): HeaderModel {
  if (!content) throw new Error('Could not find header content');
  return {
    logo: toImage(content.logo, assets, centreName),
    searchLabel: content.searchLabel?.trim() || `Search Everything ${centreName}`,
    navLinks: toNavLinks(content.navLinks),
    changeCentreLinks: toNavLinks(content.changeCentreLinks),
    showTraffic: Boolean(content.showTraffic),
  };
}

export function toFooter(content: FooterContent | undefined): FooterModel | null {
  if (!content) return null;
  return {
    appearance: content.appearance === 'light' ? 'light' : 'dark',
    hideOpeningHours: Boolean(content.hideOpeningHours),
    quickLinksTitle: content.quickLinksTitle ?? '',
    quickLinks: toNavLinks(content.quickLinks),
    centreLinksTitle: content.centreLinksTitle ?? '',
    centreLinks: toNavLinks(content.centreLinks),
    openingHoursInfo: content.openingHoursInfo,
    acknowledgementOfCountry: content.acknowledgementOfCountry,
    ownershipCredit: content.ownershipCredit,
  };
}
