import { CONTACT_FORM } from './contact-form';
import { isRequired, validateForm } from './field-rules';
import type { FormDefinition } from './form-field';
import { fieldOf, withOptions } from './form-definition-helpers';
import { endpointFor, formTypes } from './form-types';
import { COMMERCIAL_LEASING_FORM, LEASING_FORM, POP_UP_LEASING_FORM } from './leasing-forms';
import { centreOptionLabel, SUBSCRIPTION_FORM, withCentres } from './subscription-form';

const NOW = { now: new Date('2026-11-23T01:00:00Z'), timeZone: 'Australia/Melbourne' };

/** The message of every required field when the form is sent empty. */
const emptyFormErrors = (definition: FormDefinition): Record<string, string> =>
  validateForm(definition.fields, {}, NOW);

const optionValues = (definition: FormDefinition, name: string): string[] | undefined =>
  fieldOf(definition, name)?.options?.map((option) => option.value);

describe('Contact Us form', () => {
  it('should ask for every required field in the words of spec 2 §5', () => {
    expect(emptyFormErrors(CONTACT_FORM)).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Please enter your last name',
      email: 'Please enter your email address',
      type: 'Please select a type',
      comment: 'Please enter a message',
    });
  });

  it("should leave the mobile optional and check its type with 'Please enter a mobile number'", () => {
    expect(isRequired(fieldOf(CONTACT_FORM, 'mobile')!)).toBe(false);
    expect(validateForm(CONTACT_FORM.fields, { mobile: '12345' }, NOW).mobile).toBe('Please enter a mobile number');
  });

  it('should offer feedback, enquiry and complaint', () => {
    expect(optionValues(CONTACT_FORM, 'type')).toEqual(['feedback', 'enquiry', 'complaint']);
  });
});

describe('Leasing form', () => {
  it('should carry the hidden type leasing', () => {
    expect(fieldOf(LEASING_FORM, 'type')).toMatchObject({ fieldType: 'hidden', value: 'leasing' });
  });

  it('should ask for every required field in the words of spec 2 §5', () => {
    expect(emptyFormErrors(LEASING_FORM)).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Please enter your last name',
      address: 'Please enter your address',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
      trading_name: 'Please enter your trading name',
    });
  });

  it('should offer the premises sizes and franchise Yes or No', () => {
    expect(optionValues(LEASING_FORM, 'premises')).toEqual([
      'Kiosk',
      '20-50 sqm',
      '50-80 sqm',
      '80-120 sqm',
      '120-150 sqm',
      '150-180 sqm',
      '180+ sqm',
      'Other',
    ]);
    expect(optionValues(LEASING_FORM, 'franchise')).toEqual(['Yes', 'No']);
  });
});

describe('Pop Up Leasing form', () => {
  it('should carry the hidden type leasing-popup and offer the titles and enquiry types', () => {
    expect(fieldOf(POP_UP_LEASING_FORM, 'type')).toMatchObject({ fieldType: 'hidden', value: 'leasing-popup' });
    expect(optionValues(POP_UP_LEASING_FORM, 'title')).toEqual(['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Prof.']);
    expect(fieldOf(POP_UP_LEASING_FORM, 'type_of_enquiry')?.options).toEqual([
      { value: '1', label: 'Pop Up Kiosk' },
      { value: '2', label: 'Pop Up Shops' },
    ]);
  });

  it('should ask for every required field in the words of spec 2 §5', () => {
    expect(emptyFormErrors(POP_UP_LEASING_FORM)).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Please enter your last name',
      company_name: 'Please enter your company name',
      telephone_number: 'Please enter your phone number',
      email: 'Please enter your email',
      postcode: 'Please enter your postcode',
      type_of_enquiry: 'Please enter type of enquiry',
      your_business_category: 'Please enter your business category',
    });
  });

  it('should limit the ABN to 11 characters', () => {
    expect(validateForm(POP_UP_LEASING_FORM.fields, { company_abn: '518247535561' }, NOW).company_abn).toBe(
      'Please limit your answer to 11 characters',
    );
  });

  it('should take business categories from content', () => {
    const form = withOptions(POP_UP_LEASING_FORM, 'your_business_category', [{ value: 'Food', label: 'Food' }]);
    expect(validateForm(form.fields, { your_business_category: 'Fashion' }, NOW).your_business_category).toBe(
      'Please select a valid option',
    );
    expect(validateForm(form.fields, { your_business_category: 'Food' }, NOW).your_business_category).toBeUndefined();
  });
});

describe('Commercial Leasing form', () => {
  it('should ask for every required field in the words of spec 2 §5', () => {
    expect(emptyFormErrors(COMMERCIAL_LEASING_FORM)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      businessName: 'Please enter your business name',
      email: 'Please enter your email address',
      mobile: 'Please enter your mobile phone number',
    });
  });

  it('should carry the page parameters', () => {
    expect(COMMERCIAL_LEASING_FORM.extraParameters).toEqual(['storyblokPageUid', 'formTitle', 'pageUrl']);
  });
});

describe('Subscription form', () => {
  it('should ask for first name, email and postcode only', () => {
    expect(emptyFormErrors(SUBSCRIPTION_FORM)).toEqual({
      first_name: 'Please enter your first name',
      email: 'Please enter your email address',
      postcode: 'Please enter your postcode',
    });
  });

  it('should want a first name of at least 2 characters', () => {
    expect(validateForm(SUBSCRIPTION_FORM.fields, { first_name: 'J' }, NOW).first_name).toBe(
      'First name should be at least 2 characters long',
    );
  });

  it('should have the fields and gender codes of spec 2 §3, the country code defaulting to AU', () => {
    expect(SUBSCRIPTION_FORM.fields.map((field) => field.name)).toEqual([
      'first_name',
      'last_name',
      'email',
      'country_code',
      'mobile',
      'birth_year',
      'birth_month',
      'gender',
      'postcode',
    ]);
    expect(optionValues(SUBSCRIPTION_FORM, 'gender')).toEqual(['F', 'M', 'Null']);
    expect(fieldOf(SUBSCRIPTION_FORM, 'country_code')?.defaultValue).toBe('AU');
  });

  it('should require a favourite centre when the centres are shown, spelling DFO in upper case', () => {
    const form = withCentres(SUBSCRIPTION_FORM, ['Highpoint', 'Dfo Homebush']);
    expect(fieldOf(form, 'centres')?.options).toEqual([
      { value: 'Highpoint', label: 'Highpoint' },
      { value: 'Dfo Homebush', label: 'DFO Homebush' },
    ]);
    expect(emptyFormErrors(form).centres).toBe('Please select your favourite Centre');
    expect(centreOptionLabel('dfo moorabbin')).toBe('DFO moorabbin');
    expect(centreOptionLabel('Fairfield')).toBe('Fairfield');
  });
});

describe('form types', () => {
  it('should post each form type to its endpoint', () => {
    expect(Object.keys(formTypes).map((type) => [type, endpointFor(type)])).toEqual([
      ['subscription', '/api/subscribe'],
      ['contact', '/api/contact-us'],
      ['leasing', '/api/leasing'],
      ['leasing-popup', '/api/leasing-popup'],
      ['commercial-leasing-enquiry', '/api/commercial-leasing-enquiry'],
      ['gift-guide', '/api/gift-guide'],
    ]);
  });

  it("should throw 'unavailable form type' for an unknown type", () => {
    expect(() => endpointFor('competition')).toThrow(new Error('unavailable form type'));
    expect(() => endpointFor('toString')).toThrow('unavailable form type');
  });
});
