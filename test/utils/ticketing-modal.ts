import type { Page } from 'playwright-core';
import { keepShot, waitForIslands } from './browser';

/**
 * What the ticketing browser tests do in the modal as a visitor would (test/browser/ticketing*.browser-spec.ts):
 * press by keyboard, wait for a step's heading to take the focus, type, open the modal from Book Now, give the
 * email and the details.
 */

/** An event's page as the sitemap lists it (/events/<id>/<slug>). */
export function eventPageIn(sitemap: string, slug: string): string {
  const match = new RegExp(`/events/(\\d+)/(${slug})<`).exec(sitemap);
  if (!match) throw new Error(`no event ${slug} in the sitemap`);
  return `/events/${match[1]}/${match[2]}`;
}

/** A button pressed by keyboard: focused, then Enter (or the key given). */
export async function press(page: Page, name: string | RegExp, key = 'Enter'): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await page.keyboard.press(key);
}

/** Resolves once the focus is on the element with that text (a new step's heading). */
export const focusOn = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.activeElement?.textContent?.trim() === wanted, text, { timeout: 15_000 });

export const subtitle = (page: Page) => page.locator('#ticketing-modal-subtitle').textContent();

export async function type(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.type(text);
}

/** Book Now pressed by keyboard: the modal open, its first step in place. */
export async function openModal(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await waitForIslands(page);
  await press(page, 'Book Now');
  await page.getByRole('dialog').waitFor({ timeout: 15_000 });
}

/** The first day's first time with tickets, then Next: the step after it has the focus on `heading`. */
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

/** The sandbox's test card, then Pay. */
export async function payByCard(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).waitFor();
  await type(page, '#booking-payment-number', '4242424242424242');
  await type(page, '#booking-payment-expiry', '1239');
  await type(page, '#booking-payment-cvc', '123');
  await press(page, 'Pay');
}
