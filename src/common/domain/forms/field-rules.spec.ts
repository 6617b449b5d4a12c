import { countCharacters, countWords, isRequired, rulesOf, validateField, validateForm } from './field-rules';
import type { FormField, ValidationRule } from './form-field';

const text = (validation: ValidationRule[], extra: Partial<FormField> = {}): FormField => ({
  name: 'answer',
  label: 'Answer',
  fieldType: 'text',
  validation,
  ...extra,
});

describe('isRequired', () => {
  it('should mark a field required (asterisk) when its validation has a required rule', () => {
    expect(isRequired(text([{ type: 'required', message: 'Please enter your answer' }]))).toBe(true);
    expect(isRequired(text([{ type: 'required' }]))).toBe(true);
  });

  it('should not mark a field without a required rule', () => {
    expect(isRequired(text([{ type: 'maxLength', value: 10 }]))).toBe(false);
    expect(isRequired({ ...text([]), fieldType: 'email', validation: undefined })).toBe(false);
  });
});

describe('required', () => {
  const rule: ValidationRule = { type: 'required', message: 'Please enter your answer' };

  it('should ask for a value when text is empty or blank', () => {
    for (const value of [undefined, '', '   '])
      expect(validateField(text([rule]), value)).toBe('Please enter your answer');
    expect(validateField(text([rule]), 'x')).toBeUndefined();
  });

  it('should want at least one choice on a multi-checkbox', () => {
    const field: FormField = { name: 'centres', label: 'Centres', fieldType: 'multiCheckbox', validation: [rule] };
    expect(validateField(field, [])).toBe('Please enter your answer');
    expect(validateField(field, undefined)).toBe('Please enter your answer');
    expect(validateField(field, ['Highpoint'])).toBeUndefined();
  });

  it('should want a value on a date field', () => {
    const field: FormField = { name: 'date', label: 'Date', fieldType: 'date', validation: [rule] };
    expect(validateField(field, '')).toBe('Please enter your answer');
    expect(validateField(field, '2026-11-23')).toBeUndefined();
  });

  it('should want a required checkbox ticked', () => {
    const field: FormField = { name: 'terms', label: 'Terms', fieldType: 'checkbox', validation: [rule] };
    expect(validateField(field, false)).toBe('Please enter your answer');
    expect(validateField(field, true)).toBeUndefined();
  });

  it("should say 'This field is required' when the rule's message is empty", () => {
    expect(validateField(text([{ type: 'required', message: '' }]), '')).toBe('This field is required');
    expect(validateField(text([{ type: 'required' }]), undefined)).toBe('This field is required');
  });
});

describe('empty values', () => {
  it('should pass every rule except required', () => {
    const rules: ValidationRule[] = [
      { type: 'email' },
      { type: 'mobile' },
      { type: 'postcode' },
      { type: 'minLength', value: 3 },
      { type: 'min', value: 1 },
      { type: 'number' },
      { type: 'pattern', value: '^x$' },
    ];
    for (const value of [undefined, '', '  ']) expect(validateField(text(rules), value)).toBeUndefined();
  });
});

describe('email, mobile and postcode', () => {
  it("should say 'Please enter a valid email address' for an address that is not one", () => {
    const field: FormField = { name: 'email', label: 'Email', fieldType: 'email' };
    expect(validateField(field, 'jo@example')).toBe('Please enter a valid email address');
    expect(validateField(field, 'jo@example.com.au')).toBeUndefined();
  });

  it("should say 'Please enter a valid mobile number' for fewer than 10 or more than 12 digits", () => {
    const field: FormField = { name: 'mobile', label: 'Mobile', fieldType: 'mobile' };
    expect(validateField(field, '041234567')).toBe('Please enter a valid mobile number');
    expect(validateField(field, '+6141234567890')).toBe('Please enter a valid mobile number');
    expect(validateField(field, '0412345678')).toBeUndefined();
    expect(validateField(field, '+61412345678')).toBeUndefined();
  });

  it("should say 'Please enter a valid postcode' for anything but an Australian postcode", () => {
    const field: FormField = { name: 'postcode', label: 'Postcode', fieldType: 'postcode' };
    for (const value of ['123', '12345', '0123', '0001', '3OOO']) {
      expect(validateField(field, value)).toBe('Please enter a valid postcode');
    }
    for (const value of ['3000', '2000', '6000', '0200', '0800', '0909'])
      expect(validateField(field, value)).toBeUndefined();
  });

  it('should add the default rule to an email, mobile or postcode field that has none', () => {
    expect(rulesOf({ name: 'e', label: 'E', fieldType: 'email' })).toEqual([{ type: 'email' }]);
    expect(rulesOf({ name: 'p', label: 'P', fieldType: 'postcode', validation: [{ type: 'required' }] })).toEqual([
      { type: 'required' },
      { type: 'postcode' },
    ]);
    expect(rulesOf({ name: 't', label: 'T', fieldType: 'text' })).toEqual([]);
  });

  it("should keep the field's own message for its type rule", () => {
    const field: FormField = {
      name: 'mobile',
      label: 'Mobile',
      fieldType: 'mobile',
      validation: [{ type: 'mobile', message: 'Please enter a mobile number' }],
    };
    expect(rulesOf(field)).toHaveLength(1);
    expect(validateField(field, '123')).toBe('Please enter a mobile number');
    expect(validateField({ ...field, validation: [{ type: 'mobile', message: '' }] }, '123')).toBe(
      'Please enter a valid mobile number',
    );
  });
});

