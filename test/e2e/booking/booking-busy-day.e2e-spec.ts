import request from 'supertest';
import { filterSlots, SLOT_FILTERS, slotFiltersShown } from '../../../src/common/domain/booking/slots';
import type { DaySlots } from '../../../src/common/domain/booking/booking-wire';
import { findSlot, ref, useBookingApp } from './booking-harness';

/**
 * spec 3 §5.1, §9: a day of more than 20 times shows the Morning, Early Afternoon and Late Afternoon filters. The
 * demo's Express Blow-Dry (the Style Bar, a time every twenty minutes from 9:00) has such days, and its booking
 * page is linked from the centre's bookings page.
 */
const booking = useBookingApp();

const page = (path: string) =>
  request(booking.app.test.url).get(path).set('Host', booking.app.test.host('willowvale')).expect(200);

describe('the express blow-dry, a busy day of times', () => {
  it('should list more than 20 times on a day ahead, in every part of the day', async () => {
    const { date } = await findSlot(booking.app, booking.token, 'blowDry', 40, 6);
    const res = await booking.app
      .post('/api/booking-slots', {
        block: ref('blowDry'),
        token: booking.token,
        service_id: 40,
        provider_id: 6,
        date_from: date,
        date_to: date,
      })
      .expect(200);
    const [day] = res.body.data.slots as DaySlots[];
    expect(day!.slots).toHaveLength(27);
    expect(slotFiltersShown(day!.slots.length)).toBe(true);
    expect(SLOT_FILTERS.map((filter) => filterSlots(day!.slots, filter.id).length)).toEqual([9, 9, 9]);
  });

  it("should be a booking page of its own, linked from the centre's bookings page", async () => {
    const bookings = await page('/book');
    expect(bookings.text).toMatch(/href="\/book\/express-blow-dry"/);
    const blowDry = await page('/book/express-blow-dry');
    expect(blowDry.text).toContain('Select Date &amp; Time');
    expect(blowDry.text).toContain('Express Blow-Dry');
  });
});
