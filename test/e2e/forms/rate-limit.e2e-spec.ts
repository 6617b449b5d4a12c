import { ManualClock, startLedgerApp, type LedgerApp } from '../submissions/ledger-harness';
import { postForm, UUID } from './forms-harness';

// a fixed clock: every window has its whole length left, so Retry-After is exact
const NOW = Date.parse('2026-11-23T02:00:00Z');

const ENDPOINTS: Array<[path: string, body: Record<string, unknown>]> = [
  [
    '/api/contact-us',
    { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', type: 'enquiry', comment: 'Hello' },
  ],
  [
    '/api/leasing',
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address: '1 Station St',
      email: 'ada@example.com',
      phone: '0398765432',
      trading_name: 'Ada Books',
    },
  ],
  [
    '/api/leasing-popup',
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Ada Books',
      telephone_number: '0412345678',
      email: 'ada@example.com',
      postcode: '3128',
      type_of_enquiry: '2',
      your_business_category: 'Books',
    },
  ],
  [
    '/api/commercial-leasing-enquiry',
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      businessName: 'Ada Books',
      email: 'ada@example.com',
      mobile: '0412345678',
    },
  ],
  ['/api/subscribe', { first_name: 'Ada', email: 'ada@example.com', postcode: '3128' }],
  ['/api/verify-subscription', { email: 'ada@example.com' }],
];

describe('form endpoints: per-address limits (QUALITY R7)', () => {
  let app: LedgerApp;

  beforeAll(async () => {
    app = await startLedgerApp({
      clock: new ManualClock(NOW),
      // one proxy hop, so X-Forwarded-For names the address as a load balancer would
      env: { RATE_LIMIT_POSTS: '2', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(() => app.test.close());

  it.each(ENDPOINTS)(
    'should answer 429 with Retry-After once an address is over the limit of %s',
    async (path, body) => {
      const address = '203.0.113.9';
      const answered = path === '/api/verify-subscription' ? 200 : 201;
      const allowed = [
        await postForm(app, path, body).set('X-Forwarded-For', address),
        await postForm(app, path, body).set('X-Forwarded-For', address),
      ];
      expect(allowed.map((res) => res.status)).toEqual([answered, answered]);
      const pending = (await app.submissions.list('pending', 1000)).length;

      const limited = await postForm(app, path, body).set('X-Forwarded-For', address);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.body).toEqual({
        statusCode: 429,
        message: 'Too many requests, please wait a moment and try again.',
        code: 'RATE_LIMIT.EXCEEDED',
        correlationId: expect.stringMatching(UUID),
      });
      expect(await app.submissions.list('pending', 1000)).toHaveLength(pending);
      expect((await postForm(app, path, body).set('X-Forwarded-For', '198.51.100.7')).status).toBe(answered);
    },
  );
});
