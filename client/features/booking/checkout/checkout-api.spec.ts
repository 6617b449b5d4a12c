import { CheckoutApiError, fetchCheckoutApi } from './checkout-api';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: () => Promise<Response>) {
  const sent: Sent[] = [];
  const fetchImpl = (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  };
  return { sent, api: fetchCheckoutApi(fetchImpl) };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the checkout’s calls of the booking API (spec 3 §7.1, §8)', () => {
  it('should confirm with the human check in Authorization and one Idempotency-Key', async () => {
    const { sent, api } = fakeFetch(() => json(200, { status: 'confirmed', reference: 'A1', bookings: [] }));
    const body = {
      token: 'r',
      client: { first_name: 'A', last_name: 'B', email: 'a@example.com', mobile: '0412345678', postcode: '3000' },
      subscribe: false,
      consent: true,
    };
    await expect(api.confirm(body, 'pass-token', 'key-1')).resolves.toMatchObject({ reference: 'A1' });
    expect(sent[0]!.url).toBe('/api/booking-confirm');
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.headers).toMatchObject({ Authorization: 'pass-token', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual(body);
  });

  it('should ask the payment intent for the invoice in the query', async () => {
    const { sent, api } = fakeFetch(() => json(200, { id: 'pi', client_secret: 's', public_key: 'sandbox' }));
    await api.paymentIntent(501, { token: 'r', sms_required: false });
    expect(sent[0]!.url).toBe('/api/booking-payment-intent?invoice_id=501');
  });

  it('should surface a 400’s message and field errors', async () => {
    const { api } = fakeFetch(() =>
      json(400, { statusCode: 400, message: 'Mobile is required', errors: { mobile: 'Mobile is required' } }),
    );
    const error = await api.applyPromo({ token: 'r', code: 'X' }, 't').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(CheckoutApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Mobile is required',
      fieldErrors: { mobile: 'Mobile is required' },
    });
  });

  it('should say the visitor is not connected when fetch itself fails', async () => {
    const { api } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      api.cardSandbox({
        client_secret: 's',
        card: { number: '4242', exp_month: 1, exp_year: 2030, cvc: '1' },
        billing_details: {},
      }),
    ).rejects.toMatchObject({
      network: true,
      message: 'It seems like you are not connected to the Internet. Please check your connection and try again.',
    });
  });
});
