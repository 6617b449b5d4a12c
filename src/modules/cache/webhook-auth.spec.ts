import { createHmac } from 'node:crypto';
import { InvalidWebhookError } from './cache.errors';
import { spaceIdOf } from './cache-admin.service';
import { secretMatches, signatureMatches } from './webhook-auth';

describe('webhook authentication', () => {
  it('should accept only the exact token', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches('s3cret-and-more', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
  });

  it('should never accept anything when no token is configured', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', '')).toBe(false);
  });

  it('should accept the hex HMAC-SHA1 of the raw body, in either case', () => {
    const body = Buffer.from('{"action":"published","space_id":1001}');
    const signature = createHmac('sha1', 'whsec').update(body).digest('hex');
    expect(signatureMatches(body, signature, 'whsec')).toBe(true);
    expect(signatureMatches(body, signature.toUpperCase(), 'whsec')).toBe(true);
  });

  it('should refuse a signature of another body, another secret, or none', () => {
    const body = Buffer.from('{"space_id":1001}');
    const signature = createHmac('sha1', 'whsec').update(body).digest('hex');
    expect(signatureMatches(Buffer.from('{"space_id":1002}'), signature, 'whsec')).toBe(false);
    expect(signatureMatches(body, signature, 'other')).toBe(false);
    expect(signatureMatches(body, undefined, 'whsec')).toBe(false);
    expect(signatureMatches(undefined, signature, 'whsec')).toBe(false);
  });
});

describe('webhook payload', () => {
  it('should read the space id the CMS sends as a number, or a digit string', () => {
    expect(spaceIdOf({ text: 'x', action: 'published', space_id: 1001, story_id: 5, full_slug: 'home' })).toBe('1001');
    expect(spaceIdOf({ space_id: ' 1002 ' })).toBe('1002');
  });

  it('should mean every space when no space id is given', () => {
    expect(spaceIdOf({})).toBeUndefined();
    expect(spaceIdOf({ space_id: null })).toBeUndefined();
    expect(spaceIdOf(undefined)).toBeUndefined();
    expect(spaceIdOf('text')).toBeUndefined();
  });

  it('should refuse a space id that is not a whole number', () => {
    for (const space_id of ['abc', -1, 1.5, { $ne: 1 }, ['1001'], '1001;*']) {
      expect(() => spaceIdOf({ space_id })).toThrow(InvalidWebhookError);
    }
  });
});
