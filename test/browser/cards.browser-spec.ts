import { useBrowserApp } from '../utils/browser-app';
import { seriousViolations, VIEWPORTS, waitForHydration } from '../utils/browser';

const env = useBrowserApp();

const url = (path: string, centre = 'willowvale') => `http://${env.app.host(centre)}${path}`;

describe.each([
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
])('promotion cards at %s width', (_name, viewport) => {
  it('should render the card lists of the whats-on page with images, dates and no axe violations', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/whats-on'));
    await waitForHydration(page);
    const offers = page.locator('section.card-list', { has: page.getByRole('heading', { level: 2, name: 'Offers' }) });
    // wait for the list (a one-shot count right after hydration can catch the page mid-update)
    await offers.locator('.card').nth(4).waitFor({ timeout: 10_000 });
    await expect(offers.locator('.card').count()).resolves.toBeGreaterThanOrEqual(5);
    await expect(offers.locator('.card__title').first().textContent()).resolves.toBe('25% off all knitwear');
    await expect(offers.locator('.card__dates').first().textContent()).resolves.toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should load images lazily past the first 12 cards', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/whats-on/all'));
    await waitForHydration(page);
    const loading = await page
      .locator('section.card-list .card__media img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(loading.length).toBeGreaterThan(12);
    expect(loading.slice(0, 12).every((value) => value === null)).toBe(true);
    expect(loading.slice(12).every((value) => value === 'lazy')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should open the detail page when a visitor clicks a card anywhere', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/whats-on'));
    await waitForHydration(page);
    const card = page
      .locator('section.card-list', { has: page.getByRole('heading', { level: 2, name: 'Events' }) })
      .locator('.card')
      .first();
    const href = await card.locator('a.card__link').getAttribute('href');
    expect(href).toMatch(/^\/events\/\d+\/new-season-runway$/);
    await card.click();
    await page.waitForURL((target) => target.pathname === href);
    await page.getByRole('heading', { level: 1, name: 'New Season Runway' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should page through the home page events carousel with its arrows', async () => {
    const { page, errors } = await env.browser.newPage(viewport);
    await page.goto(url('/'));
    await waitForHydration(page);
    const carousel = page.locator('.card-carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Previous cards' });
    const next = carousel.getByRole('button', { name: 'Next cards' });
    await expect(previous.isDisabled()).resolves.toBe(true);
    const visible = await carousel.locator('.card-carousel__slide').evaluateAll((slides) => {
      const track = slides[0]!.parentElement!.getBoundingClientRect();
      return slides.filter((slide) => slide.getBoundingClientRect().right <= track.right + 2).length;
    });
    expect(visible).toBe(viewport.width <= 479 ? 1 : 3);
    await next.click();
    await page.waitForFunction(() => (document.querySelector('.card-carousel__track') as HTMLElement).scrollLeft > 0);
    await page.waitForFunction(() => !(document.querySelector('.card-carousel__arrow') as HTMLButtonElement).disabled);
    expect(errors).toEqual([]);
    await page.close();
  });
});
