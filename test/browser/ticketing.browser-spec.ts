import type { Page } from 'playwright-core';
import { useBrowserApp, type BrowserApp } from '../utils/browser-app';
import { keepShot, openBrowser, VIEWPORTS } from '../utils/browser';
import { CENTRE, expectAccessible, focusOn, pageUrl, press, type Viewport } from '../utils/flow-visitor';
import {
  chooseFirstTime,
  eventPageIn,
  giveDetails,
  modalEventId,
  openModal as openModalOf,
  subtitle,
  type,
} from '../utils/ticketing-modal';

/**
 * Event tickets as a visitor buys them, by keyboard (spec 3 §2.2, §4.2, §5.2): Book Now on the event page opens
 * the modal; the paid recurrent workshop goes date and time, an adult's and a child's tickets, the event's and
 * each ticket's questions, the email check and the details, a refused and an accepted promo code, and a card
 * payment, to the tickets with their transaction id; the free storytime books through its summary; Leave gives
 * the held tickets back; without scripts Book Now says it needs JavaScript.
 */
jest.setTimeout(180_000);

const ctx = useBrowserApp();
let sitemap = '';
beforeAll(async () => {
  sitemap = await (await fetch(`${ctx.app.url}/sitemap.xml`, { headers: { host: ctx.app.host(CENTRE) } })).text();
});

const eventPage = (slug: string): string => eventPageIn(sitemap, slug);

/** the demo's ticketed events (README 'Tickets (demo)'): the paid recurrent one and the free one */
const RECURRENT = 'lantern-making-workshop';
const FREE = 'kids-storytime';

const openModal = (path: string, viewport?: Viewport) => openModalOf(ctx, path, viewport);

/** How many tickets of the event are left, as Vivenu's public event says. */
const ticketsLeft = (page: Page, eventId: string | null | undefined) =>
  page.evaluate(
    (id) => fetch(`/api/public/events/${id}`).then((response) => response.json() as Promise<{ v: number }>),
    eventId,
  );

/**
 * The first time chosen and `adults` Adult tickets chosen, then Next (the checkout made): the event, how many
 * tickets it had left before, and a way to ask again.
 */
async function holdAdults(page: Page, adults: number) {
  await chooseFirstTime(page);
  const eventId = await modalEventId(page);
  const left = () => ticketsLeft(page, eventId);
  const before = (await left()).v;
  for (let added = 0; added < adults; added += 1) await press(page, 'Add one Adult ticket');
  await press(page, 'Next');
  return { eventId, left, before };
}

/** The event's questions and one set per ticket: the required ones left empty first, then answered. */
async function answerQuestions(page: Page, holders: number): Promise<void> {
  await focusOn(page, 'A few questions');
  await press(page, 'Next');
  await expect(page.getByText('This is a required field.').count()).resolves.toBe(2);
  await type(page, '#ticketing-event-event_name', 'Ada Lovelace');
  await page.locator('#ticketing-event-event_size').selectOption('M');
  await press(page, 'Next');
  await focusOn(page, 'About each ticket');
  await keepShot(page, `ticketing-questions-${page.viewportSize()?.width}`);
  for (let index = 0; index < holders; index += 1) {
    await type(page, `#ticketing-ticket-${index}-ticket_name`, `Holder ${index + 1}`);
    await page.locator(`#ticketing-ticket-${index}-ticket_size`).selectOption('S');
  }
  await press(page, 'Next');
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { currency?: string } }> }).dataLayer ??
      []
    )
      .filter((entry) => entry.ecommerce || entry.event === 'coupon_fail')
      .map((entry) => `${entry.event} ${entry.ecommerce?.currency ?? ''}`.trim()),
  );

