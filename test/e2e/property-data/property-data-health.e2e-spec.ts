import request from 'supertest';
import { startTestApp, TestApp } from '../../utils/test-app';

describe('health of the property data API', () => {
  let app: TestApp;
  beforeAll(async () => {
    // each check probes afresh; one retry, so a failing probe answers quickly
    app = await startTestApp({
      env: { PROPERTY_API_HEALTH_PROBE_SECONDS: '0', PROPERTY_API_RETRIES: '1', PROPERTY_API_RETRY_DELAY_MS: '10' },
    });
  });
  afterAll(() => app.close());
  afterEach(() => app.sandboxes.propertyApi.faults.clear());

  it('should report the property data API up beside the cache and the CMS', async () => {
    const up = await request(app.url).get('/api/health');
    expect(up.status).toBe(200);
    expect(Object.keys(up.body.info)).toEqual(['cache', 'cms', 'propertyData']);
    expect(up.body.info.propertyData).toEqual({ status: 'up', latencyMs: expect.any(Number) });
  });

  it('should answer 503 with the details when the API is down', async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'error', status: 503, match: /centres/ });
    const down = await request(app.url).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body.error).toEqual({
      propertyData: { status: 'down', error: 'Service Unavailable', upstreamStatus: 503 },
    });
    expect(down.body.info.cms.status).toBe('up');
  });

  it("should say 'Bad Request' (no answer) when the API cannot be reached", async () => {
    app.sandboxes.propertyApi.faults.set({ mode: 'refuse' });
    const down = await request(app.url).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body.error.propertyData).toEqual({ status: 'down', error: 'Bad Request', upstreamStatus: 400 });
  });

  it('should fetch a new token when the old one expired, and stay up', async () => {
    await request(app.url).get('/api/health');
    const tokensBefore = app.sandboxes.propertyApi.tokens.issued;
    app.sandboxes.propertyApi.tokens.expireAll();
    const up = await request(app.url).get('/api/health');
    expect(up.status).toBe(200);
    expect(app.sandboxes.propertyApi.tokens.issued).toBe(tokensBefore + 1);
  });
});

describe('health probes of the property data API under frequent checks', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PROPERTY_API_HEALTH_PROBE_SECONDS: '60' } });
  });
  afterAll(() => app.close());

  it('should let many health checks share one probe per probe window', async () => {
    app.sandboxes.propertyApi.requests.reset();
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(app.url).get('/api/health')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(app.sandboxes.propertyApi.requests.count('/v3/centres')).toBe(1);
    expect(app.sandboxes.propertyApi.requests.count('/oauth/accesstoken')).toBe(1);
  });
});
