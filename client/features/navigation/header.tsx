import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { imageSrcSet, imageUrl, type ImageModel } from '../../../src/common/domain/images/cms-image';
import { OPENS_EARLY } from '../../islands/island-contract';
import { AppLink } from '../../ui/app-link';
import { usePageLocation } from '../../app/page-location';
import { useRootStore } from '../../app/root-store-context';
import { SmartLink } from '../../ui/smart-link';
import { ChangeCentre } from './change-centre';
import { DesktopNav } from './desktop-nav';
import { MenuIcon, RouteIcon, SearchIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { SITE_LINKS_ID } from './nav-items';
import { OpenTodayLink } from './open-today-link';
import { SearchTakeover } from './search-takeover';
import { TrafficDropdown } from './traffic-dropdown';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';
import { useMinuteClock } from '../../app/use-minute-clock';
import { useScrollLock } from './use-scroll-lock';
import type { HeaderModel } from '../../../src/page-model/navigation/navigation.model';

/**
 * spec 1 §2.3: the site header. Without header content (the server logged 'Could not find header
 * content') it still shows the centre's name as the logo, 'Open Today' and the search.
 */
export const Header = observer(function Header({ header }: { header: HeaderModel | null }) {
  const store = useRootStore();
  const { site, ui } = store;
  const { centre } = site;
  const root = useRef<HTMLElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = usePageLocation();
  useMinuteClock();

  // a new page closes the menu and the search
  useEffect(() => {
    ui.setMenuOpen(false);
    ui.setSearchOpen(false);
  }, [pathname, ui]);

  // spec 1 §2.3: focus stays in the header while the mobile menu is open; Escape closes it; the page does not scroll
  useFocusTrap(root, ui.menuOpen, { initialFocus: hamburger, returnFocus: hamburger });
  useDismiss(root, ui.menuOpen, () => ui.setMenuOpen(false), { outside: false });
  useScrollLock(ui.menuOpen);
  // the menu opens right under the header, wherever the header is (an alert banner may sit above it)
  useEffect(() => {
    const element = root.current;
    if (ui.menuOpen && element)
      element.style.setProperty('--menu-top', `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`);
  }, [ui.menuOpen]);

  // spec 1 §2.3: the outlet-exception centre has no search and no 'Open Today'
  const showSearch = !centre.outletExceptions;
  const searchLabel = header?.searchLabel ?? `Search Everything ${centre.name}`;
  const journey = centre.journey.enabled ? centre.journey.link : undefined;
  const toggleSearch = () => {
    ui.setMenuOpen(false);
    ui.setSearchOpen(!ui.searchOpen);
  };

  return (
    <>
      <header className={`site-header${ui.menuOpen ? ' site-header--menu-open' : ''}`} ref={root}>
        <div className="utility-bar">
          <div className="utility-bar__inner container">
            <OpenTodayLink className="open-today--bar" />
            {header?.showTraffic ? <TrafficDropdown variant="bar" /> : null}
            <span className="utility-bar__spacer" />
            {journey ? (
              <SmartLink link={journey} className="utility-bar__link">
                <RouteIcon size={16} />
                Plan your journey
              </SmartLink>
            ) : null}
            {header?.showChangeCentre ? <ChangeCentre links={header.changeCentreLinks} variant="bar" /> : null}
          </div>
        </div>
        <div className="site-header__main">
          <div className="site-header__row container">
            <AppLink to="/" className="site-header__logo" aria-label={`${centre.name} home`}>
              {header?.logo ? (
                <Logo logo={header.logo} />
              ) : (
                <span className="site-header__wordmark">{centre.name}</span>
              )}
            </AppLink>
            {header ? <DesktopNav header={header} /> : <span className="site-header__grow" />}
            <div className="site-header__actions">
              {showSearch ? (
                <button
                  type="button"
                  className="search-button"
                  aria-expanded={ui.searchOpen}
                  aria-controls="search-takeover"
                  onClick={toggleSearch}
                  ref={searchButton}
                  // pressed before the header hydrates, the loader opens the take-over and focuses its box
                  {...{ [OPENS_EARLY.button]: '' }}
                >
                  <SearchIcon size={20} />
                  <span className="search-button__label">{ui.searchOpen ? 'Close Search' : searchLabel}</span>
                </button>
              ) : null}
              {showSearch ? (
                // where no script runs, the button cannot open the take-over: this link to the results page
                // shows in its place (styles/search.css, `scripting: none`)
                <a className="search-button search-button--link" href="/search">
                  <SearchIcon size={20} />
                  <span className="search-button__label">{searchLabel}</span>
                </a>
              ) : null}
              <button
                type="button"
                className="hamburger"
                aria-expanded={ui.menuOpen}
                aria-controls={menuId}
                onClick={() => ui.setMenuOpen(!ui.menuOpen)}
                ref={hamburger}
              >
                <MenuIcon open={ui.menuOpen} />
                <span className="visually-hidden">Menu</span>
              </button>
              {/* where no script runs the menu cannot open: this link to the footer's links, open without script,
                  shows in its place (header.css, `scripting: none`) */}
              <a className="menu-link" href={`#${SITE_LINKS_ID}`}>
                <MenuIcon open={false} />
                <span className="visually-hidden">Menu</span>
              </a>
            </div>
          </div>
        </div>
        <MobileMenu header={header} id={menuId} />
        <div className="mobile-menu__backdrop" aria-hidden="true" onClick={() => ui.setMenuOpen(false)} />
      </header>
      {showSearch ? <SearchTakeover returnFocus={searchButton} /> : null}
    </>
  );
});

/** The logo's height in CSS pixels on phones and from 1100 px up (styles/header.css `.site-header__logo img`). */
const LOGO_HEIGHTS = { narrow: 36, wide: 52 } as const;

/**
 * The centre's logo from the CMS image service, offered at one, two and three times the size it shows at each
 * width (QUALITY P7: responsive images), so a phone never loads the original upload.
 */
export function Logo({ logo }: { logo: ImageModel }) {
  const ratio = logo.width && logo.height ? logo.width / logo.height : 3;
  const narrow = Math.round(LOGO_HEIGHTS.narrow * ratio);
  const wide = Math.round(LOGO_HEIGHTS.wide * ratio);
  // never more than the upload itself: the image service would only scale it up
  const largest = logo.width || wide * 3;
  const wanted = [narrow, wide, narrow * 2, wide * 2, narrow * 3, wide * 3].map((width) => Math.min(width, largest));
  const widths = [...new Set(wanted)].sort((a, b) => a - b);
  return (
    <img
      src={imageUrl(logo, Math.min(wide * 2, largest))}
      srcSet={imageSrcSet(logo, widths)}
      sizes={`(min-width: 1100px) ${wide}px, ${narrow}px`}
      alt=""
      width={wide}
      height={LOGO_HEIGHTS.wide}
    />
  );
}
