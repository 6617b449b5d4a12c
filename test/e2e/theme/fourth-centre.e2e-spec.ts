import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';
import { themeOf } from './theme-head';

/**
 * docs/content-model.md "Adding a centre": a centre that exists only as a configuration entry (CENTRES_FILE) and a
 * content folder (DEMO_CONTENT_DIR), both written here, with no line of code of its own.
 */
const SPACE = '1004';
const asset = (file: string) => `https://a.storyblok.com/f/${SPACE}/x/0a1b2c3d4e/${file}`;
const day = (name: string, opens = '09:00', closes = '17:30') => ({
  component: 'trading_day',
  name,
  shortName: name.slice(0, 3),
  opens,
  closes,
  closedAllDay: false,
});
const STORIES: Record<string, unknown> = {
  'foundation/centre': {
    component: 'centre',
    name: 'Harbour Point',
    streetAddress: '1 Wharf Road',
    suburb: 'Harbour Point',
    state: 'TAS',
    postcode: '7000',
    phone: '(03) 5550 0400',
    latitude: -42.8821,
    longitude: 147.3272,
    centreTimeZone: 'Australia/Hobart',
    centreType: 'mall',
    tradingHours: [
      {
        component: 'trading_hours',
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((name) => day(name)),
        specialHours: [],
      },
    ],
  },
  'global/header': {
    component: 'header',
    logo: { filename: `https://a.storyblok.com/f/${SPACE}/480x160/5e6f7a8b9c/logo-harbour-point.svg`, alt: 'Harbour Point home' },
    navLinks: [],
  },
  'global/footer': {
    component: 'footer',
    quickLinksTitle: 'Quick links',
    quickLinks: [],
    centreLinksTitle: 'Centre',
    centreLinks: [],
  },
  'global/not-found': { component: 'not_found_page' },
  'global/theme': {
    component: 'theme',
    brand: '#0b4f6c',
    brandContrast: '#ffffff',
    accent: '#8e3b46',
    accentDark: '#6b2a33',
    surfaceAlt: '#eef6f4',
    themeColor: '#0b4f6c',
    logo: { filename: `https://a.storyblok.com/f/${SPACE}/400x400/9f8e7d6c5b/logo-harbour-point-anchor.svg`, alt: 'Harbour Point' },
    bodyFont: [{ component: 'font_face', family: 'Harbour Sans', woff2: asset('harbour-sans.woff2') }],
    displayFont: [{ component: 'font_face', family: 'Harbour Display', weight: '700', woff2: asset('harbour-display.woff2') }],
  },
  'pages/home': {
    component: 'page',
    title: 'Harbour Point',
    body: [{ component: 'text_block', heading: 'Welcome to Harbour Point' }],
  },
};

let app: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'atrium-fourth-centre-'));
  const folder = join(root, 'content', 'harbour-point');
  for (const [slug, content] of Object.entries(STORIES)) {
    const file = join(folder, `${slug}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ name: slug.split('/').pop(), content }));
  }
  // any woff2 will do for the wire; the demo centres' files are real fonts
  mkdirSync(join(folder, 'assets'));
  const fonts = join(__dirname, '..', '..', '..', 'content', 'demo', 'riverbend', 'assets');
  copyFileSync(join(fonts, 'noto-sans-regular.woff2'), join(folder, 'assets', 'harbour-sans.woff2'));
  copyFileSync(join(fonts, 'comfortaa-bold.woff2'), join(folder, 'assets', 'harbour-display.woff2'));
  const centresFile = join(root, 'centres.json');
  writeFileSync(
    centresFile,
    JSON.stringify([
      {
        slug: 'harbour-point',
        domains: ['www.harbourpoint.example'],
        timeZone: 'Australia/Hobart',
        cms: { spaceId: SPACE, accessToken: 'harbour-point-public', previewToken: 'harbour-point-preview' },
        showChangeCentre: false,
        propertyApiKey: 'HBP',
      },
    ]),
  );
  app = await startTestApp({ env: { CENTRES_FILE: centresFile, DEMO_CONTENT_DIR: join(root, 'content') } });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a fourth centre added by configuration and content alone', () => {
  it('should serve its home page with its own colours, theme-color, fonts and logo', async () => {
    const response = await request(app.url).get('/').set('Host', app.host('harbour-point'));
    expect(response.status).toBe(200);
    expect(response.text).toContain('Welcome to Harbour Point');
    const theme = themeOf(response.text);
    expect(theme.properties).toMatchObject({ '--brand': '#0b4f6c', '--accent': '#8e3b46', '--surface-alt': '#eef6f4' });
    expect(theme.properties['--font']).toMatch(/^"Harbour Sans", /);
    expect(theme.properties['--font-display']).toMatch(/^"Harbour Display", /);
    expect(theme.themeColor).toBe('#0b4f6c');
    expect(theme.preloads).toEqual([
      `${app.sandboxes.cms.url}/f/${SPACE}/x/0a1b2c3d4e/harbour-sans.woff2`,
      `${app.sandboxes.cms.url}/f/${SPACE}/x/0a1b2c3d4e/harbour-display.woff2`,
    ]);
    // the theme's logo replaces the header's
    expect(response.text).toContain('logo-harbour-point-anchor.svg');
    expect(response.text).not.toContain('logo-harbour-point.svg');
  });

  it("should serve its font files from its own space's asset folder", async () => {
    const { preloads } = themeOf((await request(app.url).get('/').set('Host', app.host('harbour-point'))).text);
    for (const href of preloads) {
      const file = await fetch(href);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('font/woff2');
    }
    expect((await fetch(`${app.sandboxes.cms.url}/f/${SPACE}/x/0a1b2c3d4e/missing.woff2`)).status).toBe(404);
    // another space's files are not this space's
    expect((await fetch(`${app.sandboxes.cms.url}/f/1001/x/0a1b2c3d4e/harbour-sans.woff2`)).status).toBe(404);
  });
});
