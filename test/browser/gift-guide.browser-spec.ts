import type { Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

const env = useBrowserApp();

const url = (path: string) => `http://${env.app.host('willowvale')}${path}`;
const countOf = async (page: Page) =>
  Number((await page.locator('.directory__count').textContent())?.match(/\d+/)?.[0]);

describe.each([
  ['375 px', VIEWPORTS.mobile],
  ['1280 px', VIEWPORTS.desktop],
])('the gift guide at %s', (_name, viewport) => {
  it('should filter in place, keep the filters in the address bar across a reload, email them and be axe clean', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/gift-guide?utm_source=mail'));
    await waitForHydration(page);
    const all = await countOf(page);
    expect(await page.locator('.gift-card').count()).toBe(all);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('What are they into?').selectOption('Home');
    const home = await countOf(page);
    expect(home).toBeGreaterThan(0);
    expect(home).toBeLessThan(all);
    expect(await page.locator('.gift-card').count()).toBe(home);
    expect(decodeURIComponent(page.url())).toContain('?utm_source=mail&categories=Home');
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1))).toEqual({
      event: 'gift_guide_filter',
      filterType: 'categories',
      filterValue: 'Home',
    });

    await page.getByLabel('Gender').selectOption('female');
    const forHer = await countOf(page);
    expect(forHer).toBeGreaterThan(0);
    expect(forHer).toBeLessThanOrEqual(home);
    expect(decodeURIComponent(page.url())).toContain('?utm_source=mail&categories=Home&gender=female');

    await page.reload();
    await waitForHydration(page);
    expect(await page.getByLabel('What are they into?').inputValue()).toBe('Home');
    expect(await page.getByLabel('Gender').inputValue()).toBe('female');
    expect(await countOf(page)).toBe(forHer);
    expect(await seriousViolations(page)).toEqual([]);

    // a tile of the creation panel chooses its filters alone, as the dropdowns do
    await page.getByRole('button', { name: 'For him', exact: true }).click();
    expect(await page.getByRole('button', { name: 'For him', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(decodeURIComponent(page.url())).toMatch(/\?utm_source=mail&suitedTo=Him$/);

    // 'Send me these gift ideas': the gifts shown, emailed
    const form = page.locator('.gift-guide__form');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Thank you! Your gift ideas are on their way to your inbox.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
