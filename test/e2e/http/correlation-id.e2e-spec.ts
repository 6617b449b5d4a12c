import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createHttpTestApp } from './http-test.app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('correlation id (configureHttp)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createHttpTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('should generate an id and send it in the header and the error body', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/crash');
    expect(res.headers['x-correlation-id']).toMatch(UUID);
    expect(res.body.correlationId).toBe(res.headers['x-correlation-id']);
  });

  it('should echo a safe x-request-id from the load balancer', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/crash').set('X-Request-Id', 'lb-1234_abcd');
    expect(res.headers['x-correlation-id']).toBe('lb-1234_abcd');
    expect(res.body.correlationId).toBe('lb-1234_abcd');
  });

  it('should prefer x-correlation-id over x-request-id', async () => {
    const res = await request(app.getHttpServer())
      .get('/test-page/ok')
      .set('X-Request-Id', 'from-lb')
      .set('X-Correlation-Id', 'from-caller');
    expect(res.headers['x-correlation-id']).toBe('from-caller');
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'a b'],
    ['an escaped header split', 'abc\\r\\nSet-Cookie: x=1'],
    ['something too long', 'a'.repeat(65)],
  ])('should replace an incoming id holding %s with a new one', async (_what, id) => {
    const res = await request(app.getHttpServer()).get('/test-page/ok').set('X-Correlation-Id', id);
    expect(res.headers['x-correlation-id']).toMatch(UUID);
  });

  it('should give every request its own id', async () => {
    const first = await request(app.getHttpServer()).get('/test-page/ok');
    const second = await request(app.getHttpServer()).get('/test-page/ok');
    expect(first.headers['x-correlation-id']).not.toBe(second.headers['x-correlation-id']);
  });
});
