import { Writable } from 'node:stream';
import { createLogger } from './create-logger';
import { containsPersonalData, isSensitiveKey, redactLogObject, scrubText } from './log-redaction';

// QUALITY R8 canaries
const EMAIL = 'canary.person@example.com';
const MOBILE = '0412 345 678';
const CARD = '4111 1111 1111 1111';
const NAME = 'Canaryfirstname';

function capture(): { lines: string[]; logger: ReturnType<typeof createLogger> } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ app: { logLevel: 'trace', mode: 'test' } as never }, stream) };
}

describe('scrubText', () => {
  it.each([
    ['an email', `mail ${EMAIL} now`, 'mail [Redacted] now'],
    ['a URL-encoded email (a path before it goes too: a local part may hold a slash)', '/api/x/canary.person%40example.com', '[Redacted]'],
    ['a mobile with spaces', `call ${MOBILE}`, 'call [Redacted]'],
    ['a mobile with +61', 'call +61 412 345 678', 'call [Redacted]'],
    ['a landline in brackets', 'call (02) 9876 5432', 'call [Redacted]'],
    ['an international number', 'call +44 20 7946 0958', 'call [Redacted]'],
    ['a card number with spaces', `card ${CARD}`, 'card [Redacted]'],
    ['a card number with dashes', 'card 5555-5555-5555-4444', 'card [Redacted]'],
    ['a 15-digit card number', 'amex 378282246310005', 'amex [Redacted]'],
  ])('should replace %s', (_what, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    ['a uuid', '3f2a9c4e-1234-4abc-9def-123456789012'],
    ['an all-digit uuid', '12345678-1234-1234-1234-123456789012'],
    ['an ISO time', '2026-11-23T02:12:51.956Z'],
    ['a story id', 'story 456789012'],
    ['a port', 'http://127.0.0.1:46839/x'],
  ])('should leave %s alone', (_what, text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('should keep a JSON line valid when a bare number is a card number', () => {
    const line = scrubText('{"amount":4111111111111111,"note":"4111111111111111"}');
    expect(JSON.parse(line)).toEqual({ amount: 0, note: '[Redacted]' });
  });

  it('should take linear time on a huge string', () => {
    const started = process.hrtime.bigint();
    scrubText('a'.repeat(200_000) + '@'.repeat(10) + '1'.repeat(200_000));
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2000);
  });
});

describe('redactLogObject', () => {
  it('should redact sensitive keys at any depth, in any casing', () => {
    const input = {
      form: { first_name: NAME, lastName: 'x', contact: { emailAddress: EMAIL, Mobile: MOBILE } },
      headers: { authorization: 'Bearer t', Cookie: 'a=b' },
      centreName: 'Westfield',
      items: [{ password: 'p' }],
    };
    expect(redactLogObject(input)).toEqual({
      form: {
        first_name: '[Redacted]',
        lastName: '[Redacted]',
        contact: { emailAddress: '[Redacted]', Mobile: '[Redacted]' },
      },
      headers: { authorization: '[Redacted]', Cookie: '[Redacted]' },
      centreName: 'Westfield',
      items: [{ password: '[Redacted]' }],
    });
    expect(input.form.first_name).toBe(NAME);
  });

  it('should walk class instances such as DTOs, and survive cycles', () => {
    class ContactDto {
      name = NAME;
      self?: unknown;
    }
    const dto = new ContactDto();
    dto.self = dto;
    expect(redactLogObject({ dto })).toEqual({ dto: { name: '[Redacted]', self: '[Circular]' } });
  });

  it('should redact numbers shaped like phone or card numbers', () => {
    expect(redactLogObject({ value: 4111111111111111, count: 3 })).toEqual({ value: '[Redacted]', count: 3 });
  });

  it('should know which keys are sensitive', () => {
    for (const key of [
      'email',
      'mobile',
      'phone',
      'name',
      'first_name',
      'last_name',
      'token',
      'authorization',
      'cookie',
      'password',
      'previewToken',
      'cardNumber',
      'signUpPostCode',
    ]) {
      expect(isSensitiveKey(key)).toBe(true);
    }
    for (const key of ['centreName', 'storeName', 'status', 'correlationId', 'path'])
      expect(isSensitiveKey(key)).toBe(false);
  });

  it('should detect personal data in a message', () => {
    expect(containsPersonalData(`Invalid email ${EMAIL}`)).toBe(true);
    expect(containsPersonalData('Sorry, this timeslot is no longer available.')).toBe(false);
  });
});

describe('createLogger', () => {
  it('should never write a canary, whatever is logged', () => {
    const { lines, logger } = capture();
    logger.info({ body: { email: EMAIL, mobile: MOBILE, first_name: NAME, card: CARD } }, 'submission received');
    logger.warn(`delivery failed for ${EMAIL} / ${MOBILE}`);
    logger.error({ err: new Error(`upstream said: card ${CARD} declined for ${EMAIL}`) }, 'payment failed');
    logger.error({ err: { message: `plain object error for ${EMAIL}`, response: { data: { first_name: NAME } } } });
    logger.child({ correlationId: 'abc' }).info({ query: { phone: '+61 412 345 678' } }, 'search');
    const output = lines.join('\n');
    expect(lines).toHaveLength(5);
    for (const canary of [EMAIL, MOBILE, NAME, CARD, CARD.replace(/ /g, ''), '412 345 678'])
      expect(output).not.toContain(canary);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('should keep what operators need: level, time, message, error type and stack, correlation id', () => {
    const { lines, logger } = capture();
    logger.child({ correlationId: 'abc' }).error({ err: new TypeError('boom') }, 'render failed');
    const entry = JSON.parse(lines[0]) as { time: string; err: { stack: string } };
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'render failed',
      correlationId: 'abc',
      err: { type: 'TypeError', message: 'boom' },
    });
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(entry.err.stack).toContain('TypeError: boom');
  });

  it('should not copy the extra properties of errors (HTTP clients keep tokens there)', () => {
    const { lines, logger } = capture();
    const error = Object.assign(new Error('request failed'), {
      status: 502,
      config: { headers: { 'X-Api-Key': 'canary-api-key' } },
    });
    logger.error({ err: error });
    expect(lines[0]).not.toContain('canary-api-key');
    expect(JSON.parse(lines[0]).err).toMatchObject({ message: 'request failed', status: 502 });
  });
});
