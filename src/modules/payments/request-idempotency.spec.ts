import { bodyHash, usableKey } from './request-idempotency.service';

describe('the hash an Idempotency-Key keeps of its first body', () => {
  it('should not depend on the order of keys, nested ones included', () => {
    expect(bodyHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(bodyHash({ b: { d: 'x', c: [1, 2] }, a: 1 }));
  });

  it('should tell apart bodies that differ in any value, and leave out what is undefined', () => {
    const body = { email: 'ada@example.com', quantity: 1, answers: { a: 'b' } };
    expect(bodyHash(body)).not.toBe(bodyHash({ ...body, quantity: 2 }));
    expect(bodyHash(body)).not.toBe(bodyHash({ ...body, answers: { a: 'c' } }));
    expect(bodyHash(body)).not.toBe(bodyHash({ ...body, email: 'grace@example.com' }));
    expect(bodyHash({ ...body, verification: undefined })).toBe(bodyHash(body));
    expect(bodyHash([1, 2])).not.toBe(bodyHash([2, 1]));
  });

  it('should take keys of 16 to 128 letters, digits, dashes and underscores only', () => {
    expect(usableKey('7c1e5b0a-2f4d-4c8e-9a6b-000000000001')).toBe(true);
    expect(usableKey('short')).toBe(false);
    expect(usableKey('has spaces in it, twenty')).toBe(false);
    expect(usableKey(undefined)).toBe(false);
  });
});
