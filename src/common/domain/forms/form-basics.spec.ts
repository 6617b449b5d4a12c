import { countryByCode, countryOptions, dialCodeOptions } from './countries';
import { COUNTRIES } from './countries.data';
import { inputMaxLength, maxLengthOf, readFieldValue, sanitiseInput } from './field-sanitisers';
import { columnsOf, FormField, orderedOptions } from './form-field';

const field = (fieldType: FormField['fieldType'], extra: Partial<FormField> = {}): FormField => ({
  name: 'f',
  label: 'F',
  fieldType,
  ...extra,
});

describe('columnsOf', () => {
  it('should map widths to the 12-column grid', () => {
    expect(['full', 'half', 'quarter', 'third', 'two-third', 'three-quarter'].map(columnsOf)).toEqual([
      12, 6, 3, 4, 8, 9,
    ]);
  });

  it('should span the whole row without a known width', () => {
    expect(columnsOf(undefined)).toBe(12);
    expect(columnsOf('tiny')).toBe(12);
  });
});

describe('orderedOptions', () => {
  const options = [
    { value: 'b', label: 'Bravo' },
    { value: 'a', label: 'Alpha' },
  ];

  it('should sort options by label only when sortAscending', () => {
    expect(orderedOptions({ options, sortAscending: true }).map((option) => option.value)).toEqual(['a', 'b']);
    expect(orderedOptions({ options }).map((option) => option.value)).toEqual(['b', 'a']);
  });
});

describe('sanitiseInput', () => {
  it('should keep only digits and plus in a mobile', () => {
    expect(sanitiseInput(field('mobile'), '+61 (0)412-345 678a')).toBe('+610412345678');
  });

  it('should keep only digits in a postcode', () => {
    expect(sanitiseInput(field('postcode'), ' 30a0-0')).toBe('3000');
  });

  it('should keep digits, dot and minus in a number', () => {
    expect(sanitiseInput(field('number'), '$-1,234.50 ')).toBe('-1234.50');
  });

  it('should remove spaces from a Company ABN field', () => {
    expect(sanitiseInput(field('text', { name: 'company_abn', label: 'Company ABN' }), '51 824 753 556')).toBe(
      '51824753556',
    );
  });

  it('should leave other fields as typed', () => {
    expect(sanitiseInput(field('text', { name: 'company_name' }), ' Acme  Pty ')).toBe(' Acme  Pty ');
  });
});

describe('maxLengthOf', () => {
  it('should give text fields 255 characters, an ABN 11, and a field its own limit', () => {
    expect(maxLengthOf(field('text'))).toBe(255);
    expect(maxLengthOf(field('textarea'))).toBe(255);
    expect(maxLengthOf(field('text', { name: 'company_abn' }))).toBe(11);
    expect(maxLengthOf(field('text', { maxLength: 40 }))).toBe(40);
    expect(maxLengthOf(field('select'))).toBeUndefined();
  });
});

describe('sanitising before the length limit (issue 11)', () => {
  const abn = field('text', { name: 'company_abn', label: 'Company ABN' });

  it('should take a pasted ABN with spaces: the input has no maxlength, and the server sanitises before it counts', () => {
    expect(inputMaxLength(abn)).toBeUndefined();
    expect(inputMaxLength(field('mobile'))).toBeUndefined();
    expect(inputMaxLength(field('text'))).toBe(255);
    expect(readFieldValue(abn, ' 51 824 753 556 ')).toBe('51824753556');
    expect(readFieldValue(field('mobile'), '0412 345 678')).toBe('0412345678');
  });
});

describe('countries', () => {
  it('should list about 240 countries with unique ISO codes and plus dial codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });

  it('should find a country by its code in any case', () => {
    expect(countryByCode('au')).toEqual({ code: 'AU', name: 'Australia', dialCode: '+61' });
    expect(countryByCode('NZ')?.dialCode).toBe('+64');
    expect(countryByCode('XX')).toBeUndefined();
  });

  it('should offer countries by name and dial codes with their code', () => {
    expect(countryOptions().find((option) => option.value === 'AU')).toEqual({ value: 'AU', label: 'Australia' });
    expect(dialCodeOptions().find((option) => option.value === 'AU')).toEqual({
      value: 'AU',
      label: 'Australia (+61)',
    });
  });
});
