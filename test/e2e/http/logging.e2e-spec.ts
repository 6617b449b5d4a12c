import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { captureLogger, createHttpTestApp } from './http-test.app';

interface LogEntry {
  [field: string]: unknown;
  correlationId?: string;
  msg?: string;
  err?: { stack?: string };
}

// QUALITY R8: canary personal data that must never reach a log line
const CANARY = {
  email: 'canary.person@example.com',
  mobile: '0412 345 678',
  first_name: 'Canaryfirstname',
  card: '4242 4242 4242 4242',
};

describe('request logging (pino, pino-http)', () => {
  let app: NestExpressApplication;
  let lines: string[];

  beforeAll(async () => {
    const captured = captureLogger();
    lines = captured.lines;
    app = await createHttpTestApp({ logger: captured.logger });
  });
  afterAll(async () => {
    await app.close();
  });

  const output = (): string => lines.join('\n');
  const entries = (): LogEntry[] => lines.map((text) => JSON.parse(text) as LogEntry);

  it('should log one line per request with its correlation id, method, path and status', async () => {
    const res = await request(app.getHttpServer()).get('/test-page/ok').set('X-Request-Id', 'trace-me-1');
    expect(res.status).toBe(200);
    const line = entries().find((entry) => entry.correlationId === 'trace-me-1');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request completed',
      req: { method: 'GET', path: '/test-page/ok' },
      res: { statusCode: 200 },
    });
  });

  it('should never log bodies, query strings, cookies or authorization, even when a request fails', async () => {
    await request(app.getHttpServer())
      .post(`/api/test/contact?email=${encodeURIComponent(CANARY.email)}&mobile=${encodeURIComponent(CANARY.mobile)}`)
      .set('Authorization', 'Bearer canary-captcha-token')
      .set('Cookie', 'session=canary-cookie')
      .send({ ...CANARY, address: { postcode: 'xx' } });
    await request(app.getHttpServer()).get(
      `/api/people/${encodeURIComponent(CANARY.email)}/${CANARY.card.replace(/ /g, '')}`,
    );
    await request(app.getHttpServer())
      .post('/api/test/contact')
      .set('Content-Type', 'application/json')
      .send(`{"email":"${CANARY.email}", broken`);
    const text = output();
    expect(text).toContain('"statusCode":400');
    for (const canary of [
      ...Object.values(CANARY),
      CANARY.card.replace(/ /g, ''),
      'canary-captcha-token',
      'canary-cookie',
      encodeURIComponent(CANARY.email),
    ]) {
      expect(text).not.toContain(canary);
    }
  });

  it('should log an unexpected error with its stack under the correlation id', async () => {
    const res = await request(app.getHttpServer()).get('/api/test/crash');
    const error = entries().find(
      (entry) => entry.msg === 'Unhandled error' && entry.correlationId === res.body.correlationId,
    );
    expect(error).toMatchObject({
      level: 'error',
      status: 500,
      err: { type: 'Error', message: expect.stringContaining('hunter2') },
    });
    expect(error?.err?.stack).toContain('test-http.controllers');
  });

  it("should route Nest's own Logger through pino, with the same redaction", () => {
    new Logger('SubmissionsJob').warn({ msg: 'delivery failed', email: CANARY.email, attempt: 2 });
    new Logger('SubmissionsJob').log(`retrying for ${CANARY.email}`);
    const [warning, info] = entries().slice(-2);
    expect(warning).toMatchObject({
      level: 'warn',
      context: 'SubmissionsJob',
      msg: 'delivery failed',
      email: '[Redacted]',
      attempt: 2,
    });
    expect(info).toMatchObject({ level: 'info', context: 'SubmissionsJob', msg: 'retrying for [Redacted]' });
  });
});
