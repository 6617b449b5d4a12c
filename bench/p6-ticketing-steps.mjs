// P6 on the ticketing modal, measured on the steps that show it (QUALITY P6: >= 90 on booking and ticketing pages,
// "the modal and seat map measured on the step that shows them"; accessibility >= 95; TBT <= 200 ms; CLS <= 0.02).
// The event page itself (a navigation) is P9's: `BENCH_P9_EVENT=/events/lantern-making-workshop node
// bench/p9-first-view-budgets.mjs`. Here a Lighthouse user flow (puppeteer-core over a fresh Chromium with an empty
// profile, the 375 px phone, mobile emulation) opens the event page unmeasured, then:
//   1. timespan "open": press Book Now until the modal shows its first step (the modal's code and sheets load on the
//      press), scored for performance (TBT, CLS, INP of that press);
//   2. snapshot of that step: accessibility (and the snapshot's performance audits);
//   3. timespan "step": the step's own action (a date and time chosen) until the next step shows;
//   4. snapshot of that step: accessibility.
// Timespans cannot be simulated: Lighthouse throttles the CPU (4x) and the network (devtools throttling, slow 4G)
// while they run. Each figure is the median of BENCH_P6_RUNS flows (3). Only loopback is contacted.
// Seated (`--seated`, issue 25): the seated recurrent event in the 2,000-seat arena; after the time picker the
// timespans are 'seats' (a time chosen until every seat of the venue is drawn: the seat map's first render) and
// 'press' (a free seat pressed until it reads selected: one seat press, its reservation's round trip included);
// the press's interaction to next paint is also put beside the time button's (the 'seats' timespan's press, the
// same modal, no seat map yet) as a ratio.
// Usage: node bench/p6-ticketing-steps.mjs [--seated]   (after npm run build)
// Env: BENCH_P6_RUNS (3); BENCH_P6_EVENT (/events/lantern-making-workshop, a recurrent paid event: the first step is
//      the time picker, the next the tickets; with --seated /events/carols-by-candlelight); BENCH_P6_DEBUG=1 prints
//      each timespan's long tasks, the scripts' boot-up time and the main thread's work by kind.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { isLoopback } from './lib/chromium.mjs';
import { PHONE, launchChromium } from './lib/lighthouse-chromium.mjs';
import { LOOPBACK } from './lib/net.mjs';
import { ROOT, loadAverage, runBench } from './lib/proc.mjs';
import { header, table, verdict } from './lib/report.mjs';
import { median } from './lib/stats.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const RUNS = Math.max(1, Number(process.env.BENCH_P6_RUNS ?? 3));
const SEATED = process.argv.includes('--seated');
const EVENT =
  process.env.BENCH_P6_EVENT || (SEATED ? '/events/carols-by-candlelight' : '/events/lantern-making-workshop');
/** the arena of the seated demo event (docs/seating.md) */
const VENUE_SEATS = 2000;
const CENTRE = 'willowvale';
const BARS = { score: 90, a11y: 95, tbt: 200, cls: 0.02 };

const visibleText = (text) => `document.querySelector('.ticketing-modal')?.innerText.includes(${JSON.stringify(text)})`;

/** A date and time chosen, then Next. */
async function chooseTime(page) {
  await page.click('.ticketing-times__time:not([disabled])');
  await page.waitForFunction(`document.querySelector('.ticketing-times__time[aria-pressed="true"]')`, { polling: 250 });
  await page.evaluate(() => {
    const next = [...document.querySelectorAll('.ticketing-modal button')].find((b) => /^Next\b/.test(b.textContent?.trim() ?? ''));
    next?.click();
  });
}

/** the seat the 'press' step presses: the middle of the venue's front half, free in a fresh sandbox */
const PRESSED = `document.querySelectorAll('[data-seat].seat--available')[${VENUE_SEATS / 4}]`;

