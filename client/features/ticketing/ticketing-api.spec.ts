import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import type { HumanCheck } from '../forms/human-check';
import { HttpTicketingApi, TicketingCallError } from './ticketing-api';

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
});
