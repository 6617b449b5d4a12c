import fc from 'fast-check';
import { COUNTRIES } from './countries.data';
import { validateField } from './field-rules';
import type { FormField } from './form-field';
import { isMobileForCountry } from './phone-number';

const field = (fieldType: FormField['fieldType'], extra: Partial<FormField> = {}): FormField => ({
  name: fieldType,
  label: fieldType,
  fieldType,
  ...extra,
});

const digits = (min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((list) => list.join(''));
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);

describe('email addresses', () => {
  const email = field('email');
  const validEmail = fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9._+-]{1,30}$/),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, domain, tld]) => `${local}@${[...domain, tld].join('.')}`);

  it('should accept every address with a local part, a domain and a top-level domain', () => {
    fc.assert(fc.property(validEmail, (value) => expect(validateField(email, value)).toBeUndefined()));
  });

  it("should say 'Please enter a valid email address' without an @, a dotted domain, or with spaces", () => {
    const invalid = fc.oneof(
      fc.stringMatching(/^[a-z0-9.]{1,20}$/),
      fc.tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), label).map(([local, domain]) => `${local}@${domain}`),
      validEmail.map((value) => value.replace('@', '@@')),
      validEmail.map((value) => ` x${value}`.replace('x', 'a b')),
      validEmail.map((value) => `${value}.`),
      // relay and source-routing forms (issue 11): a % or ! route, a quoted local part, a second @, an IP literal
      validEmail.map((value) => value.replace('@', '%relay.example@')),
      validEmail.map((value) => value.replace('@', '!relay@')),
      validEmail.map((value) => `"${value.split('@')[0]}"@${value.split('@')[1]}`),
      validEmail.map((value) => `@relay.example:${value}`),
      validEmail.map((value) => `${value.split('@')[0]}@[192.0.2.1]`),
      fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.array(digits(1, 3), { minLength: 4, maxLength: 4 }))
        .map(([local, octets]) => `${local}@${octets.join('.')}`),
    );
    fc.assert(
      fc.property(invalid, (value) => expect(validateField(email, value)).toBe('Please enter a valid email address')),
    );
  });
});

describe('mobiles per dial code', () => {
  const mobile = field('mobile');
  const australian = fc.oneof(
    digits(8, 8).map((rest) => `04${rest}`),
    digits(8, 8).map((rest) => `+614${rest}`),
  );

  it('should accept an optional plus and 10 to 12 digits without a chosen country', () => {
    fc.assert(
      fc.property(fc.boolean(), digits(10, 12), (plus, number) =>
        expect(validateField(mobile, `${plus ? '+' : ''}${number}`)).toBeUndefined(),
      ),
    );
  });

  it("should say 'Please enter a valid mobile number' for fewer than 10 or more than 12 digits", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.oneof(digits(1, 9), digits(13, 20)), (plus, number) =>
        expect(validateField(mobile, `${plus ? '+' : ''}${number}`)).toBe('Please enter a valid mobile number'),
      ),
    );
  });

  it('should accept an Australian mobile in its national or international form', () => {
    fc.assert(fc.property(australian, (value) => expect(isMobileForCountry(value, 'AU')).toBe(true)));
  });

  it('should refuse an Australian number that is not a mobile', () => {
    const notMobile = fc.oneof(
      digits(8, 8).map((rest) => `02${rest}`),
      digits(8, 8).map((rest) => `+612${rest}`),
      digits(9, 9).map((rest) => `4${rest}`),
    );
    fc.assert(fc.property(notMobile, (value) => expect(isMobileForCountry(value, 'AU')).toBe(false)));
  });

  it("should accept another country's number with its own dial code or in national digits", () => {
    const others = fc.constantFrom(...COUNTRIES.filter((country) => country.code !== 'AU'));
    fc.assert(
      fc.property(others, digits(12, 12), fc.boolean(), (country, number, international) => {
        const value = international ? `${country.dialCode}${number}`.slice(0, 13) : number.slice(0, 10);
        expect(isMobileForCountry(value, country.code)).toBe(true);
      }),
    );
  });

  it('should refuse a number with the plus form of another dial code', () => {
    fc.assert(
      fc.property(digits(9, 9), (rest) => {
        expect(isMobileForCountry(`+44${rest}0`, 'NZ')).toBe(false);
        expect(isMobileForCountry(`+64${rest}0`, 'NZ')).toBe(true);
      }),
    );
  });
});

