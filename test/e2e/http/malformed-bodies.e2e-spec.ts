import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import request from 'supertest';
import { createHttpTestApp } from './http-test.app';

// QUALITY R1 in small: the full run (>= 1,000 bodies per real endpoint) lives with the bench scripts
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/octet-stream',
  undefined,
);
const contentEncodings = fc.constantFrom(undefined, undefined, undefined, 'gzip', 'br', 'x-unknown');
const bodies = fc.oneof(
  fc.json({ maxDepth: 6 }),
  fc.string({ maxLength: 300 }),
  fc.jsonValue({ maxDepth: 40 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'email', 'first_name', 'items'),
      fc.jsonValue({ maxDepth: 3 }),
    )
    .map((value) => JSON.stringify(value)),
  fc.integer({ min: 1, max: 80 }).map((depth) => '['.repeat(depth * 100) + ']'.repeat(depth * 100)),
  fc.constant(`{"first_name":"${'x'.repeat(110 * 1024)}"}`),
  fc.constant(''),
);

describe('malformed bodies (QUALITY R1)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createHttpTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('should reject every malformed body with 400, 413 or 415, a correlation id and no stack', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, contentEncodings, async (body, type, encoding) => {
        let call = request(app.getHttpServer()).post('/api/test/contact');
        if (type) call = call.set('Content-Type', type);
        if (encoding) call = call.set('Content-Encoding', encoding);
        const res = await call.send(body);
        expect([200, 400, 413, 415]).toContain(res.status);
        if (res.status !== 200) {
          expect(res.body).toEqual(
            expect.objectContaining({
              statusCode: res.status,
              message: expect.any(String),
              correlationId: expect.any(String),
            }),
          );
          expect(res.text).not.toMatch(/\n\s+at |Error:|node_modules/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
