import type { Locator, Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

/**
 * Every form of spec 2 against the real server: the human check sandbox, the endpoints, the ledger and the delivery
 * job (a short interval), and the data API sandbox counting what reaches it. Nothing is answered inside the browser.
 */
// a delivery job every 100 ms (the shipped interval is a minute), so what reaches the data API shows within a test
const env = useBrowserApp({ env: { SUBMISSIONS_DELIVERY_INTERVAL_MS: '100' } });

const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);

const LEASING_SUCCESS = 'Thank you, we will respond to your enquiry as soon as possible';

/** Opens a page at a width and waits for hydration; the form block is the section of its type. */
async function openForm(path: string, formType: string, viewport: { width: number; height: number }, centre?: string) {
  const { page, errors } = await env.browser.newPage(viewport);
  await page.goto(url(path, centre));
  await waitForHydration(page);
  return { page, errors, form: page.locator(`section.form-block--${formType}`) };
}

/** Sends the empty form with Enter on its button: every required field's message, focus on the first, axe clean. */
async function submitEmpty(page: Page, form: Locator, button: string, messages: string[], firstField: string) {
  await form.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  await expect(focusedName(page)).resolves.toBe(firstField);
  await expect(form.locator('.form-field__error').allTextContents()).resolves.toEqual(messages);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Presses Tab, then types the text (when there is one) into the field that has the focus. */
async function next(page: Page, text?: string) {
  await page.keyboard.press('Tab');
  if (text !== undefined) await page.keyboard.type(text);
}

/** The success panel of a leasing form (spec 2 §8), focused. */
async function expectLeasingSuccess(page: Page, form: Locator) {
  await form.getByRole('heading', { level: 3, name: 'Thank you!' }).waitFor();
  await expect(form.locator('.form-panel__text').textContent()).resolves.toBe(LEASING_SUCCESS);
  await expect(page.evaluate(() => document.activeElement?.classList.contains('form-panel__title'))).resolves.toBe(
    true,
  );
}

/**
 * Waits until the data API sandbox has the visitor's submission on `route` (found by their email), then checks it
 * arrived exactly once: one request, accepted, not a repeat. Answers the body delivered.
 */
async function expectDeliveredOnce(route: string, email: string) {
  const log = env.app.sandboxes.propertyApi.submissions;
  const mine = () => log.received(route).filter((entry) => (entry.body as { email?: unknown }).email === email);
  const deadline = Date.now() + 10_000;
  while (mine().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const received = mine();
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ status: 201, repeated: false, idempotencyKey: expect.any(String) });
  return received[0]!.body as Record<string, unknown>;
}

