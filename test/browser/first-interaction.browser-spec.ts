import type { Locator, Page } from 'playwright-core';
import { useBrowserApp } from '../utils/browser-app';
import { VIEWPORTS } from '../utils/browser';
import { encodeStoreIds } from '../../src/page-model/journey/journey-link';
import {
  countOf,
  islandNamesOfDemoPages,
  islandOf,
  journeyStoreIds,
  liveFiguresIn,
  OUTCOME_MS,
  tabTo,
  until,
  visit,
  type Width,
} from '../utils/first-interaction';

/**
 * QUALITY "Tested as shipped": every island answers the first interaction of each kind it handles (hover, focus,
 * press, typing, scrolling into view) with nothing done before it, at 375 px and 1280 px. Each case opens a fresh
 * page of the site as `npm start` serves it and does only what a visitor does; nothing asks an island to hydrate.
 * The islands' code is held back until the visitor has acted (a phone on a slow network is that slow): the loader
 * (client/islands/islands.client.ts) must start each island from the visitor's own act and hand the act to it
 * once it runs. The table is also the list of islands and their first interactions (docs/architecture.md).
 */
const env = useBrowserApp();

type Kind = 'hover' | 'focus' | 'press' | 'typing' | 'scroll';

interface FirstInteraction {
  kind: Kind;
  /** what the visitor does and then sees, as one sentence */
  does: string;
  /** another page than the island's own (`<centre>/<path>`); a function works it out before the visit */
  page?: string | (() => Promise<string>);
  /** where it exists at one width only (hover menus at desktop width, the phone menu at 375 px) */
  widths?: readonly Width[];
  /** what the visitor does, before the island's code has arrived */
  act(page: Page): Promise<void>;
  /** resolves once the visitor sees the outcome (or throws) */
  sees(page: Page): Promise<void>;
}

interface IslandEntry {
  /** the `data-island` name */
  island: string;
  /** a demo page where it appears: `<centre>/<path>` */
  page: string;
  interactions: FirstInteraction[];
}

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: OUTCOME_MS });
const gone = (locator: Locator) => locator.waitFor({ state: 'hidden', timeout: OUTCOME_MS });
const flyoutShown = (page: Page) => shown(page.locator('.flyout [data-flyout-col]').first());

