import { SLOT_NO_LONGER_AVAILABLE } from '../../../src/common/domain/booking/booking-messages';
import { ManualClock } from '../submissions/ledger-harness';
import { newKey, ref, useBookingApp } from './booking-harness';
import { email } from './booking-flow';

/**
 * spec 3 §5.1: times starting within the block's minimum notice cannot be booked. The listing hides them, and the
 * reserve refuses them too: a visitor whose page has been open a while (or a hand-made request) still names one,
 * and the provider itself would take any time not yet begun.
 */
// Tuesday 2 March 2027, 17:22 in Melbourne (+11:00): Mia Patel works until 18:00, the last massage starts 17:30
const clock = new ManualClock(Date.parse('2027-03-02T06:22:00Z'));
const booking = useBookingApp({ clock });

const massageAt = (date: string, time: string) =>
  booking.app.post(
    '/api/booking-reserve',
    {
      block: ref('notice'),
      token: booking.token,
      event_id: 22,
      provider_id: 3,
      date,
      time,
      quantity: 1,
      answers: {},
      products: [],
      email: email(),
    },
    { key: newKey() },
  );

describe('the minimum notice of a block (two hours)', () => {
  it("should leave today's times out of the listing at 17:22", async () => {
    const res = await booking.app
      .post('/api/booking-slots', {
        block: ref('notice'),
        token: booking.token,
        service_id: 22,
        provider_id: 3,
        date_from: '2027-03-02',
        date_to: '2027-03-03',
      })
      .expect(200);
    const days = res.body.data.slots as { date: string; slots: { time: string }[] }[];
    expect(days.map((day) => day.date)).toEqual(['2027-03-03']);
  });

  it("should refuse a 17:30 massage at 17:22 with the spec's 'no longer available' message, holding nothing", async () => {
    const before = booking.app.test.sandboxes.simplybook.rpcCalls('book').length;
    const res = await massageAt('2027-03-02', '17:30:00').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: SLOT_NO_LONGER_AVAILABLE,
      code: 'BOOKING.SLOT_UNAVAILABLE',
      correlationId: expect.any(String),
    });
    expect(booking.app.test.sandboxes.simplybook.rpcCalls('book').length).toBe(before);
    expect(booking.app.test.sandboxes.simplybook.holds('willowvale')).toEqual([]);
  });

  it("should hold tomorrow morning's massage, well outside the notice", async () => {
    const res = await massageAt('2027-03-03', '10:00').expect(201);
    expect(res.body.reservationData.bookings).toHaveLength(1);
  });
});
