import type { Page, Request } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

const env = useBrowserApp();

const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;

/** Answers the form's endpoint in the browser with a status, and keeps the requests it saw. */
async function answer(page: Page, path: string, status: number): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`**${path}`, async (route) => {
    seen.push(route.request());
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ statusCode: status }) });
  });
  return seen;
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
])('the contact form at %s width', (_name, viewport) => {
  it('should be filled and sent by keyboard, with errors shown, announced and focused, and no axe violations', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    const sent = await answer(page, '/api/contact-us', 201);
    await page.goto(url('/contact-us'));
    await waitForHydration(page);
    const form = page.locator('section.form-block--contact');

    // an empty submission: every error under its field, announced, and focus on the first
    await form.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    await expect(focusedName(page)).resolves.toBe('first_name');
    await expect(form.locator('.form-field__error').allTextContents()).resolves.toEqual([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your email address',
      'Please select a type',
      'Please enter a message',
    ]);
    await expect(form.locator('[aria-live="assertive"]').textContent()).resolves.toMatch(/^Please check 5 fields: /);
    const firstName = form.getByRole('textbox', { name: 'First name (required)' });
    await expect(firstName.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await firstName.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe('Please enter your first name');
    expect(await seriousViolations(page)).toEqual([]);

    // filled by keyboard; the email is checked as it is typed
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example');
    await expect(form.locator('.form-field--email .form-field__error').textContent()).resolves.toBe(
      'Please enter a valid email address',
    );
    await page.keyboard.type('.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0412 345 678');
    await expect(form.locator('[name="mobile"]').inputValue()).resolves.toBe('0412345678');
    await page.keyboard.press('Tab');
    await page.keyboard.type('e');
    await expect(form.locator('[name="type"]').inputValue()).resolves.toBe('enquiry');
    await page.keyboard.press('Tab');
    await page.keyboard.type('When does the night market open?');
    await expect(form.locator('.form-field__error').count()).resolves.toBe(0);
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toBe('');
    await page.keyboard.press('Enter');

    // spec 2 §8 contact success, focused
    const success = form.getByRole('heading', { level: 3, name: 'Thank you!' });
    await success.waitFor();
    await expect(form.locator('.form-panel__text').textContent()).resolves.toBe(
      'Thank you, your message has successfully been submitted. We will be in touch shortly.',
    );
    await expect(page.evaluate(() => document.activeElement?.classList.contains('form-panel__title'))).resolves.toBe(
      true,
    );
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    // the stand-in's token names the page it was made on and the action, as a reCAPTCHA token does
    expect(request.headers()['authorization']).toMatch(/^pass-[0-9a-f-]{36}~willowvale\.localhost~submit$/);
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      mobile: '0412345678',
      type: 'enquiry',
      comment: 'When does the night market open?',
      contactRequest: 'enquiry',
      hashedEmail: expect.stringMatching(/^[0-9a-f]{64}$/),
      timeToComplete: expect.any(Number),
    });
    // the data layer holds the hashed email only
    const dataLayer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer),
    );
    expect(dataLayer).toContain('"event":"form_complete"');
    expect(dataLayer).not.toContain('ada@example.com');
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the sign-up form', () => {
  it("should say the visitor is already registered when the server answers 200, and start again with 'done'", async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    await answer(page, '/api/subscribe', 200);
    await page.goto(url('/sign-up', 'riverbend'));
    await waitForHydration(page);
    const form = page.locator('section.form-block--subscription');
    await form.getByRole('textbox', { name: 'First name (required)' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Email (required)' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: 'Postcode (required)' }).fill('4068');
    await form.getByRole('checkbox', { name: 'Willowvale' }).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await form.getByRole('heading', { level: 3, name: 'Did you know you are already signed up?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'done' }).click();
    await expect(form.getByRole('textbox', { name: 'First name (required)' }).inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('clean input in the browser (issue 11)', () => {
  it('should take an ABN pasted whole with its spaces, and refuse a name carrying an invisible character', async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    const sent = await answer(page, '/api/leasing-popup', 201);
    await page.goto(url('/leasing'));
    await waitForHydration(page);
    const form = page.locator('section.form-block--leasing-popup');
    const abn = form.locator('input[name="company_abn"]');
    await abn.focus();
    // a paste arrives as one insertion, which an input's maxlength would cut at 11 characters
    await page.keyboard.insertText('51 824 753 556');
    await expect(abn.inputValue()).resolves.toBe('51824753556');

    const firstName = form.locator('input[name="first_name"]');
    await firstName.focus();
    await page.keyboard.insertText('Ma\u200bry');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.locator('.form-field--name .form-field__error').first().textContent()).resolves.toBe(
      'Please enter a valid value',
    );
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
