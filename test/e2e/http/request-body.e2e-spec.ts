import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createHttpTestApp } from './http-test.app';
import { WEBHOOK_SECRET } from './test-http.controllers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request bodies (configureHttp)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createHttpTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('should answer a JSON body over 100 KB with 413 and the standard error body', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(100 * 1024) });
    const res = await request(app.getHttpServer())
      .post('/api/test/webhook')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer a form body over 100 KB with 413', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/test/contact')
      .type('form')
      .send(`first_name=${'x'.repeat(101 * 1024)}`);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('should accept a JSON body just under the limit', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(100 * 1024 - 100) });
    const res = await request(app.getHttpServer())
      .post('/api/test/webhook')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body.rawBytes).toBe(Buffer.byteLength(body));
  });

  it('should answer malformed JSON with 400 "Malformed JSON" and never quote the body', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/test/contact')
      .set('Content-Type', 'application/json')
      .send('{"email": "canary.person@example.com", oops}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Malformed JSON',
      errors: {},
      correlationId: expect.stringMatching(UUID),
    });
    expect(res.text).not.toContain('canary');
  });

  it('should answer a JSON string or number at the top level as malformed JSON', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/test/contact')
      .set('Content-Type', 'application/json')
      .send('"just a string"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON');
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/xml', '<a/>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('should answer an API POST with a %s body with 415', async (type, body) => {
    const res = await request(app.getHttpServer()).post('/api/test/contact').set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      statusCode: 415,
      message: 'Unsupported content type',
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should answer an API PUT with a body but no content type with 415', async () => {
    const res = await request(app.getHttpServer())
      .put('/api/test/contact')
      .set('Content-Length', '5')
      .send(Buffer.from('hello'));
    expect(res.status).toBe(415);
  });

  it('should let an API POST without a body through to validation', async () => {
    const res = await request(app.getHttpServer()).post('/api/test/contact');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
  });

  it('should not apply the content-type rule outside /api', async () => {
    const res = await request(app.getHttpServer())
      .post('/test-page/ok')
      .set('Content-Type', 'text/plain')
      .send('hello');
    expect(res.status).toBe(404);
  });

  it('should keep the raw bytes of a JSON body for signature checks (CMS webhook)', async () => {
    const body = '{ "action": "published",  "story_id": 456, "full_slug": "home" }';
    const res = await request(app.getHttpServer())
      .post('/api/test/webhook')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rawBytes: Buffer.byteLength(body),
      signature: createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex'),
    });
  });
});
