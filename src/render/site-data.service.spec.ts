import { Logger } from '@nestjs/common';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import {
  categoryStory,
  FOOTER,
  HEADER,
  premiumStory,
  story,
  storeStory,
} from '../page-model/navigation/navigation.fixtures';
import type { CentresService } from '../modules/centres/centres.service';
import type { ContentService } from '../modules/content/content.service';
import { SiteDataService, STORE_HEAVY_FIELDS } from './site-data.service';

const centre = {
  slug: 'karri-ridge',
  timeZone: 'Australia/Perth',
  cms: { spaceId: '1003' },
  showChangeCentre: true,
} as CentreConfig;
const config = {
  content: { assetOrigin: 'https://a.storyblok.com', assetBaseUrl: 'http://127.0.0.1:9999' },
} as Configuration;
const centres = { hasOutletExceptions: (name: string) => name === 'Karri Ridge Outlet' } as unknown as CentresService;

function contentWith(stories: Record<string, unknown>, lists: Record<string, unknown[]> = {}) {
  return {
    currentVersion: jest.fn(async () => 7),
    story: jest.fn(async (_centre: CentreConfig, slug: string) => stories[slug] ?? null),
    stories: jest.fn(async (_centre: CentreConfig, query: { starts_with: string }) => lists[query.starts_with] ?? []),
  };
}

describe('SiteDataService', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('should log Could not find header content and Footer is not defined yet, and still build the site', async () => {
    const content = contentWith({
      'foundation/centre': story('foundation/centre', { component: 'centre', name: 'Karri Ridge Outlet' }),
    });
    const { site } = await new SiteDataService(content as unknown as ContentService, centres, config).get(
      centre,
      'published',
    );
    expect(site.header).toBeNull();
    expect(site.footer).toBeNull();
    expect(site.centre).toMatchObject({ name: 'Karri Ridge Outlet', outletExceptions: true });
    expect(errors).toHaveBeenCalledWith('karri-ridge: Could not find header content');
    expect(errors).toHaveBeenCalledWith('karri-ridge: Footer is not defined yet');
    expect(content.stories).not.toHaveBeenCalled();
  });

  it('should load the flyout stores (title and slug only), top-level categories and premium services once per cache version', async () => {
    const content = contentWith(
      { 'global/header': story('global/header', HEADER), 'global/footer': story('global/footer', FOOTER) },
      {
        'foundation/stores/': [storeStory('Aesop', 'aesop'), storeStory('new store', 'placeholder')],
        'foundation/categories/': [categoryStory('Fashion', 'fashion', 1)],
        'premium-guest-services/': [premiumStory('Valet parking', '/valet')],
      },
    );
    const service = new SiteDataService(content as unknown as ContentService, centres, config);
    const { site } = await service.get(centre, 'published');
    await service.get(centre, 'published');
    // header, centre, footer, redirects, theme
    expect(content.story).toHaveBeenCalledTimes(5);
    expect(content.stories).toHaveBeenCalledTimes(3);
    expect(content.stories).toHaveBeenCalledWith(
      centre,
      { starts_with: 'foundation/stores/', excluding_fields: STORE_HEAVY_FIELDS },
      'published',
    );
    expect(content.stories).toHaveBeenCalledWith(
      centre,
      expect.objectContaining({ starts_with: 'foundation/categories/', filter_query: { level: { in: 'category' } } }),
      'published',
    );
    expect(STORE_HEAVY_FIELDS.split(',')).not.toContain('title');
    expect(site.header?.showChangeCentre).toBe(true);
    expect(site.header?.flyout?.buckets.map((bucket) => bucket.brands.map((brand) => brand.title))).toEqual([
      ['Aesop'],
    ]);
    expect(site.header?.flyout?.categories).toEqual([{ title: 'Fashion', href: '/categories/fashion' }]);
    expect(site.footer?.quickLinks[0]?.text).toBe('Gift cards');
  });

  it('should keep the header when a flyout list fails, with that column empty', async () => {
    const content = contentWith({ 'global/header': story('global/header', HEADER) });
    content.stories.mockImplementation(async (_centre, query) => {
      if (query.starts_with === 'foundation/stores/') throw { message: 'timeout', status: 0 };
      return [];
    });
    const { site } = await new SiteDataService(content as unknown as ContentService, centres, config).get(
      centre,
      'draft',
    );
    expect(site.header?.flyout?.buckets).toEqual([]);
    expect(errors).toHaveBeenCalledWith("karri-ridge: could not load the flyout's stores: timeout");
  });

  // drill R9: a CMS answering too slowly for a page's budget failed the centre's reading first and the header's a
  // moment later; nobody was left to hear the header's failure, and the instance exited on the unhandled rejection
  it('should fail the reading without leaving the header reading unhandled when the CMS gives up on every story', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      const gaveUp = () => new Error('CMS is answering slowly: gave up after 500 ms');
      const content = contentWith({});
      content.story.mockImplementation(async (_centre, slug) => {
        // the header's reading fails last, after the others have failed the page
        await new Promise((resolve) => setTimeout(resolve, slug === 'global/header' ? 20 : 1));
        throw gaveUp();
      });
      const service = new SiteDataService(content as unknown as ContentService, centres, config);
      await expect(service.get(centre, 'published')).rejects.toThrow('gave up after 500 ms');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });
});

describe('SiteDataService theme', () => {
  it("should map the centre's theme, warn operators of a refused colour pair by centre, and use the theme's logo", async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const content = contentWith({
      'global/header': story('global/header', HEADER),
      'global/theme': story('global/theme', {
        component: 'theme',
        brand: '#777777',
        accent: '#8e3b46',
        logo: { filename: 'https://a.storyblok.com/f/1003/400x400/ab12cd/logo-anchor.svg', alt: '' },
      }),
    });
    const { site } = await new SiteDataService(content as unknown as ContentService, centres, config).get(
      centre,
      'published',
    );
    expect(site.theme?.css).toContain('--brand:#1d3b36');
    expect(site.theme?.css).toContain('--accent:#8e3b46');
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/^karri-ridge: theme brand and brandContrast contrast 4\.48:1/));
    expect(site.header?.logo?.src).toBe('http://127.0.0.1:9999/f/1003/400x400/ab12cd/logo-anchor.svg');
    jest.restoreAllMocks();
  });

  it("should give today's look without a warning when the centre has no theme story", async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const content = contentWith({ 'global/header': story('global/header', HEADER) });
    const { site } = await new SiteDataService(content as unknown as ContentService, centres, config).get(
      centre,
      'published',
    );
    expect(site.theme?.themeColor).toBe('#1d3b36');
    expect(site.theme?.preloads).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