describe('counters', () => {
  it('should count words after collapsing spaces, and characters as a visitor sees them', () => {
    expect([countWords(''), countWords('   '), countWords(' Big\n\n  sale  today ')]).toEqual([0, 0, 3]);
    expect([countCharacters('café'), countCharacters('🎁 gift')]).toEqual([4, 6]);
  });
});

describe('lengths, words and numbers', () => {
  it('should check at least and at most so many characters', () => {
    const field = text([
      { type: 'minLength', value: 2, message: 'First name should be at least 2 characters long' },
      { type: 'maxLength', value: 5, message: 'Too long' },
    ]);
    expect(validateField(field, 'J')).toBe('First name should be at least 2 characters long');
    expect(validateField(field, 'Jo')).toBeUndefined();
    expect(validateField(field, 'Jonathan')).toBe('Too long');
  });

  it('should count words after collapsing spaces', () => {
    const field = text([{ type: 'maxWords', value: 3, message: 'Please limit your answer to 3 words' }], {
      fieldType: 'textarea',
    });
    expect(validateField(field, '  one   two \n three  ')).toBeUndefined();
    expect(validateField(field, 'one two three four')).toBe('Please limit your answer to 3 words');
  });

  it('should compare numbers with min and max', () => {
    const field = text([
      { type: 'min', value: 0.01, message: 'Amount should be at least $0.01' },
      { type: 'max', value: '500', message: 'Amount should be at most $500' },
    ]);
    expect(validateField(field, '0')).toBe('Amount should be at least $0.01');
    expect(validateField(field, '0.01')).toBeUndefined();
    expect(validateField(field, '500')).toBeUndefined();
    expect(validateField(field, '500.5')).toBe('Amount should be at most $500');
    expect(validateField(field, 'lots')).toBe('Amount should be at least $0.01');
  });

  it('should accept an optional minus, digits and optional decimals as a number', () => {
    const field = text([{ type: 'number', message: 'Please enter a valid amount' }]);
    for (const value of ['12', '-3', '12.50', '0.01']) expect(validateField(field, value)).toBeUndefined();
    for (const value of ['1,000', '.5', '5.', '+5', '1e3', '--1']) {
      expect(validateField(field, value)).toBe('Please enter a valid amount');
    }
  });

  it('should use the default messages of rules written without one', () => {
    expect(validateField(text([{ type: 'minLength', value: 3 }]), 'ab')).toBe('Please enter at least 3 characters');
    expect(validateField(text([{ type: 'maxLength', value: 3 }]), 'abcd')).toBe(
      'Please limit your answer to 3 characters',
    );
    expect(validateField(text([{ type: 'maxWords', value: 1 }]), 'a b')).toBe('Please limit your answer to 1 words');
    expect(validateField(text([{ type: 'min', value: 2 }]), '1')).toBe('Please enter a value of at least 2');
    expect(validateField(text([{ type: 'max', value: 2 }]), '3')).toBe('Please enter a value of at most 2');
    expect(validateField(text([{ type: 'number' }]), 'x')).toBe('Please enter a valid number');
    expect(validateField(text([{ type: 'pattern', value: '^\\d+$' }]), 'x')).toBe('Please enter a valid value');
  });
});

describe('valid and pattern', () => {
  it('should want the value true for the valid rule', () => {
    const field: FormField = {
      name: 'accept_privacy_policy_terms',
      label: 'I accept',
      fieldType: 'checkbox',
      validation: [{ type: 'valid', message: 'Please complete the required fields then press submit.' }],
    };
    expect(validateField(field, false)).toBe('Please complete the required fields then press submit.');
    expect(validateField(field, true)).toBeUndefined();
  });

  it('should match a custom pattern, and let a broken pattern pass', () => {
    const field = text([{ type: 'pattern', value: '^[A-Z]{3}$', message: 'Three capitals' }]);
    expect(validateField(field, 'ABC')).toBeUndefined();
    expect(validateField(field, 'abc')).toBe('Three capitals');
    expect(validateField(text([{ type: 'pattern', value: '([' }]), 'abc')).toBeUndefined();
  });

  it('should report the first failing rule in the order written', () => {
    const field = text([
      { type: 'number', message: 'first' },
      { type: 'minLength', value: 5, message: 'second' },
    ]);
    expect(validateField(field, 'ab')).toBe('first');
    expect(validateField(field, '12')).toBe('second');
  });
});

