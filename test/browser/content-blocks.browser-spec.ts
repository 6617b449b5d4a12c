import type { Page } from 'playwright-core';
import {
  BrowserSession,
  openBrowser,
  RecordedPage,
  seriousViolations,
  VIEWPORTS,
  waitForHydration,
  keepShot,
} from '../utils/browser';
import { startTestApp, TestApp } from '../utils/test-app';

/**
 * The content blocks of spec 1 §2.9 as a visitor meets them: the demo's Centre Guide and Experiences pages
 * (every block and option) and the opening-hours page. One app and one browser for the file.
 */
let app: TestApp;
let browser: BrowserSession;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function open(
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  centre = 'willowvale',
): Promise<RecordedPage> {
  const recorded = await browser.newPage(viewport);
  const response = await recorded.page.goto(`http://${app.host(centre)}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(recorded.page);
  return recorded;
}

const currentDot = (page: Page, scope: string) =>
  page.locator(`${scope} .carousel__dot[aria-current="true"] .visually-hidden`).textContent();

describe('content blocks in Chromium', () => {
  it.each([
    ['/centre-guide', 'willowvale'],
    ['/about/experiences', 'riverbend'],
  ])(
    'should show %s at 375 and 1280 px without console errors, overflow or serious axe violations',
    async (path, centre) => {
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const { page, errors } = await open(path, viewport, centre);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (viewport === VIEWPORTS.desktop) expect(await seriousViolations(page)).toEqual([]);
        await keepShot(page, `${path.replace(/\//g, '-')}-${viewport.width}`);
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  );

  it('should move the feature carousel with the arrow keys, the dots and the arrows, looping at the ends', async () => {
    const { page } = await open('/centre-guide');
    const scope = '.feature-carousel';
    expect(await currentDot(page, scope)).toBe('Slide 1 of 3');
    await page.locator(`${scope} .carousel__arrow--next`).focus();
    await page.keyboard.press('ArrowRight');
    expect(await currentDot(page, scope)).toBe('Slide 2 of 3');
    await page.locator(`${scope} .carousel__dot`).nth(2).click();
    expect(await currentDot(page, scope)).toBe('Slide 3 of 3');
    await page.locator(`${scope} .carousel__arrow--next`).click();
    expect(await currentDot(page, scope)).toBe('Slide 1 of 3');
    await page.keyboard.press('ArrowLeft');
    expect(await currentDot(page, scope)).toBe('Slide 3 of 3');
    // only the current slide can be reached; for reduced motion nothing autoplays and no pause control shows
    expect(await page.locator(`${scope} .carousel__slide[inert]`).count()).toBe(2);
    expect(await page.locator(`${scope} .carousel__pause`).count()).toBe(0);
    await page.close();
  });

  it('should autoplay a carousel with autoScrollDuration when motion is allowed, with a pause control', async () => {
    const { page } = await open('/centre-guide');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const pause = page.locator('.feature-carousel .carousel__pause');
    await pause.waitFor();
    await pause.click(); // pausing (the pointer now hovers the carousel too)
    await expect(pause.textContent()).resolves.toContain('Play slides');
    await page.close();
  });

  it('should keep one accordion item open at a time, starting with the active one', async () => {
    const { page } = await open('/centre-guide');
    const items = page.locator('#faq .accordion-item');
    const opened = async () => await items.evaluateAll((nodes) => nodes.map((node) => (node as HTMLDetailsElement).open));
    expect(await opened()).toEqual([false, true, false, false]);
    await items.nth(2).locator('summary').click();
    expect(await opened()).toEqual([false, false, true, false]);
    await expect(page.locator('#faq .accordion-item__panel:visible').textContent()).resolves.toContain(
      'Assistance animals',
    );
    await items.nth(2).locator('summary').press('Enter');
    expect(await opened()).toEqual([false, false, false, false]);
    await page.close();
  });

  it('should scroll to the matching section from the anchor list and keep the hash', async () => {
    const { page } = await open('/centre-guide', VIEWPORTS.mobile);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Parking rates' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('parking-rates')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    expect(new URL(page.url()).hash).toBe('#parking-rates');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('parking-rates');
    await page.close();
  });

  it('should embed the YouTube video through youtube-nocookie with a title', async () => {
    const { page } = await open('/centre-guide');
    const frame = page.locator('#video-tour iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(await frame.getAttribute('title')).toBe('A video tour of Willowvale');
    await page.close();
  });

  it('should show four weeks of opening hours with today bold and the week range, in the centre zone', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, errors } = await open('/opening-hours', viewport);
      const block = page.locator('.opening-hours');
      expect(await block.locator('table.hours-week').count()).toBe(4);
      const today = block.locator('tr[aria-current="date"]');
      expect(await today.count()).toBe(1);
      expect(
        await today
          .locator('td')
          .first()
          .evaluate((cell) => getComputedStyle(cell).fontWeight),
      ).toBe('700');
      await expect(today.textContent()).resolves.toContain('Today');
      const label = block.locator('.carousel__label');
      const first = await label.textContent();
      expect(first).toMatch(/^\d{1,2}( [A-Z][a-z]{2}( \d{4})?)? – \d{1,2} [A-Z][a-z]{2}( \d{4})?$/);
      await block.locator('.carousel__arrow--next').click();
      await expect(label.textContent()).resolves.not.toBe(first);
      expect(await block.locator('.carousel__dot').nth(1).getAttribute('aria-current')).toBe('true');
      if (viewport === VIEWPORTS.desktop) expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('should keep the opening-hours carousel’s previous and next buttons round at 375 px', async () => {
    const { page } = await open('/opening-hours', VIEWPORTS.mobile);
    const block = page.locator('.opening-hours');
    for (const arrow of ['.carousel__arrow--prev', '.carousel__arrow--next']) {
      const box = (await block.locator(arrow).boundingBox())!;
      expect(box.width).toBe(box.height);
    }
    // the controls still fit the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });
});