describe.each([
  ['375 px', VIEWPORTS.mobile, 'phone'],
  ['1280 px', VIEWPORTS.desktop, 'desktop'],
])('the forms against the real endpoints at %s, filled and sent by keyboard', (_width, viewport, tag) => {
  it('should send a contact enquiry and deliver it to the data API once', async () => {
    const { page, errors, form } = await openForm('/contact-us', 'contact', viewport);
    await submitEmpty(
      page,
      form,
      'Send message',
      [
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your email address',
        'Please select a type',
        'Please enter a message',
      ],
      'first_name',
    );

    await page.keyboard.type('Ada');
    await next(page, 'Lovelace');
    await next(page, `ada.contact.${tag}@example.com`);
    await next(page, '0412 345 678');
    await next(page, 'e');
    await expect(form.locator('[name="type"]').inputValue()).resolves.toBe('enquiry');
    await next(page, 'When does the night market open?');
    await next(page);
    await expect(focusedName(page)).resolves.toBe('');
    await page.keyboard.press('Enter');

    await form.getByRole('heading', { level: 3, name: 'Thank you!' }).waitFor();
    await expect(form.locator('.form-panel__text').textContent()).resolves.toBe(
      'Thank you, your message has successfully been submitted. We will be in touch shortly.',
    );
    await expectDeliveredOnce('contact-us', `ada.contact.${tag}@example.com`);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should send a retail leasing enquiry and deliver it to the data API once', async () => {
    const { page, errors, form } = await openForm('/leasing', 'leasing', viewport);
    await submitEmpty(
      page,
      form,
      'Send enquiry',
      [
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your address',
        'Please enter your email address',
        'Please enter your phone number',
        'Please enter your trading name',
      ],
      'first_name',
    );

    await page.keyboard.type('Grace');
    await next(page, 'Hopper');
    await next(page, '1 Harbour Street, Willowvale');
    await next(page, `grace.leasing.${tag}@example.com`);
    await next(page, '0412 345 678');
    await next(page); // the franchise radio group: the first option has the focus
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: 'Yes' }).isChecked()).resolves.toBe(true);
    await next(page, 'Hopper Coffee');
    await next(page, 'Cafe');
    await next(page, 'Sydney CBD');
    await next(page, 'hopper.example');
    await next(page, 'K');
    await expect(form.locator('[name="premises"]').inputValue()).resolves.toBe('Kiosk');
    await next(page, 'Looking for a corner site near the food court.');
    await next(page);
    await expect(focusedName(page)).resolves.toBe('');
    await page.keyboard.press('Enter');

    await expectLeasingSuccess(page, form);
    const delivered = await expectDeliveredOnce('crm/leasing-enquiries', `grace.leasing.${tag}@example.com`);
    expect(delivered).toMatchObject({
      type: 'leasing',
      first_name: 'Grace',
      phone: '0412345678',
      franchise: 'Yes',
      premises: 'Kiosk',
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should send a pop-up leasing enquiry and deliver it to the data API once', async () => {
    const { page, errors, form } = await openForm('/leasing', 'leasing-popup', viewport);
    await submitEmpty(
      page,
      form,
      'Send enquiry',
      [
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your company name',
        'Please enter your phone number',
        'Please enter your email',
        'Please enter your postcode',
        'Please enter type of enquiry',
        'Please enter your business category',
      ],
      'first_name',
    );

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Dr');
    await expect(form.locator('[name="title"]').inputValue()).resolves.toBe('Dr.');
    await next(page, 'Grace');
    await next(page, 'Hopper');
    await next(page, 'Hopper Pop Ups');
    await next(page); // the company ABN is optional
    await next(page, '0412 345 678');
    await next(page, `grace.popup.${tag}@example.com`);
    await next(page, '3000');
    await next(page); // the type of enquiry radio group: the arrow key moves to and chooses the second option
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Pop Up Shops' }).isChecked()).resolves.toBe(true);
    await next(page, 'F');
    await expect(form.locator('[name="your_business_category"]').inputValue()).resolves.toBe('Fashion');
    await next(page, 'Handmade scarves for the winter season.');
    await next(page);
    await expect(focusedName(page)).resolves.toBe('');
    await page.keyboard.press('Enter');

    await expectLeasingSuccess(page, form);
    const delivered = await expectDeliveredOnce('crm/leasing-popup-enquiries', `grace.popup.${tag}@example.com`);
    expect(delivered).toMatchObject({
      type: 'leasing-popup',
      title: 'Dr.',
      telephone_number: '0412345678',
      postcode: '3000',
      type_of_enquiry: '2',
      your_business_category: 'Fashion',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should send a commercial leasing enquiry with Enter in the last field and deliver it once', async () => {
    const { page, errors, form } = await openForm('/leasing', 'commercial-leasing-enquiry', viewport);
    await submitEmpty(
      page,
      form,
      'Send enquiry',
      [
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your business name',
        'Please enter your email address',
        'Please enter your mobile phone number',
      ],
      'firstName',
    );

    await page.keyboard.type('Grace');
    await next(page, 'Hopper');
    await next(page, 'Hopper Offices Pty Ltd');
    await next(page, `grace.commercial.${tag}@example.com`);
    await next(page, '0412 345 678');
    await page.keyboard.press('Enter');

    await expectLeasingSuccess(page, form);
    const delivered = await expectDeliveredOnce('commercial-leasing', `grace.commercial.${tag}@example.com`);
    expect(delivered).toMatchObject({
      firstName: 'Grace',
      businessName: 'Hopper Offices Pty Ltd',
      mobile: '0412345678',
      formTitle: 'Commercial and office leasing',
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should sign up, deliver the subscriber once, then say the same email is already registered', async () => {
    const { page, errors, form } = await openForm('/sign-up', 'subscription', viewport);
    await submitEmpty(
      page,
      form,
      'Sign up',
      ['Please enter your first name', 'Please enter your email address', 'Please enter your postcode'],
      'first_name',
    );

    const email = `ada.signup.${tag}@example.com`;
    await page.keyboard.type('Ada');
    await next(page, 'Lovelace');
    await next(page, email);
    await next(page); // the country code keeps its default
    await next(page); // the mobile is optional
    await next(page, '1990');
    await expect(form.locator('[name="birth_year"]').inputValue()).resolves.toBe('1990');
    await next(page, 'Mar');
    await expect(form.locator('[name="birth_month"]').inputValue()).resolves.toBe('3');
    await next(page, 'F');
    await expect(form.locator('[name="gender"]').inputValue()).resolves.toBe('F');
    await next(page, '3000');
    await page.keyboard.press('Enter');

    // spec 2 §8 sign-up success; the sign-up page's content sets no text of its own, so the spec's default shows
    await form.getByRole('heading', { level: 3, name: 'Sign up successfully!' }).waitFor();
    await expect(form.locator('.form-panel__text').textContent()).resolves.toBe('Thank you for signing up');
    await expectDeliveredOnce('consumer/subscribers', email);
    expect(await seriousViolations(page)).toEqual([]);

    // 'done' starts again; the same email, now a subscriber of this centre, is already registered (200)
    await form.getByRole('button', { name: 'done' }).focus();
    await page.keyboard.press('Enter');
    await form.getByRole('textbox', { name: 'First name (required)' }).focus();
    await page.keyboard.type('Ada');
    await next(page);
    await next(page, email);
    await next(page);
    await next(page);
    await next(page);
    await next(page);
    await next(page);
    await next(page, '3000');
    await page.keyboard.press('Enter');
    await form.getByRole('heading', { level: 3, name: 'Did you know you are already signed up?' }).waitFor();
    await expect(form.locator('.form-panel__text').textContent()).resolves.toBe(
      'This email address is already on our list. If our emails are not reaching you, please check your spam filter and add us to your contacts.',
    );
    expect(
      env.app.sandboxes.propertyApi.submissions
        .received('consumer/subscribers')
        .filter((entry) => (entry.body as { email?: unknown }).email === email),
    ).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the newsletter sign-up on the home page at 1280 px', () => {
  it('should bring the success message into view below the sticky header and move focus to it', async () => {
    const { page, errors, form } = await openForm('/', 'subscription', VIEWPORTS.desktop);
    await form.locator('[name="first_name"]').fill('Ada');
    await form.locator('[name="email"]').fill(`ada.newsletter.${Date.now()}@example.com`);
    await form.locator('[name="postcode"]').fill('3000');
    // the visitor has scrolled on until the form's first fields slip under the header, the button in reach
    await form.locator('form').evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().top - 40));
    await form.getByRole('button', { name: 'Sign up' }).focus({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    const title = form.getByRole('heading', { level: 3, name: 'Sign up successfully!' });
    await title.waitFor();
    await expect(title.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    const headerBottom = await page.locator('.site-header').evaluate((node) => node.getBoundingClientRect().bottom);
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.y).toBeGreaterThanOrEqual(headerBottom);
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(VIEWPORTS.desktop.height);
    expect(errors).toEqual([]);
    await page.close();
  });
});
