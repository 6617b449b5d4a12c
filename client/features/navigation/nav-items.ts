import type { HeaderModel, NavLinkModel } from '../../../src/page-model/navigation/navigation.model';

/** The footer's links: where the header's Menu leads without script (the menu itself needs it). */
export const SITE_LINKS_ID = 'site-links';

/** The flyout's entry names the page it stands in for: where its title leads without script. */
export type NavItem = { kind: 'flyout'; href: string } | { kind: 'link'; item: NavLinkModel };

/** The store directory: the flyout covers it. */
const DIRECTORY = '/shopping';

/**
 * Where the 'Shopping' flyout sits among the nav links: in place of the nav link of the same title or,
 * failing that, of the link to the store directory (/shopping), which the flyout covers; otherwise first.
 */
export function navItems(header: HeaderModel): NavItem[] {
  const links: NavItem[] = header.navLinks.map((item) => ({ kind: 'link', item }));
  const flyout = header.flyout;
  if (!flyout) return links;
  const byTitle = header.navLinks.findIndex((item) => item.text.toLowerCase() === flyout.title.toLowerCase());
  const same = byTitle >= 0 ? byTitle : header.navLinks.findIndex((item) => item.link.href === DIRECTORY);
  if (same < 0) return [{ kind: 'flyout', href: DIRECTORY }, ...links];
  const replaced = header.navLinks[same]!.link;
  const href = replaced.href.startsWith('/') && !replaced.newTab ? replaced.href : DIRECTORY;
  return links.map((entry, index) => (index === same ? { kind: 'flyout', href } : entry));
}