const ISLANDS: IslandEntry[] = [
  {
    island: 'header',
    page: 'willowvale/',
    interactions: [
      {
        kind: 'hover',
        does: 'hovering over Shopping opens its flyout',
        widths: ['desktop'], // the desktop menus show from 1100 px; phones have the menu button
        act: (page) => page.getByRole('button', { name: 'Shopping' }).hover(),
        sees: flyoutShown,
      },
      {
        kind: 'hover',
        does: "hovering over What's On opens its menu",
        widths: ['desktop'],
        act: (page) => page.getByRole('button', { name: "What's On" }).hover(),
        sees: (page) => shown(page.locator('.nav-dropdown__list').first()),
      },
      {
        kind: 'press',
        does: 'pressing Menu opens the phone menu',
        widths: ['mobile'], // the menu button shows below 1100 px
        act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
        sees: async (page) => {
          await shown(page.locator('.mobile-menu'));
          await until(page, () => document.querySelector('.hamburger')?.getAttribute('aria-expanded') === 'true', null);
        },
      },
      {
        kind: 'press',
        does: 'pressing Popular arrival times today opens today’s arrival times',
        widths: ['desktop'], // the utility bar shows from 1100 px; phones find it in the menu
        act: (page) => page.getByRole('button', { name: 'Popular arrival times today' }).click(),
        sees: (page) => shown(page.locator('.traffic__panel')),
      },
      {
        // the arrow pressed while the header's code loaded was lost until the loader held keys for the island
        kind: 'focus',
        does: 'tabbing to Shopping and pressing the down arrow opens the flyout on its first link',
        widths: ['desktop'],
        act: async (page) => {
          await tabTo(page, page.getByRole('button', { name: 'Shopping' }));
          await page.keyboard.press('ArrowDown');
        },
        sees: async (page) => {
          await flyoutShown(page);
          await until(page, () => !!document.activeElement?.closest('.flyout'), null);
        },
      },
      {
        kind: 'focus',
        does: 'tabbing to Menu and pressing Enter opens the phone menu',
        widths: ['mobile'],
        act: async (page) => {
          await tabTo(page, page.getByRole('button', { name: 'Menu' }));
          await page.keyboard.press('Enter');
        },
        sees: (page) => shown(page.locator('.mobile-menu')),
      },
      {
        kind: 'typing',
        does: 'pressing Search and typing at once finds what was typed',
        act: async (page) => {
          await page.locator('button.search-button').click();
          await page.keyboard.type('shoes');
        },
        sees: async (page) => {
          await shown(page.locator('#search-takeover .search-results__tab').first());
          expect(await page.locator('#search-takeover input[type="search"]').inputValue()).toBe('shoes');
        },
      },
    ],
  },
  {
    island: 'footer',
    page: 'willowvale/',
    interactions: [
      {
        kind: 'press',
        does: 'pressing a footer group opens its links',
        widths: ['mobile'], // from 768 px the groups are always open: the footer has nothing to answer there
        act: async (page) => {
          const toggle = page.locator('.footer-group__toggle').first();
          await toggle.scrollIntoViewIfNeeded();
          await toggle.click();
        },
        sees: (page) => shown(page.locator('.footer-group--open .footer-links a').first()),
      },
    ],
  },
  {
    island: 'alert-banner',
    page: 'willowvale/',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Dismiss alert hides the alert',
        act: (page) => page.getByRole('button', { name: 'Dismiss alert' }).click(),
        sees: (page) => gone(page.locator('.alert-banner')),
      },
    ],
  },
  {
    island: 'back-to-top',
    page: 'willowvale/',
    interactions: [
      {
        kind: 'scroll',
        does: 'scrolling down shows Back to top, which takes the visitor back up',
        act: (page) => page.mouse.wheel(0, 1500),
        sees: async (page) => {
          const button = page.getByRole('button', { name: 'Back to top' });
          await shown(button);
          await button.click();
          await until(page, () => window.scrollY === 0, null);
        },
      },
    ],
  },
  {
    island: 'view:store',
    page: 'willowvale/stores/ada-wren',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Add to journey adds the store and says so',
        act: (page) => page.locator('.journey-toggle').first().click(),
        sees: async (page) => {
          await shown(page.getByRole('dialog', { name: 'Store was added to your journey' }));
          expect(await page.locator('.journey-toggle').first().getAttribute('aria-pressed')).toBe('true');
        },
      },
      {
        // + pressed while the store view's code loaded was lost until the loader held keys for the island
        kind: 'focus',
        does: 'tabbing into the map and pressing + zooms in',
        act: async (page) => {
          await tabTo(page, page.locator('.floor-plan__viewport'));
          await page.evaluate(() => {
            const plan = document.querySelector('.floor-plan__viewport svg');
            plan?.setAttribute('data-view-before', plan.getAttribute('viewBox') ?? '');
          });
          await page.keyboard.press('+');
        },
        sees: (page) =>
          until(
            page,
            () => {
              const plan = document.querySelector('.floor-plan__viewport svg');
              return !!plan && plan.getAttribute('viewBox') !== plan.getAttribute('data-view-before');
            },
            null,
          ),
      },
    ],
  },
  {
    island: 'view:category',
    page: 'willowvale/categories/beauty-wellbeing',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Filter by sub-category opens its choices',
        act: (page) => page.locator('summary', { hasText: 'Filter by sub-category' }).click(),
        sees: (page) => shown(page.locator('.multi-select__option').first()),
      },
    ],
  },
  {
    island: 'view:detail',
    page: 'willowvale/gift-guide/offers/automatic-field-watch',
    // the offer's page has nothing else to answer: its links are documents
    interactions: [
      {
        kind: 'press',
        does: "pressing the offer's store opens the store's page",
        act: (page) => page.locator('.detail__facts a').first().click(),
        sees: (page) => page.waitForURL(/\/stores\/tick-tock-watches$/, { timeout: OUTCOME_MS }),
      },
    ],
  },
  {
    island: 'view:promotion',
    page: 'willowvale/events/278408095/twilight-laneway-market',
    interactions: [
      {
        kind: 'press',
        does: 'pressing View all dates and times lists every date',
        act: (page) => page.locator('summary', { hasText: 'View all dates and times' }).click(),
        sees: (page) => shown(page.locator('summary', { hasText: 'Show fewer dates' })),
      },
    ],
  },
  {
    island: 'view:competition',
    page: 'riverbend/competitions/family-holiday-giveaway',
    // the regressions below run it at both demo centres, on a visit whose code arrives in time, and by keyboard
    interactions: [
      {
        kind: 'typing',
        does: 'typing an email and pressing Continue shows the entry step, the page and the email kept',
        act: (page) => competitionContinue(page, 'press'),
        sees: (page) =>
          competitionEntryStep(page, `http://${env.app.host('riverbend')}/competitions/family-holiday-giveaway`),
      },
    ],
  },
  {
    island: 'view:search',
    page: 'willowvale/search?query=shoes',
    interactions: [
      {
        kind: 'press',
        does: 'pressing the Stores tab shows the stores',
        act: (page) => page.getByRole('tab', { name: /^Stores/ }).click(),
        sees: (page) => shown(page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Stores' })),
      },
      {
        kind: 'typing',
        does: 'typing another search and pressing Enter shows its results',
        act: async (page) => {
          const box = page.locator('.search-page__input');
          await box.fill('');
          await box.pressSequentially('coffee');
          await box.press('Enter');
        },
        sees: (page) => shown(page.getByRole('heading', { name: "Search results for 'coffee'" })),
      },
    ],
  },
  {
    island: 'block:service_booking',
    page: 'willowvale/book/kids-build-club',
    // the details step's email is reached only after a date and a time: no first interaction (issue 23 part 1 is
    // the booking flow's own test)
    interactions: [
      {
        kind: 'press',
        does: 'pressing another day with places chooses it and shows its times',
        act: async (page) => {
          const day = page.locator('.booking-calendar__day[aria-pressed="false"]:not([disabled])').first();
          await page.evaluate(() =>
            document
              .querySelector('.booking-calendar__day[aria-pressed="false"]:not([disabled])')
              ?.setAttribute('data-pressed-first', ''),
          );
          await day.click();
        },
        sees: async (page) => {
          await until(
            page,
            () => document.querySelector('[data-pressed-first]')?.getAttribute('aria-pressed') === 'true',
            null,
          );
          await shown(page.locator('.booking-slot').first());
        },
      },
    ],
  },
  {
    island: 'block:subscription_form',
    page: 'willowvale/sign-up',
    interactions: [typedThenSubmitted('block:subscription_form', 'Sign up')],
  },
  {
    island: 'block:parking_total',
    page: 'willowvale/parking',
    interactions: [liveWhenScrolledTo('block:parking_total', 'the car parks’ free spaces')],
  },
  {
    island: 'block:opening_hours',
    page: 'willowvale/opening-hours',
    interactions: [...nextSlide('block:opening_hours', 'the next week')],
  },
  {
    island: 'block:foot_traffic',
    page: 'willowvale/centre-traffic',
    // today's chart is drawn by the server; Highcharts (its tooltips, other days) comes with the first interaction
    interactions: [
      {
        kind: 'hover',
        does: 'pointing at the chart brings the interactive chart in place of the drawn one',
        widths: ['desktop'],
        act: (page) => islandOf(page, 'block:foot_traffic').locator('.traffic-chart').hover(),
        sees: (page) => shown(islandOf(page, 'block:foot_traffic').locator('svg.highcharts-root')),
      },
      {
        kind: 'press',
        does: 'tapping the chart brings the interactive chart in place of the drawn one',
        act: (page) => islandOf(page, 'block:foot_traffic').locator('.traffic-chart').click(),
        sees: (page) => shown(islandOf(page, 'block:foot_traffic').locator('svg.highcharts-root')),
      },
    ],
  },
  {
    island: 'block:anchor_list',
    page: 'willowvale/centre-guide',
    interactions: [
      {
        kind: 'press',
        does: 'pressing a link of On this page brings its section into view',
        act: (page) => page.locator('.anchor-list a[href="#faq"]').first().click(),
        sees: (page) =>
          until(
            page,
            () => {
              const box = document.getElementById('faq')?.getBoundingClientRect();
              return !!box && box.top >= -2 && box.top < window.innerHeight / 2;
            },
            null,
          ),
      },
    ],
  },
  {
    island: 'block:well_widgets',
    page: 'willowvale/',
    interactions: [liveWhenScrolledTo('block:well_widgets', 'the air quality and the temperature')],
  },
  {
    island: 'block:leasing_popup',
    page: 'willowvale/leasing',
    interactions: [typedThenSubmitted('block:leasing_popup', 'Send enquiry')],
  },
  {
    island: 'block:leasing',
    page: 'willowvale/leasing',
    interactions: [typedThenSubmitted('block:leasing', 'Send enquiry')],
  },
  {
    island: 'block:inline_carousel',
    page: 'willowvale/centre-guide',
    interactions: [...nextSlide('block:inline_carousel', 'the next picture')],
  },
  {
    island: 'block:image_text_row_parking',
    page: 'willowvale/parking',
    interactions: [liveWhenScrolledTo('block:image_text_row_parking', 'each car park’s spaces')],
  },
  {
    island: 'block:gift_guide',
    page: 'willowvale/gift-guide',
    interactions: [
      {
        kind: 'press',
        does: 'pressing For her shows the gifts for her',
        act: (page) => page.locator('.gift-choice', { hasText: 'For her' }).click(),
        sees: async (page) => {
          await shown(page.locator('.gift-choice[aria-pressed="true"]', { hasText: 'For her' }));
          await page.waitForURL(/suitedTo=Her/, { timeout: OUTCOME_MS });
        },
      },
      {
        kind: 'typing',
        does: 'typing into Search gift ideas filters the gift ideas',
        act: async (page) => {
          await markCount(page, '.gift-guide .directory__count');
          await page.getByPlaceholder('Search gift ideas').pressSequentially('watch');
        },
        sees: (page) => countFell(page, '.gift-guide .directory__count'),
      },
    ],
  },
  {
    island: 'block:generic_cards',
    page: 'willowvale/whats-on',
    interactions: [nextCards('block:generic_cards')],
  },
  {
    island: 'block:list_cards',
    page: 'willowvale/',
    interactions: [nextCards('block:list_cards')],
  },
  {
    island: 'block:event_ticketing',
    page: 'willowvale/tickets',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Book Now opens the ticketing modal at its first step',
        act: async (page) => {
          const book = islandOf(page, 'block:event_ticketing').getByRole('button', { name: 'Book Now', exact: true });
          await book.scrollIntoViewIfNeeded();
          await book.click();
        },
        sees: (page) => shown(page.getByRole('dialog').getByText('Select your time')),
      },
      {
        kind: 'press',
        does: "pressing a seated event's Book Now opens the ticketing modal on its seat map",
        act: async (page) => {
          const book = page
            .locator('atrium-island[data-island="block:event_ticketing"]')
            .filter({ hasText: 'Comedy Gala Night' })
            .getByRole('button', { name: 'Book Now', exact: true });
          await book.scrollIntoViewIfNeeded();
          await book.click();
        },
        sees: (page) => shown(page.getByRole('dialog').locator('[data-seat]').first()),
      },
    ],
  },
  {
    island: 'block:foundation_store',
    page: 'willowvale/shopping',
    interactions: [
      {
        kind: 'typing',
        does: 'typing into Search stores filters the directory, the text kept',
        act: async (page) => {
          await markCount(page, '.directory__count');
          await page.getByLabel('Search stores').pressSequentially('japanese');
        },
        sees: async (page) => {
          await countFell(page, '.directory__count');
          expect(await page.getByLabel('Search stores').inputValue()).toBe('japanese');
        },
      },
      {
        kind: 'press',
        does: 'pressing Filters shows the filters',
        widths: ['mobile'], // from 768 px the filters always show (issue 26 part 7)
        act: (page) => page.locator('.directory__panel > summary').click(),
        sees: (page) => shown(page.locator('select.filter-control', { hasText: 'Precinct: All' })),
      },
      {
        kind: 'press',
        does: 'choosing a precinct shows only its stores',
        widths: ['desktop'],
        act: async (page) => {
          await markCount(page, '.directory__count');
          const precinct = page.locator('select.filter-control', { hasText: 'Precinct: All' });
          await precinct.click();
          await precinct.selectOption({ index: 1 });
        },
        sees: (page) => countFell(page, '.directory__count'),
      },
      {
        kind: 'press',
        does: 'pressing Category opens its choices',
        widths: ['desktop'],
        act: (page) => page.locator('.directory summary', { hasText: /^Category/ }).click(),
        sees: (page) => shown(page.locator('.multi-select__option').first()),
      },
    ],
  },
  {
    island: 'block:feature_panel_video',
    page: 'willowvale/about/experiences',
    interactions: [
      {
        kind: 'press',
        // the network is closed here: the video's file never plays, but it is asked for
        does: 'pressing Play starts loading the video',
        act: (page) => page.getByRole('button', { name: /^Play video/ }).click(),
        sees: (page) => until(page, () => !!document.querySelector('.looping-video__media')?.getAttribute('src'), null),
      },
    ],
  },
  {
    island: 'block:feature_panel_carousel',
    page: 'willowvale/centre-guide',
    interactions: [...nextSlide('block:feature_panel_carousel', 'the next panel')],
  },
  {
    island: 'block:contact_us',
    page: 'willowvale/contact-us',
    interactions: [typedThenSubmitted('block:contact_us', 'Send message')],
  },
  {
    island: 'block:commercial_leasing_enquiry_form',
    page: 'willowvale/leasing',
    interactions: [typedThenSubmitted('block:commercial_leasing_enquiry_form', 'Send enquiry')],
  },
  {
    island: 'block:centre_map',
    page: 'willowvale/directions/centre-map',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Zoom in zooms the plan',
        act: async (page) => {
          await page.evaluate(() => {
            const plan = document.querySelector('.floor-plan__viewport svg');
            plan?.setAttribute('data-view-before', plan.getAttribute('viewBox') ?? '');
          });
          await page.getByRole('button', { name: 'Zoom in' }).click();
        },
        sees: (page) =>
          until(
            page,
            () => {
              const plan = document.querySelector('.floor-plan__viewport svg');
              return !!plan && plan.getAttribute('viewBox') !== plan.getAttribute('data-view-before');
            },
            null,
          ),
      },
    ],
  },
  {
    island: 'block:centre_events',
    page: 'willowvale/',
    interactions: [nextCards('block:centre_events')],
  },
  {
    island: 'block:category_list',
    page: 'willowvale/shopping',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Discover More shows every category',
        act: (page) => islandOf(page, 'block:category_list').getByRole('button', { name: 'Discover More' }).click(),
        sees: async (page) => {
          const list = islandOf(page, 'block:category_list');
          await shown(list.getByRole('button', { name: 'Show Less' }));
          await shown(list.locator('.category-list__grid > li').last());
        },
      },
    ],
  },
  {
    island: 'block:journey_group',
    page: 'willowvale/my-journey',
    interactions: [
      {
        kind: 'press',
        does: 'pressing Remove on a shared journey takes the store off it',
        page: async () =>
          `willowvale/my-journey?store_ids=${encodeStoreIds(await journeyStoreIds(env.app, 'willowvale', 2))}`,
        act: async (page) => {
          expect(await page.locator('.journey-store').count()).toBe(2);
          await page.locator('.journey-store__remove').first().click();
        },
        sees: (page) => until(page, () => document.querySelectorAll('.journey-store').length === 1, null),
      },
    ],
  },
];