/** The measured steps: how each is reached from the one before, and what shows it has arrived. */
const STEPS = [
  {
    id: 'open',
    what: 'Book Now pressed: the modal with its first step (Select your time)',
    act: (page) => page.click('.book-now__button'),
    arrived: visibleText('Select your time'),
  },
  ...(SEATED
    ? [
        {
          id: 'seats',
          what: `a date and time chosen: the seat map, its ${VENUE_SEATS.toLocaleString('en-AU')} seats drawn`,
          act: chooseTime,
          arrived: `document.querySelectorAll('[data-seat]').length >= ${VENUE_SEATS}`,
        },
        {
          id: 'press',
          what: 'a free seat pressed: held, it reads selected',
          // a real press (the pointer's events, so the press is an interaction INP counts)
          act: async (page) => {
            const id = await page.evaluate(`(window.__benchPressed = ${PRESSED}.getAttribute('data-seat'))`);
            await page.click(`[data-seat="${id}"]`);
          },
          arrived: `document.querySelector('[data-seat="' + window.__benchPressed + '"]')?.classList.contains('seat--selected')`,
        },
      ]
    : [
        {
          id: 'tickets',
          what: 'a date and time chosen: the ticket step',
          act: chooseTime,
          arrived: `document.querySelectorAll('.ticketing-ticket').length > 0`,
        },
      ]),
];

const score = (category) => (category?.score === null || category?.score === undefined ? NaN : category.score * 100);

async function oneFlow(lighthouse, puppeteer, url) {
  const chromium = await launchChromium();
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://${LOOPBACK}:${chromium.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const offLoopback = new Set();
    page.on('request', (request) => {
      if (!isLoopback(request.url())) offLoopback.add(request.url());
    });
    const flow = await lighthouse.startFlow(page, {
      name: 'ticketing modal',
      config: {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          screenEmulation: { mobile: true, ...PHONE, disabled: false },
          throttlingMethod: 'devtools',
        },
      },
    });
    // a navigation step first: Lighthouse puts the phone's emulation in place for it, so the timespans start on the
    // page as a phone shows it (a timespan that began with the emulation change would count the re-layout)
    await flow.navigate(url, { name: 'event page', flags: { onlyCategories: ['performance'], throttlingMethod: 'simulate' } });
    const figures = {};
    for (const step of STEPS) {
      await flow.startTimespan({ name: step.id, flags: { onlyCategories: ['performance'] } });
      await step.act(page);
      await page.waitForFunction(step.arrived, { timeout: 60_000, polling: 250 }).catch(async (error) => {
        const shown = await page.evaluate(() => document.querySelector('.ticketing-modal')?.innerText ?? document.body.innerText.slice(0, 400));
        throw new Error(`step ${step.id} did not arrive: ${error.message}; the page shows: ${shown.replace(/\s+/g, ' ').slice(0, 400)}`);
      });
      // the step settles: its sheets applied, its late work done
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await flow.endTimespan();
      await flow.snapshot({ name: `${step.id} shown`, flags: { onlyCategories: ['accessibility'] } });
    }
    const result = await flow.createFlowResult();
    for (const [index, step] of STEPS.entries()) {
      const span = result.steps[1 + index * 2].lhr;
      const snap = result.steps[2 + index * 2].lhr;
      const audit = (id) => span.audits[id]?.numericValue;
      if (process.env.BENCH_P6_DEBUG) {
        const items = (id) => JSON.stringify(span.audits[id]?.details?.items?.slice(0, 8));
        console.log(`${step.id} long tasks: ${items('long-tasks')}`);
        console.log(`${step.id} boot-up: ${items('bootup-time')}`);
        console.log(`${step.id} main thread: ${items('mainthread-work-breakdown')}`);
      }
      figures[step.id] = {
        score: score(span.categories.performance),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        inp: audit('interaction-to-next-paint'),
        a11y: score(snap.categories.accessibility),
        a11yFailures: Object.values(snap.audits)
          .filter((a) => a.score === 0 && snap.categories.accessibility.auditRefs.some((ref) => ref.id === a.id))
          .map((a) => a.id),
      };
    }
    const nav = result.steps[0].lhr;
    figures.page = { score: score(nav.categories.performance), tbt: nav.audits['total-blocking-time']?.numericValue };
    return { figures, offLoopback: [...offLoopback] };
  } finally {
    await browser?.disconnect().catch(() => {});
    await chromium.stop();
  }
}

