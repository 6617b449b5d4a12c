import type { FooterContent, HeaderContent, SocialMediaBlok } from '../../common/domain/cms/site-content.types';
import { AssetHost, toImage } from '../../common/domain/images/cms-image';
import { toLink } from '../../common/domain/links/link-rules';
import { EMPTY_FLYOUT_SOURCES, FlyoutSources, toFlyout } from './flyout.mapper';
import type { FooterModel, HeaderModel, SocialIconName, SocialMediaModel } from './navigation.model';
import { HEADER_MISSING } from './navigation.messages';
import { toMainNav, toNavLinks } from './nav-links.mapper';

export { toNavLinks } from './nav-links.mapper';

export { FOOTER_MISSING, HEADER_MISSING } from './navigation.messages';

export interface HeaderOptions {
  /** the centre configuration's change-centre visibility (spec 1 §7) */
  showChangeCentre?: boolean;
  /** the stories the shopping flyout lists; only read when the header has a flyout */
  flyoutSources?: FlyoutSources;
}

/** spec 1 §2.3: throws 'Could not find header content' when the header is missing. */
export function toHeader(
  content: HeaderContent | undefined,
  centreName: string,
  assets: AssetHost,
  options: HeaderOptions = {},
): HeaderModel {
  if (!content || content.component !== 'header') throw new Error(HEADER_MISSING);
  return {
    logo: toImage(content.logo, assets, centreName),
    searchLabel: content.searchLabel?.trim() || `Search Everything ${centreName}`,
    navLinks: toMainNav(content.navLinks),
    flyout: toFlyout(content.flyout?.[0], options.flyoutSources ?? EMPTY_FLYOUT_SOURCES, assets),
    changeCentreLinks: toNavLinks(content.changeCentreLinks),
    showChangeCentre: Boolean(options.showChangeCentre),
    showTraffic: Boolean(content.showTraffic),
  };
}

/** spec 1 §2.4: null when the footer is undefined (the page then reads 'Footer is not defined yet'). */
export function toFooter(content: FooterContent | undefined): FooterModel | null {
  if (!content || content.component !== 'footer') return null;
  return {
    appearance: content.appearance === 'light' ? 'light' : 'dark',
    hideOpeningHours: Boolean(content.hideOpeningHours),
    quickLinksTitle: content.quickLinksTitle?.trim() ?? '',
    quickLinks: toNavLinks(content.quickLinks),
    centreLinksTitle: content.centreLinksTitle?.trim() ?? '',
    centreLinks: toNavLinks(content.centreLinks),
    socialMedia: toSocialMedia(content.socialMedia?.[0]),
    openingHoursInfo: content.openingHoursInfo?.trim() || undefined,
    acknowledgementOfCountry: content.acknowledgementOfCountry?.trim() || undefined,
    ownershipCredit: content.ownershipCredit?.trim() || undefined,
  };
}

const ICONS: SocialIconName[] = ['facebook', 'instagram', 'twitter', 'tiktok', 'youtube', 'linkedin', 'pinterest'];

function toSocialMedia(blok: SocialMediaBlok | undefined): SocialMediaModel | undefined {
  if (!blok) return undefined;
  const button = blok.cta?.[0];
  const ctaLink = toLink(button?.link);
  const ctaText = button?.text?.trim();
  const icons = (blok.socialMediaIcons ?? []).flatMap((item) => {
    const link = toLink(item.link);
    return link && ICONS.includes(item.icon) ? [{ icon: item.icon, link }] : [];
  });
  return {
    title: blok.title?.trim() ?? '',
    cta: ctaLink && ctaText ? { text: ctaText, link: ctaLink } : undefined,
    socialMediaTitle: blok.socialMediaTitle?.trim() ?? '',
    icons,
  };
}
