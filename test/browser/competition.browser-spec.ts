import request from 'supertest';
import type { Page } from 'playwright-core';
import { DEMO_CENTRES } from '../../config/demo-centres';
import { useBrowserApp } from '../utils/browser-app';
import { keepShot, seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

// spec 2 §2-§5, §8: the three-step competition entry, by keyboard, at phone and desktop widths. The ledger's
// delivery runs every 100 ms, so what the data API received can be read soon after.
const env = useBrowserApp({ env: { SUBMISSIONS_DELIVERY_INTERVAL_MS: '100' } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const url = (path: string, centre = 'riverbend') => `http://${env.app.host(centre)}${path}`;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const stepTexts = (page: Page) =>
  page
    .locator('.competition-steps li')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.textContent ?? ''}${item.getAttribute('aria-current') ? ' (current)' : ''}${item.querySelector('button') ? ' (link)' : ''}`,
      ),
    );

/** Riverbend's time zone: its 'today' is the one the picker and the server go by. */
const RIVERBEND_ZONE = DEMO_CENTRES.find((centre) => centre.slug === 'riverbend')!.timeZone;
/** Today in the centre's time zone, as YYYY-MM-DD (the calendar's data-date). */
const today = (timeZone = RIVERBEND_ZONE) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
/** Today as the date picker shows it: DD/MM/YYYY (spec 2 §5). */
const pickerToday = () => today().split('-').reverse().join('/');
const focusedDate = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-date'));

/**
 * spec 2 §5: the purchase date picked from the calendar by keyboard alone. It opens on today, the range's last
 * date: tomorrow cannot be reached or picked.
 */
async function pickTodayByKeyboard(page: Page): Promise<void> {
  const choose = page.getByRole('button', { name: 'Choose date of purchase' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose date of purchase' });
  await dialog.waitFor();
  await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
  await expect(focusedDate(page)).resolves.toBe(today());
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).resolves.toBe('date');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(focusedDate(page)).resolves.toBe(today());
  const tomorrow = new Date(`${today()}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const tomorrowCell = dialog.locator(`td[data-date="${tomorrow.toISOString().slice(0, 10)}"]`);
  // tomorrow shows only when it falls in the same month
  if ((await tomorrowCell.count()) > 0) await expect(tomorrowCell.getAttribute('aria-disabled')).resolves.toBe('true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(focusedDate(page)).resolves.toBe(today());
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect(choose.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
}

/** How many lines each step's label takes: the distinct tops of its text's line boxes. */
const stepLines = (page: Page) =>
  page.locator('.competition-steps li').evaluateAll((items) =>
    items.map((item) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return `${item.textContent ?? ''}: ${tops.size} line${tops.size === 1 ? '' : 's'}`;
    }),
  );

describe('the competition steps at 375 px', () => {
  it("should keep the three steps on one row and each label on one line, '2. Competition entry' too", async () => {
    const { page } = await env.browser.newPage(VIEWPORTS.mobile);
    await page.goto(url('/competitions/family-holiday-giveaway'));
    const tops = await page
      .locator('.competition-steps li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const oneLineEach = ['1. Details: 1 line', '2. Competition entry: 1 line', '3. Done: 1 line'];
    await expect(stepLines(page)).resolves.toEqual(oneLineEach);
    await keepShot(page.locator('nav[aria-label="Competition steps"]'), 'competition-steps-375-details');

    // on step 2 its label is bold and step 1 a button: still one line each
    await waitForHydration(page);
    await page.locator('#verify-email').fill('steps-375@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 3, name: 'Competition entry' }).waitFor();
    await expect(stepLines(page)).resolves.toEqual(oneLineEach);
    await keepShot(page.locator('nav[aria-label="Competition steps"]'), 'competition-steps-375-entry');
    await page.close();
  });
});

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
])('a competition entry at %s width', (name, viewport) => {
  it('should verify, show every error, take a keyboard entry, thank, and refuse a second entry the same day', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    // the page's own clock: the already-entered countdown is run through, not waited for
    await page.clock.install();
    await page.goto(url('/competitions/family-holiday-giveaway'));
    await waitForHydration(page);
    const entry = page.locator('section.competition-entry');
    await expect(stepTexts(page)).resolves.toEqual(['1. Details (current)', '2. Competition entry', '3. Done']);
    await expect(entry.locator('.competition-entry__notice').textContent()).resolves.toMatch(
      // Brisbane keeps AEST all year
      /^Entries close at 11:59pm AEST on \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}\. One entry per person per day\.$/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // step 1: verification by email
    await entry.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(entry.locator('.form-field__error').allTextContents()).resolves.toEqual(['Please enter your email']);
    await expect(focusedId(page)).resolves.toBe('verify-email');
    const email = `keyboard-${name}@example.com`;
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    // step 2: the entry form, its heading focused; nothing filled yet
    await entry.getByRole('heading', { level: 3, name: 'Competition entry' }).waitFor();
    await expect(focusedId(page)).resolves.toBe('competition-entry-heading');
    await expect(stepTexts(page)).resolves.toEqual(['1. Details (link)', '2. Competition entry (current)', '3. Done']);
    await expect(entry.locator('.competition-entry__receipt').textContent()).resolves.toBe(
      "Don't forget to keep your receipt for proof of purchase.",
    );
    await entry.getByRole('button', { name: 'Enter now' }).focus();
    await page.keyboard.press('Enter');
    await expect(entry.locator('.form-field__error').allTextContents()).resolves.toEqual([
      'Please enter your mobile',
      'Please enter first name',
      'Please enter your postcode',
      'Please select a store',
      'Please enter the date you shopped',
      'Please enter the amount you spent',
      'Please complete the required fields then press submit.',
      'Please complete the required fields then press submit.',
    ]);
    // the summary read out says each message once, the consents' with its one full stop
    await expect(entry.locator('[aria-live="assertive"]').textContent()).resolves.toBe(
      'Please check 8 fields: Please enter your mobile. Please enter first name. Please enter your postcode. ' +
        'Please select a store. Please enter the date you shopped. Please enter the amount you spent. ' +
        'Please complete the required fields then press submit.',
    );
    await expect(focusedId(page)).resolves.toBe('entry-mobile');
    expect(await seriousViolations(page)).toEqual([]);

    // filled by keyboard
    await page.keyboard.type('0412 345 678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A');
    await expect(entry.locator('.form-field--name .form-field__error').first().textContent()).resolves.toBe(
      'First name should be at least two characters long',
    );
    await page.keyboard.type('da');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3000');
    await page.locator('#sale-0-storeid').focus();
    await page.keyboard.type('Freshmart');
    await expect(page.locator('#sale-0-storeid option:checked').textContent()).resolves.toBe('FreshMart');
    // spec 2 §5: the purchase date typed as DD/MM/YYYY at one width, picked from the calendar at the other
    if (name === 'mobile') {
      await page.locator('#sale-0-date').focus();
      await page.keyboard.type(pickerToday());
    } else {
      await pickTodayByKeyboard(page);
    }
    await expect(page.locator('#sale-0-date').inputValue()).resolves.toBe(pickerToday());
    await page.locator('#sale-0-value').focus();
    await page.keyboard.type('12');
    await entry.getByRole('button', { name: 'Enter now' }).click();
    await expect(entry.locator('.competition-entry__purchase .form-field__error').allTextContents()).resolves.toEqual([
      'Amount should be at least $30',
    ]);
    await page.locator('#sale-0-value').fill('');
    await page.locator('#sale-0-value').focus();
    await page.keyboard.type('45.50');
    await page.locator('#entry-accept_privacy_policy_terms').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(entry.locator('.form-field__error').count()).resolves.toBe(0);
    await entry.getByRole('button', { name: 'Enter now' }).focus();
    await page.keyboard.press('Enter');

    // step 3: thanks, focused, with the link to /whats-on
    const thanks = entry.getByRole('heading', { level: 3, name: 'Thanks for entering!' });
    await thanks.waitFor();
    // said once: the message under the heading does not repeat it
    await expect(entry.getByText('Thanks for entering!').count()).resolves.toBe(1);
    await expect(focusedId(page)).resolves.toBe('competition-result');
    await expect(entry.getByRole('link', { name: "See what's on" }).getAttribute('href')).resolves.toBe('/whats-on');
    await expect(stepTexts(page)).resolves.toEqual([
      '1. Details (link)',
      '2. Competition entry (link)',
      '3. Done (current)',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    // the data layer saw the entry sent and completed, with the email hashed and never in the clear
    const layer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    );
    const events = (JSON.parse(layer) as Array<{ event: string; formType?: string; hashedEmail?: string }>).filter(
      (event) => event.formType === 'competition',
    );
    expect(events.map((event) => event.event)).toEqual(expect.arrayContaining(['form_submit', 'form_complete']));
    expect(events.find((event) => event.event === 'form_complete')?.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
    expect(layer).not.toContain(email);

    // 'Enter again' starts over; the same email the same day is already entered
    await entry.getByRole('button', { name: 'Enter again' }).click();
    await expect(stepTexts(page)).resolves.toEqual(['1. Details (current)', '2. Competition entry', '3. Done']);
    await page.locator('#verify-email').fill(email);
    await entry.getByRole('button', { name: 'Continue' }).click();
    await entry.getByRole('heading', { level: 3, name: 'Competition entry' }).waitFor();
    await page.locator('#entry-mobile').fill('0412345678');
    await page.locator('#entry-first_name').fill('Ada');
    await page.locator('#entry-postcode').fill('3000');
    await page.locator('#sale-0-storeid').selectOption({ label: 'FreshMart' });
    await page.locator('#sale-0-date').fill(pickerToday());
    await page.locator('#sale-0-value').fill('45.50');
    await page.locator('#entry-accept_privacy_policy_terms').check();
    await page.locator('#entry-accept_database_signup_terms').check();
    await entry.getByRole('button', { name: 'Enter now' }).click();
    await entry.getByRole('heading', { level: 3, name: 'Already entered' }).waitFor();
    await expect(entry.locator('.form-panel__text').first().textContent()).resolves.toBe(
      "You've already entered this competition today. Come back tomorrow for another chance to win!",
    );
    await expect(entry.getByRole('link', { name: "See what's on" }).getAttribute('href')).resolves.toBe('/whats-on');
    // the visitor may stay rather than be sent to what's on (WCAG 2.2.1)
    await entry.getByRole('button', { name: 'Stay on this page' }).click();
    await page.clock.runFor(15_000);
    await expect(entry.locator('.competition-entry__leaving').count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/competitions/family-holiday-giveaway');
    await expect(entry.getByRole('heading', { level: 3, name: 'Already entered' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('an existing member', () => {
  /** A real member of Riverbend: signed up through the site and delivered to the data API sandbox. */
  async function member(email: string, mobile: string): Promise<void> {
    const post = (path: string, body: object) =>
      request(env.app.url)
        .post(path)
        .set('Host', env.app.host('riverbend'))
        .set('Authorization', 'demo-pass')
        .send(body);
    const signUp = await post('/api/subscribe', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      country_code: 'AU',
      mobile,
      birth_year: '1990',
      birth_month: '12',
      gender: 'F',
      postcode: '2600',
      centres: ['Riverbend'],
    });
    expect(signUp.status).toBe(201);
    // delivered by the scheduled job: wait until the data API knows them
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const lookup = await post('/api/verify-subscription', { email });
      if ((lookup.body as { data?: { subscribed?: boolean } }).data?.subscribed) return;
      await pause(100);
    }
    throw new Error(`${email} never became a member`);
  }

  it('should verify by mobile, see only the masked address on file, go back with Change, and enter without typing an email', async () => {
    await member('grace.browser@example.com', '0433 222 111');
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/verify-subscription')) void response.text().then((text) => answers.push(text));
    });
    await page.goto(url('/competitions/family-holiday-giveaway'));
    await waitForHydration(page);
    const entry = page.locator('section.competition-entry');
    const verify = async () => {
      await entry.getByRole('radio', { name: 'Mobile' }).check();
      await page.locator('#verify-mobile').fill('0433222111');
      await entry.getByRole('button', { name: 'Continue' }).click();
      await entry.getByRole('heading', { level: 3, name: 'Competition entry' }).waitFor();
    };
    await verify();
    await expect(entry.locator('.competition-entry__member').textContent()).resolves.toBe(
      'Entering as 0433222111 with the email address on file, g***@example.com Change',
    );
    expect(answers.join(' ')).not.toContain('grace.browser');
    await expect(page.locator('#entry-email').count()).resolves.toBe(0);
    await entry.getByRole('button', { name: 'Change' }).click();
    await expect(stepTexts(page)).resolves.toEqual(['1. Details (current)', '2. Competition entry', '3. Done']);

    await verify();
    await page.locator('#entry-first_name').fill('Grace');
    await page.locator('#entry-postcode').fill('2600');
    await page.locator('#sale-0-storeid').selectOption({ label: 'FreshMart' });
    await page.locator('#sale-0-date').fill(pickerToday());
    await page.locator('#sale-0-value').fill('45.50');
    await page.locator('#entry-accept_privacy_policy_terms').check();
    await page.locator('#entry-accept_database_signup_terms').check();
    await entry.getByRole('button', { name: 'Enter now' }).click();
    await entry.getByRole('heading', { level: 3, name: 'Thanks for entering!' }).waitFor();
    expect(await entry.locator('.form-field__error').allTextContents()).toEqual([]);
    await expect(stepTexts(page)).resolves.toEqual([
      '1. Details (link)',
      '2. Competition entry (link)',
      '3. Done (current)',
    ]);
    // the entry went in with the address on file, which the page never showed
    const entries = () =>
      env.app.sandboxes.propertyApi.submissions
        .received('consumer/competition')
        .map((received) => received.body as Record<string, unknown>)
        .filter((body) => body.mobile === '0433222111');
    for (let look = 0; look < 200 && entries().length === 0; look += 1) await pause(50);
    expect(entries()).toEqual([
      expect.objectContaining({
        email: 'grace.browser@example.com',
        subscribed: true,
        verification_method: 'mobile',
      }),
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
