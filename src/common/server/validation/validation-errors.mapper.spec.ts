import type { ValidationError } from 'class-validator';
import { findUnsafePayload, MAX_PAYLOAD_DEPTH } from './unsafe-payload.middleware';
import { toFieldErrors } from './validation-errors.mapper';

const error = (
  property: string,
  constraints?: Record<string, string>,
  children: ValidationError[] = [],
): ValidationError => ({ property, constraints, children }) as ValidationError;

describe('toFieldErrors', () => {
  it('should name nested fields a.b and array items a.0.b', () => {
    const errors = [
      error('contact', undefined, [error('email', { isEmail: 'Please enter a valid email address' })]),
      error('items', undefined, [error('0', undefined, [error('quantity', { min: 'Too few' })])]),
    ];
    expect(toFieldErrors(errors)).toEqual({
      'contact.email': 'Please enter a valid email address',
      'items.0.quantity': 'Too few',
    });
  });

  it('should take the rule written first (class-validator lists them bottom-up)', () => {
    expect(
      toFieldErrors([
        error('mobile', { length: 'Mobile must be 10 to 12 digits', isNotEmpty: 'Please enter your mobile' }),
      ]),
    ).toEqual({ mobile: 'Please enter your mobile' });
  });

  it('should say a field is not allowed without repeating its name', () => {
    expect(toFieldErrors([error('isAdmin', { whitelistValidation: 'property isAdmin should not exist' })])).toEqual({
      isAdmin: 'This field is not allowed',
    });
  });

  it('should keep a field called __proto__ as a plain key', () => {
    const fields = toFieldErrors([error('__proto__', { whitelistValidation: 'x' })]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['__proto__']);
  });
});

describe('findUnsafePayload', () => {
  it('should find prototype keys at any depth', () => {
    expect(findUnsafePayload(JSON.parse('{"a":{"b":[{"__proto__":{"x":1}}]}}'))).toEqual({
      path: 'a.b.0.__proto__',
      message: 'This field is not allowed',
    });
    expect(findUnsafePayload({ constructor: { prototype: {} } })).toEqual({
      path: 'constructor',
      message: 'This field is not allowed',
    });
  });

  it('should accept ordinary payloads and primitives', () => {
    expect(findUnsafePayload({ a: [1, { b: 'c' }], d: null })).toBeUndefined();
    expect(findUnsafePayload('text')).toBeUndefined();
    expect(findUnsafePayload(undefined)).toBeUndefined();
  });

  it('should stop at the depth limit without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50_000; i += 1) deep = { a: deep };
    expect(findUnsafePayload(deep)?.message).toBe('This field is nested too deeply');
    let ok: unknown = 1;
    for (let i = 0; i < MAX_PAYLOAD_DEPTH; i += 1) ok = { a: ok };
    expect(findUnsafePayload(ok)).toBeUndefined();
  });
});
