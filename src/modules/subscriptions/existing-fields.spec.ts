import { existingFieldsOf } from './existing-fields';

describe('existingFieldsOf', () => {
  it('should keep the contact fields of a subscriber record as text', () => {
    expect(
      existingFieldsOf({
        email: 'ada@example.com',
        first_name: ' Ada ',
        postcode: 3000,
        birth_year: '1990',
        gender: 'F',
        country_code: 'AU',
      }),
    ).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      postcode: '3000',
      birth_year: '1990',
      gender: 'F',
      country_code: 'AU',
    });
  });

  it('should leave out every other field of the record', () => {
    expect(
      existingFieldsOf({
        email: 'ada@example.com',
        subscriber_key: 'sub-1',
        centres: ['WLV'],
        consent: true,
        address: '1 Main St',
      }),
    ).toEqual({ email: 'ada@example.com' });
  });

  it('should leave out blank, empty and non-text values', () => {
    expect(
      existingFieldsOf({ first_name: '  ', last_name: null, mobile: { number: '0412345678' }, postcode: Number.NaN }),
    ).toEqual({});
  });
});
