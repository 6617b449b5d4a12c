import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import type { HumanCheck } from '../forms/human-check';
import { abortByBeacon, cancelSeatsByBeacon, HttpTicketingApi, TicketingCallError } from './ticketing-api';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function setUp(answer: (call: Call) => Promise<unknown> = () => Promise.resolve({})) {
  const calls: Call[] = [];
  const transport: Transport = {
    getJson: <T>(url: string) => {
      const call: Call = { method: 'GET', url };
      calls.push(call);
      return answer(call) as Promise<T>;
    },
    postJson: <T>(url: string, body: unknown, options?: RequestOptions) => {
      const call: Call = { method: 'POST', url, body, headers: options?.headers };
      calls.push(call);
      return answer(call) as Promise<T>;
    },
  };
  let checks = 0;
  let keys = 0;
  let resets = 0;
  const humanCheck: HumanCheck = { token: () => Promise.resolve(`pass-${++checks}`), reset: () => void (resets += 1) };
  const api = new HttpTicketingApi({ transport, humanCheck, newKey: () => `key-${++keys}` });
  return { api, calls, resets: () => resets };
}

describe('the ticketing API in the browser (docs/ticketing.md, spec 3 §7.1, §8)', () => {
  it('should call each path of the API with the human check and the idempotency key where it asks for them', async () => {
    const { api, calls, resets } = setUp(() => Promise.resolve({ events: [], checkout: {} }));
    await api.listings('willowvale-recurrent');
    await api.eventInfo('willowvale-free');
    await api.createCheckout({ eventId: 'willowvale-free', items: [{ ticketTypeId: 'adult', amount: 2 }] });
    await api.replaceItems('sealed', [{ ticketTypeId: 'adult', amount: 1 }]);
    await api.applyCoupon('TIX 10', 'sealed');
    await api.paymentRequest('sealed');
    await api.confirm('sealed', 'pi_1');
    await api.tickets('se/aled');
    await api.abort('sealed');
    expect(calls.map((call) => `${call.method} ${call.url} ${JSON.stringify(call.headers ?? {})}`)).toEqual([
      'GET /api/events/public/listings?eventId=willowvale-recurrent {}',
      'GET /api/events/info/willowvale-free {}',
      'POST /api/checkout {"Authorization":"pass-1","Idempotency-Key":"key-1"}',
      'POST /api/checkout/items {}',
      'POST /api/coupon/TIX%2010/info {"Authorization":"pass-2"}',
      'POST /api/payments/requests {"Idempotency-Key":"key-2"}',
      'POST /api/confirm-booking {"Authorization":"pass-3","Idempotency-Key":"key-3"}',
      'GET /api/checkout/tickets?token=se%2Faled {}',
      'POST /api/checkout/abort {}',
    ]);
    expect(calls[6]!.body).toEqual({ token: 'sealed', paymentIntentId: 'pi_1' });
    // the check is reset after every attempt that used it
    expect(resets()).toBe(3);
  });

  it("should say the visitor is offline when fetch fails, and keep the server's message, fields and code", async () => {
    const offline = setUp(() => Promise.reject(new RequestError('network', 'Network Error')));
    const lost = await offline.api.eventInfo('x').catch((error: unknown) => error);
    expect(lost).toEqual(
      new TicketingCallError(
        'It seems like you are not connected to the Internet. Please check your connection and try again.',
      ),
    );
    expect((lost as TicketingCallError).network).toBe(true);
    const refused = setUp(() =>
      Promise.reject(
        new RequestError('http', 'refused', 400, {
          message: 'Mobile number is required',
          errors: { mobile: 'Mobile number is required' },
          code: 'TICKETING.DETAILS',
        }),
      ),
    );
    const error = (await refused.api
      .createCheckout({ eventId: 'x', items: [] })
      .catch((e: unknown) => e)) as TicketingCallError;
    expect([error.message, error.status, error.fieldErrors, error.code]).toEqual([
      'Mobile number is required',
      400,
      { mobile: 'Mobile number is required' },
      'TICKETING.DETAILS',
    ]);
  });

  it('should answer the member check without anything else the server said', async () => {
    const { api } = setUp(() =>
      Promise.resolve({ status: 'ok', data: { subscribed: true, verification: 'sealed', name: 'Ada' } }),
    );
    await expect(api.verifySubscription('ada@example.com')).resolves.toEqual({
      subscribed: true,
      verification: 'sealed',
    });
  });

  it('should reserve, free and cancel seats on the seating routes, the token only once there is one', async () => {
    const { api, calls } = setUp((call) =>
      Promise.resolve(
        call.url.endsWith('/free')
          ? { status: 'ok', validUntil: '2026-11-28T01:10:00.000Z' }
          : { token: 'seats-1', statusId: 'stalls-A-1', validUntil: '2026-11-28T01:10:00.000Z' },
      ),
    );
    await api.seatMap('show/1');
    await expect(api.reserveSeat('show-1', 'stalls-A-1')).resolves.toMatchObject({ token: 'seats-1' });
    await api.reserveSeat('show-1', 'stalls-A-2', 'seats-1');
    await expect(api.freeSeat('show-1', 'stalls-A-2', 'seats-1')).resolves.toEqual({
      validUntil: '2026-11-28T01:10:00.000Z',
    });
    await api.cancelSeatReservation('seats-1');
    expect(calls.map((call) => `${call.method} ${call.url} ${JSON.stringify(call.body ?? null)}`)).toEqual([
      'GET /api/seating/show%2F1/map null',
      'POST /api/seating/show-1/reserve {"statusId":"stalls-A-1"}',
      'POST /api/seating/show-1/reserve {"statusId":"stalls-A-2","token":"seats-1"}',
      'POST /api/seating/show-1/free {"statusId":"stalls-A-2","token":"seats-1"}',
      'POST /api/reservation/cancel {"token":"seats-1"}',
    ]);
  });

  it("should keep a seat's refusal code (taken, limit, reservation gone)", async () => {
    const { api } = setUp(() =>
      Promise.reject(
        new RequestError('http', 'taken', 409, {
          message: "Sorry the seat you've selected is no longer available",
          code: 'seat-unavailable',
        }),
      ),
    );
    const error = (await api.reserveSeat('show-1', 'stalls-A-1').catch((e: unknown) => e)) as TicketingCallError;
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'seat-unavailable',
      "Sorry the seat you've selected is no longer available",
    ]);
  });

  it('should send the abort and the seat cancel as beacons of JSON when the page goes away', async () => {
    const sent: Array<{ url: string; body: string; type: string }> = [];
    const beacon = (url: string, body: Blob) => {
      void body.text().then((text) => sent.push({ url, body: text, type: body.type }));
      return true;
    };
    const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon: beacon }, configurable: true });
    try {
      expect(abortByBeacon('checkout-1')).toBe(true);
      expect(cancelSeatsByBeacon('seats-1')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toEqual([
        { url: '/api/checkout/abort', body: '{"token":"checkout-1"}', type: 'application/json' },
        { url: '/api/reservation/cancel', body: '{"token":"seats-1"}', type: 'application/json' },
      ]);
    } finally {
      if (before) Object.defineProperty(globalThis, 'navigator', before);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });
});
