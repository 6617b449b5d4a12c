import fc from 'fast-check';
import {
  ANALYTICS_MARK,
  containsPersonalData,
  EMAIL_MARK,
  LOG_MARK,
  NUMBER_MARK,
  scrubPersonalData,
  type PersonalDataMode,
} from './personal-data';

const MODES: PersonalDataMode[] = ['log', 'error-report', 'analytics'];

const digits = (count: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((list) => list.join(''));

/** Australian phone numbers as people write them, and a +country number */
const phone = fc.oneof(
  fc.tuple(digits(2), digits(3), digits(3)).map(([a, b, c]) => `04${a} ${b} ${c}`),
  fc.tuple(digits(2), digits(3), digits(3)).map(([a, b, c]) => `+61 4${a} ${b} ${c}`),
  fc.tuple(fc.constantFrom('2', '3', '7', '8'), digits(4), digits(4)).map(([area, a, b]) => `(0${area}) ${a} ${b}`),
  fc.tuple(digits(4), digits(4)).map(([a, b]) => `04${a}${b}`),
  fc.tuple(digits(2), digits(4), digits(4)).map(([a, b, c]) => `+44 ${a} ${b} ${c}`),
);

/** card numbers: 16 digits grouped by fours or not, 15 (Amex), 19 */
const card = fc.oneof(
  fc
    .tuple(fc.constantFrom('4', '5', '3', '6'), digits(3), digits(4), digits(4), digits(4), fc.constantFrom(' ', '-', ''))
    .map(([first, a, b, c, d, sep]) => [first + a, b, c, d].join(sep)),
  fc.tuple(fc.constantFrom('34', '37'), digits(13)).map(([prefix, rest]) => prefix + rest),
  fc.tuple(fc.constantFrom('4', '6'), digits(18)).map(([first, rest]) => first + rest),
);

const secret = fc.oneof(fc.emailAddress(), phone, card);
// text around it that cannot be read as part of it: words and punctuation, no digits, no @
const noise = fc.stringMatching(/^[A-Za-z ,.!?:;'"()=/-]{0,30}$/);
const joint = fc.constantFrom(' ', ': ', '=', ' (', '"', "'", '\n');

describe('the personal-data detector, in every mode', () => {
  it.each(MODES)('should leave no email, phone or card number in any text (%s)', (mode) => {
    fc.assert(
      fc.property(noise, joint, secret, joint, noise, (before, left, value, right, after) => {
        const text = `${before}${left}${value}${right}${after}`;
        expect(scrubPersonalData(text, mode)).not.toContain(value);
        expect(containsPersonalData(text, mode)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it.each(MODES)('should find nothing in text without personal data, and change none of it (%s)', (mode) => {
    fc.assert(
      fc.property(noise, fc.uuid(), fc.integer({ min: 0, max: 999_999 }), (words, uuid, small) => {
        const text = `${words} ${uuid} ${small} ${words}`;
        expect(scrubPersonalData(text, mode)).toBe(text);
        expect(containsPersonalData(text, mode)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it.each(MODES)('should keep ids that hold long digit runs: uuids and hex object ids (%s)', (mode) => {
    for (const id of ['0f8fe3a2-1c2b-4d5e-9f00-123456789012', '12345678-1234-1234-1234-123456789012', '17d49b7c1b3f4703868014be']) {
      expect(scrubPersonalData(`order ${id} done`, mode)).toBe(`order ${id} done`);
    }
  });

  it.each(MODES)('should scrub a megabyte in linear time (%s)', (mode) => {
    const started = process.hrtime.bigint();
    const scrubbed = scrubPersonalData(`${'x'.repeat(300_000)}${'a1b2:'.repeat(60_000)}${'1'.repeat(100_000)} jo@example.com`, mode);
    expect(scrubbed).not.toContain('jo@example.com');
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2000);
  });
});

describe('what each mode keeps and catches', () => {
  it('log: keeps times (ISO and epoch milliseconds) and other numbers; a bare JSON number stays JSON', () => {
    const line = '{"time":1764342000000,"at":"2026-11-28T15:00:00.000Z","story":456789012,"rss":123456789,"msg":"x"}';
    expect(scrubPersonalData(line, 'log')).toBe(line);
    expect(JSON.parse(scrubPersonalData('{"amount":4111111111111111,"note":"ring 0412 345 678"}', 'log'))).toEqual({
      amount: 0,
      note: `ring ${LOG_MARK}`,
    });
    expect(scrubPersonalData('GET /api/x/jo.citizen%40example.com HTTP/1.1', 'log')).toBe(`GET ${LOG_MARK} HTTP/1.1`);
  });

  it('error-report: catches numbers glued to words, keeps a stack frame', () => {
    expect(scrubPersonalData('call me on0412345678 or mail jo@example.com.au', 'error-report')).toBe(
      `call me on${NUMBER_MARK} or mail ${EMAIL_MARK}`,
    );
    expect(scrubPersonalData('at render (https://site.example/islands/header.js:12:34)', 'error-report')).toBe(
      'at render (https://site.example/islands/header.js:12:34)',
    );
    expect(scrubPersonalData('render@https://site.example/a.js:1:2', 'error-report')).toBe(
      'render@https://site.example/a.js:1:2',
    );
  });

  it("analytics: catches anything shaped x@y and seven-digit runs, keeps uuids", () => {
    expect(scrubPersonalData('Shop@Home ring 9876 543', 'analytics')).toBe(`${ANALYTICS_MARK} ring ${ANALYTICS_MARK}`);
    expect(scrubPersonalData('6b7ac24a-db12-4567-89ab-bed83e93bc23', 'analytics')).toBe('6b7ac24a-db12-4567-89ab-bed83e93bc23');
  });
});
