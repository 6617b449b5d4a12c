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

  it('should leave out text that is not an address, and values that are not text', () => {
    expect(allowedRecipient(centre, 'hello@willowvale.example, other@example.com')).toBeUndefined();
    expect(allowedRecipient(centre, ['hello@willowvale.example'])).toBeUndefined();
    expect(allowedRecipient(centre, undefined)).toBeUndefined();
  });

  it('should keep nothing for a centre without domains', () => {
    expect(allowedRecipient({ domains: [] }, 'hello@willowvale.example')).toBeUndefined();
  });
});
