import { interpretSiteverify, MAX_TOKEN_LENGTH, tokenFromAuthorization } from './siteverify.verdict';

const rules = {
  minScore: 0.5,
  expectedAction: 'submit',
  expectedHostnames: ['www.willowvale.example', 'willowvale.localhost', 'localhost'],
};
const v3 = {
  success: true,
  challenge_ts: '2026-11-23T05:00:00Z',
  hostname: 'www.willowvale.example',
  score: 0.9,
  action: 'submit',
};

describe('interpretSiteverify (contracts.md §5, decision 0009)', () => {
  it("should pass a v2 answer with success true made on one of the site's host names", () => {
    expect(
      interpretSiteverify({ success: true, challenge_ts: '2026-11-23T05:00:00Z', hostname: 'localhost' }, rules),
    ).toEqual({ outcome: 'passed' });
  });

  it('should pass a v3 answer made on the site for the expected action with a good score', () => {
    expect(interpretSiteverify(v3, rules)).toEqual({ outcome: 'passed' });
  });

  it('should read the host name whatever its case', () => {
    expect(interpretSiteverify({ ...v3, hostname: 'WWW.Willowvale.Example' }, rules)).toEqual({ outcome: 'passed' });
  });

  it.each([
    ['another site', 'www.evil.example', 'hostname-mismatch www.evil.example'],
    ["a sibling centre's site", 'www.riverbend.example', 'hostname-mismatch www.riverbend.example'],
    [
      "a name that merely ends with the site's",
      'evil-www.willowvale.example',
      'hostname-mismatch evil-www.willowvale.example',
    ],
    ['no host name at all', undefined, 'hostname-mismatch none'],
  ])('should fail a token made on %s', (_what, hostname, reason) => {
    expect(interpretSiteverify({ ...v3, hostname }, rules)).toEqual({ outcome: 'failed', reason });
  });

  it('should fail every token when the post came to a host of no centre', () => {
    expect(interpretSiteverify(v3, { ...rules, expectedHostnames: [] })).toEqual({
      outcome: 'failed',
      reason: 'hostname-mismatch www.willowvale.example',
    });
  });

  it('should fail an answer with success false and keep its error codes as the reason', () => {
    expect(interpretSiteverify({ success: false, 'error-codes': ['timeout-or-duplicate'] }, rules)).toEqual({
      outcome: 'failed',
      reason: 'timeout-or-duplicate',
    });
  });

  it('should fail a success false without error codes', () => {
    expect(interpretSiteverify({ success: false }, rules)).toEqual({ outcome: 'failed', reason: 'not-passed' });
  });

  it('should pass a v3 answer whose score equals the threshold', () => {
    expect(interpretSiteverify({ ...v3, score: 0.5 }, rules)).toEqual({ outcome: 'passed' });
  });

  it('should fail a v3 answer whose score is under the threshold', () => {
    expect(interpretSiteverify({ ...v3, score: 0.3 }, rules)).toEqual({ outcome: 'failed', reason: 'low-score 0.3' });
  });

  it.each([[undefined], ['0.9'], [Number.NaN]])('should fail a score-based answer whose score is %p', (score) => {
    expect(interpretSiteverify({ ...v3, score }, rules).outcome).toBe('failed');
  });

  it('should fail a v3 answer for another action than the expected one', () => {
    expect(interpretSiteverify({ ...v3, action: 'login' }, rules)).toEqual({
      outcome: 'failed',
      reason: 'action-mismatch login',
    });
  });

  it('should fail a score-based answer that names no action', () => {
    expect(interpretSiteverify({ ...v3, action: undefined }, rules)).toEqual({
      outcome: 'failed',
      reason: 'action-mismatch none',
    });
  });

  it('should check the host name before the score, so a good score from another site does not pass', () => {
    expect(interpretSiteverify({ ...v3, hostname: 'evil.example', score: 1 }, rules)).toMatchObject({
      outcome: 'failed',
      reason: 'hostname-mismatch evil.example',
    });
  });

  it.each([['missing-input-secret'], ['invalid-input-secret'], ['bad-request']])(
    'should call the check unavailable when siteverify answers %s (our request, not the visitor)',
    (code) => {
      expect(interpretSiteverify({ success: false, 'error-codes': [code] }, rules)).toEqual({
        outcome: 'unavailable',
        reason: `siteverify refused the request: ${code}`,
      });
    },
  );

  it.each([[null], ['ok'], [{}], [{ success: 'true' }], [[true]]])('should call %p no verdict', (answer) => {
    expect(interpretSiteverify(answer, rules)).toEqual({
      outcome: 'unavailable',
      reason: 'siteverify answered without a verdict',
    });
  });
});

describe('tokenFromAuthorization (spec 2 §5: the token travels in the Authorization header)', () => {
  it('should take a bare token', () => {
    expect(tokenFromAuthorization('03AFcWeA-token')).toBe('03AFcWeA-token');
  });

  it('should take a Bearer token, whatever the scheme case', () => {
    expect(tokenFromAuthorization('Bearer 03AFcWeA-token')).toBe('03AFcWeA-token');
    expect(tokenFromAuthorization('bearer   03AFcWeA-token ')).toBe('03AFcWeA-token');
  });

  it.each([[undefined], [''], ['   '], ['Bearer'], ['Bearer '], [['a', 'b']], ['two words']])(
    'should find no token in %p',
    (header) => {
      expect(tokenFromAuthorization(header)).toBeUndefined();
    },
  );

  it('should find no token in a value longer than any captcha token', () => {
    expect(tokenFromAuthorization('x'.repeat(MAX_TOKEN_LENGTH + 1))).toBeUndefined();
    expect(tokenFromAuthorization('x'.repeat(MAX_TOKEN_LENGTH))).toBe('x'.repeat(MAX_TOKEN_LENGTH));
  });
});
