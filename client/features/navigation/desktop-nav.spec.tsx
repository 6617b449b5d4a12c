import { renderToStaticMarkup } from 'react-dom/server';
import { locationOf, PageLocationContext } from '../../app/page-location';
import { DesktopNav } from './desktop-nav';
import type { HeaderModel } from '../../../src/page-model/navigation/navigation.model';

const link = (text: string, href: string) => ({ text, link: { href, external: false, newTab: false }, children: [] });
const header = { navLinks: [link('Dining', '/shopping?filter[categories]=Dining'), link("What's On", '/whats-on'), link('Home', '/')] } as unknown as HeaderModel;

function currentLinks(at: string): string[] {
  const html = renderToStaticMarkup(
    <PageLocationContext.Provider value={locationOf(at)}>
      <DesktopNav header={header} />
    </PageLocationContext.Provider>,
  );
  return [...html.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!);
}

describe('desktop nav current page', () => {
  it('should not mark a link with a query as current on its bare path', () => {
    expect(currentLinks('/shopping')).toEqual([]);
    expect(currentLinks('/shopping?filter[categories]=Dining')).toEqual(['Dining']);
  });

  it('should mark a section link current on pages below it, and home only on home', () => {
    expect(currentLinks('/whats-on/all')).toEqual(['What&#x27;s On']);
    expect(currentLinks('/')).toEqual(['Home']);
  });
});
