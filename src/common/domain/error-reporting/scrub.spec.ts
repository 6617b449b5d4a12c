import fc from 'fast-check';
import { EMAIL_MARK, NUMBER_MARK, scrubText, scrubUrl } from './scrub';

const digits = (count: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count }).map((list) => list.join(''));

/** Australian phone numbers as people write them */
const phone = fc.oneof(
  fc.tuple(digits(2), digits(3), digits(3)).map(([a, b, c]) => `04${a} ${b} ${c}`),
  fc.tuple(digits(2), digits(3), digits(3)).map(([a, b, c]) => `+61 4${a} ${b} ${c}`),
  fc.tuple(fc.constantFrom('2', '3', '7', '8'), digits(4), digits(4)).map(([area, a, b]) => `(0${area}) ${a} ${b}`),
  fc.tuple(digits(4), digits(4)).map(([a, b]) => `04${a}${b}`),
  fc.tuple(digits(4), digits(4)).map(([a, b]) => `${a}-${b}`),
);

/** card-like runs: 13 to 19 digits, grouped by fours or not */
const card = fc.oneof(
  fc.tuple(digits(4), digits(4), digits(4), digits(4), fc.constantFrom(' ', '-', '')).map(([a, b, c, d, sep]) => [a, b, c, d].join(sep)),
  fc.integer({ min: 13, max: 19 }).chain((count) => digits(count)),
);

const noise = fc.string({ maxLength: 30 });

describe('scrubText', () => {
  it('should leave no email address, phone number or card number in any text', () => {
    fc.assert(
      fc.property(noise, fc.oneof(fc.emailAddress(), phone, card), noise, fc.constantFrom('', ' ', ': ', '=', '('), (before, secret, after, joint) => {
        const scrubbed = scrubText(`${before}${joint}${secret}${joint}${after}`);
        expect(scrubbed).not.toContain(secret);
      }),
      { numRuns: 2000 },
    );
  });

  it('should catch a number whose + follows a digit (found by the property above: 0+0000-0000)', () => {
    expect(scrubText('0+0000-0000')).toBe(`0${NUMBER_MARK}`);
    expect(scrubText('ref 7+61 412 345 678')).toBe(`ref 7${NUMBER_MARK}`);
    expect(scrubText('x=0+0412345678')).not.toContain('0412345678');
  });

  it('should leave no email address or number in a stack frame or a URL query', () => {
    fc.assert(
      fc.property(fc.emailAddress(), phone, (email, number) => {
        const stack = `Error: no store for ${email}\n    at render (https://willowvale.example/assets/a.js?who=${encodeURIComponent(email)}&tel=${number}:12:34)`;
        const scrubbed = scrubText(stack);
        expect(scrubbed).not.toContain(email);
        expect(scrubbed).not.toContain(encodeURIComponent(email));
        expect(scrubbed).not.toContain(number);
      }),
    );
  });

  it('should keep what an operator needs: the message, the file and its line and column', () => {
    expect(scrubText('TypeError: x is undefined\n    at render (https://site.example/islands/header.js?v=3#top:12:34)')).toBe(
      'TypeError: x is undefined\n    at render (https://site.example/islands/header.js:12:34)',
    );
    expect(scrubText('Call jo.bloggs@example.com.au on 0412 345 678')).toBe(`Call ${EMAIL_MARK} on ${NUMBER_MARK}`);
    expect(scrubText('render@https://site.example/a.js:1:2')).toBe('render@https://site.example/a.js:1:2');
    expect(scrubText('Island parking-status could not start (status 503, 3 tries)')).toBe(
      'Island parking-status could not start (status 503, 3 tries)',
    );
  });
});

describe('scrubUrl', () => {
  it('should drop the query string and the fragment of a page address', () => {
    expect(scrubUrl('https://willowvale.example/search?q=jo%40example.com#results')).toBe('https://willowvale.example/search');
    expect(scrubUrl('/competitions/win?email=jo@example.com')).toBe('/competitions/win');
  });
});

describe('scrubText on long texts', () => {
  it('should scrub a megabyte without stalling the page', () => {
    const started = Date.now();
    const scrubbed = scrubText(`${'x'.repeat(500_000)}${'a1b2:'.repeat(100_000)} jo@example.com`);
    expect(scrubbed.endsWith(EMAIL_MARK)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
