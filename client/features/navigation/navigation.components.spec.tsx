import { renderToString } from 'react-dom/server';
import { noTransport } from '../../app/transport';
import { toTradingHours } from '../../../src/common/domain/hours/trading-hours';
import { RootStore } from '../../app/root-store';
import { RootStoreContext } from '../../app/root-store-context';
import type { CentreModel, InitialState, SiteModel } from '../../../src/page-model/page-state';
import { Footer } from './footer';
import { directionsHref, telHref } from './footer-contact';
import { Header } from './header';
import { FOOTER, HEADER, storeStory } from '../../../src/page-model/navigation/navigation.fixtures';
import { toFooter, toHeader } from '../../../src/page-model/navigation/navigation.mapper';


const assets = { origin: 'https://a.storyblok.com', baseUrl: 'http://127.0.0.1:9999' };
const day = (name: string, opens: string, closes: string) => ({
  _uid: name,
  component: 'trading_day' as const,
  name,
  shortName: name.slice(0, 3),
  opens,
  closes,
  closedAllDay: false,
});
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const centre: CentreModel = {
  slug: 'willowvale',
  name: 'Willowvale',
  timeZone: 'Australia/Melbourne',
  streetAddress: '1 Willow Way',
  suburb: 'Willowvale',
  state: 'VIC',
  postcode: '3999',
  phone: '(03) 9000 1234',
  tradingHours: toTradingHours([
    {
      _uid: 'h',
      component: 'trading_hours',
      days: DAYS.map((name) => day(name, '09:00', name === 'Thursday' ? '21:00' : '17:30')),
    },
  ]),
  outletExceptions: false,
  journey: { enabled: true, link: { href: '/journey', newTab: false, external: false } },
  centreType: 'mall',
};

function render(site: Partial<SiteModel>, now = '2026-03-05T01:00:00Z'): string {
  const state = {
    site: { centre, header: null, footer: null, origin: 'http://willowvale.localhost', ...site },
    page: { body: [] } as unknown as InitialState['page'],
    now,
    editMode: false,
    env: { mode: 'test' } as InitialState['env'],
    assets: { entry: '/main.js', preload: [] },
  };
  const store = new RootStore(state, noTransport);
  return renderToString(
    <RootStoreContext.Provider value={store}>
      <Header header={store.site.header} />
      <Footer footer={store.site.footer} />
    </RootStoreContext.Provider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const header = toHeader(HEADER, 'Willowvale', assets, {
  showChangeCentre: true,
  flyoutSources: { stores: [storeStory('Aesop', 'aesop')], categories: [], premiumServices: [] },
});

describe('header (spec 1 §2.3)', () => {
  it('should show Open Today with the centre hours of the centre date', () => {
    // 12:00 on Thursday 5 March 2026 in Melbourne
    expect(text(render({ header }))).toContain('Open Today 9:00am – 9:00pm');
  });

  it('should label the search Search Everything {centre} and link Plan your journey', () => {
    const html = render({ header });
    expect(text(html)).toContain('Search Everything Willowvale');
    expect(html).toContain('href="/journey"');
    expect(text(html)).toContain('Plan your journey');
  });

  it('should offer the logo at the sizes it shows, from the image service, not the original upload', () => {
    // the fixture's logo is 360x96: 135 px wide at 36 px tall on phones, 195 px at 52 px from 1100 px up;
    const logo = /<a[^>]*class="site-header__logo"[^>]*><img([^>]*)>/.exec(render({ header }))![1]!;
    const base = 'http://127.0.0.1:9999/f/1001/360x96/abc/logo.svg/m';
    // 2x and 3x stop at the upload's own 360 px
    expect(logo).toContain(`src="${base}/360x0"`);
    expect(logo).toContain(
      `srcSet="${base}/135x36 135w, ${base}/195x52 195w, ${base}/270x72 270w, ${base}/360x96 360w"`,
    );
    expect(logo).toContain('sizes="(min-width: 1100px) 195px, 135px"');
    expect(logo).toContain('width="195" height="52"');
  });

  it('should render a minimal header with the centre name when the header content is missing', () => {
    const html = render({ header: null });
    expect(html).toContain('class="site-header__wordmark">Willowvale</span>');
    expect(text(html)).toContain('Search Everything Willowvale');
  });

  it('should hide the search and Open Today for the outlet-exception centre', () => {
    const html = text(render({ header, centre: { ...centre, outletExceptions: true } }));
    expect(html).not.toContain('Search Everything');
    expect(html).not.toContain('Open Today');
  });

  it('should render the flyout as a closed disclosure whose columns wait for its first opening', () => {
    const html = render({ header });
    const trigger = /<button type="button" class="nav__link nav__trigger"[^>]*>Shopping/.exec(html)?.[0] ?? '';
    expect(trigger).toContain('aria-expanded="false"');
    const panel = /aria-controls="([^"]+)"/.exec(trigger)?.[1];
    // the panel is there for aria-controls, empty: menus open only with JavaScript (the browser tests open them)
    expect(html).toContain(`<div class="flyout" id="${panel}" hidden=""></div>`);
    expect(html).not.toContain('href="/shopping#a"');
    expect(html).not.toContain('role="menu"');
  });

  it('should leave the closed mobile menu empty until it first opens', () => {
    const html = render({ header });
    expect(html).toMatch(/<div class="mobile-menu" id="[^"]+" inert="" aria-hidden="true"><\/div>/);
  });

  it('should list the change-centre links only when the centre config shows them', () => {
    expect(text(render({ header }))).toContain('Change Centre');
    expect(text(render({ header: { ...header, showChangeCentre: false } }))).not.toContain('Change Centre');
  });
});

