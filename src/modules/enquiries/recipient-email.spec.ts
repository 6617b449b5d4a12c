import { allowedRecipient } from './recipient-email';

const centre = { domains: ['www.willowvale.example', 'willowvale.example.com.au'] };

describe('allowedRecipient', () => {
  it("should keep an address of the centre's own domain, without the www", () => {
    expect(allowedRecipient(centre, 'hello@willowvale.example')).toBe('hello@willowvale.example');
  });

  it("should keep an address of a subdomain of the centre's domain, in lower case", () => {
    expect(allowedRecipient(centre, ' Leasing@Mail.Willowvale.Example.com.au ')).toBe(
      'leasing@mail.willowvale.example.com.au',
    );
  });

  it('should leave out an address of any other domain', () => {
    expect(allowedRecipient(centre, 'someone@example.com')).toBeUndefined();
  });

  it("should leave out a domain that merely ends with the centre's name", () => {
    expect(allowedRecipient(centre, 'relay@evilwillowvale.example')).toBeUndefined();
  });

  it.each([
    'someone%elsewhere.example@willowvale.example',
    'elsewhere.example!someone@willowvale.example',
    '"someone@elsewhere.example"@willowvale.example',
    'someone@elsewhere.example@willowvale.example',
    '@willowvale.example:someone@elsewhere.example',
    'hello@[192.0.2.1]',
  ])('should leave out the relay or source-routing form %j, even naming the centre', (value) => {
    expect(allowedRecipient(centre, value)).toBeUndefined();
  });

  it('should leave out text that is not an address, and values that are not text', () => {
    expect(allowedRecipient(centre, 'hello@willowvale.example, other@example.com')).toBeUndefined();
    expect(allowedRecipient(centre, ['hello@willowvale.example'])).toBeUndefined();
    expect(allowedRecipient(centre, undefined)).toBeUndefined();
  });

  it('should keep nothing for a centre without domains', () => {
    expect(allowedRecipient({ domains: [] }, 'hello@willowvale.example')).toBeUndefined();
  });

  describe('with a configured recipient list (enquiryRecipients)', () => {
    const group = { ...centre, enquiryRecipients: ['Leasing@Atrium-Leasing.example', '@group-mail.example'] };

    it('should keep a configured address, in lower case, and no other address of its domain', () => {
      expect(allowedRecipient(group, 'leasing@atrium-leasing.example')).toBe('leasing@atrium-leasing.example');
      expect(allowedRecipient(group, 'LEASING@atrium-leasing.example ')).toBe('leasing@atrium-leasing.example');
      expect(allowedRecipient(group, 'ceo@atrium-leasing.example')).toBeUndefined();
    });

    it('should keep any address of a configured domain and its subdomains', () => {
      expect(allowedRecipient(group, 'centre-team@group-mail.example')).toBe('centre-team@group-mail.example');
      expect(allowedRecipient(group, 'vic@leasing.group-mail.example')).toBe('vic@leasing.group-mail.example');
      expect(allowedRecipient(group, 'relay@evilgroup-mail.example')).toBeUndefined();
    });

    it("should still keep the centre's own addresses and leave out every other one", () => {
      expect(allowedRecipient(group, 'hello@willowvale.example')).toBe('hello@willowvale.example');
      expect(allowedRecipient(group, 'someone@example.com')).toBeUndefined();
    });
  });
});
