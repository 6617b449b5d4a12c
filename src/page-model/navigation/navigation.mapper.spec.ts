import { categoryStory, FOOTER, HEADER, premiumStory, storeStory } from './navigation.fixtures';
import { FOOTER_MISSING, HEADER_MISSING, toFooter, toHeader } from './navigation.mapper';

const assets = { origin: 'https://a.storyblok.com', baseUrl: 'http://127.0.0.1:9999' };
const sources = {
  stores: [
    storeStory('Cotton On', 'cotton-on'),
    storeStory('New Store', 'new-store'),
    storeStory('Aesop', 'aesop'),
    storeStory('Bonds', 'bonds'),
    storeStory('7-Eleven', '7-eleven'),
  ],
  categories: [
    categoryStory('Food', 'food'),
    categoryStory('Fashion', 'fashion', 1),
    categoryStory('Beauty', 'beauty', '1'),
    categoryStory('Shoes', 'shoes', 2, 'sub_category'),
  ],
  premiumServices: [premiumStory('Valet parking', '/valet')],
};

describe('header mapper (spec 1 §2.3)', () => {
  it('should raise Could not find header content when the header is missing', () => {
    expect(() => toHeader(undefined, 'Willowvale', assets)).toThrow(HEADER_MISSING);
    expect(HEADER_MISSING).toBe('Could not find header content');
  });

  it('should default the search label to Search Everything {centre} and keep a custom one', () => {
    expect(toHeader(HEADER, 'Willowvale', assets).searchLabel).toBe('Search Everything Willowvale');
    expect(toHeader({ ...HEADER, searchLabel: ' Find anything ' }, 'Willowvale', assets).searchLabel).toBe(
      'Find anything',
    );
  });

  it('should map the flyout: brands in capped buckets without New Store, top-level categories in display order', () => {
    const flyout = toHeader(HEADER, 'Willowvale', assets, { flyoutSources: sources }).flyout!;
    expect(
      flyout.buckets.map((bucket) => [bucket.key, bucket.brands.map((brand) => brand.title), bucket.viewAllHref]),
    ).toEqual([
      ['abc', ['Aesop', 'Bonds'], '/shopping#a'],
      ['#', ['7-Eleven'], '/shopping#%23'],
    ]);
    expect(flyout.buckets[0]!.brands[0]!.href).toBe('/stores/aesop');
    expect(flyout.categories).toEqual([
      { title: 'Beauty', href: '/categories/beauty' },
      { title: 'Fashion', href: '/categories/fashion' },
      { title: 'Food', href: '/categories/food' },
    ]);
    expect(flyout.discoverLinks.map((link) => link.text)).toEqual(['New stores']);
    expect(flyout.premiumServices.map((service) => service.title)).toEqual(['Valet parking']);
  });

  it('should have no flyout when none is configured, and an empty one before its stories load', () => {
    expect(toHeader({ ...HEADER, flyout: [] }, 'Willowvale', assets).flyout).toBeUndefined();
    expect(toHeader(HEADER, 'Willowvale', assets).flyout).toMatchObject({
      buckets: [],
      categories: [],
      premiumServices: [],
    });
  });

  it('should sort nested sections by title and carry the change-centre setting', () => {
    const header = toHeader(HEADER, 'Willowvale', assets, { showChangeCentre: true });
    expect(header.navLinks.map((link) => link.text)).toEqual(['Shopping', 'Visit']);
    expect(header.navLinks[1]!.children.map((link) => link.text)).toEqual(['Accessibility', 'Parking']);
    expect(header.showChangeCentre).toBe(true);
    expect(toHeader(HEADER, 'Willowvale', assets).showChangeCentre).toBe(false);
    expect(header.changeCentreLinks[0]!.link).toMatchObject({ href: 'https://karri-ridge.example', newTab: true });
  });
});

describe('footer mapper (spec 1 §2.4)', () => {
  it('should give no footer when it is undefined, so the page reads Footer is not defined yet', () => {
    expect(toFooter(undefined)).toBeNull();
    expect(FOOTER_MISSING).toBe('Footer is not defined yet');
  });

  it('should be dark unless light is chosen, and keep only known social icons', () => {
    const footer = toFooter(FOOTER)!;
    expect(footer.appearance).toBe('dark');
    expect(toFooter({ ...FOOTER, appearance: 'light' })!.appearance).toBe('light');
    expect(footer.socialMedia).toMatchObject({
      title: 'Stay in the loop',
      cta: { text: 'Sign up' },
      socialMediaTitle: 'Follow us',
    });
    expect(footer.socialMedia!.icons.map((icon) => icon.icon)).toEqual(['instagram']);
  });
});
