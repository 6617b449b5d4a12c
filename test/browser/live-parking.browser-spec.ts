import type { Page } from 'playwright-core';
import request from 'supertest';
import { DEMO_CENTRES } from '../../config/demo-centres';
import type { CmsBlok } from '../../src/common/domain/cms/storyblok.types';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, keepShot } from '../utils/browser';
import { jsonRoute, openReporting, OpenOptions, ReportingPage } from '../utils/live-pages';

/**
 * The live parking blocks as a visitor meets them (spec 1 §2.14, §4, §8, §9): the total and the car-park rows of
 * the demo's parking pages and Willowvale's home page, live from the property data sandbox, and with answers
 * forced through the browser's network layer (failure, a success without payload, a car park missing, the
 * next refresh).
 */
const live = useBrowserApp();

const open = (path: string, options?: OpenOptions): Promise<ReportingPage> => openReporting(live, path, options);
const KARRI_RIDGE_SPACE = DEMO_CENTRES.find((centre) => centre.slug === 'karri-ridge')!.cms.spaceId;
const json = jsonRoute;

const counts = (occupancy: Array<[string, number, number]>) => ({
  timestamp: '2026-11-23T10:00:00+11:00',
  totalOccupied: occupancy.reduce((sum, [, occupied]) => sum + occupied, 0),
  totalVacant: occupancy.reduce((sum, [, , vacant]) => sum + vacant, 0),
  occupancy: occupancy.map(([regionId, occupied, vacant]) => ({ regionId, name: regionId, occupied, vacant })),
});
/** Willowvale's four car parks: 45% full in total */
const WILLOWVALE = counts([
  ['WLV-P1', 100, 200],
  ['WLV-P2', 50, 50],
  ['WLV-P3', 56, 44],
  ['WLV-P4', 109, 91],
]);
const times = (...results: Array<[string, number]>) => ({
  timestamp: '2026-11-23T10:00:00+11:00',
  results: results.map(([regionId, minutes]) => ({ regionId, minutes })),
});

const total = (page: Page) => page.locator('.parking-total');
const rows = (page: Page) => page.locator('.parking-row');
/** each row as a visitor (and a screen reader) reads it: 'Rooftop Car Park Moderate 56% full' */
const rowTexts = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('.parking-row__name')!.textContent;
      const status = item.querySelector('.parking-status')!;
      const parts = status.children.length
        ? [...status.children].map((child) => child.textContent)
        : [status.textContent];
      return [name, ...parts].join(' ').replace(/\s+/g, ' ').trim();
    }),
  );
/** every parking indicator on the page is shown and past 'Loading...' */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const statuses = [
      ...document.querySelectorAll<HTMLElement>('.parking-total .parking-status, .parking-row .parking-status'),
    ];
    return (
      statuses.length > 0 &&
      statuses.every((node) => node.offsetParent !== null && !node.querySelector('.live-loading'))
    );
  });

