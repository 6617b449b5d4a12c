import { deliverAllDue } from '../submissions/ledger-harness';
import { findSlot, newKey, ref, useBookingApp } from './booking-harness';
import { confirmBody, email } from './booking-flow';

/**
 * spec 3 §3.1 content settings `questions`: a block's own questions, asked after the service's. Their answers
 * are checked at reserve as the service's are (§5.1), go to the provider with the booking, and reach the data
 * API in the booking data's `fields` once the booking is confirmed.
 */
const booking = useBookingApp();

const FOLIAGE = 'Whichfoliagewouldyoulike';

async function reserveWith(answers: Record<string, string>, status: number, address = email()) {
  const slot = await findSlot(booking.app, booking.token, 'asking', 30, 4);
  return booking.app
    .post(
      '/api/booking-reserve',
      {
        block: ref('asking'),
        token: booking.token,
        event_id: 30,
        provider_id: 4,
        date: slot.date,
        time: slot.time,
        adults: 1,
        children: 0,
        quantity: 1,
        answers,
        products: [],
        email: address,
      },
      { key: newKey() },
    )
    .expect(status);
}

describe("a block's own questions", () => {
  it("should require an answer to a question that is not optional, from the question's options", async () => {
    const missing = await reserveWith({}, 400);
    expect(missing.body.errors).toEqual({ [FOLIAGE]: 'This is a required field.' });
    const wrong = await reserveWith({ [FOLIAGE]: 'Plastic' }, 400);
    expect(wrong.body.errors).toEqual({ [FOLIAGE]: 'Please select a valid option' });
  });

  it('should send the answers to the provider with the booking, and to the data API in the booking data', async () => {
    const address = email();
    const before = booking.app.test.sandboxes.simplybook.rpcCalls('book').length;
    const answers = { [FOLIAGE]: 'Native greens', Nameforthegifttag: ' Grandma ', Dietaryrequirements: 'None' };
    const res = await reserveWith(answers, 201, address);
    const [book] = booking.app.test.sandboxes.simplybook.rpcCalls('book').slice(before);
    expect(book![5]).toEqual({
      dietary: 'None',
      [FOLIAGE]: 'Native greens',
      Nameforthegifttag: 'Grandma',
      adults: '1',
      children: '0',
      handle_invoice: true,
    });

    await booking.app.post('/api/booking-confirm', confirmBody(res.body.reservationData.token, address)).expect(200);
    await deliverAllDue(booking.app);
    const [record] = booking.app.test.sandboxes.propertyApi.submissions
      .received('consumer/booking')
      .map((entry) => entry.body as { client: { email: string }; fields: unknown[] })
      .filter((body) => body.client.email === address);
    expect(record!.fields).toEqual([
      { name: 'dietary', value: 'None', type: 'string' },
      { name: FOLIAGE, value: 'Native greens', type: 'string' },
      { name: 'Nameforthegifttag', value: 'Grandma', type: 'string' },
    ]);
  });
});
