import request from 'supertest';
import { startTestApp, type TestApp } from '../../utils/test-app';

// The whole application as production runs it: the limiter guards its real POST routes, bodies over 100 KB get
// 413, and in test mode the human check asks the captcha sandbox.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let app: TestApp;

beforeAll(async () => {
  // behind one proxy hop, so X-Forwarded-For names each visitor's address
  app = await startTestApp({ env: { RATE_LIMIT_POSTS: '3', TRUST_PROXY_HOPS: '1' } });
});
afterAll(() => app.close());

const timeToPark = (address: string) =>
  request(app.url)
    .post('/api/time-to-park')
    .set('Host', app.host('willowvale'))
    .set('X-Forwarded-For', address)
    .send({ region_id: [] });

describe('abuse limits of the application', () => {
  it('should limit a real POST route per address with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await timeToPark('203.0.113.9')).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await timeToPark('203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.body).toEqual({
      statusCode: 429,
      message: 'Too many requests, please wait a moment and try again.',
      code: 'RATE_LIMIT.EXCEEDED',
      correlationId: expect.stringMatching(UUID),
    });
    expect((await timeToPark('198.51.100.7')).status).toBe(200);
  });

  it('should answer a JSON POST over 100 KB with 413', async () => {
    const res = await request(app.url)
      .post('/api/time-to-park')
      .set('Host', app.host('willowvale'))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ region_id: ['x'.repeat(100 * 1024)] }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should point the human check at the captcha sandbox with the demo keys', () => {
    expect(app.config.integrations.captcha).toMatchObject({
      verifyUrl: app.sandboxes.captcha.verifyUrl,
      siteKey: 'demo-captcha-site-key',
      secret: 'demo-captcha-secret',
    });
  });
});
