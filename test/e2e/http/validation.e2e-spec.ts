import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createHttpTestApp } from './http-test.app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const valid = { first_name: 'Jane', email: 'jane@example.com' };
// a literal `{ __proto__: ... }` would set the prototype instead of a key
const protoFieldError = JSON.parse('{"__proto__":"This field is not allowed"}') as Record<string, string>;

describe('validation (APP_PIPE + unsafe payload check)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createHttpTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (body: unknown) =>
    request(app.getHttpServer())
      .post('/api/test/contact')
      .send(body as object);

  it('should pass a valid body to the controller as a DTO instance', async () => {
    const res = await post({ ...valid, address: { postcode: '3000' }, items: [{ quantity: 2 }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isDto: true, fields: ['address', 'email', 'first_name', 'items'] });
  });

  it('should answer invalid fields with 400 and the message of the first failing rule in reading order', async () => {
    const res = await post({ first_name: '', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { first_name: 'Please enter your first name', email: 'Please enter a valid email address' },
      correlationId: expect.stringMatching(UUID),
    });
  });

  it('should name nested fields a.b and array items a.0.b', async () => {
    const res = await post({ ...valid, address: { postcode: '30' }, items: [{ quantity: 1 }, { quantity: 0.5 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'address.postcode': 'Postcode must be 4 digits',
      'items.1.quantity': 'Quantity must be a whole number',
    });
  });

  it('should reject unknown fields, nested ones included', async () => {
    const res = await post({ ...valid, isAdmin: true, address: { postcode: '3000', street: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      isAdmin: 'This field is not allowed',
      'address.street': 'This field is not allowed',
    });
  });

  it('should never echo submitted values in errors', async () => {
    const res = await post({ first_name: 'x'.repeat(300), email: 'canary.person@example' });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('canary');
    expect(res.text).not.toContain('xxxxxxxxxx');
  });

  it('should reject a body that is an array', async () => {
    const res = await post([valid]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.errors).toMatchObject({ '0': 'This field is not allowed' });
  });

  it('should reject __proto__ keys with 400 and leave Object.prototype alone', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/test/contact')
      .set('Content-Type', 'application/json')
      .send('{"first_name":"Jane","email":"jane@example.com","__proto__":{"polluted":"yes"}}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: protoFieldError,
      correlationId: expect.stringMatching(UUID),
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('should reject constructor.prototype keys anywhere in the body', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/test/contact')
      .set('Content-Type', 'application/json')
      .send(
        '{"first_name":"Jane","email":"jane@example.com","address":{"constructor":{"prototype":{"polluted":"yes"}}}}',
      );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'address.constructor': 'This field is not allowed' });
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('should reject prototype keys in form bodies and query strings', async () => {
    const form = await request(app.getHttpServer())
      .post('/api/test/contact')
      .type('form')
      .send('first_name=Jane&email=jane%40example.com&constructor=x');
    expect(form.status).toBe(400);
    expect(form.body.errors).toEqual({ constructor: 'This field is not allowed' });
    const query = await request(app.getHttpServer()).get('/api/test/search?query=shoes&__proto__=x');
    expect(query.status).toBe(400);
    expect(query.body.errors).toEqual(protoFieldError);
  });

  it('should reject bodies nested deeper than 32 levels without failing', async () => {
    const deep = '{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000);
    const res = await request(app.getHttpServer())
      .post('/api/test/contact')
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation failed');
    expect(Object.values(res.body.errors)).toEqual(['This field is nested too deeply']);
  });

  it('should validate query strings with the same pipe', async () => {
    expect((await request(app.getHttpServer()).get('/api/test/search?query=shoes')).body).toEqual({ query: 'shoes' });
    const res = await request(app.getHttpServer()).get('/api/test/search?query=shoes&page=2');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ page: 'This field is not allowed' });
  });
});