describe('event ticketing in Chromium', () => {
  it('should say Book Now needs JavaScript on the event page without scripts', async () => {
    const { page } = await ctx.browser.newPage(VIEWPORTS.mobile);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto(pageUrl(ctx, eventPage(RECURRENT)));
    await expect(page.locator('.book-now__noscript').isVisible()).resolves.toBe(true);
    await expect(page.locator('.book-now__noscript').textContent()).resolves.toMatch(/needs JavaScript/);
    // the button that could not open anything without scripts is not offered
    await expect(page.getByRole('button', { name: 'Book Now' }).isVisible()).resolves.toBe(false);
    await page.close();
  });

  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    it(`should buy an adult's and a child's tickets with a promo code by keyboard at ${viewport.width} px`, async () => {
      const { page, errors } = await openModal(eventPage(RECURRENT), viewport);
      await page.getByText('Select your time').waitFor();
      await expect(subtitle(page)).resolves.toBe('1: Event Booking');
      await keepShot(page, `ticketing-times-${viewport.width}`);
      await expectAccessible(page);
      await chooseFirstTime(page);
      await expect(subtitle(page)).resolves.toBe('2: Ticket selection');
      await expect(page.locator('.ticketing-ticket__note').allTextContents()).resolves.toEqual([' Under 18']);
      await press(page, 'Add one Child ticket');
      await expect(page.getByText('Please note that children must be accompanied by an adult').count()).resolves.toBe(
        1,
      );
      await press(page, 'Add one Adult ticket');
      await expect(page.getByText('Please note that children must be accompanied by an adult').count()).resolves.toBe(
        0,
      );
      await keepShot(page, `ticketing-tickets-${viewport.width}`);
      await expectAccessible(page);
      await press(page, 'Next');
      // the checkout holds the tickets: the countdown runs from the checkout's expiry
      await page.locator('[role="timer"]').waitFor();
      await expect(page.locator('[role="timer"]').textContent()).resolves.toMatch(/^\d{1,2}:\d{2}$/);
      await answerQuestions(page, 2);
      await giveDetails(page);

      await focusOn(page, 'Payment');
      await expect(subtitle(page)).resolves.toBe('4: Payment');
      await expect(page.locator('.ticketing-summary__gst').textContent()).resolves.toMatch(/incl\. GST \$\d+\.\d{2}/);
      const before = await page.locator('.ticketing-summary tfoot strong').textContent();
      await type(page, '#ticketing-promo', 'NOPE');
      await press(page, 'Apply');
      await page.getByText('Invalid promo code').waitFor();
      await page.locator('#ticketing-promo').fill('');
      await type(page, '#ticketing-promo', 'TIX10');
      await press(page, 'Apply');
      await page.getByText('Promo code applied successfully').waitFor();
      await expect(page.locator('.ticketing-summary tfoot strong').textContent()).resolves.not.toBe(before);
      await expect(page.locator('#ticketing-promo').isDisabled()).resolves.toBe(true);
      await page.getByRole('textbox', { name: 'Card number' }).waitFor();
      await expect(page.getByRole('button', { name: 'Pay', exact: true }).isDisabled()).resolves.toBe(true);
      await keepShot(page, `ticketing-payment-${viewport.width}`);
      await expectAccessible(page);
      await type(page, '#booking-payment-number', '4242424242424242');
      await type(page, '#booking-payment-expiry', '1239');
      await type(page, '#booking-payment-cvc', '123');
      await press(page, 'Pay');
      await focusOn(page, "You're booked!");
      await expect(page.locator('.ticketing-confirmation__refs dd').first().textContent()).resolves.toMatch(/\S/);
      await expect(page.locator('.ticketing-confirmation__tickets li').count()).resolves.toBe(2);
      await expect(page.locator('[role="timer"]').count()).resolves.toBe(0);
      await keepShot(page, `ticketing-confirmed-${viewport.width}`);
      await expectAccessible(page);
      await expect(dataLayerEvents(page)).resolves.toEqual([
        'view_item AUD',
        'add_to_cart AUD',
        'begin_checkout AUD',
        'coupon_fail',
        'purchase AUD',
      ]);
      // closing the confirmed booking asks nothing and gives the focus back to Book Now
      await press(page, 'Close');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Book Now');
      // the one failed request is the refused promo code's 400, whose 'Invalid promo code' the visitor read
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
      await page.close();
    });

    it(`should book the free storytime through its summary by keyboard at ${viewport.width} px`, async () => {
      const { page, errors } = await openModal(eventPage(FREE), viewport);
      await focusOn(page, 'Select your tickets');
      await expect(subtitle(page)).resolves.toBe('1: Ticket selection');
      await expect(page.locator('.ticketing-ticket__price').allTextContents()).resolves.toEqual(['Free', 'Free']);
      // children are mandatory: Next waits for a child's ticket
      await press(page, 'Add one Adult ticket');
      await expect(page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).resolves.toBe(true);
      await press(page, 'Add one Child ticket');
      await press(page, 'Next');
      await focusOn(page, 'About each ticket');
      await type(page, '#ticketing-ticket-0-child_age', '6');
      await press(page, 'Next');
      await giveDetails(page);
      await focusOn(page, 'Summary');
      await expect(subtitle(page)).resolves.toBe('3: Summary');
      await expectAccessible(page);
      await press(page, 'Book now');
      await focusOn(page, "You're booked!");
      await expect(page.locator('.ticketing-confirmation__tickets li').count()).resolves.toBe(2);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('should say to choose fewer when the tickets went while the visitor chose them', async () => {
    const { page, errors } = await openModal(eventPage(RECURRENT));
    await chooseFirstTime(page);
    const eventId = (await modalEventId(page))!;
    await press(page, 'Add one Adult ticket');
    await press(page, 'Add one Adult ticket');
    // another visitor takes all but one adult ticket meanwhile
    ctx.app.sandboxes.vivenu.setStock(eventId, 'willowvale-adult', 1);
    await press(page, 'Next');
    await page.getByText('You have chosen more tickets than are available. Please reduce your quantity.').waitFor();
    await expect(page.locator('.ticketing-ticket', { hasText: 'Adult' }).first().textContent()).resolves.toContain(
      '1 ticket left',
    );
    await expect(page.locator('[role="timer"]').count()).resolves.toBe(0);
    await press(page, 'Remove one Adult ticket');
    await press(page, 'Next');
    await focusOn(page, 'A few questions');
    // the stock as it was, for the tests after this one
    await press(page, 'Close booking');
    await press(page, 'Yes, I want to leave');
    ctx.app.sandboxes.vivenu.setStock(eventId, 'willowvale-adult', 40);
    // a failed request is the refused checkout's 400, which the toast told
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.close();
  });

  it('should ask a visitor who is not a member to accept the terms of a members-only event', async () => {
    const { page, errors } = await openModal(eventPage('members-night-shopping-preview'));
    await focusOn(page, 'Select your tickets');
    await press(page, 'Add one Adult ticket');
    await press(page, 'Next');
    await focusOn(page, 'Your email');
    await type(page, '#ticketing-email', 'ada@example.com');
    await page.keyboard.press('Enter');
    await focusOn(page, 'Your details');
    await expect(page.locator('.ticketing-details .ticketing-notice').textContent()).resolves.toMatch(
      /member to book this event/,
    );
    await type(page, '#ticketing-first_name', 'Ada');
    await type(page, '#ticketing-last_name', 'Lovelace');
    await type(page, '#ticketing-mobile', '0412345678');
    await type(page, '#ticketing-postcode', '3000');
    await press(page, 'Next');
    await page.getByText('Please read and accept the terms before proceeding.').waitFor();
    await expectAccessible(page);
    const terms = page.locator('.ticketing-details input[type="checkbox"]').first();
    await terms.focus();
    await page.keyboard.press('Space');
    await press(page, 'Next');
    await focusOn(page, 'Payment');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should give the held tickets back when the visitor leaves by Escape, and the focus back to Book Now', async () => {
    const { page, errors } = await openModal(eventPage(RECURRENT));
    const { left, before } = await holdAdults(page, 2);
    await page.locator('[role="timer"]').waitFor();
    await expect(left()).resolves.toEqual(expect.objectContaining({ v: before - 2 }));
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' }).waitFor();
    await expectAccessible(page);
    await press(page, 'Yes, I want to leave');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Book Now');
    await expect(left()).resolves.toEqual(expect.objectContaining({ v: before }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should ask before Back gives the held tickets up, keeping the focus inside its dialog', async () => {
    const { page, errors } = await openModal(eventPage(RECURRENT));
    const { left, before } = await holdAdults(page, 1);
    await focusOn(page, 'A few questions');
    await press(page, 'Back');
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to go back?' });
    await dialog.waitFor();
    // Cancel, the safe choice, has the focus; Tab and Shift+Tab stay on the dialog's two buttons
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel');
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    }
    await press(page, 'Cancel');
    await expect(dialog.count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Back');
    await press(page, 'Back');
    await press(page, 'Yes, go back');
    await focusOn(page, 'Select your tickets');
    await expect(page.locator('[role="timer"]').count()).resolves.toBe(0);
    await expect(left()).resolves.toEqual(expect.objectContaining({ v: before }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should warn at one minute, then say the time is out, give the tickets back and start again', async () => {
    // the page's clock runs on as before and the test moves it forward through the 15 minutes of the hold; in a
    // browser of its own, as a page's clock is its whole context's and the next tests keep the real one
    const own = await openBrowser();
    try {
      await runOutOfTime({ app: ctx.app, browser: own });
    } finally {
      await own.close();
    }
  });

  async function runOutOfTime(session: BrowserApp): Promise<void> {
    const { page, errors } = await openModalOf(session, eventPage(RECURRENT), undefined, { clock: true });
    const { eventId, before } = await holdAdults(page, 1);
    const timer = page.locator('[role="timer"]');
    await timer.waitFor();
    const [, minutes, seconds] = /(\d+):(\d{2})/.exec((await timer.textContent()) ?? '') ?? [];
    expect(Number(minutes)).toBeGreaterThanOrEqual(14);
    await expect(page.locator('.ticketing-modal__timer--alert').count()).resolves.toBe(0);
    // to a little over a minute before the end: the countdown reads as an alert (under 300 seconds), then the toast
    await page.clock.fastForward((Number(minutes) * 60 + Number(seconds) - 62) * 1000);
    await page.locator('.ticketing-modal__timer--alert').waitFor({ timeout: 5_000 });
    await page
      .getByText('Only 1 minute left to complete your booking. Secure your event ticket now. Thank you!')
      .waitFor({ timeout: 15_000 });
    await page.clock.fastForward(62_000);
    await page.getByRole('alertdialog', { name: "You're out of time" }).waitFor({ timeout: 15_000 });
    await expect(
      page.getByText('You have run out of time to complete the booking. Please start again.').count(),
    ).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
    // the hold is given back (the server's own hold had 13 minutes still to run)
    await page.waitForFunction(
      async ([id, stock]) => ((await (await fetch(`/api/public/events/${id}`)).json()) as { v: number }).v === stock,
      [eventId, before] as const,
      { timeout: 10_000, polling: 250 },
    );
    await press(page, 'Start again');
    await page.getByText('Select your time').waitFor();
    await expect(page.locator('[role="timer"]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  }

  it('should give the held tickets back when the visitor leaves the page with the modal open', async () => {
    const { page, errors } = await openModal(eventPage(RECURRENT), VIEWPORTS.desktop);
    const { eventId, left, before } = await holdAdults(page, 1);
    await page.locator('[role="timer"]').waitFor();
    await expect(left()).resolves.toEqual(expect.objectContaining({ v: before - 1 }));
    // another page: the old one's pagehide sends the abort as a beacon
    await page.goto(pageUrl(ctx, '/'));
    await page.waitForFunction(
      async ([id, stock]) => {
        const answer = (await (await fetch(`/api/public/events/${id}`)).json()) as { v: number };
        return answer.v === stock;
      },
      [eventId, before] as const,
      { timeout: 10_000, polling: 250 },
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
