import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createHttpTestApp } from './http-test.app';
import { INTERNAL_SECRET, SLOT_UNAVAILABLE_MESSAGE } from './test-http.controllers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GENERIC = 'Oops! Something went wrong, Please try again later.';

describe('API errors (global filter)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createHttpTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('should map a domain error to the status registered for its code, with its code and message', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/slot-taken');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: SLOT_UNAVAILABLE_MESSAGE,
      code: 'BOOKING.SLOT_UNAVAILABLE',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should map a code by its reason suffix and pass its field errors on', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/store-missing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'We could not find that store',
      errors: { slug: 'No store has this address' },
      code: 'STORE.NOT_FOUND',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer a domain error with an unregistered code as an unexpected 500', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/unregistered-code');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: GENERIC, correlationId: expect.stringMatching(UUID) });
  });

  it('should answer a plain Error with 500, the generic message and a correlation id, never the stack or its message', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: GENERIC, correlationId: expect.stringMatching(UUID) });
    expect(res.headers['x-correlation-id']).toBe(res.body.correlationId);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain(INTERNAL_SECRET);
    expect(res.text).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('should answer an unknown API route with 404 without echoing the URL', async () => {
    const res = await request(app.getHttpServer()).get('/api/nothing-here?email=canary.person%40example.com');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found', correlationId: expect.stringMatching(UUID) });
    expect(res.text).not.toContain('canary');
  });

  it('should end a response whose headers were already sent instead of throwing', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/crash-mid-stream');
    expect(res.status).toBe(200);
    expect(res.text).toBe('partial');
  });
});
