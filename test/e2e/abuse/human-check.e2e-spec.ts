import request from 'supertest';
import { startAbuseTestApp, type AbuseTestApp } from './abuse-test.app';

// spec 2 §5 / §8 and contracts.md §5: every public POST carries the captcha token in Authorization and is
// verified with siteverify (here the captcha sandbox) before the route runs.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: AbuseTestApp;

beforeAll(async () => {
  // a short siteverify timeout keeps the hanging-siteverify test quick
  app = await startAbuseTestApp({ env: { CAPTCHA_TIMEOUT_MS: '300' } });
});
afterAll(() => app.close());
afterEach(() => {
  app.captcha.faults.clear();
  app.captcha.requests.reset();
  app.captcha.answer = { version: 'v3', score: 0.9, action: 'submit', hostname: 'localhost' };
});

// each test posts from an address of its own, so the rate limit (10 a minute) never gets in the way
let nextAddress = 1;
const enquiry = (authorization?: string, path = '/api/abuse-test/enquiry') => {
  const req = request(app.url)
    .post(path)
    .set('X-Forwarded-For', `192.0.2.${nextAddress++}`)
    .send({ first_name: 'Ada' });
  return authorization === undefined ? req : req.set('Authorization', authorization);
};

const failedBody = (code: string) => ({
  statusCode: 400,
  message: 'Human verification failed',
  errors: { captcha: 'Please confirm you are not a robot' },
  code,
  correlationId: expect.stringMatching(UUID),
});

describe('the human check of a public POST', () => {
  it("should answer 400 'Human verification failed' with 'Please confirm you are not a robot' when no token is sent", async () => {
    const res = await enquiry();
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failedBody('CAPTCHA.MISSING'));
    expect(app.captcha.requests.total).toBe(0);
  });

  it('should answer 400 with both messages for an empty Bearer header', async () => {
    const res = await enquiry('Bearer ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failedBody('CAPTCHA.MISSING'));
  });

  it('should answer 400 with both messages for a token siteverify fails', async () => {
    const res = await enquiry('demo-fail');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failedBody('CAPTCHA.FAILED'));
    expect(app.captcha.requests.counts()).toMatchObject({ total: 1, failed: 1 });
  });

  it('should let a passing token through, bare or as Bearer', async () => {
    const bare = await enquiry('demo-pass');
    expect(bare.status).toBe(201);
    expect(bare.body).toEqual({ received: true });
    const bearer = await enquiry('Bearer demo-pass');
    expect(bearer.status).toBe(201);
    expect(bearer.body).toEqual({ received: true });
  });

  it("should send siteverify the server's secret, the token and the visitor's address", async () => {
    await request(app.url)
      .post('/api/abuse-test/enquiry')
      .set('X-Forwarded-For', '203.0.113.77')
      .set('Authorization', 'Bearer demo-pass')
      .send({});
    expect(app.captcha.requests.entries).toEqual([
      { at: expect.any(Number), token: 'demo-pass', remoteip: '203.0.113.77', success: true, errorCodes: [] },
    ]);
  });

  it('should refuse a token the second time it is used', async () => {
    const token = app.captcha.issueToken();
    expect((await enquiry(`Bearer ${token}`)).status).toBe(201);
    const reused = await enquiry(`Bearer ${token}`);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(failedBody('CAPTCHA.FAILED'));
  });

  it('should refuse a passing token whose score is under the threshold', async () => {
    app.captcha.answer = { ...app.captcha.answer, score: 0.1 };
    const res = await enquiry('demo-pass');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failedBody('CAPTCHA.FAILED'));
  });

  it('should refuse a token siteverify says was made on a page of another site', async () => {
    const res = await enquiry(`Bearer ${app.captcha.issueToken({ hostname: 'www.evil.example', action: 'submit' })}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failedBody('CAPTCHA.FAILED'));
  });

  it('should refuse a v3 token made for another action than CAPTCHA_ACTION', async () => {
    const res = await enquiry(`Bearer ${app.captcha.issueToken({ hostname: 'localhost', action: 'login' })}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failedBody('CAPTCHA.FAILED'));
  });

  it("should refuse a v3 token made for another action than the route's", async () => {
    const other = await enquiry('demo-pass', '/api/abuse-test/contact-action');
    expect(other.status).toBe(400);
    expect(other.body).toEqual(failedBody('CAPTCHA.FAILED'));
    app.captcha.answer = { ...app.captcha.answer, action: 'contact' };
    expect((await enquiry('demo-pass', '/api/abuse-test/contact-action')).status).toBe(201);
  });

  it('should answer 503 with the generic message, letting nothing through, when siteverify is down', async () => {
    app.captcha.faults.set({ mode: 'error', status: 503 });
    const res = await enquiry('demo-pass');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'Oops! Something went wrong, Please try again later.',
      code: 'CAPTCHA.UNAVAILABLE',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer 503 when siteverify does not answer within the timeout', async () => {
    app.captcha.faults.set({ mode: 'hang' });
    const res = await enquiry('demo-pass');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('CAPTCHA.UNAVAILABLE');
  });

  it('should never echo the token in the error body', async () => {
    const res = await enquiry('Bearer canary-token-0451');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toContain('canary-token-0451');
  });
});
