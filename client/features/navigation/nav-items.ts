import type { HeaderModel, NavLinkModel } from '../../../src/page-model/navigation/navigation.model';

export type NavItem = { kind: 'flyout' } | { kind: 'link'; item: NavLinkModel };

/**
 * Where the 'Shopping' flyout sits among the nav links: in place of the nav link of the same title or,
 * failing that, of the link to the store directory (/shopping), which the flyout covers; otherwise first.
 */
export function navItems(header: HeaderModel): NavItem[] {
  const links: NavItem[] = header.navLinks.map((item) => ({ kind: 'link', item }));
  const flyout = header.flyout;
  if (!flyout) return links;
  const byTitle = header.navLinks.findIndex((item) => item.text.toLowerCase() === flyout.title.toLowerCase());
  const same = byTitle >= 0 ? byTitle : header.navLinks.findIndex((item) => item.link.href === '/shopping');
  if (same < 0) return [{ kind: 'flyout' }, ...links];
  return links.map((entry, index) => (index === same ? { kind: 'flyout' } : entry));
}