await runBench('P6-TICKETING', 120_000 + RUNS * 240_000, async () => {
  header('P6-TICKETING', `Lighthouse on the ticketing modal's steps (${CENTRE}${EVENT}, 375 px phone, user flow)`);
  let lighthouse;
  let puppeteer;
  try {
    lighthouse = await import('lighthouse');
    puppeteer = (await import('puppeteer-core')).default;
  } catch (error) {
    throw new Error(`lighthouse and puppeteer-core are devDependencies (npm ci): ${error.message}`);
  }
  console.log(
    `lighthouse ${require('lighthouse/package.json').version}, puppeteer-core ${require('puppeteer-core/package.json').version}; devtools throttling; median of ${RUNS} flow(s); load average ${loadAverage()}`,
  );
  const app = await startAppServer();
  try {
    const url = `http://${app.host(CENTRE)}${EVENT}`;
    const runs = [];
    for (let round = 1; round <= RUNS; round += 1) {
      const run = await oneFlow(lighthouse, puppeteer, url);
      runs.push(run);
      console.log(
        `  flow ${round}: ` +
          STEPS.map((s) => `${s.id} score ${Math.round(run.figures[s.id].score)}, TBT ${Math.round(run.figures[s.id].tbt)} ms, a11y ${Math.round(run.figures[s.id].a11y)}`).join('; '),
      );
    }
    const off = new Set(runs.flatMap((run) => run.offLoopback));
    console.log(off.size ? `requests off loopback (unresolvable here): ${[...off].slice(0, 5).join(', ')}` : 'no request left loopback');
    const med = (id, key) => median(runs.map((run) => run.figures[id][key]).filter(Number.isFinite));
    const rows = [['step', 'performance', 'TBT', 'CLS', 'INP', 'accessibility', 'accessibility failures']];
    const results = [];
    for (const step of STEPS) {
      const failures = [...new Set(runs.flatMap((run) => run.figures[step.id].a11yFailures))];
      const f = { score: med(step.id, 'score'), tbt: med(step.id, 'tbt'), cls: med(step.id, 'cls'), inp: med(step.id, 'inp'), a11y: med(step.id, 'a11y') };
      rows.push([
        step.what,
        Math.round(f.score),
        `${Math.round(f.tbt)} ms`,
        f.cls.toFixed(3),
        Number.isFinite(f.inp) ? `${Math.round(f.inp)} ms` : '-',
        Math.round(f.a11y),
        failures.join(', ') || 'none',
      ]);
      results.push(
        { id: `P6-${step.id}-score`, what: `${step.id}: Lighthouse performance (timespan)`, measured: String(Math.round(f.score)), bar: `>= ${BARS.score}`, pass: f.score >= BARS.score },
        { id: `P6-${step.id}-tbt`, what: `${step.id}: total blocking time`, measured: `${Math.round(f.tbt)} ms`, bar: `<= ${BARS.tbt} ms`, pass: f.tbt <= BARS.tbt },
        { id: `P6-${step.id}-cls`, what: `${step.id}: cumulative layout shift`, measured: f.cls.toFixed(3), bar: `<= ${BARS.cls}`, pass: f.cls <= BARS.cls },
        { id: `P6-${step.id}-a11y`, what: `${step.id}: Lighthouse accessibility (snapshot)`, measured: String(Math.round(f.a11y)), bar: `>= ${BARS.a11y}`, pass: f.a11y >= BARS.a11y },
      );
    }
    if (SEATED) {
      // one seat press against the press on a time button (the same modal, before the map): what the press costs
      const seatInp = med('press', 'inp');
      const timeInp = med('seats', 'inp'); // the time button's and Next's presses
      const ratio = seatInp / timeInp;
      console.log(
        `\nseat press INP ${Math.round(seatInp)} ms / time step's presses INP ${Math.round(timeInp)} ms = ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}x`,
      );
    }
    console.log('');
    table(rows);
    verdict(results);
  } finally {
    await app.stop();
  }
});
