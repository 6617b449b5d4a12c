import type { Page } from 'playwright-core';
import type { BrowserApp } from './browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration, waitForIslands, type RecordedPage } from './browser';

/**
 * Helpers of the browser specs of the booking and ticketing flows (test/browser/booking.browser-spec.ts,
 * ticketing.browser-spec.ts): a visitor who opens a demo centre's page at a width and goes through a flow by
 * keyboard, with axe's verdict on the way.
 */

export type Viewport = { width: number; height: number };

/** The demo centre the flows are tried on. */
export const CENTRE = 'willowvale';

/** A page of the demo centre as the browser asks for it. */
export const pageUrl = ({ app }: BrowserApp, path: string): string => `http://${app.host(CENTRE)}${path}`;

/**
 * A fresh page `viewport` wide at `path`, its islands loader ready, or with `hydrate` every island started (as if
 * the visitor had reached each one). Its console errors and page errors are recorded.
 */
export async function openPage(
  ctx: BrowserApp,
  path: string,
  viewport: Viewport = VIEWPORTS.mobile,
  { hydrate = false }: { hydrate?: boolean } = {},
): Promise<RecordedPage> {
  const opened = await ctx.browser.newPage(viewport);
  await opened.page.goto(pageUrl(ctx, path));
  await (hydrate ? waitForHydration(opened.page) : waitForIslands(opened.page));
  return opened;
}

/** The button of that name pressed by keyboard: focused, then Enter (or `key`). */
export async function press(page: Page, name: string | RegExp, key = 'Enter'): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await page.keyboard.press(key);
}

/** Resolves once the focus is on the element with that text (a new step's heading). */
export const focusOn = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.activeElement?.textContent?.trim() === wanted, text, { timeout: 15_000 });

/** axe finds nothing serious or critical on the page as it is now (QUALITY.md). */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
