import { BUSY_MESSAGE, CHECK_HIGHLIGHTED_FIELDS, NETWORK_ERROR } from '../../../src/common/domain/booking/booking-messages';
import { RequestError, type RequestOptions, type Transport } from '../../app/transport';
import type { HumanCheck } from '../forms/human-check';
import { HttpBookingApi } from './booking-api';

interface Call {
  url: string;
  body: unknown;
  headers?: Record<string, string>;
}

function setUp(answers: Array<(call: Call) => Promise<unknown>>) {
  const calls: Call[] = [];
  const transport: Transport = {
    getJson: () => Promise.reject(new Error('no GET expected')),
    postJson: <T>(url: string, body: unknown, options?: RequestOptions) => {
      const call = { url, body, headers: options?.headers };
      calls.push(call);
      const next = answers.shift();
      return (next ? next(call) : Promise.reject(new Error(`unexpected POST ${url}`))) as Promise<T>;
    },
  };
  let checks = 0;
  let keys = 0;
  const humanCheck: HumanCheck = { token: () => Promise.resolve(`pass-${++checks}`), reset: () => {} };
  const api = new HttpBookingApi({ transport, humanCheck, newKey: () => `key-${++keys}` });
  return { api, calls };
}

const session = (token: string) => () => Promise.resolve({ companyId: 'willowvale', token, expiresAt: '2026-11-23T01:00:00Z' });
const block = { page: 'pages/book/wreath-workshop', uid: 'b1' };
const reserveRequest = {
  block,
  event_id: 30,
  provider_id: 4,
  date: '2026-11-26',
  time: '10:00:00',
  email: 'ada@example.com',
  quantity: 1,
  answers: {},
  products: [],
};

describe('the booking API in the browser (spec 3 §7.1, §8)', () => {
  it('should ask for a session once, and for a new one when a call says it expired, retrying that call once', async () => {
    const { api, calls } = setUp([
      session('t1'),
      () => Promise.resolve({ data: { slots: [] } }),
      () => Promise.reject(new RequestError('http', 'expired', 401)),
      session('t2'),
      () => Promise.resolve({ data: { slots: [] } }),
    ]);
    const request = { block, service_id: 30, date_from: '2026-11-23', date_to: '2026-11-30' };
    await api.slots(request);
    await api.slots(request);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/booking-public-token',
      '/api/booking-slots',
      '/api/booking-slots',
      '/api/booking-public-token',
      '/api/booking-slots',
    ]);
    expect(calls.filter((call) => call.url === '/api/booking-slots').map((call) => (call.body as { token: string }).token)).toEqual(['t1', 't1', 't2']);
  });

  it('should reserve with a human check and one idempotency key per attempt', async () => {
    const reserved = () => Promise.resolve({ reservationData: { token: 'r' } });
    const { api, calls } = setUp([session('t1'), reserved, reserved]);
    await api.reserve(reserveRequest);
    await api.reserve(reserveRequest);
    const reserves = calls.filter((call) => call.url === '/api/booking-reserve');
    expect(reserves.map((call) => call.headers)).toEqual([
      { Authorization: 'pass-1', 'Idempotency-Key': 'key-1' },
      { Authorization: 'pass-2', 'Idempotency-Key': 'key-2' },
    ]);
    expect(reserves[0]!.body).toEqual({ ...reserveRequest, token: 't1' });
  });

  it('should say the visitor is offline when fetch fails, and ask for patience when the server is busy', async () => {
    const { api } = setUp([
      () => Promise.reject(new RequestError('network', 'Network Error')),
      session('t1'),
      () => Promise.reject(new RequestError('http', 'busy', 502, { message: 'Request failed with status code 502' })),
      () => Promise.reject(new RequestError('http', 'taken', 400, { message: 'Sorry, selected time is no longer available. Please choose a different time.' })),
    ]);
    await expect(api.reserve(reserveRequest)).rejects.toThrow(NETWORK_ERROR);
    await expect(api.reserve(reserveRequest)).rejects.toThrow(BUSY_MESSAGE);
    await expect(api.reserve(reserveRequest)).rejects.toThrow('Sorry, selected time is no longer available. Please choose a different time.');
  });

  it('should ask the visitor to check the fields a 400 names, never answering the server\'s bare "Validation failed"', async () => {
    const { api } = setUp([
      session('t1'),
      () =>
        Promise.reject(
          new RequestError('http', 'refused', 400, { statusCode: 400, message: 'Validation failed', errors: { Dietaryneeds: 'This is a required field.' } }),
        ),
    ]);
    const refused = api.reserve(reserveRequest);
    await expect(refused).rejects.toThrow(CHECK_HIGHLIGHTED_FIELDS);
    await expect(refused).rejects.toMatchObject({ status: 400, errors: { Dietaryneeds: 'This is a required field.' } });
  });

  it('should pass the membership check\'s verification on', async () => {
    const { api, calls } = setUp([
      () => Promise.resolve({ status: 'ok', data: { subscribed: true, existingFields: {}, verification: 'sealed' } }),
    ]);
    await expect(api.verifySubscription('ada@example.com')).resolves.toEqual({ subscribed: true, verification: 'sealed' });
    expect(calls[0]).toEqual({ url: '/api/verify-subscription', body: { email: 'ada@example.com' }, headers: { Authorization: 'pass-1' } });
  });
});
