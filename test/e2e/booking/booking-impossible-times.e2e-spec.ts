import { newKey, ref, useBookingApp } from './booking-harness';
import { email, STYLING_ANSWERS } from './booking-flow';

/**
 * Dates and times in the right shape that no calendar or clock has are the request's fault: 400 with the field's
 * message, from the slots and from the reserve, and nothing is asked of the booking provider (which would refuse
 * them, and the visitor would read a provider failure).
 */
const booking = useBookingApp();

const providerCalls = () => booking.app.test.sandboxes.simplybook.requests.entries.length;

describe('impossible dates and times', () => {
  it.each(['2027-02-30', '2027-04-31', '2027-13-01'])(
    "should refuse slots from %s with the date field's message",
    async (date) => {
      const before = providerCalls();
      const slots = {
        block: ref('workshop'),
        token: booking.token,
        service_id: 30,
        provider_id: 4,
        date_from: date,
        date_to: '2027-05-01',
      };
      const res = await booking.app.post('/api/booking-slots', slots).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { date_from: 'date_from must be a calendar date written YYYY-MM-DD' },
        correlationId: expect.any(String),
      });
      const until = await booking.app
        .post('/api/booking-slots', { ...slots, date_from: '2027-02-01', date_to: date })
        .expect(400);
      expect(until.body.errors).toEqual({ date_to: 'date_to must be a calendar date written YYYY-MM-DD' });
      expect(providerCalls()).toBe(before);
    },
  );

  const reserveAt = (date: string, time: string) =>
    booking.app.post(
      '/api/booking-reserve',
      {
        block: ref('styling'),
        token: booking.token,
        event_id: 1,
        provider_id: 1,
        date,
        time,
        quantity: 1,
        answers: STYLING_ANSWERS,
        products: [],
        email: email(),
      },
      { key: newKey() },
    );

  it.each([
    ['2027-02-30', '10:00:00', { date: 'date must be a calendar date written YYYY-MM-DD' }],
    ['2027-04-31', '10:00:00', { date: 'date must be a calendar date written YYYY-MM-DD' }],
    ['2027-03-02', '25:00:00', { time: 'time must be a time of day written HH:mm:ss' }],
    ['2027-03-02', '10:00:60', { time: 'time must be a time of day written HH:mm:ss' }],
    ['2027-03-02', '10:60', { time: 'time must be a time of day written HH:mm:ss' }],
  ])("should refuse to reserve %s at %s with the field's message", async (date, time, errors) => {
    const before = providerCalls();
    const res = await reserveAt(date, time).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors,
      correlationId: expect.any(String),
    });
    expect(providerCalls()).toBe(before);
  });

  it("should refuse a reserve without an email, or with a broken one, in the email check's words", async () => {
    const body = {
      block: ref('styling'),
      token: booking.token,
      event_id: 1,
      provider_id: 1,
      date: '2027-03-02',
      time: '10:00:00',
    };
    const missing = await booking.app.post('/api/booking-reserve', body, { key: newKey() }).expect(400);
    expect(missing.body.errors).toEqual({ email: 'Email is required' });
    const broken = await booking.app
      .post('/api/booking-reserve', { ...body, email: 'ada@example' }, { key: newKey() })
      .expect(400);
    expect(broken.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });
});