describe('postcodes', () => {
  const postcode = field('postcode');

  it('should accept four digits starting 1 to 9, or 02, 08 or 09 and two digits', () => {
    const valid = fc.oneof(
      fc.tuple(fc.constantFrom(...'123456789'), digits(3, 3)).map(([first, rest]) => first + rest),
      fc.tuple(fc.constantFrom('02', '08', '09'), digits(2, 2)).map(([start, rest]) => start + rest),
    );
    fc.assert(fc.property(valid, (value) => expect(validateField(postcode, value)).toBeUndefined()));
  });

  it("should say 'Please enter a valid postcode' for other lengths or other starts with 0", () => {
    const invalid = fc.oneof(
      digits(1, 3),
      digits(5, 8),
      fc.tuple(fc.constantFrom('00', '01', '03', '04', '05', '06', '07'), digits(2, 2)).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(invalid, (value) => expect(validateField(postcode, value)).toBe('Please enter a valid postcode')),
    );
  });
});

describe('numbers and amounts', () => {
  const amount = field('number', {
    validation: [
      { type: 'number', message: 'Please enter a valid amount' },
      { type: 'min', value: 0.01, message: 'Amount should be at least $0.01' },
      { type: 'max', value: 1000, message: 'Amount should be at most $1000' },
    ],
  });
  const cents = fc.integer({ min: 1, max: 100_000 }).map((value) => (value / 100).toFixed(2));

  it('should accept every amount from $0.01 to the max', () => {
    fc.assert(fc.property(cents, (value) => expect(validateField(amount, value)).toBeUndefined()));
  });

  it('should say the bound an amount misses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_001, max: 10_000_000 }), (value) =>
        expect(validateField(amount, (value / 100).toFixed(2))).toBe('Amount should be at most $1000'),
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 0 }), (value) =>
        expect(validateField(amount, (value / 100).toFixed(2))).toBe('Amount should be at least $0.01'),
      ),
    );
  });

  it("should say 'Please enter a valid amount' for text that is not a number", () => {
    const invalid = fc.oneof(
      cents.map((value) => `$${value}`),
      cents.map((value) => `${value}.`),
      cents.map((value) => value.replace('.', ',')),
      fc.stringMatching(/^[a-z ]{1,10}$/).filter((value) => value.trim() !== ''),
    );
    fc.assert(
      fc.property(invalid, (value) => expect(validateField(amount, value)).toBe('Please enter a valid amount')),
    );
  });
});

describe('max words', () => {
  const answer = field('textarea', {
    validation: [{ type: 'maxWords', value: 5, message: 'Please limit your answer to 5 words' }],
  });
  const word = fc.stringMatching(/^[A-Za-z']{1,8}$/);
  const gap = fc.stringMatching(/^[ \t\n]{1,4}$/);
  const sentence = (min: number, max: number): fc.Arbitrary<string> =>
    fc
      .tuple(fc.array(word, { minLength: min, maxLength: max }), gap, gap)
      .map(([words, inner, outer]) => `${outer}${words.join(inner)}${outer}`);

  it('should count words however many spaces separate them', () => {
    fc.assert(fc.property(sentence(1, 5), (value) => expect(validateField(answer, value)).toBeUndefined()));
    fc.assert(
      fc.property(sentence(6, 12), (value) =>
        expect(validateField(answer, value)).toBe('Please limit your answer to 5 words'),
      ),
    );
  });
});
