import type { Locator, Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

// spec 2 §3-§4, §8: a 'Single Entry competition' takes one entry per person for its whole run, against the real
// server. Willowvale's 'Wardrobe Refresh Giveaway' is one (the per-day rule is in competition.browser-spec.ts).
// a delivery job every 100 ms (the shipped interval is a minute), so what reaches the data API shows within a test
const env = useBrowserApp({ env: { SUBMISSIONS_DELIVERY_INTERVAL_MS: '100' } });

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

describe('a lifetime single-entry competition', () => {
  it('should say one entry per person, take the first entry, and answer already entered to the second', async () => {
    const { page, errors } = await env.browser.newPage(VIEWPORTS.mobile);
    await page.goto(`http://${env.app.host('willowvale')}/competitions/wardrobe-refresh-giveaway`);
    await waitForHydration(page);
    const entry = page.locator('section.competition-entry');
    await expect(entry.locator('.competition-entry__notice').textContent()).resolves.toMatch(
      /^Entries close \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}\. One entry per person for this competition\.$/,
    );

    const email = 'margaret.lifetime@example.com';
    await enter(page, entry, email);
    await entry.getByRole('heading', { level: 3, name: 'Thanks for entering!' }).waitFor();

    // 'Enter again' starts over; the same person is refused for the life of the competition, in their words
    await entry.getByRole('button', { name: 'Enter again' }).click();
    await enter(page, entry, email.toUpperCase());
    await entry.getByRole('heading', { level: 3, name: 'Already entered' }).waitFor();
    await expect(entry.locator('.form-panel__text').first().textContent()).resolves.toBe(
      "You've already entered this competition. Thanks for taking part, and good luck!",
    );
    await expect(entry.getByRole('link', { name: "See what's on" }).getAttribute('href')).resolves.toBe('/whats-on');
    expect(await seriousViolations(page)).toEqual([]);

    // one entry reached the data API
    const log = env.app.sandboxes.propertyApi.submissions;
    const mine = () =>
      log.received('consumer/competition').filter((received) => (received.body as { email?: unknown }).email === email);
    const deadline = Date.now() + 10_000;
    while (mine().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mine().map((received) => (received.body as { competitionType?: unknown }).competitionType)).toEqual([
      'Single Entry competition',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
