import type { Page, Request, Route } from 'playwright-core';
import type { TrafficDay, TrafficResponse } from '../../src/common/domain/live/live-api.types';
import { useBrowserApp } from '../utils/browser-app';
import {
  openWithoutScripts,
  openBrowser,
  RecordedPage,
  seriousViolations,
  VIEWPORTS,
  waitForHydration,
  waitForIslands,
  keepShot,
} from '../utils/browser';

/**
 * The live traffic chart as a visitor meets it (spec 1 §2.3, §2.14, §8, §9): the demo's traffic page (the
 * 'Popular arrival times' block with its day dropdown), the home page's block and the header's dropdown, against
 * the property data sandbox. Answers are replaced (page.route) only to force a closed day, late-night trading or a
 * failure. Screenshots land in /tmp/atrium-shots for a person to look at (QUALITY.md).
 */
const CENTRE = 'willowvale';
const CHART_CHUNK = /\/assets\/chunks\/traffic-chart\.renderer-[^/]+\.js$/;
const TRAFFIC_API = /\/api\/traffic\?startDate=/;

jest.setTimeout(90_000);
const setup = useBrowserApp();

interface Opened extends RecordedPage {
  requests: string[];
}

async function open(
  path: string,
  viewport: { width: number; height: number },
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Opened> {
  const recorded = await setup.browser.newPage(viewport);
  const requests: string[] = [];
  recorded.page.on('request', (request: Request) => requests.push(request.url()));
  await prepare?.(recorded.page);
  const response = await recorded.page.goto(`http://${setup.app.host(CENTRE)}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(recorded.page);
  return { ...recorded, requests };
}

const block = '.foot-traffic';
const bars = (page: Page, scope = block) => page.locator(`${scope} .highcharts-series-0 .highcharts-point`);
const rows = (page: Page, scope = block) => page.locator(`${scope} .traffic-table tbody tr`);
const apiTraffic = (page: Page, date: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), `/api/traffic?startDate=${date}`) as Promise<TrafficResponse>;
const hoursOf = (response: TrafficResponse) => response.traffic.days.reduce((n, day) => n + day.hours.length, 0);

function fulfil(route: Route, days: TrafficDay[]) {
  const body: TrafficResponse = { traffic: { timezone: 'Australia/Melbourne', days }, current: null };
  return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}
const hour = (date: string, time: string, occupancy: number, alertLevel: 'GREEN' | 'YELLOW' | 'RED') => ({
  timestamp: `${date}T${time}:00+11:00`,
  occupancy,
  alertLevel,
});

describe('live traffic in Chromium', () => {
  it.each([
    [VIEWPORTS.mobile.width, 350, VIEWPORTS.mobile],
    [VIEWPORTS.desktop.width, 400, VIEWPORTS.desktop],
  ])(
    "should draw today's hours as bars with a text alternative row each at %d px wide, the chart %d px high",
    async (_, height, viewport) => {
      const { page, errors } = await open('/centre-traffic', viewport);
      const today = await page.locator(`${block} .day-select__control`).inputValue();
      expect(await page.locator(`${block} .day-select__control option`).first().textContent()).toBe('today');
      const answer = await apiTraffic(page, today);
      const hours = hoursOf(answer);
      expect(hours).toBeGreaterThan(0);
      await page.locator(`${block} svg.highcharts-root`).waitFor();
      expect(await bars(page).count()).toBe(hours);
      expect(await rows(page).count()).toBe(hours);
      expect(await page.locator(`${block} .traffic-table caption`).textContent()).toBe('Popular arrival times, today');
      // spec 1 §9: 350 px high on small screens
      expect((await page.locator(`${block} .traffic-chart`).boundingBox())?.height).toBe(height);
      expect(await page.locator(`${block} svg.highcharts-root`).getAttribute('height')).toBe(String(height));
      // hours labelled like 3PM; the chart is hidden from screen readers, the table is there instead
      expect(await page.locator(`${block} .highcharts-xaxis-labels text`).first().textContent()).toMatch(
        /^(1[0-2]|[1-9])(AM|PM)$/,
      );
      expect(await page.locator(`${block} .traffic-chart__live`).getAttribute('aria-hidden')).toBe('true');
      if (answer.current)
        await page
          .getByText(
            /^Right now: (Off peak time|Moderately busy|Busier than usual|Centre closed) \(at \d{1,2}:\d{2}(am|pm)\)$/,
          )
          .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await keepShot(page, `centre-traffic-${viewport.width}`, { fullPage: true });
      // no CSP refusal (Highcharts' <style> element is turned off) and no other console error
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('should load a day chosen in the dropdown and redraw the chart, joining late-night hours past midnight', async () => {
    const { page, errors } = await open('/centre-traffic', VIEWPORTS.desktop, (p) =>
      p.route(/\/api\/traffic\?startDate=/, async (route) => {
        const date = new URL(route.request().url()).searchParams.get('startDate')!;
        const options = await p
          .locator(`${block} .day-select__control option`)
          .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
        if (date !== options[2]) return route.continue();
        const next = options[3]!;
        return fulfil(route, [
          {
            datestamp: date,
            hours: [hour(date, '21', 0.5, 'YELLOW'), hour(date, '22', 0.9, 'RED'), hour(date, '23', 0.6, 'YELLOW')],
          },
          { datestamp: next, hours: [hour(next, '00', 0.2, 'GREEN')] },
        ]);
      }),
    );
    await page.locator(`${block} svg.highcharts-root`).waitFor();
    const select = page.locator(`${block} .day-select__control`);
    const chosen = select.locator('option').nth(2);
    const [date, label] = [await chosen.getAttribute('value'), await chosen.textContent()];
    const asked = page.waitForRequest((request) => request.url().endsWith(`/api/traffic?startDate=${date}`));
    await select.selectOption(date!);
    await asked;
    await page.locator(`${block} .traffic-table caption`, { hasText: `Popular arrival times, ${label}` }).waitFor();
    expect(await rows(page).allTextContents()).toEqual([
      '9PMModerately busy',
      '10PMBusier than usual',
      '11PMModerately busy',
      '12AM (next day)Off peak time',
    ]);
    await page.locator(`${block} svg.highcharts-root`).waitFor();
    expect(await bars(page).count()).toBe(4);
    expect(await page.locator(`${block} .highcharts-xaxis-labels text`).allTextContents()).toEqual([
      '9PM',
      '10PM',
      '11PM',
      '12AM',
    ]);
    // another day has no 'Right now'
    expect(await page.locator(`${block} .traffic-now`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("should chart Riverbend's night market from the sandbox over two days, 9AM to the midnight hour", async () => {
    const { page, errors } = await setup.browser.newPage(VIEWPORTS.mobile);
    await page.goto(`http://${setup.app.host('riverbend')}/centre-traffic`);
    await waitForHydration(page);
    const select = page.locator(`${block} .day-select__control`);
    const chosen = select.locator('option').nth(4); // @today+4: 'Moonlight Night Market', 09:00 to 01:00
    const label = await chosen.textContent();
    await select.selectOption((await chosen.getAttribute('value'))!);
    await page.locator(`${block} .traffic-table caption`, { hasText: `Popular arrival times, ${label}` }).waitFor();
    const hours = (await rows(page).allTextContents()).map((row) =>
      row.replace(/(Off peak time|Moderately busy|Busier than usual)$/, ''),
    );
    expect(hours).toHaveLength(16);
    expect(hours[0]).toBe('9AM');
    expect(hours.at(-1)).toBe('12AM (next day)');
    await page.locator(`${block} svg.highcharts-root`).waitFor();
    expect(await bars(page).count()).toBe(16);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("should say 'Centre is closed on this date.' for a day without trading hours", async () => {
    const { page } = await open('/centre-traffic', VIEWPORTS.mobile, (p) =>
      p.route(TRAFFIC_API, async (route) => {
        const date = new URL(route.request().url()).searchParams.get('startDate')!;
        const last = await p.locator(`${block} .day-select__control option`).last().getAttribute('value');
        return date === last ? fulfil(route, [{ datestamp: date, hours: [] }]) : route.continue();
      }),
    );
    const select = page.locator(`${block} .day-select__control`);
    await select.selectOption({ index: 6 });
    await page.locator(block).getByText('Centre is closed on this date.').waitFor();
    expect(await page.locator(`${block} .traffic-chart`).count()).toBe(0);
    expect(await page.locator(`${block} .traffic-table`).count()).toBe(0);
    await keepShot(page, `centre-traffic-closed-375`, { fullPage: true });
    await page.close();
  });

  it.each([
    [VIEWPORTS.desktop, 'Live traffic currently unavailable'],
    [VIEWPORTS.mobile, 'Live traffic currently unavailable'],
    [{ width: 900, height: 900 }, 'Live traffic unavailable'],
  ])("should say the spec's failure message when the traffic API fails (%j)", async (viewport, message) => {
    const { page } = await open('/centre-traffic', viewport, (p) =>
      p.route(TRAFFIC_API, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"statusCode":503,"message":"Live traffic is unavailable"}',
        }),
      ),
    );
    // today came with the page (drawn by the server): a failed refresh keeps it; another day has nothing to show
    await page.locator(`${block} .day-select__control`).selectOption({ index: 1 });
    await page.locator(`${block} .traffic-message--failure`).waitFor();
    expect(await page.locator(`${block} .traffic-message--failure`).innerText()).toBe(message);
    expect(await page.locator(`${block} .traffic-chart`).count()).toBe(0);
    await page.close();
  });

  it('should count a success without the traffic payload as failure and report it', async () => {
    const warnings: string[] = [];
    const { page } = await open('/centre-traffic', VIEWPORTS.desktop, async (p) => {
      p.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await p.route(TRAFFIC_API, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"traffic":null}' }),
      );
    });
    await page.locator(`${block} .day-select__control`).selectOption({ index: 1 });
    await page.locator(block).getByText('Live traffic currently unavailable').waitFor();
    expect(
      warnings.filter((w) => w.includes('Received successful response with invalid or missing payload')),
    ).toHaveLength(2); // the refresh of today as the island starts, and the chosen day
    await page.close();
  });

  it('should not fetch the chart code or traffic on a page without a chart until the header dropdown opens', async () => {
    const { page, requests } = await open('/opening-hours', VIEWPORTS.desktop);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => CHART_CHUNK.test(url) || TRAFFIC_API.test(url))).toEqual([]);
    const toggle = page.locator('.traffic--bar .traffic__toggle');
    const asked = page.waitForRequest(TRAFFIC_API);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await asked;
    await page.locator('.traffic--bar svg.highcharts-root').waitFor();
    expect(await rows(page, '.traffic--bar').count()).toBe(await bars(page, '.traffic--bar').count());
    await page.locator('.traffic--bar').getByRole('link', { name: 'See busy times for the week' }).waitFor();
    expect(requests.filter((url) => CHART_CHUNK.test(url))).toHaveLength(1);
    // closed with Escape (focus back on the toggle) and opened again: nothing is asked twice
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('traffic__toggle'))).toBe(true);
    await toggle.click();
    await page.locator('.traffic--bar svg.highcharts-root').waitFor();
    expect(requests.filter((url) => TRAFFIC_API.test(url))).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    await keepShot(page, `traffic-dropdown-1280`);
    await page.close();
  });

  it("should show today's chart in the mobile menu's dropdown at 375 px", async () => {
    const { page, requests } = await open('/', VIEWPORTS.mobile);
    await page.locator('.hamburger').click();
    await page.locator('.traffic--menu .traffic__toggle').click();
    await page.locator('.traffic--menu svg.highcharts-root').waitFor();
    expect(await bars(page, '.traffic--menu').count()).toBeGreaterThan(0);
    // the home page's own block is far below the fold: its chart code came with the dropdown, once
    expect(requests.filter((url) => CHART_CHUNK.test(url))).toHaveLength(1);
    await keepShot(page, `traffic-menu-375`);
    await page.close();
  });

  it("should show the home page block's chart drawn by the server and fetch its code only when the visitor points at it", async () => {
    const recorded = await setup.browser.newPage(VIEWPORTS.desktop);
    const { page } = recorded;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`http://${setup.app.host(CENTRE)}/`);
    await waitForIslands(page);
    await page.locator(block).scrollIntoViewIfNeeded();
    await page.locator(`${block} svg.traffic-drawn__plot`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => CHART_CHUNK.test(url) || TRAFFIC_API.test(url))).toEqual([]);
    const chunk = page.waitForRequest(CHART_CHUNK);
    await page.locator(`${block} .traffic-chart`).hover();
    await chunk;
    await page.locator(`${block} svg.highcharts-root`).waitFor();
    await page
      .locator(block)
      .getByRole('link', { name: /^Learn more ?: Popular arrival times$/ })
      .waitFor();
    await keepShot(page.locator(block), `home-traffic-1280`);
    await page.close();
  });

  it('should ask for the traffic again every fifteen minutes while the page is open', async () => {
    // a browser of its own: the fake clock must not leak into the other tests' pages
    const session = await openBrowser();
    try {
      const page = await session.context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => TRAFFIC_API.test(request.url()) && asked.push(request.url()));
      await page.clock.install();
      await page.goto(`http://${setup.app.host(CENTRE)}/centre-traffic`);
      await waitForHydration(page);
      await page.locator(`${block} svg.highcharts-root`).waitFor();
      expect(asked).toHaveLength(1);
      await page.clock.fastForward('14:00');
      expect(asked).toHaveLength(1);
      const again = page.waitForRequest(TRAFFIC_API);
      await page.clock.fastForward('01:00');
      await again;
      expect(asked).toEqual([asked[0], asked[0]]);
    } finally {
      await session.close();
    }
  });

  describe("today's chart drawn by the server (decision 0031)", () => {
    it.each([VIEWPORTS.mobile, VIEWPORTS.desktop])(
      'should show the chart, its hours and the hour now without JavaScript, and say other days need it (%j)',
      async (viewport) => {
        const { page, close } = await openWithoutScripts(viewport);
        try {
          await page.goto(`http://${setup.app.host(CENTRE)}/centre-traffic`);
          const today = await page.locator(`${block} .day-select__control`).inputValue();
          // the API's answer, asked by a page that runs scripts
          const asker = await setup.browser.newPage(viewport);
          await asker.page.goto(`http://${setup.app.host(CENTRE)}/opening-hours`);
          const answer = await apiTraffic(asker.page, today);
          await asker.page.close();
          const hours = hoursOf(answer);
          expect(hours).toBeGreaterThan(0);
          // an image named by its caption, a column per hour, the hours' labels, the table for screen readers
          const chart = page.getByRole('img', { name: 'Popular arrival times, today' });
          await chart.waitFor();
          expect(await page.locator(`${block} .traffic-drawn__bar`).count()).toBe(hours);
          expect(await rows(page).count()).toBe(hours);
          expect(await page.locator(`${block} .traffic-drawn__hour`).first().textContent()).toMatch(
            /^(1[0-2]|[1-9])(AM|PM)$/,
          );
          // the columns stand in the chart's box, which has the height Highcharts gets (spec 1 §9)
          const frame = (await page.locator(`${block} .traffic-chart`).boundingBox())!;
          expect(frame.height).toBe(viewport.width < 768 ? 350 : 400);
          const plot = (await page.locator(`${block} .traffic-drawn__plot`).boundingBox())!;
          expect(plot.y).toBeGreaterThanOrEqual(frame.y);
          expect(plot.y + plot.height).toBeLessThan(frame.y + frame.height);
          for (const column of await page.locator(`${block} .traffic-drawn__bar svg`).all()) {
            const top = (await column.boundingBox())!.y;
            expect(top).toBeGreaterThanOrEqual(plot.y);
            expect(top).toBeLessThanOrEqual(plot.y + plot.height);
          }
          // the hour now: outlined and labelled 'Now' when the centre trades now, the table row marked
          const nowRows = await page.locator(`${block} .traffic-table tr[aria-current="time"]`).count();
          expect(await page.locator(`${block} .traffic-drawn__now`).count()).toBe(nowRows);
          expect(await page.locator(`${block} .traffic-drawn__now-outline`).count()).toBe(nowRows);
          // when the figures were read, and no 'Loading...' where a chart is
          if (answer.current)
            expect(await page.locator(`${block} .traffic-now`).innerText()).toMatch(/\(at \d{1,2}:\d{2}(am|pm)\)$/);
          expect(await page.locator(`${block} .traffic-message`).count()).toBe(0);
          await page.getByText('Choosing another day needs JavaScript.').waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await keepShot(page.locator(block), `centre-traffic-no-js-${viewport.width}`);
        } finally {
          await close();
        }
      },
    );

    it.each([VIEWPORTS.mobile, VIEWPORTS.desktop])(
      'should load no chart code on first view and draw Highcharts over the drawing in place on the first hover (%j)',
      async (viewport) => {
        const { page, errors } = await setup.browser.newPage(viewport);
        const requests: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        await page.goto(`http://${setup.app.host(CENTRE)}/centre-traffic`);
        await waitForIslands(page);
        await page.waitForLoadState('networkidle');
        expect(requests.filter((url) => CHART_CHUNK.test(url) || /island-runtime/.test(url))).toEqual([]);
        await page.locator(`${block} svg.traffic-drawn__plot`).waitFor();
        // where the chart's box and what follows it are on the page (not in the viewport: a hover may scroll)
        const place = () =>
          page.evaluate(
            (parts) =>
              parts.map((part) => {
                const box = document.querySelector(part)!.getBoundingClientRect();
                return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
              }),
            ['.traffic-chart', '.traffic-now', '.traffic-legend'].map((part) => `${block} ${part}`),
          );
        const before = await place();
        const chunk = page.waitForRequest(CHART_CHUNK);
        await page.locator(`${block} .traffic-chart`).hover();
        await chunk;
        await page.locator(`${block} svg.highcharts-root`).waitFor();
        // Highcharts replaced the drawing: as many columns, the box and what follows it did not move
        expect(await page.locator(`${block} .traffic-drawn`).count()).toBe(0);
        expect(await bars(page).count()).toBe(await rows(page).count());
        expect(await place()).toEqual(before);
        // a tooltip for the hour under the pointer
        const column = bars(page).first();
        await column.hover({ force: true });
        await page
          .locator(`${block} .highcharts-tooltip`)
          .getByText(/(AM|PM)/)
          .first()
          .waitFor();
        expect(errors).toEqual([]);
        await page.close();
      },
    );
  });
});