/**
 * A form block scrolled to, a required field typed into, then its submit pressed with the rest left empty: the
 * island's own checks answer (the other fields' messages show) and the typed text is kept and counts as filled.
 */
function typedThenSubmitted(island: string, submit: string): FirstInteraction {
  const email = (page: Page) => islandOf(page, island).locator('input[type="email"]').first();
  return {
    kind: 'typing',
    does: `typing an email and pressing ${submit} keeps it and shows the other fields' messages`,
    act: async (page) => {
      await email(page).scrollIntoViewIfNeeded();
      await email(page).pressSequentially('ada@example.com');
      await islandOf(page, island).getByRole('button', { name: submit }).click();
    },
    sees: async (page) => {
      await shown(islandOf(page, island).locator('.form-field__error').first());
      expect(await email(page).inputValue()).toBe('ada@example.com');
      expect(await email(page).getAttribute('aria-invalid')).not.toBe('true');
    },
  };
}

function liveWhenScrolledTo(island: string, what: string): FirstInteraction {
  return {
    kind: 'scroll',
    does: `scrolling to it shows ${what}`,
    act: (page) => islandOf(page, island).locator(':scope > *').first().scrollIntoViewIfNeeded(),
    sees: (page) => liveFiguresIn(page, island),
  };
}

/** A carousel of slides: Next pressed, or the arrow key on a focused dot, shows the second slide. */
function nextSlide(island: string, what: string): FirstInteraction[] {
  const second = (page: Page) =>
    until(
      page,
      (island) =>
        [...document.querySelectorAll(`atrium-island[data-island="${island}"] .carousel__dot`)].findIndex(
          (dot) => dot.getAttribute('aria-current') === 'true',
        ) === 1,
      island,
    );
  return [
    {
      kind: 'press',
      does: `pressing Next shows ${what}`,
      act: async (page) => {
        const next = islandOf(page, island).locator('.carousel__arrow--next');
        await next.scrollIntoViewIfNeeded();
        await next.click();
      },
      sees: second,
    },
    {
      // the arrow pressed while the carousel's code loaded was lost until the loader held keys for the island
      kind: 'focus',
      does: `tabbing to it and pressing the right arrow shows ${what}`,
      act: async (page) => {
        await tabTo(page, islandOf(page, island).locator('.carousel__dot[aria-current="true"]'));
        await page.keyboard.press('ArrowRight');
      },
      sees: second,
    },
  ];
}