describe('footer (spec 1 §2.4)', () => {
  it('should say Footer is not defined yet without footer content', () => {
    expect(text(render({ footer: null }))).toContain('Footer is not defined yet');
  });

  it('should list seven days from the centre today, today highlighted', () => {
    const html = render({ footer: toFooter(FOOTER) });
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => text(match[0]).trim());
    expect(rows).toHaveLength(7);
    expect(rows[0]).toBe('Thursday Today 9:00am – 9:00pm');
    expect(rows[1]).toBe('Friday 9:00am – 5:30pm');
    expect(html).toMatch(/<tr class="footer-hours__today" aria-current="date">/);
  });

  it('should hide the opening hours group when hideOpeningHours is set and widen the groups', () => {
    const html = render({ footer: toFooter({ ...FOOTER, hideOpeningHours: true }) });
    expect(html).not.toContain('footer-hours');
    expect(html).toContain('footer-group--span-4');
  });

  it('should show phone as a tel link and directions to the address, but no directions for the outlet exception', () => {
    const html = render({ footer: toFooter(FOOTER) });
    expect(html).toContain('href="tel:0390001234"');
    expect(html).toContain(`href="${directionsHref(centre)!.replace(/&/g, '&amp;')}"`);
    expect(directionsHref(centre)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Willow%20Way%2C%20Willowvale%20VIC%203999',
    );
    expect(render({ footer: toFooter(FOOTER), centre: { ...centre, outletExceptions: true } })).not.toContain(
      'google.com/maps',
    );
    expect(telHref('+61 8 9000 1234')).toBe('tel:+61890001234');
  });

  it('should leave out a blank address and phone', () => {
    const html = render({ footer: toFooter(FOOTER), centre: { ...centre, streetAddress: ' ', phone: '' } });
    expect(html).not.toContain('<address');
    expect(html).not.toContain('tel:');
  });

  it('should name every social icon', () => {
    expect(render({ footer: toFooter(FOOTER) })).toContain('aria-label="Willowvale on Instagram (opens in a new tab)"');
  });
});
