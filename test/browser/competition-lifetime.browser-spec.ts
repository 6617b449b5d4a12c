import request from 'supertest';
import type { Locator, Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

// spec 2 §2-§4, §8: a 'Single Entry competition' takes one entry per person for its whole run, against the real
// server. Willowvale's 'Wardrobe Refresh Giveaway' is one (the per-day rule is in competition.browser-spec.ts).
// a delivery job every 100 ms (the shipped interval is a minute), so what reaches the data API shows within a test
const env = useBrowserApp({ env: { SUBMISSIONS_DELIVERY_INTERVAL_MS: '100' } });

const WARDROBE = '/competitions/wardrobe-refresh-giveaway';

/** Today in Melbourne as the picker writes it, DD/MM/YYYY. */
const pickerToday = () =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** Step 1 with the email, then step 2 filled with one purchase, sent. */
async function enter(page: Page, entry: Locator, email: string) {
  await page.locator('#verify-email').fill(email);
  await entry.getByRole('button', { name: 'Continue' }).click();
  await entry.getByRole('heading', { level: 3, name: 'Competition entry' }).waitFor();
  await page.locator('#entry-mobile').fill('0412345678');
  await page.locator('#entry-first_name').fill('Margaret');
  await page.locator('#entry-postcode').fill('3150');
  await page.locator('#sale-0-storeid').selectOption({ index: 1 });
  await page.locator('#sale-0-date').fill(pickerToday());
  await page.locator('#sale-0-value').fill('80');
  await page.locator('#entry-accept_privacy_policy_terms').check();
  await page.locator('#entry-accept_database_signup_terms').check();
  await entry.getByRole('button', { name: 'Enter now' }).click();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the data API received from this competition for this email, once the delivery job has sent it. */
async function deliveredEntries(email: string, expected: number): Promise<Array<Record<string, unknown>>> {
  const log = env.app.sandboxes.propertyApi.submissions;
  const mine = () =>
    log
      .received('consumer/competition')
      .map((received) => received.body as Record<string, unknown>)
      .filter((body) => body.email === email);
  // the scheduled delivery runs every 100 ms here; a second look after the first finds any duplicate too
  for (let look = 0; look < 200 && mine().length < expected; look += 1) await pause(50);
  await pause(500);
  return mine();
}

describe('a lifetime single-entry competition', () => {
  it("should say one entry per person, take the first entry, then show the second the notice and send it to what's on", async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    // the page's own clock, so the notice's countdown can be run through without waiting for it
    await page.clock.install();
    await page.goto(`http://${env.app.host('willowvale')}${WARDROBE}`);
    await waitForHydration(page);
    const entry = page.locator('section.competition-entry');
    await expect(entry.locator('.competition-entry__notice').textContent()).resolves.toMatch(
      // Melbourne: daylight time in summer, standard time in winter
      /^Entries close at 11:59pm AE[DS]T on \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}\. One entry per person for this competition\.$/,
    );

    const email = 'margaret.lifetime@example.com';
    await enter(page, entry, email);
    await entry.getByRole('heading', { level: 3, name: 'Thanks for entering!' }).waitFor();
    // a new entry stays on its thanks
    await page.clock.runFor(15_000);
    await expect(entry.getByRole('heading', { level: 3, name: 'Thanks for entering!' }).isVisible()).resolves.toBe(
      true,
    );

    // 'Enter again' starts over; the same person is refused for the life of the competition, in their words
    await entry.getByRole('button', { name: 'Enter again' }).click();
    await enter(page, entry, email.toUpperCase());
    await entry.getByRole('heading', { level: 3, name: 'Already entered' }).waitFor();
    await expect(entry.locator('.form-panel__text').first().textContent()).resolves.toBe(
      "You've already entered this competition. Thanks for taking part, and good luck!",
    );
    await expect(entry.locator('.competition-entry__leaving').textContent()).resolves.toBe(
      "Taking you to what's on in 10 seconds. Stay on this page",
    );
    await expect(entry.getByRole('link', { name: "See what's on" }).getAttribute('href')).resolves.toBe('/whats-on');
    expect(await seriousViolations(page)).toEqual([]);

    // spec 2 §2: the notice shown, the visitor is sent to what's on
    await page.clock.runFor(10_000);
    await page.waitForURL((url) => url.pathname === '/whats-on');
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/what.s on/i);

    // one entry reached the data API
    const delivered = await deliveredEntries(email, 1);
    expect(delivered.map((body) => body.competitionType)).toEqual(['Single Entry competition']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should thank a visitor whose first answer was lost when they press again, and keep one entry', async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    await page.goto(`http://${env.app.host('willowvale')}${WARDROBE}`);
    await waitForHydration(page);
    const entry = page.locator('section.competition-entry');
    // the first press reaches the server, which takes the entry; its answer never reaches the page
    const firstAnswers: number[] = [];
    await page.route('**/api/competition', async (route) => {
      const sent = route.request();
      const { host: _host, 'content-length': _length, ...headers } = await sent.allHeaders();
      const answer = await request(env.app.url)
        .post('/api/competition')
        .set(headers)
        .set('Host', env.app.host('willowvale'))
        .send(sent.postData() ?? '');
      firstAnswers.push(answer.status);
      await route.abort('connectionreset');
    });
    const email = 'margaret.lost.answer@example.com';
    await enter(page, entry, email);
    await expect(entry.locator('[role="alert"]').textContent()).resolves.toBe(
      'It seems like you are not connected to the Internet. Please check your connection and try again.',
    );
    expect(firstAnswers).toEqual([201]);

    // the connection is back: the same entry pressed again is the one already taken, thanked as such
    await page.unroute('**/api/competition');
    await entry.getByRole('button', { name: 'Enter now' }).click();
    await entry.getByRole('heading', { level: 3, name: 'Thanks for entering!' }).waitFor();

    expect(await deliveredEntries(email, 1)).toHaveLength(1);
    // the cut connection's own console line aside
    expect(errors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await page.close();
  });
});
