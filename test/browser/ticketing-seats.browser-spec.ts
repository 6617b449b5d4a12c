import type { Page } from 'playwright-core';
import type { SeatMapView } from '../../src/common/domain/ticketing/ticketing-wire';
import { useBrowserApp } from '../utils/browser-app';
import { keepShot, seriousViolations, VIEWPORTS } from '../utils/browser';
import { CENTRE, expectAccessible, focusOn, pageUrl, press, type Viewport } from '../utils/flow-visitor';
import {
  chooseFirstTime,
  eventPageIn,
  giveDetails,
  modalEventId,
  openModal,
  payByCard,
  subtitle,
} from '../utils/ticketing-modal';

/**
 * Seats as a visitor books them (issue 25; spec 3 §2.2, §4.2, §5.2, §8), against the shipped build and the seating
 * sandbox: Carols by Candlelight, the seated recurrent event in the 2,000-seat arena, end to end by keyboard alone
 * and by pointer at 375 and 1280 px (a time, two seats found with the arrow keys or pressed, a ticket per seat,
 * the details, the order and a card, the confirmation with row and seat), axe clean with the map open; a seat
 * another visitor took first; Leave and leaving the page give the seats back.
 */
jest.setTimeout(240_000);

const ctx = useBrowserApp();
let sitemap = '';
beforeAll(async () => {
  sitemap = await (await fetch(`${ctx.app.url}/sitemap.xml`, { headers: { host: ctx.app.host(CENTRE) } })).text();
});

/** the demo's seated recurrent event (docs/seating.md): the arena of 2,000 seats */
const SEATED = 'carols-by-candlelight';
const ARENA_SEATS = 2000;

/** The site's own seating routes, as another visitor (or the test looking at the seats) calls them. */
async function seatingApi<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ctx.app.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { host: ctx.app.host(CENTRE), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function seatStates(eventId: string): Promise<Map<string, string>> {
  const map = await seatingApi<SeatMapView>(`/api/seating/${eventId}/map`);
  return new Map(
    map.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((seat) => [seat.statusId, seat.state]))),
  );
}

/** The seat whose accessible name starts so ('Centre, Row B, Seat 1,'). */
const seat = (page: Page, place: string) => page.locator(`[data-seat][aria-label^="${place},"]`);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
const eventIdOf = async (page: Page) => (await modalEventId(page))!;

/** The modal on the seats of the first time, every seat of the arena drawn. */
async function seatStep(viewport: Viewport) {
  const opened = await openModal(ctx, eventPageIn(sitemap, SEATED), viewport);
  await chooseFirstTime(opened.page, 'Select your seats');
  await opened.page
    .locator('[data-seat]')
    .nth(ARENA_SEATS - 1)
    .waitFor({ state: 'attached' });
  return opened;
}

/** Waits until the seat reads so ('selected', 'available', 'unavailable'). */
const seatReads = (page: Page, place: string, status: string) =>
  page.waitForFunction(
    ([wanted, end]) =>
      document.querySelector(`[data-seat][aria-label^="${wanted},"]`)?.getAttribute('aria-label')?.endsWith(end),
    [place, `, ${status}`] as const,
    { timeout: 15_000 },
  );

/** Where a seat is, from its accessible name ('Centre, Row B, Seat 4'). */
const placeOf = (name: string) => name.split(', ').slice(0, 3).join(', ');

/**
 * The first `count` seats of a Centre row that are available now, in order (the sandbox sells about one seat in
 * six before the demo starts, which ones changing with the dates).
 */
const availableIn = (page: Page, row: string, count: number) =>
  page.evaluate(
    ([prefix, wanted]) =>
      [...document.querySelectorAll('[data-seat].seat--available')]
        .map((element) => element.getAttribute('aria-label') ?? '')
        .filter((name) => name.startsWith(prefix))
        .slice(0, wanted)
        .map((name) => name.split(', ').slice(0, 3).join(', ')),
    [`Centre, Row ${row}, `, count] as const,
  );

/** The arrow key pressed until the focus is on a seat the visitor can take; its place. */
async function nextAvailable(page: Page, key = 'ArrowRight'): Promise<string> {
  for (let step = 0; step < 40; step += 1) {
    const name = await focusedName(page);
    if (name.endsWith(', available')) return placeOf(name);
    await page.keyboard.press(key);
  }
  throw new Error('no available seat along the row');
}

