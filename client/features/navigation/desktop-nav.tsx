import { NavLink } from 'react-router-dom';
import type { HeaderModel, NavLinkModel } from './navigation.model';
import { NavDropdown } from './nav-dropdown';
import { ShoppingFlyout } from './shopping-flyout';
import { SmartLink } from '../../ui/smart-link';

type NavItem = { kind: 'flyout' } | { kind: 'link'; item: NavLinkModel };

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

/** spec 1 §2.3: desktop navigation (≥ 1100 px): nav links and the shopping flyout. */
export function DesktopNav({ header }: { header: HeaderModel }) {
  return (
    <nav className="nav" aria-label="Main">
      <ul className="nav__list">
        {navItems(header).map((entry) =>
          entry.kind === 'flyout' ? (
            <ShoppingFlyout key="__flyout" flyout={header.flyout!} />
          ) : entry.item.children.length > 0 ? (
            <NavDropdown key={entry.item.text} item={entry.item} />
          ) : (
            <li className="nav__item" key={entry.item.text}>
              {entry.item.link.href.startsWith('/') && !entry.item.link.newTab ? (
                <NavLink to={entry.item.link.href} className="nav__link" end={entry.item.link.href === '/'}>
                  {entry.item.text}
                </NavLink>
              ) : (
                <SmartLink link={entry.item.link} className="nav__link">
                  {entry.item.text}
                </SmartLink>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
