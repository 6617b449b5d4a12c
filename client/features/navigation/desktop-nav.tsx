import { usePageLocation } from '../../app/page-location';
import { AppLink } from '../../ui/app-link';
import type { HeaderModel } from '../../../src/page-model/navigation/navigation.model';
import { navItems } from './nav-items';
import { NavDropdown } from './nav-dropdown';
import { ShoppingFlyout } from './shopping-flyout';
import { SmartLink } from '../../ui/smart-link';

/** spec 1 §2.3: desktop navigation (≥ 1100 px): nav links and the shopping flyout. */
export function DesktopNav({ header }: { header: HeaderModel }) {
  return (
    <nav className="nav" aria-label="Main">
      <ul className="nav__list">
        {navItems(header).map((entry) =>
          entry.kind === 'flyout' ? (
            <ShoppingFlyout key="__flyout" flyout={header.flyout!} href={entry.href} />
          ) : entry.item.children.length > 0 ? (
            <NavDropdown key={entry.item.text} item={entry.item} />
          ) : (
            <li className="nav__item" key={entry.item.text}>
              {entry.item.link.href.startsWith('/') && !entry.item.link.newTab ? (
                <CurrentAwareLink href={entry.item.link.href} text={entry.item.text} />
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

/**
 * A nav link marked as the current page (aria-current) when the address is its page: the same path (or a
 * page below it), and the same query when the link has one (a 'Dining' link to /shopping?filter[...]=... is
 * not current on /shopping).
 */
function CurrentAwareLink({ href, text }: { href: string; text: string }) {
  const location = usePageLocation();
  const [path = '/', search] = href.split('?');
  const onPath = path === '/' ? location.pathname === '/' : location.pathname === path || location.pathname.startsWith(`${path}/`);
  const current = onPath && (search === undefined || location.search === `?${search}`);
  return (
    <AppLink to={href} className={current ? 'nav__link active' : 'nav__link'} aria-current={current ? 'page' : undefined}>
      {text}
    </AppLink>
  );
}