describe('parking total and rows in Chromium', () => {
  it('should show live figures for the total and every car park at 375 and 1280 px, without console errors or serious axe violations', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, errors, reports } = await open('/parking', { viewport });
      await settled(page);
      const figure = total(page).getByRole('img');
      expect(await figure.getAttribute('aria-label')).toMatch(
        /^Parking \d{1,3}% full, (plenty of spaces|some spaces|limited spaces)$/,
      );
      // name order; the overrides show their text (with a status word for screen readers), the others their live
      // time to park or occupancy band
      const texts = await rowTexts(page);
      expect(texts).toHaveLength(4);
      expect(texts[0]).toBe('Fresh Food Undercover Parking Open: Three hours free for fresh food shoppers');
      expect(texts[1]).toMatch(
        /^Rooftop Car Park ((1 Min|\d+ Mins|Limited) time to park|(Plenty|Moderate|Limited) \d+% full)$/,
      );
      expect(texts[2]).toMatch(/^Station Street Car Park /);
      expect(texts[3]).toBe('Whitehorse Parade Multi-Deck Notice: Closed for resurfacing this week');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await keepShot(page, `parking-${viewport.width}`, { fullPage: true });
      expect(errors).toEqual([]);
      expect(reports).toEqual([]);
      await page.close();
    }
  });

  it("should show the percent full with the centre's bands, the band word and colour, and override colours", async () => {
    const { page } = await open('/parking', {
      before: async (page) => {
        await page.route('**/api/parking', json(WILLOWVALE));
        await page.route('**/api/time-to-park', json(times(['WLV-P1', 12], ['WLV-P3', -1])));
      },
    });
    await settled(page);
    await expect(total(page).getByRole('img').getAttribute('aria-label')).resolves.toBe(
      'Parking 45% full, plenty of spaces',
    );
    expect(await total(page).locator('.parking-status__badge').innerText()).toBe('Plenty');
    expect(
      await total(page)
        .locator('.parking-bar__fill')
        .evaluate((bar) => (bar as HTMLElement).style.width),
    ).toBe('45%');
    // Rooftop has no time to park (-1): its own occupancy, 56% is moderate with Willowvale's bands (plenty to 55)
    expect(await rowTexts(page)).toEqual([
      'Fresh Food Undercover Parking Open: Three hours free for fresh food shoppers',
      'Rooftop Car Park Moderate 56% full',
      'Station Street Car Park 12 Mins time to park',
      'Whitehorse Parade Multi-Deck Notice: Closed for resurfacing this week',
    ]);
    const colour = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((node) => getComputedStyle(node).color);
    expect(await colour('.parking-status--open')).toBe('rgb(30, 107, 58)');
    expect(await colour('.parking-status--closed')).toBe('rgb(164, 35, 27)');
    expect(
      await page
        .getByRole('img', { name: 'Station Street Car Park: time to park about 12 minutes, some spaces' })
        .count(),
    ).toBe(1);
    await page.close();
  });

  it("should show 'Unavailable' when the parking API fails, keeping the overrides", async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, reports } = await open('/parking', {
        viewport,
        before: async (page) => {
          await page.route('**/api/parking', json({ statusCode: 503, message: 'Parking data is unavailable' }, 503));
          await page.route(
            '**/api/time-to-park',
            json({ statusCode: 503, message: 'Parking data is unavailable' }, 503),
          );
        },
      });
      await settled(page);
      expect(await total(page).locator('.parking-status').innerText()).toBe('Unavailable');
      expect(await rowTexts(page)).toEqual([
        'Fresh Food Undercover Parking Open: Three hours free for fresh food shoppers',
        'Rooftop Car Park Unavailable',
        'Station Street Car Park Unavailable',
        'Whitehorse Parade Multi-Deck Notice: Closed for resurfacing this week',
      ]);
      expect(reports).toEqual([]);
      await page.close();
    }
  });

  it("should report 'Received successful response with invalid or missing payload' and show 'Unavailable'", async () => {
    const { page, reports } = await open('/parking', {
      before: async (page) => {
        await page.route(
          '**/api/parking',
          json({ timestamp: '2026-11-23T10:00:00+11:00', totalOccupied: 3, totalVacant: 4 }),
        );
        await page.route('**/api/time-to-park', json({ timestamp: '2026-11-23T10:00:00+11:00' }));
      },
    });
    await settled(page);
    expect(await total(page).locator('.parking-status').innerText()).toBe('Unavailable');
    expect(await rows(page).nth(1).innerText()).toContain('Unavailable');
    const invalid = reports.filter((report) =>
      report.includes('Received successful response with invalid or missing payload'),
    );
    // the total's and the rows' parking calls, and the rows' time-to-park call
    expect(invalid).toHaveLength(3);
    await page.close();
  });

  it('should report a car park missing from the live data and show no row for it', async () => {
    const { page, reports } = await open('/parking', {
      before: async (page) => {
        await page.route(
          '**/api/parking',
          json(
            counts([
              ['WLV-P1', 10, 90],
              ['WLV-P2', 1, 1],
              ['WLV-P4', 1, 1],
            ]),
          ),
        );
        await page.route('**/api/time-to-park', json(times(['WLV-P1', 4], ['WLV-P3', 6])));
      },
    });
    await settled(page);
    expect(await rowTexts(page)).toEqual([
      'Fresh Food Undercover Parking Open: Three hours free for fresh food shoppers',
      'Station Street Car Park 4 Mins time to park',
      'Whitehorse Parade Multi-Deck Notice: Closed for resurfacing this week',
    ]);
    expect(reports.filter((report) => report.includes('Missing parking region data'))).toHaveLength(1);
    expect(reports.find((report) => report.includes('Missing parking region data'))).toContain('WLV-P3');
    await page.close();
  });

  it("should use the default bands and report it when the centre's parking-threshold content is unusable", async () => {
    // Karri Ridge's bands (plenty to 65%) made unusable: a band that names no number
    const publish = async () => {
      live.app.sandboxes.cms.publish(KARRI_RIDGE_SPACE, 'global/parking-threshold');
      await request(live.app.url)
        .post('/api/admin/cache/update')
        .set('Host', live.app.host('karri-ridge'))
        .set('x-webhook-token', live.app.config.content.webhookToken)
        .send({
          text: 'published',
          action: 'published',
          space_id: Number(KARRI_RIDGE_SPACE),
          full_slug: 'global/parking-threshold',
        });
    };
    let saved: CmsBlok | undefined;
    live.app.sandboxes.cms.editDraft(KARRI_RIDGE_SPACE, 'global/parking-threshold', (content) => {
      saved = content;
      return { ...content, plentyTo: 'most of it' };
    });
    await publish();
    const { page, reports } = await open('/parking', {
      centre: 'karri-ridge',
      before: async (page) => {
        await page.route(
          '**/api/parking',
          json(
            counts([
              ['KRO-P1', 60, 40],
              ['KRO-P2', 61, 39],
            ]),
          ),
        );
        await page.route('**/api/time-to-park', json(times(['KRO-P1', -1], ['KRO-P2', -1])));
      },
    });
    await settled(page);
    // 61% is moderate with the defaults (Karri Ridge's own bands would make it plenty)
    expect(await rowTexts(page)).toEqual([
      'Coach and Shuttle Bay Notice: Coaches and airport shuttles only',
      'Homewares Hall Car Park Moderate 61% full',
      'Outlet Village Car Park Plenty 60% full',
    ]);
    // the total and the rows each report it once
    expect(
      reports.filter((report) => report.includes('Parking threshold content invalid: default thresholds are used')),
    ).toHaveLength(2);
    await page.close();
    live.app.sandboxes.cms.editDraft(KARRI_RIDGE_SPACE, 'global/parking-threshold', () => saved!);
    await publish();
  });

  it("should read Karri Ridge's own bands, with nothing to report", async () => {
    const { page, reports } = await open('/parking', {
      centre: 'karri-ridge',
      before: async (page) => {
        await page.route(
          '**/api/parking',
          json(
            counts([
              ['KRO-P1', 60, 40],
              ['KRO-P2', 66, 34],
            ]),
          ),
        );
        await page.route('**/api/time-to-park', json(times(['KRO-P1', -1], ['KRO-P2', -1])));
      },
    });
    await settled(page);
    expect(await rowTexts(page)).toEqual([
      'Coach and Shuttle Bay Notice: Coaches and airport shuttles only',
      'Homewares Hall Car Park Moderate 66% full',
      'Outlet Village Car Park Plenty 60% full',
    ]);
    expect(reports.filter((report) => report.includes('Parking threshold'))).toEqual([]);
    await page.close();
  });

  it('should show the average time to park on the home page, and the occupancy when no car park has a figure', async () => {
    let answer = times(['WLV-P1', 4], ['WLV-P2', 10], ['WLV-P3', -1]);
    const { page } = await open('/', {
      before: async (page) => {
        await page.clock.install();
        await page.route('**/api/parking', json(WILLOWVALE));
        await page.route('**/api/time-to-park', (route) => json(answer)(route));
      },
    });
    const figure = total(page).getByRole('img');
    await figure.waitFor();
    expect(await figure.getAttribute('aria-label')).toBe('Parking: time to park about 7 minutes, plenty of spaces');
    expect(await total(page).locator('.parking-status__badge').innerText()).toBe('7 Mins');
    expect(await total(page).locator('.parking-total__occupancy').innerText()).toBe('45% full');
    expect(await total(page).locator('.parking-total__link').innerText()).toBe('Parking and rates');
    answer = times(['WLV-P1', -1], ['WLV-P2', -1]);
    await page.clock.runFor(60_000);
    await page.waitForFunction(
      () =>
        document.querySelector('.parking-total [role="img"]')?.getAttribute('aria-label') ===
        'Parking 45% full, plenty of spaces',
    );
    await page.close();
  });

  it("should write a one-minute time to park as '1 Min' at 375 px", async () => {
    const { page } = await open('/', {
      viewport: VIEWPORTS.mobile,
      before: async (page) => {
        await page.route('**/api/parking', json(WILLOWVALE));
        await page.route('**/api/time-to-park', json(times(['WLV-P1', 1], ['WLV-P2', 1])));
      },
    });
    const badge = total(page).locator('.parking-status__badge');
    await badge.waitFor();
    expect(await badge.innerText()).toBe('1 Min');
    await page.close();
  });

  it('should update the figures on the next refresh, a minute later', async () => {
    let occupied = 45;
    const { page } = await open('/parking', {
      before: async (page) => {
        await page.clock.install();
        await page.route('**/api/parking', (route) =>
          json(
            counts([
              ['WLV-P1', occupied, 100 - occupied],
              ['WLV-P3', occupied, 100 - occupied],
            ]),
          )(route),
        );
        await page.route('**/api/time-to-park', json(times()));
      },
    });
    const figure = total(page).getByRole('img');
    await figure.waitFor();
    expect(await figure.getAttribute('aria-label')).toBe('Parking 45% full, plenty of spaces');
    occupied = 95;
    await page.clock.runFor(59_000);
    expect(await figure.getAttribute('aria-label')).toBe('Parking 45% full, plenty of spaces');
    await page.clock.runFor(1_000);
    await page.waitForFunction(
      () =>
        document.querySelector('.parking-total [role="img"]')?.getAttribute('aria-label') ===
        'Parking 95% full, limited spaces',
    );
    expect(await rowTexts(page)).toContain('Station Street Car Park Limited 95% full');
    await page.close();
  });
});