describe('built-in checks', () => {
  it('should refuse text over 255 characters, and an ABN over 11', () => {
    expect(validateField(text([]), 'a'.repeat(255))).toBeUndefined();
    expect(validateField(text([]), 'a'.repeat(256))).toBe('Please limit your answer to 255 characters');
    const abn: FormField = { name: 'company_abn', label: 'Company ABN', fieldType: 'text' };
    expect(validateField(abn, '12345678901')).toBeUndefined();
    expect(validateField(abn, '123456789012')).toBe('Please limit your answer to 11 characters');
  });

  it('should refuse a choice that is not offered', () => {
    const field: FormField = {
      name: 'type',
      label: 'Type',
      fieldType: 'select',
      options: [{ value: 'feedback', label: 'Feedback' }],
    };
    expect(validateField(field, 'feedback')).toBeUndefined();
    expect(validateField(field, 'praise')).toBe('Please select a valid option');
    expect(validateField({ ...field, fieldType: 'multiCheckbox' }, ['feedback', 'praise'])).toBe(
      'Please select a valid option',
    );
    expect(validateField({ name: 'c', label: 'C', fieldType: 'country' }, 'AU')).toBeUndefined();
    expect(validateField({ name: 'c', label: 'C', fieldType: 'country' }, 'XX')).toBe('Please select a valid option');
  });

  it('should refuse a value of the wrong kind', () => {
    expect(validateField(text([]), true)).toBe('Please enter a valid value');
    expect(validateField(text([]), ['a'])).toBe('Please enter a valid value');
    expect(validateField({ name: 'c', label: 'C', fieldType: 'checkbox' }, 'yes')).toBe('Please enter a valid value');
  });

  it('should not check hidden fields', () => {
    expect(
      validateField({ name: 'type', label: 'Type', fieldType: 'hidden', value: 'leasing' }, 'other'),
    ).toBeUndefined();
  });
});

describe('validateForm', () => {
  const fields: FormField[] = [
    {
      name: 'email',
      label: 'Email',
      fieldType: 'email',
      validation: [{ type: 'required', message: 'Please enter your email' }],
    },
    { name: 'country_code', label: 'Country', fieldType: 'countryDialCode' },
    { name: 'mobile', label: 'Mobile', fieldType: 'mobile' },
  ];

  it('should key the first message of each failing field by name', () => {
    expect(validateForm(fields, { email: '', mobile: '12' })).toEqual({
      email: 'Please enter your email',
      mobile: 'Please enter a valid mobile number',
    });
    expect(validateForm(fields, { email: 'jo@example.com', mobile: '0412345678' })).toEqual({});
  });

  it('should check a mobile against the chosen dial code, Australia by default', () => {
    expect(validateForm(fields, { email: 'jo@example.com', mobile: '+447911123456' })).toEqual({
      mobile: 'Please enter a valid mobile number',
    });
    expect(validateForm(fields, { email: 'jo@example.com', country_code: 'GB', mobile: '+447911123456' })).toEqual({});
  });

  it('should not read values from the prototype', () => {
    const values = Object.create({ email: 'jo@example.com' }) as Record<string, string>;
    expect(validateForm(fields, values)).toEqual({ email: 'Please enter your email' });
  });
});

describe('clean text (issue 11)', () => {
  const answer = text([{ type: 'required', message: 'Please enter your answer' }]);
  const story = text([], { fieldType: 'textarea' });
  const email: FormField = { name: 'email', label: 'Email', fieldType: 'email' };

  it.each([
    ['NUL', 'Ada\u0000'],
    ['bell', 'Ada\u0007'],
    ['escape', '\u001b[31mAda'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085'],
    ['a line feed in a single-line field', 'Ada\nLovelace'],
    ['a carriage return in a single-line field', 'Ada\rLovelace'],
    ['a tab in a single-line field', 'Ada\tLovelace'],
    ['a right-to-left override', 'Ada\u202eecalevoL'],
    ['a left-to-right embedding', '\u202aAda'],
    ['a first-strong isolate', 'Ada\u2068x\u2069'],
    ['a right-to-left mark', 'Ada\u200f'],
    ['a zero-width space', 'A\u200bda'],
    ['a zero-width non-joiner', 'A\u200cda'],
    ['a zero-width joiner between letters', 'A\u200dda'],
    ['a word joiner', 'A\u2060da'],
    ['a byte order mark inside', 'A\ufeffda'],
  ])("should refuse %s with 'Please enter a valid value'", (_kind, value) => {
    expect(validateField(answer, value)).toBe('Please enter a valid value');
  });

  it('should take line breaks and tabs in a multi-line field, and an emoji sequence with its joiner anywhere', () => {
    expect(validateField(story, 'First line\r\nSecond line\twith a tab')).toBeUndefined();
    expect(validateField(answer, 'Our family 👩\u200d👩\u200d👧 loves it ❤️\u200d🔥')).toBeUndefined();
    expect(validateField(story, 'Still no\u0000 NUL')).toBe('Please enter a valid value');
  });

  it("should never let invisible characters satisfy 'required'", () => {
    for (const value of ['\u200b', '\u200b\u200b \u2060', '\ufeff', ' \u202e '])
      expect(validateField(answer, value)).toBe('Please enter your answer');
  });

  it("should answer an email field's own message for an address with an invisible character", () => {
    expect(validateField(email, 'ada\u200b@example.com')).toBe('Please enter a valid email address');
    expect(validateField(email, 'ada@example.com\u202e')).toBe('Please enter a valid email address');
  });
});
