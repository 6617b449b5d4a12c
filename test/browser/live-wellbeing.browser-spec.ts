import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, keepShot } from '../utils/browser';
import { jsonRoute, openReporting, OpenOptions, ReportingPage } from '../utils/live-pages';

/**
 * The well-being widget pair on the demo home pages (spec 1 §2.14, §4, §8, §9): live from the property data
 * sandbox, and with answers forced through the browser's network layer (bands, out of range, failure, a
 * success without payload, the next refresh).
 */
const live = useBrowserApp();

/** the home page, which holds the well-being pair (Riverbend unless said otherwise) */
const open = ({ centre = 'riverbend', ...options }: OpenOptions = {}): Promise<ReportingPage> =>
  openReporting(live, '/', { centre, ...options });
const json = jsonRoute;
const reading = (air_quality: number, average_temperature: number) => [
  { air_quality, average_temperature, timestamp: '2026-11-23T10:00:00+10:00' },
];

/** each widget's live figures as a visitor reads them: 'Air quality: 82% Good' */
const figures = (page: Page) =>
  page.locator('.well-widget__reading').evaluateAll((nodes) =>
    nodes.map((node) => {
      const name = node.querySelector('.well-widget__name')!.textContent;
      const parts = [...node.querySelector('.well-widget__figures')!.children].map((child) => child.textContent);
      return `${name}: ${parts.join(' ')}`;
    }),
  );
/** both widgets are shown and past 'Loading...' */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const figures = [...document.querySelectorAll<HTMLElement>('.well-widget__figures')];
    return (
      figures.length === 2 && figures.every((node) => node.offsetParent !== null && !node.querySelector('.live-loading'))
    );
  });


describe('well-being widgets in Chromium', () => {
  it('should show the live air quality and temperature with their content at 375 and 1280 px, without console errors or serious axe violations', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, errors, reports } = await open({ viewport });
      const block = page.locator('.well-widgets');
      await block.scrollIntoViewIfNeeded();
      await settled(page);
      const [air, temperature] = await figures(page);
      expect(air).toMatch(/^Air quality: (\d{1,3}% (Very poor|Poor|Fair|Good)|Error)$/);
      expect(temperature).toMatch(/^Average temperature: (\d{1,2}°C (Cold|Cool|Ideal|Warm|Hot)|Error)$/);
      expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Feel good inside Riverbend');
      expect(await block.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
        'Fresh river air, filtered',
        'Cool in a Brisbane summer',
      ]);
      expect(await block.getByRole('link', { name: 'Our sustainability story' }).getAttribute('href')).toBe(
        '/about/our-story',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // the block itself (the whole home page at both widths: pages.browser-spec.ts)
      expect(await seriousViolations(page, ['.well-widgets'])).toEqual([]);
      await keepShot(block, `well-widgets-${viewport.width}`);
      expect(errors).toEqual([]);
      expect(reports).toEqual([]);
      await page.close();
    }
  });

  it.each(['willowvale', 'karri-ridge'])(
    'should show %s’s card without an image at 1280 px as tall as its content, not as a mostly empty box',
    async (centre) => {
      const { page } = await open({ centre, viewport: VIEWPORTS.desktop });
      await page.locator('.well-widgets').scrollIntoViewIfNeeded();
      await settled(page);
      const card = page.locator('.well-widget', { hasNot: page.locator('.well-widget__media') });
      expect(await card.count()).toBe(1);
      // the gap between the card's text and its button is the body's own spacing, not a stretched blank
      const gap = await card.evaluate((node) => {
        const text = node.querySelector('.well-widget__text')!.getBoundingClientRect();
        const button = node.querySelector('.well-widget__cta')!.getBoundingClientRect();
        return button.top - text.bottom;
      });
      expect(gap).toBeLessThan(40);
      await page.close();
    },
  );

  it("should show the band of each reading, with the block's own temperature limits where it has them", async () => {
    const { page } = await open({ before: (page) => page.route('**/api/well-widgets', json(reading(82, 26.6))) });
    await settled(page);
    expect(await figures(page)).toEqual(['Air quality: 82% Good', 'Average temperature: 27°C Hot']);
    await page.close();
    // Karri Ridge rates warm from 26 °C and hot from 30 °C
    const karri = await open({
      centre: 'karri-ridge',
      before: (page) => page.route('**/api/well-widgets', json(reading(40, 26.6))),
    });
    await settled(karri.page);
    expect(await figures(karri.page)).toEqual(['Air quality: 40% Poor', 'Average temperature: 27°C Warm']);
    await karri.page.close();
  });

  it("should show 'Error' in grey, without a value, for a reading out of range", async () => {
    const { page, reports } = await open({
      before: (page) => page.route('**/api/well-widgets', json(reading(130, 3))),
    });
    await settled(page);
    expect(await figures(page)).toEqual(['Air quality: Error', 'Average temperature: Error']);
    const colour = await page
      .locator('.well-widget__band--error')
      .first()
      .evaluate((node) => getComputedStyle(node).color);
    expect(colour).toBe('rgb(82, 88, 94)');
    expect(reports).toEqual([]);
    await page.close();
  });

  it("should show 'Unavailable' when the API fails", async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, reports } = await open({
        viewport,
        before: (page) =>
          page.route('**/api/well-widgets', json({ statusCode: 503, message: 'Well-being data is unavailable' }, 503)),
      });
      await settled(page);
      expect(await figures(page)).toEqual(['Air quality: Unavailable', 'Average temperature: Unavailable']);
      expect(reports).toEqual([]);
      await page.close();
    }
  });

  it("should report 'Received successful response with invalid or missing payload' for anything but one reading", async () => {
    for (const body of [[], [...reading(80, 22), ...reading(70, 21)], [{ air_quality: 80 }]]) {
      const { page, reports } = await open({ before: (page) => page.route('**/api/well-widgets', json(body)) });
      await settled(page);
      expect(await figures(page)).toEqual(['Air quality: Unavailable', 'Average temperature: Unavailable']);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toContain('Received successful response with invalid or missing payload');
      await page.close();
    }
  });

  it('should update the reading on the next refresh, five minutes later', async () => {
    let answer = reading(90, 22);
    const { page } = await open({
      before: async (page) => {
        await page.clock.install();
        await page.route('**/api/well-widgets', (route) => json(answer)(route));
      },
    });
    await settled(page);
    expect(await figures(page)).toEqual(['Air quality: 90% Good', 'Average temperature: 22°C Ideal']);
    answer = reading(50, 17);
    await page.clock.runFor(4 * 60_000);
    expect(await figures(page)).toEqual(['Air quality: 90% Good', 'Average temperature: 22°C Ideal']);
    await page.clock.runFor(60_000);
    await page.waitForFunction(() => document.querySelector('.well-widget__value')?.textContent === '50%');
    expect(await figures(page)).toEqual(['Air quality: 50% Poor', 'Average temperature: 17°C Cold']);
    await page.close();
  });
});