function nextCards(island: string): FirstInteraction {
  return {
    kind: 'press',
    does: 'pressing Next cards shows the next cards',
    act: async (page) => {
      const next = islandOf(page, island).getByRole('button', { name: 'Next cards' });
      await next.scrollIntoViewIfNeeded();
      await next.click();
    },
    sees: (page) =>
      until(
        page,
        (island) =>
          (document.querySelector(`atrium-island[data-island="${island}"] .card-carousel__track`)?.scrollLeft ?? 0) > 0,
        island,
      ),
  };
}

/** Keeps a listing's count ('Showing 77 stores') on the page, to see it fall. */
const markCount = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(
      (element, count) => element.setAttribute('data-count-before', String(count)),
      await countOf(page.locator(selector)),
    );
const countFell = (page: Page, selector: string) =>
  until(
    page,
    (selector) => {
      const element = document.querySelector(selector);
      return Number(element?.textContent?.match(/\d+/)?.[0]) < Number(element?.getAttribute('data-count-before'));
    },
    selector,
  );

/**
 * The competition's Details step (issue 23 part 2): scrolled to, an email typed, then Continue pressed or Enter in
 * the field. A reload (a native post) would lose the page's mark.
 */
async function competitionContinue(page: Page, how: 'press' | 'enter'): Promise<void> {
  const entry = page.locator('section.competition-entry');
  const email = entry.locator('#verify-email');
  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
  await email.scrollIntoViewIfNeeded();
  await email.click();
  await email.pressSequentially('first.visit@example.com');
  if (how === 'press') await entry.getByRole('button', { name: 'Continue' }).click();
  else await email.press('Enter');
}

