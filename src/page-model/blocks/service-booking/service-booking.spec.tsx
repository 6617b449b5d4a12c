import { GENERIC_ERROR, NO_PROVIDER_SETUP, SIMPLYBOOK_SETUP_ERROR } from '../../../common/domain/booking/booking-messages';
import type { BookingCatalogue } from '../../../common/domain/booking/booking-wire';
import type { MonthSlots } from '../../../common/domain/booking/slots';
import {
  PAMPER_CATALOGUE,
  STYLING_CATALOGUE,
  WREATH_CATALOGUE,
} from '../../../../client/features/booking/booking-catalogue.fixtures';
import { mapContext, renderBlock } from '../../../../test/utils/block-specs';
import { islandTiming } from '../block-definition';
import { serviceBookingBlock } from './service-booking.block';
import { ServiceBookingView } from './service-booking.view';

// Monday 23 November 2026, 11 am in Melbourne
const now = new Date('2026-11-23T00:00:00Z');

function mapped(
  catalogue: BookingCatalogue | { error: string } | undefined,
  fields: Record<string, unknown> = {},
  openingMonth?: MonthSlots,
) {
  const data = catalogue && 'error' in catalogue ? catalogue : { catalogue: catalogue!, ...(openingMonth ? { openingMonth } : {}) };
  const ctx = mapContext({
    now,
    pageSlug: 'pages/book/personal-styling',
    bookingBlocks: catalogue ? { b1: data } : {},
  });
  return serviceBookingBlock.map({ _uid: 'b1', component: 'service_booking', serviceIds: '1,2', ...fields }, ctx);
}

const html = (model: ReturnType<typeof mapped>) =>
  renderBlock(<ServiceBookingView model={model} />, { now: now.toISOString() })
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, '');

const progress = (out: string) =>
  [...out.matchAll(/<li class="booking-progress__step"[^>]*>(.*?)<\/li>/g)].map((match) => match[1]);

