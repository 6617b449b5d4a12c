import { createHash } from 'node:crypto';
import { useBrowserApp } from '../utils/browser-app';
import { VIEWPORTS, waitForHydration } from '../utils/browser';

const env = useBrowserApp();

const url = (centre: string, path: string) => `http://${env.app.host(centre)}${path}`;

const CENTRES = [
  { slug: 'willowvale', brand: '#1d3b36', body: 'Lato', display: 'EB Garamond' },
  { slug: 'riverbend', brand: '#123a5a', body: 'Noto Sans', display: 'Comfortaa' },
  { slug: 'karri-ridge', brand: '#2d2a26', body: 'Noto Sans Display', display: 'League Spartan' },
];

/** what the visitor's browser made of the theme */
const themeInPage = () => ({
  bodyFont: getComputedStyle(document.body).fontFamily,
  headingFont: getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
  brand: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
  loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
});

describe('centre fonts and colours in the browser', () => {
  it.each(CENTRES)(
    "should load $slug's body and display faces from the CMS asset host and use them, with no console or CSP error",
    async ({ slug, brand, body, display }) => {
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const { page, errors } = await env.browser.newPage(viewport);
        const fonts: string[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'font') fonts.push(`${response.status()} ${response.url()}`);
        });
        await page.goto(url(slug, '/'));
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        const theme = await page.evaluate(themeInPage);
        expect(theme.bodyFont.replace(/"/g, '')).toMatch(new RegExp(`^${body}, `));
        expect(theme.headingFont.replace(/"/g, '')).toMatch(new RegExp(`^${display}, `));
        expect(theme.brand).toBe(brand);
        expect(theme.loaded).toEqual(expect.arrayContaining([body, display]));
        // the preloaded woff2 files, each fetched once and from the sandbox's asset host
        expect(fonts.length).toBeGreaterThanOrEqual(2);
        for (const font of fonts) expect(font).toMatch(new RegExp(`^200 ${env.app.sandboxes.cms.url}/f/\\d+/x/\\w+/[\\w-]+\\.woff2$`));
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  );

  it("should keep the centre's theme when the editor's preview hydrates the whole document", async () => {
    const centre = env.app.config.centres.centres.find((entry) => entry.slug === 'riverbend')!;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = createHash('sha1')
      .update(`${centre.cms.spaceId}:${centre.cms.previewToken}:${timestamp}`)
      .digest('hex');
    const query = `_storyblok=1&_storyblok_tk[space_id]=${centre.cms.spaceId}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`;
    const { page, errors } = await env.browser.newPage(VIEWPORTS.desktop);
    await page.goto(url('riverbend', `/?${query}`));
    await waitForHydration(page);
    await page.waitForFunction(() => document.getElementById('__ATRIUM_STATE__') !== null);
    await page.evaluate(() => document.fonts.ready);
    const theme = await page.evaluate(themeInPage);
    expect(theme.brand).toBe('#123a5a');
    expect(theme.bodyFont.replace(/"/g, '')).toMatch(/^Noto Sans, /);
    // browsers read the first theme-color (React adds its default after it when it hydrates the head)
    expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBe('#123a5a');
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
    await page.close();
  });
});
