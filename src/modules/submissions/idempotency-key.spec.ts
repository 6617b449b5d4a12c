import { isWellFormedClientKey, submissionId } from './idempotency-key';

const KEY = '0b9f6a3e-4c1d-4e8a-9a57-2f4c1e7d8b10';

describe('submissionId', () => {
  it('should give the same id for the same key, kind and centre', () => {
    expect(submissionId('contact', 'willowvale', KEY)).toBe(submissionId('contact', 'willowvale', KEY));
  });

  it('should name the kind and hide the client key', () => {
    const id = submissionId('contact', 'willowvale', KEY);
    expect(id).toMatch(/^contact-[A-Za-z0-9_-]{32}$/);
    expect(id).not.toContain(KEY);
  });

  it('should give another id when the same key comes with another kind or centre', () => {
    const ids = new Set([
      submissionId('contact', 'willowvale', KEY),
      submissionId('leasing', 'willowvale', KEY),
      submissionId('contact', 'riverbend', KEY),
    ]);
    expect(ids.size).toBe(3);
  });

  it('should make a fresh id when the client sent no key', () => {
    expect(submissionId('subscription', 'willowvale', undefined, () => 'fresh-uuid')).toBe('subscription-fresh-uuid');
  });

  it('should make a fresh id when the key is malformed', () => {
    expect(submissionId('competition', 'willowvale', 'short', () => 'fresh-uuid')).toBe('competition-fresh-uuid');
    expect(submissionId('competition', 'willowvale', `${KEY}<script>`, () => 'fresh-uuid')).toBe(
      'competition-fresh-uuid',
    );
  });

  it('should make a different id for each submission without a key', () => {
    expect(submissionId('contact', 'willowvale', undefined)).not.toBe(submissionId('contact', 'willowvale', undefined));
  });
});

describe('isWellFormedClientKey', () => {
  it.each([KEY, 'abcdefghijklmnop', 'A'.repeat(128), 'key_with-dashes_0123'])('should accept %s', (key) => {
    expect(isWellFormedClientKey(key)).toBe(true);
  });

  it.each(['', 'abcdefghijklmno', 'A'.repeat(129), 'has spaces in the key', 'ключ-ключ-ключ-ключ'])(
    'should refuse %j',
    (key) => {
      expect(isWellFormedClientKey(key)).toBe(false);
    },
  );
});