async function competitionEntryStep(page: Page, address: string): Promise<void> {
  const entry = page.locator('section.competition-entry');
  await shown(entry.getByRole('heading', { level: 3, name: 'Competition entry' }));
  expect(await page.locator('html[data-same-page]').count()).toBe(1);
  expect(page.url()).toBe(address);
  expect(await entry.locator('.form-field__error').count()).toBe(0);
  // the address typed is the entry's: Details, pressed again, shows it in its field
  await entry.getByRole('button', { name: /Details/ }).click();
  expect(await entry.locator('#verify-email').inputValue()).toBe('first.visit@example.com');
}

describe('every island kind on the demo pages has its first interactions in the table', () => {
  it('should find each island of the demo centres’ pages in the table, and each entry on a page', async () => {
    const found = await islandNamesOfDemoPages(env.app);
    const listed = ISLANDS.map((entry) => entry.island);
    expect([...found].filter((name) => !listed.includes(name)).sort()).toEqual([]);
    expect(listed.filter((name) => !found.has(name)).sort()).toEqual([]);
  }, 120_000);
});

const WIDTHS: readonly Width[] = ['mobile', 'desktop'];
const cases = ISLANDS.flatMap((entry) =>
  entry.interactions.flatMap((interaction) =>
    (interaction.widths ?? WIDTHS).map((width) => ({ entry, interaction, width })),
  ),
);

