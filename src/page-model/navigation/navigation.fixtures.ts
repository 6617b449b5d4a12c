/** CMS content shaped as the sandbox serves it, for the navigation tests. */
import type { NavLinkBlok } from '../../common/domain/cms/content-shared.types';
import type { CategoryContent, StoreContent } from '../../common/domain/cms/foundation-content.types';
import type {
  FooterContent,
  HeaderContent,
  PremiumGuestServiceContent,
} from '../../common/domain/cms/site-content.types';
import type { CmsStory } from '../../common/domain/cms/storyblok.types';

let uid = 0;
const next = () => `uid-${(uid += 1)}`;

export const url = (href: string) => ({ linktype: 'url' as const, url: href, cached_url: href });

export function navLink(text: string, href: string, children: NavLinkBlok[] = []): NavLinkBlok {
  return { _uid: next(), component: 'nav_link', text, link: url(href), children };
}

export function story<C extends { component: string }>(fullSlug: string, content: C): CmsStory<C & { _uid: string }> {
  const slug = fullSlug.split('/').pop()!;
  return {
    id: uid,
    uuid: next(),
    name: slug,
    slug,
    full_slug: fullSlug,
    content: { _uid: next(), ...content },
  } as unknown as CmsStory<C & { _uid: string }>;
}

export const storeStory = (title: string, slug: string) =>
  story<StoreContent>(`foundation/stores/${slug}`, { component: 'store', title } as StoreContent);

export const categoryStory = (
  title: string,
  slug: string,
  displayOrder?: number | string,
  level: 'category' | 'sub_category' = 'category',
) =>
  story<CategoryContent>(`foundation/categories/${slug}`, {
    component: 'category',
    title,
    level,
    displayOrder,
  } as CategoryContent);

export const premiumStory = (title: string, href: string) =>
  story<PremiumGuestServiceContent>(`premium-guest-services/${title.toLowerCase().replace(/\W+/g, '-')}`, {
    component: 'premium_guest_service',
    title,
    link: url(href),
  } as PremiumGuestServiceContent);

export const HEADER: HeaderContent = {
  _uid: next(),
  component: 'header',
  logo: { id: 1, filename: 'https://a.storyblok.com/f/1001/360x96/abc/logo.svg', alt: '' },
  navLinks: [
    navLink('Shopping', '/shopping'),
    navLink('Visit', '/visit', [navLink('Parking', '/parking'), navLink('Accessibility', '/accessibility')]),
  ],
  flyout: [
    {
      _uid: next(),
      component: 'shopping_flyout',
      title: 'Shopping',
      brandsTitle: 'Brands',
      brandsLimit: '2',
      categoriesTitle: 'Categories',
      discoverTitle: 'Discover',
      discoverLinks: [navLink('New stores', '/shopping?filter[discover]=new')],
      premiumTitle: 'Premium Guest Services',
    },
  ],
  changeCentreLinks: [navLink('Karri Ridge Outlet', 'https://karri-ridge.example')],
  showTraffic: true,
};

export const FOOTER: FooterContent = {
  _uid: next(),
  component: 'footer',
  quickLinksTitle: 'Quick links',
  quickLinks: [navLink('Gift cards', '/gift-cards')],
  centreLinksTitle: 'Centre',
  centreLinks: [navLink('Contact us', '/contact')],
  socialMedia: [
    {
      _uid: next(),
      component: 'social_media',
      title: 'Stay in the loop',
      cta: [{ _uid: next(), component: 'button', text: 'Sign up', link: url('/sign-up') }],
      socialMediaTitle: 'Follow us',
      socialMediaIcons: [
        { _uid: next(), component: 'social_icon', icon: 'instagram', link: url('https://instagram.com/willowvale') },
        { _uid: next(), component: 'social_icon', icon: 'myspace' as 'instagram', link: url('https://myspace.com/x') },
      ],
    },
  ],
  openingHoursInfo: 'Trading hours of individual stores may vary.',
  acknowledgementOfCountry: 'We acknowledge the Traditional Custodians of the land.',
  ownershipCredit: 'Willowvale is owned by Atrium Retail Trust.',
};
