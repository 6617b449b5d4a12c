import { IdentityKeys } from './identity-keys';

const keysWith = (secret: string) => new IdentityKeys({ app: { identitySecret: secret } } as never);

describe('IdentityKeys', () => {
  const keys = keysWith('a-secret-of-at-least-thirty-two-characters');

  it('should hash one identity the same way every time, differently per purpose and per secret', () => {
    const single = keys.hash('single-entry', 'ada@example.com');
    expect(single).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(keys.hash('single-entry', 'ada@example.com')).toBe(single);
    expect(keys.hash('limit', 'ada@example.com')).not.toBe(single);
    expect(keysWith('another-secret-of-thirty-two-characters').hash('single-entry', 'ada@example.com')).not.toBe(
      single,
    );
    expect(keys.hash('single-entry', 'bob@example.com')).not.toBe(single);
  });

  it('should open a seal made for the same purpose, and nothing else', () => {
    const sealed = keys.seal('verification', { status: 'existing', centre: 'willowvale' });
    expect(sealed).not.toMatch(/existing|willowvale/);
    expect(keys.open('verification', sealed)).toEqual({ status: 'existing', centre: 'willowvale' });
    expect(keys.open('other-purpose', sealed)).toBeUndefined();
    expect(keysWith('another-secret-of-thirty-two-characters').open('verification', sealed)).toBeUndefined();
  });

  it('should refuse a seal that was changed, cut, or is not a seal', () => {
    const sealed = keys.seal('verification', { status: 'new' });
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    // the first character carries six whole bits of the first byte (a last character may be only padding bits)
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    for (const forged of [
      [version, iv, flipped, tag].join('.'),
      [version, iv, body].join('.'),
      ['v0', iv, body, tag].join('.'),
      'v1.x.y.z',
      '',
      42,
      { status: 'existing' },
      'x'.repeat(5000),
    ])
      expect(keys.open('verification', forged)).toBeUndefined();
  });

  it('should seal the same value differently each time (a fresh IV)', () => {
    expect(keys.seal('verification', { a: 1 })).not.toBe(keys.seal('verification', { a: 1 }));
  });
});
