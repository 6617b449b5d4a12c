import { renderToString } from 'react-dom/server';
import { NO_SLOTS_DATE, SELECT_SERVICE } from '../../../src/common/domain/booking/booking-messages';
import type { BookingCatalogue, DaySlots } from '../../../src/common/domain/booking/booking-wire';
import { serviceBookingBlock } from '../../../src/page-model/blocks/service-booking/service-booking.block';
import { mapContext } from '../../../test/utils/block-specs';
import type { BookingApi } from './booking-api';
import { PAMPER_CATALOGUE, WORKSHOP_DAYS, WREATH_CATALOGUE } from './booking-catalogue.fixtures';
import { BookingFlowView } from './booking-flow-view';
import { BookingFlowStore } from './booking-flow.store';

const NOW = new Date('2026-11-23T00:00:00Z');
const humanCheck = { token: () => Promise.resolve('pass'), reset: () => {} };

function setUp(catalogue: BookingCatalogue, fields: Record<string, unknown>, days: DaySlots[] = WORKSHOP_DAYS) {
  const api: BookingApi = {
    slots: () => Promise.resolve({ data: { slots: days } }),
    reserve: () => Promise.reject(new Error('Request failed with status code 502')),
    verifySubscription: () => Promise.resolve({ subscribed: false }),
  };
  const ctx = mapContext({ now: NOW, pageSlug: 'pages/book/x', bookingBlocks: { b1: { catalogue } } });
  const model = serviceBookingBlock.map({ _uid: 'b1', component: 'service_booking', ...fields }, ctx);
  const flow = new BookingFlowStore({ model, api, now: () => NOW });
  const html = () =>
    renderToString(<BookingFlowView flow={flow} humanCheck={humanCheck} />)
      .replace(/&#x27;/g, "'")
      .replace(/<!-- -->/g, '');
  return { flow, html };
}

const enabledDays = (html: string) =>
  [...html.matchAll(/<button type="button" class="booking-calendar__day[^"]*"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/ disabled=""/.test(tag))
    .map((tag) => `${/aria-label="([^"]+)"/.exec(tag)![1]}${/tabindex="0"/.test(tag) ? ' (tab stop)' : ''}${/aria-pressed="true"/.test(tag) ? ' (chosen)' : ''}`);

/** Mia's Tuesday: every half hour from 10:00 to 17:30 (16 times), plus more to pass 20. */
const busyDay: DaySlots = {
  date: '2026-11-24',
  slots: Array.from({ length: 22 }, (_, index) => {
    const minutes = 9 * 60 + index * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}:00`;
    return { time, available_count: 1, total_count: 1 };
  }),
};

describe('the booking steps as the visitor sees them (spec 3 §2.1, §8, §9)', () => {
  it('should say which service is missing in an alert on service selection', () => {
    const { flow, html } = setUp(PAMPER_CATALOGUE, { serviceIds: '20,21,22' });
    flow.confirmService();
    expect(html()).toContain(`<p class="booking__error" role="alert">${SELECT_SERVICE}</p>`);
    flow.pickService(21);
    expect(html()).toMatch(/aria-pressed="true" aria-label="Selected Brow Shape &amp; Tint">SELECTED</);
  });

  it('should offer only the days with times, the first one chosen, and each time with its places', async () => {
    const { flow, html } = setUp(WREATH_CATALOGUE, {
      serviceIds: '30',
      maxPeople: 4,
      allowMultipleBookings: true,
      reservationNotice: 'Wreaths take two hours: please arrive on time.',
    });
    await flow.details!.loadMonth();
    const out = html();
    expect(enabledDays(out)).toEqual(['Tuesday 24 November 2026 (tab stop) (chosen)', 'Thursday 26 November 2026']);
    // react-big-calendar's month, Monday first; the days of October and December around it are empty cells
    expect(out).toContain('<div class="rbc-month-view" role="table"');
    expect([...out.matchAll(/<span role="columnheader" aria-label="(\w+)">(\w+)<\/span>/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual([
      'Mon Monday',
      'Tue Tuesday',
      'Wed Wednesday',
      'Thu Thursday',
      'Fri Friday',
      'Sat Saturday',
      'Sun Sunday',
    ]);
    const cells = [...out.matchAll(/<div class="rbc-date-cell[^"]*" role="cell">(.*?)<\/div>/g)].map((m) => /data-date="([\d-]+)"/.exec(m[1]!)?.[1] ?? '');
    expect(cells).toHaveLength(42);
    expect(cells.slice(0, 6)).toEqual(['', '', '', '', '', '']);
    expect(cells.slice(6, 36)).toEqual(Array.from({ length: 30 }, (_, day) => `2026-11-${String(day + 1).padStart(2, '0')}`));
    expect(cells.slice(36).every((cell) => cell === '')).toBe(true);
    expect([...out.matchAll(/<span class="booking-slot__time">([^<]+)<\/span><span class="booking-slot__label">([^<]+)<\/span>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      '10:00am 3 Available',
      '2:00pm Sold Out',
    ]);
    // spec 3 §4.1: Next is there from the start, disabled until a time is chosen
    expect(out).toMatch(/<button type="submit" class="booking__button booking__button--primary" disabled="">Next<\/button>/);
    flow.details!.chooseDate('2026-11-26');
    expect(html()).toContain('<span class="booking-slot__notice">2 tickets left</span>');
    flow.details!.chooseTime('10:00:00');
    expect(html()).toMatch(/<button type="submit" class="booking__button booking__button--primary">Next<\/button>/);
    const form = html();
    expect([...form.matchAll(/<label class="booking__label" for="[^"]+">([^<]+)<\/label>/g)].map((m) => m[1])).toEqual([
      'Adults',
      'Children',
      'Email',
    ]);
    expect(form).toContain('<p class="booking__notice">Wreaths take two hours: please arrive on time.</p>');
  });

  it('should filter a busy day by time of day, and say when a day has no times', async () => {
    const { flow, html } = setUp(WREATH_CATALOGUE, { serviceIds: '30' }, [busyDay, { date: '2026-11-25', slots: [] }]);
    await flow.details!.loadMonth();
    expect([...html().matchAll(/class="booking__chip" aria-pressed="(?:true|false)">([^<]+)</g)].map((m) => m[1])).toEqual([
      'All',
      'Morning',
      'Early Afternoon',
      'Late Afternoon',
    ]);
    flow.details!.chooseFilter('late-afternoon');
    expect([...html().matchAll(/booking-slot__time">([^<]+)</g)].map((m) => m[1])).toEqual(['3:00pm', '3:30pm', '4:00pm', '4:30pm', '5:00pm', '5:30pm', '6:00pm', '6:30pm', '7:00pm', '7:30pm']);
    flow.details!.date = '2026-11-25';
    expect(html()).toContain(NO_SLOTS_DATE);
  });

  it('should announce a busy server\'s refusal with a Reset button that says what it does', async () => {
    const { flow, html } = setUp(WREATH_CATALOGUE, { serviceIds: '30' });
    const details = flow.details!;
    await details.loadMonth();
    details.chooseTime('10:00:00');
    details.setEmail('ada@example.com');
    details.setAgreed(true);
    await details.submit();
    expect(html()).toMatch(/<div class="booking__failure" role="alert" tabindex="-1"><p class="booking__error">Thank you for your patience. We're busy making bookings. Please try again later.<\/p><button[^>]*>Choose another time</);
  });
});
