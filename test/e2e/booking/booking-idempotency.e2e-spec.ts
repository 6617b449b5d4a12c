import { IDEMPOTENCY_KEY_REUSED } from '../../../src/common/domain/booking/booking-messages';
import { findSlot, newKey, ref, startBookingApp, type BookingApp } from './booking-harness';
import { confirmBody, email, reserve, STYLING_ANSWERS } from './booking-flow';

// QUALITY R5: exactly one booking per Idempotency-Key, and a key reused with another body refused (422)

let app: BookingApp;
let token: string;
beforeAll(async () => {
  app = await startBookingApp();
  token = await app.session();
});
afterAll(() => app?.test.close());

describe('an Idempotency-Key sent again with another body', () => {
  it('should be refused at reserve with 422, never answered with the first booking', async () => {
    const slot = await findSlot(app, token, 'styling', 2, 1);
    const body = {
      block: ref('styling'),
      token,
      event_id: 2,
      provider_id: 1,
      date: slot.date,
      time: slot.time,
      quantity: 1,
      answers: STYLING_ANSWERS,
      email: email(),
    };
    const key = newKey();
    const first = await app.post('/api/booking-reserve', body, { key }).expect(201);
    const books = app.test.sandboxes.simplybook.rpcCalls('book').length;
    const other = await app.post('/api/booking-reserve', { ...body, email: email() }, { key }).expect(422);
    expect(other.body).toMatchObject({ statusCode: 422, message: IDEMPOTENCY_KEY_REUSED });
    expect(other.body.reservationData).toBeUndefined();
    expect(app.test.sandboxes.simplybook.rpcCalls('book').length).toBe(books);
    // the same body again is still the first answer
    const again = await app.post('/api/booking-reserve', body, { key }).expect(201);
    expect(again.body).toEqual(first.body);
  });

  it('should be refused at confirm with 422, while the same body again answers the same', async () => {
    const { res, email: address } = await reserve(app, token, 'workshop', 30, 4, {
      adults: 1,
      children: 0,
      quantity: undefined,
    });
    const mine = confirmBody(res.body.reservationData.token, address);
    const key = newKey();
    const post = (body: object) => app.post('/api/booking-confirm', body, { key });
    const first = await post(mine).expect(200);
    const other = await post({ ...mine, subscribe: true }).expect(422);
    expect(other.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect((await post(mine).expect(200)).body).toEqual(first.body);
  });
});