describe('the first interaction of each kind, before the island’s code has arrived', () => {
  it.each(
    cases.map(
      (item) =>
        [
          `${item.entry.island} at ${VIEWPORTS[item.width].width} px, ${item.interaction.kind}: ${item.interaction.does}`,
          item,
        ] as const,
    ),
  )('%s', async (_name, { entry, interaction, width }) => {
    const where = typeof interaction.page === 'function' ? await interaction.page() : (interaction.page ?? entry.page);
    const { page, errors, release } = await visit(env, where, width, { holdCode: true });
    await interaction.act(page);
    release();
    await interaction.sees(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The demo competitions whose entry never started (issue 23 part 2), at both widths. */
const COMPETITIONS = [
  ['willowvale', 'wardrobe-refresh-giveaway', 'mobile'],
  ['willowvale', 'wardrobe-refresh-giveaway', 'desktop'],
  ['riverbend', 'family-holiday-giveaway', 'mobile'],
  ['riverbend', 'family-holiday-giveaway', 'desktop'],
] as const;

describe('issue 23: first interactions that failed', () => {
  // part 2: the competition's island watched a preload link for visibility, never started, and Continue posted
  it.each(COMPETITIONS)(
    'should take a first visit’s email at %s (%s) at %s width: Continue shows the entry step, no reload',
    async (centre, slug, width) => {
      const { page, errors } = await visit(env, `${centre}/competitions/${slug}`, width);
      const address = page.url();
      await competitionContinue(page, 'press');
      await competitionEntryStep(page, address);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it.each(COMPETITIONS)(
    'should hand Enter in the email field to the competition before it has hydrated at %s (%s, %s width)',
    async (centre, slug, width) => {
      const { page, errors, release } = await visit(env, `${centre}/competitions/${slug}`, width, { holdCode: true });
      const address = page.url();
      await competitionContinue(page, 'enter');
      expect(await islandOf(page, 'view:competition').getAttribute('data-hydrated')).toBeNull();
      release();
      await competitionEntryStep(page, address);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  // part 3: the header started on a press only, so the first hover over a desktop menu opened nothing
  it.each([
    ['Shopping', '.flyout [data-flyout-col]'],
    ["What's On", '.nav-dropdown__list'],
  ])('should open %s on the first hover at 1280 px', async (menu, panel) => {
    const { page, errors } = await visit(env, 'willowvale/', 'desktop');
    await page.getByRole('button', { name: menu }).hover();
    await shown(page.locator(panel).first());
    expect(errors).toEqual([]);
    await page.close();
  });
});