/** Details and the card, to the confirmation; the seats it lists. */
async function bookAndPay(page: Page, places: string[]): Promise<string[]> {
  await giveDetails(page);
  await focusOn(page, 'Payment');
  // the order says each seat's row and seat
  await expect(page.locator('.ticketing-summary__seat').allTextContents()).resolves.toEqual(
    places.map((place) => expect.stringContaining(place)),
  );
  await payByCard(page);
  await focusOn(page, "You're booked!");
  const seats = await page.locator('.ticketing-confirmation__seats li').allTextContents();
  return seats.map((line) => line.replace(/\s+/g, ' ').trim());
}

describe('seated events in Chromium (issue 25)', () => {
  for (const [viewport, row] of [
    [VIEWPORTS.mobile, 'B'],
    [VIEWPORTS.desktop, 'C'],
  ] as const) {
    it(`should book two seats found with the arrow keys, by keyboard alone, at ${viewport.width} px`, async () => {
      const { page, errors } = await seatStep(viewport);
      await expect(subtitle(page)).resolves.toBe('2: Seat & options');
      // one Tab stop into the map: from Zoom in (Zoom out and Whole venue are disabled at the whole venue), onto
      // the front row's first seat the visitor can take
      await page.getByRole('button', { name: 'Zoom in', exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(focusedName(page)).resolves.toMatch(
        /^Left, Row A, Seat \d+, Premium, from \$\d+\.\d{2}, available$/,
      );
      await page.keyboard.press('Home');
      await expect(focusedName(page)).resolves.toMatch(/^Left, Row A, Seat 1,/);
      await page.keyboard.press('ArrowRight');
      await expect(focusedName(page)).resolves.toMatch(/^Left, Row A, Seat 2,/);
      await page.keyboard.press('End');
      await expect(focusedName(page)).resolves.toMatch(/^Left, Row A, Seat 20,/);
      // past the row's end, across the aisle to the Centre block, then down the rows
      await page.keyboard.press('ArrowRight');
      await expect(focusedName(page)).resolves.toMatch(/^Centre, Row A, Seat 1,/);
      for (let down = 0; down < row.charCodeAt(0) - 65; down += 1) await page.keyboard.press('ArrowDown');
      await expect(focusedName(page)).resolves.toMatch(new RegExp(`^Centre, Row ${row}, Seat 1,`));
      const first = await nextAvailable(page);
      await page.keyboard.press('Enter');
      await seatReads(page, first, 'selected');
      await page.keyboard.press('ArrowRight');
      const second = await nextAvailable(page);
      await page.keyboard.press('Space');
      await seatReads(page, second, 'selected');
      // the seats are held: the seat hold's countdown runs
      await page.locator('[role="timer"]').waitFor();
      await expect(page.locator('.seat-chosen__title').textContent()).resolves.toBe('Your seats: 2 of up to 10');
      await keepShot(page, `seats-keyboard-${viewport.width}`);
      await keepShot(page.locator('.seat-map'), `seats-map-focus-${viewport.width}`);
      // axe with the map open (two thousand seats: once, at the phone's width)
      if (viewport === VIEWPORTS.mobile) await expectAccessible(page);

      const ids = await Promise.all([first, second].map((place) => seat(page, place).getAttribute('data-seat')));
      await press(page, 'Next');
      await focusOn(page, 'Select your tickets');
      await expect(subtitle(page)).resolves.toBe('2: Seat & options');
      await expect(page.locator('.ticketing-tickets__category').allTextContents()).resolves.toEqual([
        expect.stringContaining(`Premium: 2 seats${first}; ${second}`),
      ]);
      await expect(page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).resolves.toBe(true);
      await press(page, 'Add one Adult (Premium) ticket');
      await press(page, 'Add one Child (Premium) ticket');
      await keepShot(page, `seats-tickets-${viewport.width}`);
      await expectAccessible(page);
      await press(page, 'Next');
      await expect(bookAndPay(page, [first, second])).resolves.toEqual([`${first} Adult`, `${second} Child`]);
      await keepShot(page, `seats-confirmed-${viewport.width}`);
      await expectAccessible(page);
      const states = await seatStates(await eventIdOf(page));
      expect(ids.map((id) => states.get(id!))).toEqual(['sold', 'sold']);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const [viewport, row] of [
    [VIEWPORTS.mobile, 'D'],
    [VIEWPORTS.desktop, 'E'],
  ] as const) {
    it(`should book two seats pressed on the map, zoomed and moved by pointer, at ${viewport.width} px`, async () => {
      const { page, errors } = await seatStep(viewport);
      const svg = page.locator('.seat-map__svg');
      const whole = await svg.getAttribute('viewBox');
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      const zoomed = await svg.getAttribute('viewBox');
      expect(zoomed).not.toBe(whole);
      // a drag moves the map and chooses nothing
      const box = (await svg.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 - 20, { steps: 6 });
      await page.mouse.up();
      await expect(svg.getAttribute('viewBox')).resolves.not.toBe(zoomed);
      await expect(page.locator('[data-seat].seat--selected').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Whole venue', exact: true }).click();
      await expect(svg.getAttribute('viewBox')).resolves.toBe(whole);
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
      const [a, b, c] = await availableIn(page, row, 3);
      await seat(page, a!).click();
      await seatReads(page, a!, 'selected');
      await seat(page, b!).click();
      await seatReads(page, b!, 'selected');
      // a press on a seat of one's own gives it back, and so does Unselect
      await seat(page, b!).click();
      await seatReads(page, b!, 'available');
      await page.getByRole('button', { name: `Unselect ${a}` }).click();
      await seatReads(page, a!, 'available');
      await seat(page, b!).click();
      await seat(page, c!).click();
      await seatReads(page, c!, 'selected');
      await keepShot(page, `seats-pointer-${viewport.width}`);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Select your tickets').waitFor();
      await page.getByRole('button', { name: 'Add one Adult (Premium) ticket' }).click();
      await page.getByRole('button', { name: 'Add one Adult (Premium) ticket' }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(bookAndPay(page, [b!, c!])).resolves.toEqual([`${b} Adult`, `${c} Adult`]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("should say 'Unavailable seat' when another visitor took the seat first, and give the focus back to the map", async () => {
    const { page, errors } = await seatStep(VIEWPORTS.mobile);
    const eventId = await eventIdOf(page);
    const [place] = await availableIn(page, 'G', 1);
    const taken = (await seat(page, place!).getAttribute('data-seat'))!;
    // another visitor holds it after this visitor's map was read
    const other = await seatingApi<{ token: string }>(`/api/seating/${eventId}/reserve`, { statusId: taken });
    await seat(page, place!).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Unavailable seat' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("Sorry the seat you've selected is no longer available");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Select new seats');
    expect(await seriousViolations(page, ['[role="alertdialog"]'])).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog.count()).resolves.toBe(0);
    // the map read again: the seat the visitor pressed has the focus, and reads unavailable
    await seatReads(page, place!, 'unavailable');
    await expect(focusedName(page)).resolves.toMatch(new RegExp(`^${place}, .*, unavailable$`));
    await expect(page.locator('[data-seat].seat--selected').count()).resolves.toBe(0);
    await seatingApi(`/api/reservation/cancel`, { token: other.token });
    // the refused reservation's 409, which the dialog told
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await page.close();
  });

  it('should give the seats back when the visitor leaves the modal, and when they leave the page', async () => {
    for (const [leave, row, count] of [
      ['Leave', 'H', 2],
      ['page', 'J', 1],
    ] as const) {
      const { page, errors } = await seatStep(VIEWPORTS.desktop);
      const eventId = await eventIdOf(page);
      const places = await availableIn(page, row, count);
      const ids: string[] = [];
      for (const place of places) {
        ids.push((await seat(page, place).getAttribute('data-seat'))!);
        await seat(page, place).click();
        await seatReads(page, place, 'selected');
      }
      const held = await seatStates(eventId);
      expect(ids.map((id) => held.get(id))).toEqual(ids.map(() => 'held'));
      if (leave === 'Leave') {
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' }).waitFor();
        await press(page, 'Yes, I want to leave');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Book Now');
      } else {
        // another page: the old one's pagehide sends the seat reservation's cancel as a beacon
        await page.goto(pageUrl(ctx, '/'));
      }
      // the seats free again, as the map the site answers says
      await page.waitForFunction(
        async ([id, wanted]) => {
          const map = (await (await fetch(`/api/seating/${id}/map`)).json()) as SeatMapView;
          const states = new Map(
            map.sections.flatMap((s) => s.rows.flatMap((r) => r.seats.map((x) => [x.statusId, x.state]))),
          );
          return wanted.every((statusId) => states.get(statusId) === 'free');
        },
        [eventId, ids] as const,
        { timeout: 10_000, polling: 250 },
      );
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
