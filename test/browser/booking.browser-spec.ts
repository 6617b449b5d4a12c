import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

/**
 * Service booking as a visitor does it, by keyboard (spec 3 §2.1, §4.1): the first step is in the page before
 * any script runs; a multi-provider booking goes provider, service, date and time, details, and reaches the
 * summary; the free wreath workshop asks for its attendees on its single date step.
 */
jest.setTimeout(120_000);

const ctx = useBrowserApp();

/** Resolves once focus is on the element with that text (a new step's heading). */
const focusOn = (page: Page, text: string) =>
  page.waitForFunction((wanted) => document.activeElement?.textContent?.trim() === wanted, text, { timeout: 10_000 });

async function press(page: Page, name: string | RegExp, key = 'Enter'): Promise<void> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await page.keyboard.press(key);
}

/** The page as the server sent it, every script refused. */
async function withoutScripts(path: string): Promise<Page> {
  const { page } = await ctx.browser.newPage(VIEWPORTS.mobile);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`http://${ctx.app.host('willowvale')}${path}`);
  return page;
}

/** The date step: the first working day chosen, then its first free time. */
async function chooseFirstTime(page: Page): Promise<void> {
  await page.locator('.booking-calendar__day[aria-pressed="true"]').waitFor();
  const slot = page.locator('.booking-slot:not([disabled])').first();
  await slot.focus();
  await page.keyboard.press('Enter');
  await expect(slot.getAttribute('aria-pressed')).resolves.toBe('true');
}

async function giveEmail(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('checkbox', { name: /my email being checked/ }).focus();
  await page.keyboard.press('Space');
}

describe('service booking in Chromium', () => {
  it('should send the first step in the page itself, before any script', async () => {
    const styling = await withoutScripts('/book/personal-styling');
    await expect(styling.locator('.booking-progress strong').textContent()).resolves.toBe('Select Provider');
    await expect(styling.getByRole('img', { name: 'Ava Chen' }).getAttribute('width')).resolves.toBe('96');
    await expect(styling.getByRole('button', { name: 'Select Noah Williams' }).count()).resolves.toBe(1);
    const wreath = await withoutScripts('/book/wreath-workshop');
    await expect(wreath.locator('.booking-progress strong').textContent()).resolves.toBe('Select Date & Time');
    await expect(wreath.getByRole('status').first().textContent()).resolves.toBe('Checking availability...');
    await styling.close();
    await wreath.close();
  });

  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should book a stylist by keyboard from provider to the summary at ${viewport.width} px`, async () => {
      const { page, errors } = await ctx.browser.newPage(viewport);
      await page.goto(`http://${ctx.app.host('willowvale')}/book/personal-styling`);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);

      await press(page, 'Select Noah Williams');
      await focusOn(page, 'Select from the following:');
      await press(page, 'Next');
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Please select a service.');
      await press(page, 'Select Personal Styling Session', 'Space');
      await expect(page.getByRole('button', { name: 'Selected Personal Styling Session' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await press(page, 'Next');
      await focusOn(page, 'Select Date & Time');
      await expect(page.locator('.booking__service').textContent()).resolves.toBe('Personal Styling Session with Noah Williams');

      await chooseFirstTime(page);
      expect(await seriousViolations(page)).toEqual([]);
      await press(page, 'Next');
      await expect(page.getByRole('alert').allTextContents()).resolves.toEqual(
        expect.arrayContaining(['This is a required field.', 'Email is required', 'Please accept before proceeding']),
      );
      await page.getByRole('combobox', { name: 'What are you shopping for?' }).selectOption('Evening');
      await giveEmail(page);
      await press(page, 'Next');
      await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`should book the free wreath workshop for two adults and a child at ${viewport.width} px`, async () => {
      const { page, errors } = await ctx.browser.newPage(viewport);
      await page.goto(`http://${ctx.app.host('willowvale')}/book/wreath-workshop`);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
      await chooseFirstTime(page);
      await page.getByRole('combobox', { name: 'Adults' }).selectOption('2');
      // adults and children share the block's four places
      await expect(page.getByRole('combobox', { name: 'Children' }).locator('option').allTextContents()).resolves.toEqual([
        'Please select',
        '0',
        '1',
        '2',
      ]);
      await page.getByRole('combobox', { name: 'Children' }).selectOption('1');
      await giveEmail(page);
      expect(await seriousViolations(page)).toEqual([]);
      await press(page, 'Next');
      await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toMatch(/^H[23]$/);

      // nothing to pay: the details, then Book now and the confirmation (this block offers no Book Again)
      await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678');
      await page.getByRole('textbox', { name: 'Postcode' }).fill('3000');
      await page.locator('input[name="consent"]').focus();
      await page.keyboard.press('Space');
      await press(page, /^Book now/);
      await page.getByRole('heading', { name: 'Booking Confirmation' }).waitFor();
      await focusOn(page, 'Booking Confirmation');
      await expect(page.locator('.booking-progress strong').textContent()).resolves.toBe('Confirmation');
      await expect(page.getByRole('button', { name: 'Book Again' }).count()).resolves.toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
