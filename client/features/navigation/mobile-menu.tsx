import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRootStore } from '../../app/root-store-context';
import { SmartLink } from '../../ui/smart-link';
import { AccordionSection } from './accordion-section';
import { ChangeCentre } from './change-centre';
import { navItems } from './nav-items';
import { RouteIcon } from './icons';
import type { HeaderModel, NavLinkModel } from '../../../src/page-model/navigation/navigation.model';
import { OpenTodayLink } from './open-today-link';
import { ShoppingAccordion } from './shopping-accordion';
import { TrafficDropdown } from './traffic-dropdown';
import { useAccordion } from './use-accordion';
import { useOpenedOnce } from '../../ui/use-opened-once';

/** spec 1 §9: the large breakpoint is 1099 px; the desktop header starts at 1100 px. */
export const DESKTOP_QUERY = '(min-width: 1100px)';

/**
 * spec 1 §2.3: the mobile menu (< 1100 px): centre hours, traffic dropdown, nav links, the 'Shopping'
 * accordion when a flyout is configured, nested sections sorted by title, and 'Change Centre'.
 * Focus, Escape and scroll locking are handled by the header, which owns the hamburger.
 */
export const MobileMenu = observer(function MobileMenu({ header, id }: { header: HeaderModel | null; id: string }) {
  const store = useRootStore();
  const { ui, site } = store;
  const open = ui.menuOpen;
  const { openTitle, toggle, close } = useAccordion();
  const onNavigate = () => ui.setMenuOpen(false);
  // the panel's content is rendered the first time the menu opens (use-opened-once): the hamburger needs JavaScript
  const rendered = useOpenedOnce(open);

  // the desktop header takes over at the large breakpoint: a menu left open there would lock scrolling
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && ui.setMenuOpen(false);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, ui]);
  useEffect(() => {
    if (!open) close();
  }, [open, close]);

  const journey = site.centre.journey;
  // spec 1 §2.3: the outlet-exception centre shows no 'Open Today'
  const showHours = Boolean(site.centre.tradingHours) && !site.centre.outletExceptions;
  return (
    <div
      className={`mobile-menu${open ? ' mobile-menu--open' : ''}`}
      id={id}
      inert={!open}
      aria-hidden={open ? undefined : true}
    >
      {rendered ? (
        <div className="mobile-menu__panel">
          {showHours || header?.showTraffic ? (
            <div className="mobile-menu__live">
              <OpenTodayLink className="open-today--menu" showStatus />
              {header?.showTraffic ? <TrafficDropdown variant="menu" /> : null}
            </div>
          ) : null}
          {header ? (
            <nav className="mobile-menu__nav" aria-label="Menu">
              {navItems(header).map((entry) =>
                entry.kind === 'flyout' ? (
                  <AccordionSection
                    key="__flyout"
                    title={header.flyout!.title}
                    open={openTitle === header.flyout!.title}
                    onToggle={() => toggle(header.flyout!.title)}
                  >
                    <ShoppingAccordion flyout={header.flyout!} onNavigate={onNavigate} />
                  </AccordionSection>
                ) : (
                  <MenuEntry
                    key={entry.item.text}
                    item={entry.item}
                    open={openTitle === entry.item.text}
                    onToggle={() => toggle(entry.item.text)}
                    onNavigate={onNavigate}
                  />
                ),
              )}
            </nav>
          ) : null}
          {journey.enabled && journey.link ? (
            <SmartLink link={journey.link} className="mobile-menu__journey" onClick={onNavigate}>
              <RouteIcon size={18} />
              Plan your journey
            </SmartLink>
          ) : null}
          {header?.showChangeCentre ? <ChangeCentre links={header.changeCentreLinks} variant="menu" /> : null}
        </div>
      ) : null}
    </div>
  );
});

/** A nav link; with nested sections it becomes an accordion whose first entry is the link itself. */
function MenuEntry({
  item,
  open,
  onToggle,
  onNavigate,
}: {
  item: NavLinkModel;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  if (item.children.length === 0) {
    return (
      <SmartLink link={item.link} className="mobile-menu__link" onClick={onNavigate}>
        {item.text}
      </SmartLink>
    );
  }
  return (
    <AccordionSection title={item.text} open={open} onToggle={onToggle}>
      <ul className="menu-list">
        <li>
          <SmartLink link={item.link} onClick={onNavigate}>
            {item.text} overview
          </SmartLink>
        </li>
        {item.children.map((child) => (
          <li key={child.text}>
            <SmartLink link={child.link} onClick={onNavigate}>
              {child.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </AccordionSection>
  );
}
