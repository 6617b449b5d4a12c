import { maskEmail, normaliseEmail, normaliseMobile } from './identity';

describe('normaliseEmail: one mailbox, one way of writing it', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['ada+2@example.com', 'ada@example.com'],
    ['ADA+news+more@example.com', 'ada@example.com'],
    ['ａｄａ@example.com', 'ada@example.com'],
    ['ada.lovelace@example.com', 'ada.lovelace@example.com'],
  ])('should write %j as %j', (written, normalised) => {
    expect(normaliseEmail(written)).toBe(normalised);
  });

  it('should keep a local part that starts with + and a value without exactly one @ whole', () => {
    expect(normaliseEmail('+ada@example.com')).toBe('+ada@example.com');
    expect(normaliseEmail('a@b@example.com')).toBe('a@b@example.com');
    expect(normaliseEmail('not an address')).toBe('not an address');
  });
});

describe('normaliseMobile: one phone, one way of writing it', () => {
  it.each([
    ['0412 345 678', undefined, '61412345678'],
    ['+61 412 345 678', undefined, '61412345678'],
    ['0061412345678', undefined, '61412345678'],
    ['61412345678', undefined, '61412345678'],
    ['412345678', undefined, '61412345678'],
    ['021 123 4567', 'NZ', '64211234567'],
    ['+44 7700 900123', 'AU', '447700900123'],
  ])('should write %j (country %s) as %j', (written, country, normalised) => {
    expect(normaliseMobile(written, country)).toBe(normalised);
  });
});

describe('maskEmail', () => {
  it('should show the first character and the domain only', () => {
    expect(maskEmail('tara@example.com')).toBe('t***@example.com');
    expect(maskEmail('t@example.com')).toBe('t***@example.com');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});