describe('service_booking (spec 3 §2.1, §4.1, §8)', () => {
  it('should start a multi-provider block on provider selection, named by its page and uid for the own API', () => {
    const model = mapped(STYLING_CATALOGUE, { maxPeople: '1' });
    expect(model).toMatchObject({
      block: { page: 'pages/book/personal-styling', uid: 'b1' },
      type: 'multi_provider',
      firstStep: 'provider_selection',
      today: '2026-11-23',
      settings: { serviceIds: [1, 2], maxPeople: 1 },
    });
    expect(islandTiming(serviceBookingBlock, model)).toEqual({ when: 'interaction' });
    expect(serviceBookingBlock.sheets).toEqual(['forms', 'booking']);
  });

  it('should render the provider cards and the progress line with the current step in bold, before any script', () => {
    const out = html(mapped(STYLING_CATALOGUE));
    expect(progress(out)).toEqual([
      '<strong>Select Provider</strong>',
      'Select Service',
      'Select Date & Time',
      'Summary',
      'Confirmation',
    ]);
    expect(out).toContain('<img class="booking-card__picture" src="https://booking.example/ava.jpg" alt="Ava Chen" width="96" height="96"');
    expect([...out.matchAll(/<button[^>]*aria-label="(Select [^"]+)"/g)].map((match) => match[1])).toEqual([
      'Select Ava Chen',
      'Select Noah Williams',
    ]);
    expect(out).toContain('Booking needs JavaScript');
  });

  it('should render the services of a multi-service block with price and duration, and descriptions that open without script', () => {
    const model = mapped(PAMPER_CATALOGUE, { serviceIds: '20,21,22', serviceNotice: 'Please arrive five minutes early.' });
    expect(model.firstStep).toBe('service_selection');
    const out = html(model);
    expect(progress(out)[0]).toBe('<strong>Select Service</strong>');
    expect(out).toContain('Select from the following:');
    expect([...out.matchAll(/<p class="booking-service__meta">(.*?)<\/p>/g)].map((match) => match[1])).toEqual([
      '$45.00 · 30 min',
      '$25.00 · 20 min',
      '$20.00 · 15 min',
    ]);
    expect(out).toContain('Please arrive five minutes early.');
    expect(out).toMatch(/>Next<\/button>/);
    // no provider was chosen, so there is nothing to go back to
    expect(out).not.toMatch(/>Back<\/button>/);
  });

  it('should render a single free service on the date step with the month frame and the availability check when the server has no times', () => {
    const model = mapped(WREATH_CATALOGUE, { serviceIds: '30', maxPeople: '4', allowMultipleBookings: true });
    expect(model).toMatchObject({ type: 'single_service', firstStep: 'booking_details' });
    expect(islandTiming(serviceBookingBlock, model)).toEqual({ when: 'visible' });
    const out = html(model);
    expect(progress(out)).toEqual(['<strong>Select Date & Time</strong>', 'Summary', 'Confirmation']);
    expect(out).toContain('November 2026');
    expect(out).toContain('Checking availability...');
    // days wait for their times: none may be chosen before the month is known
    expect(out).not.toMatch(/class="booking-calendar__day"(?![^>]*disabled)/);
    // the month arrives as a whole table, its weeks as rows of seven days (no measuring pass to be redrawn)
    expect(out.match(/class="rbc-month-row" role="rowgroup"/g)).toHaveLength(6);
    expect(out.match(/class="rbc-row-content[^"]*" role="row"/g)).toHaveLength(6);
    expect(out.match(/class="rbc-date-cell[^"]*" role="cell"/g)).toHaveLength(42);
    expect(out.match(/<button[^>]*class="booking-calendar__day"/g)).toHaveLength(30);
    expect(out).not.toMatch(/booking-calendar__grid"[^>]*aria-hidden/);
  });

  it('should render the opening month with its open days, the first working day chosen and its times, and hydrate on the first press', () => {
    const openingMonth: MonthSlots = {
      month: '2026-11-01',
      firstWorkingDay: '2026-11-24',
      days: [
        { date: '2026-11-24', slots: [{ time: '10:00:00', available_count: 3, total_count: 3 }, { time: '14:00:00', available_count: 0, total_count: 3 }] },
        { date: '2026-11-26', slots: [{ time: '10:00:00', available_count: 1, total_count: 3 }] },
        // sold out: the day is shut
        { date: '2026-11-28', slots: [{ time: '10:00:00', available_count: 0, total_count: 3 }] },
      ],
    };
    const model = mapped(WREATH_CATALOGUE, { serviceIds: '30', maxPeople: '4' }, openingMonth);
    expect(model.openingMonth).toEqual(openingMonth);
    expect(islandTiming(serviceBookingBlock, model)).toEqual({ when: 'interaction' });
    const out = html(model);
    expect(out).not.toContain('Checking availability...');
    const open = [...out.matchAll(/<button[^>]*class="booking-calendar__day[^"]*"(?![^>]*disabled)[^>]*data-date="([^"]+)"/g)].map((m) => m[1]);
    expect(open).toEqual(['2026-11-24', '2026-11-26']);
    expect(out).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-date="2026-11-24"/);
    expect([...out.matchAll(/<button[^>]*class="booking-slot"[^>]*>(.*?)<\/button>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))).toEqual([
      expect.stringContaining('10:00am'),
      expect.stringContaining('Sold Out'),
    ]);
  });

  it('should show the setup errors instead of the flow, and ship no code for them', () => {
    const noProvider = mapped({ ...STYLING_CATALOGUE, providers: [] });
    expect(noProvider.setupError).toBe(NO_PROVIDER_SETUP);
    expect(islandTiming(serviceBookingBlock, noProvider)).toBeUndefined();
    expect(html(noProvider)).toContain(NO_PROVIDER_SETUP);
    for (const broken of [undefined, { ...STYLING_CATALOGUE, services: [] }]) {
      const model = mapped(broken);
      expect(model.setupError).toBe(SIMPLYBOOK_SETUP_ERROR);
      expect(html(model)).not.toContain('booking-progress');
    }
  });

  it('should show the text the server gave when it could not read the catalogue (the provider was down)', () => {
    const model = mapped({ error: GENERIC_ERROR });
    expect(model.setupError).toBe(GENERIC_ERROR);
    expect(islandTiming(serviceBookingBlock, model)).toBeUndefined();
    expect(html(model)).toContain('Oops! Something went wrong, Please try again later.');
    expect(html(model)).not.toContain('booking-progress');
  });
});
