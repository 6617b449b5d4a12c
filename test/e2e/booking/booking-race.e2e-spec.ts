import { notEnoughSpacesMessage, SLOT_NO_LONGER_AVAILABLE } from '../../../src/common/domain/booking/booking-messages';
import { findSlot, newKey, ref, startBookingApp, type BookingApp } from './booking-harness';

let app: BookingApp;
beforeAll(async () => {
  app = await startBookingApp();
});
afterAll(() => app?.test.close());

describe('20 visitors reserving one Workshop Studio session (three places) at once', () => {
  it('should give exactly three holds and seventeen answers that the time is gone', async () => {
    const token = await app.session();
    const slot = await findSlot(app, token, 'workshop', 30, 4);
    expect(slot.available).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        app.post(
          '/api/booking-reserve',
          {
            block: ref('workshop'),
            token,
            event_id: 30,
            provider_id: 4,
            date: slot.date,
            time: slot.time,
            adults: 1,
            children: 0,
            email: `racer${index}@example.com`,
          },
          { key: newKey() },
        ),
      ),
    );
    const held = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 400);
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const res of refused)
      expect([SLOT_NO_LONGER_AVAILABLE, notEnoughSpacesMessage(1)]).toContain(res.body.message);
    const holds = app.test.sandboxes.simplybook
      .holds('willowvale')
      .filter((b) => b.date === slot.date && b.time === slot.time);
    expect(holds.reduce((sum, b) => sum + b.count, 0)).toBe(3);
  });
});
