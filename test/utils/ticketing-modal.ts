import type { Page } from 'playwright-core';
import type { BrowserApp } from './browser-app';
import { keepShot, VIEWPORTS, type RecordedPage } from './browser';
import { focusOn, openPage, press, type Viewport } from './flow-visitor';

/**
 * What the ticketing browser specs do in the modal as a visitor would (test/browser/ticketing.browser-spec.ts,
 * ticketing-seats.browser-spec.ts), by keyboard, over flow-visitor.ts: find an event's page, open the modal from
 * Book Now, choose a time, give the email and the details, pay by card.
 */

/** An event's page as the sitemap lists it (/events/<id>/<slug>). */
export function eventPageIn(sitemap: string, slug: string): string {
  const match = new RegExp(`/events/(\\d+)/(${slug})<`).exec(sitemap);
  if (!match) throw new Error(`no event ${slug} in the sitemap`);
  return `/events/${match[1]}/${match[2]}`;
}

export const subtitle = (page: Page) => page.locator('#ticketing-modal-subtitle').textContent();

export async function type(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.type(text);
}

/** The event's page `viewport` wide and Book Now pressed by keyboard: the modal open, its first step in place. */
export async function openModal(
  ctx: BrowserApp,
  path: string,
  viewport: Viewport = VIEWPORTS.mobile,
  { clock = false } = {},
): Promise<RecordedPage> {
  const opened = await openPage(ctx, path, viewport);
  // a clock the test can move forward (page.clock), in place before the modal reads the time
  if (clock) await opened.page.clock.install();
  await press(opened.page, 'Book Now');
  await opened.page.getByRole('dialog').waitFor({ timeout: 15_000 });
  return opened;
}

/** The modal's event, as its dialog names it. */
export const modalEventId = (page: Page) => page.locator('.ticketing-modal').getAttribute('data-event-id');

/** The first day's first time with tickets, then Next: the next step's heading (`heading`) takes the focus. */
export async function chooseFirstTime(page: Page, heading = 'Select your tickets'): Promise<void> {
  await page.getByText('Select your time').waitFor();
  const time = page.locator('.ticketing-times__time:not([disabled])').first();
  await time.focus();
  await page.keyboard.press('Enter');
  await page.locator('.ticketing-times__time[aria-pressed="true"]').waitFor();
  await press(page, 'Next');
  await focusOn(page, heading);
}

/** The email check, then the details with the AU postcode. */
export async function giveDetails(page: Page): Promise<void> {
  await focusOn(page, 'Your email');
  await type(page, '#ticketing-email', 'ada@example');
  await expect(page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).resolves.toBe(true);
  await type(page, '#ticketing-email', '.com');
  // Enter in the email does what Next does
  await page.keyboard.press('Enter');
  await focusOn(page, 'Your details');
  await expect(page.getByText('You are not a subscriber, please fill out your details below').count()).resolves.toBe(1);
  await press(page, 'Next');
  await expect(page.getByText('First name is required').count()).resolves.toBe(1);
  await type(page, '#ticketing-first_name', 'Ada');
  await type(page, '#ticketing-last_name', 'Lovelace');
  await type(page, '#ticketing-mobile', '0412345678');
  await type(page, '#ticketing-postcode', '3000');
  await keepShot(page, `ticketing-details-${page.viewportSize()?.width}`);
  await press(page, 'Next');
}

/** The sandbox's test card typed, then Pay. */
export async function payByCard(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).waitFor();
  await type(page, '#booking-payment-number', '4242424242424242');
  await type(page, '#booking-payment-expiry', '1239');
  await type(page, '#booking-payment-cvc', '123');
  await press(page, 'Pay');
}
