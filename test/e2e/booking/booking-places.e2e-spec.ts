import { notEnoughSpacesMessage, SLOT_NO_LONGER_AVAILABLE } from '../../../src/common/domain/booking/booking-messages';
import { findSlot, newKey, ref, useBookingApp, type BlockName } from './booking-harness';
import { email } from './booking-flow';

/**
 * The places of a time (spec 3 §5.1, §8, §9): the Workshop Studio's three places per session. A time that
 * bookings filled stays in the listing with no place left (the browser labels it 'Sold Out'); asking for more
 * people than the places left answers, where a block allows several bookings of a time, the attendees' message
 * 'Only {n} seats remaining...', and otherwise the reserve's 'no longer has enough spaces' message.
 */
const booking = useBookingApp();

const reserveAt = (block: BlockName, slot: { date: string; time: string }, adults: number) =>
  booking.app.post(
    '/api/booking-reserve',
    {
      block: ref(block),
      token: booking.token,
      event_id: 30,
      provider_id: 4,
      date: slot.date,
      time: slot.time,
      adults,
      children: 0,
      quantity: adults,
      email: email(),
    },
    { key: newKey() },
  );

const placesAt = async (slot: { date: string; time: string }) => {
  const res = await booking.app
    .post('/api/booking-slots', {
      block: ref('workshop'),
      token: booking.token,
      service_id: 30,
      provider_id: 4,
      date_from: slot.date,
      date_to: slot.date,
    })
    .expect(200);
  const day = (res.body.data.slots as { date: string; slots: { time: string }[] }[]).find((d) => d.date === slot.date);
  return day?.slots.find((s) => s.time === slot.time);
};

describe('the places of a workshop session', () => {
  it("should answer 'Only 1 seats remaining...' on the attendees when two more ask for the last place", async () => {
    const slot = await findSlot(booking.app, booking.token, 'workshop', 30, 4, undefined, 3);
    await reserveAt('workshop', slot, 2).expect(201);
    const res = await reserveAt('workshop', slot, 2).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: {
        attendees: 'Only 1 seats remaining in the selected time slot and total of 2 seats cannot be reserved.',
      },
      correlationId: expect.any(String),
    });
  });

  it('should keep a session the bookings filled in the listing, with no place left', async () => {
    const slot = await findSlot(booking.app, booking.token, 'workshop', 30, 4, undefined, 3);
    await reserveAt('workshop', slot, 3).expect(201);
    await expect(placesAt(slot)).resolves.toEqual({ time: slot.time, available_count: 0, total_count: 3 });
    const late = await reserveAt('workshop', slot, 1).expect(400);
    expect(late.body.message).toBe(SLOT_NO_LONGER_AVAILABLE);
  });

  it('should answer the reserve message, not the seats remaining, where the block takes one booking of a time', async () => {
    const slot = await findSlot(booking.app, booking.token, 'studio', 30, 4, undefined, 3);
    await reserveAt('workshop', slot, 2).expect(201);
    const res = await reserveAt('studio', slot, 2).expect(400);
    expect(res.body.message).toBe(notEnoughSpacesMessage(2));
    expect(res.body.errors).toBeUndefined();
  });
});
