import { TIMESLOT_GONE_AT_CONFIRM } from '../../../src/common/domain/booking/booking-messages';
import { ManualClock } from '../submissions/ledger-harness';
import { findSlot, newKey, ref, startBookingApp, type BookingApp } from './booking-harness';

let app: BookingApp;
const clock = new ManualClock(Date.now());
beforeAll(async () => {
  app = await startBookingApp({ clock });
});
afterAll(() => app?.test.close());

describe('a hold that lapsed', () => {
  it('should answer the timeslot text at confirm, and show as abandoned to operators', async () => {
    const token = await app.session();
    const slot = await findSlot(app, token, 'workshop', 30, 4);
    const reserved = await app
      .post(
        '/api/booking-reserve',
        {
          block: ref('workshop'),
          token,
          event_id: 30,
          provider_id: 4,
          date: slot.date,
          time: slot.time,
          adults: 2,
          children: 0,
          email: 'late@example.com',
        },
        { key: newKey() },
      )
      .expect(201);
    clock.advance(11 * 60_000);
    const res = await app
      .post('/api/booking-confirm', {
        token: reserved.body.reservationData.token,
        client: {
          first_name: 'Late',
          last_name: 'Comer',
          email: 'late@example.com',
          mobile: '0412 345 678',
          postcode: '3000',
        },
        subscribe: false,
        consent: true,
      })
      .expect(400);
    expect(res.body.message).toBe(TIMESLOT_GONE_AT_CONFIRM);
    const overview = (await (await app.admin('/api/admin/bookings')).json()) as {
      abandoned: { bookingIds: number[] }[];
    };
    expect(overview.abandoned).toContainEqual(
      expect.objectContaining({ bookingIds: reserved.body.reservationData.bookings.map((b: { id: number }) => b.id) }),
    );
  });

  it('should answer 401 for a session older than an hour', async () => {
    const token = await app.session();
    clock.advance(61 * 60_000);
    const body = {
      block: ref('workshop'),
      token,
      service_id: 30,
      provider_id: 4,
      date_from: '2030-01-01',
      date_to: '2030-01-31',
    };
    await app.post('/api/booking-slots', body).expect(401);
  });
});
