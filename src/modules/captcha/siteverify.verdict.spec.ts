import { interpretSiteverify, MAX_TOKEN_LENGTH, tokenFromAuthorization } from './siteverify.verdict';

const rules = { minScore: 0.5 };

describe('interpretSiteverify (contracts.md §5)', () => {
  it('should pass a v2 answer with success true', () => {
    expect(
      interpretSiteverify({ success: true, challenge_ts: '2026-11-23T05:00:00Z', hostname: 'localhost' }, rules),
    ).toEqual({
      outcome: 'passed',
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
    expect(interpretSiteverify({ success: true, score: 0.5, action: 'submit' }, rules)).toEqual({ outcome: 'passed' });
  });

  it('should fail a v3 answer whose score is under the threshold', () => {
    expect(interpretSiteverify({ success: true, score: 0.3, action: 'submit' }, rules)).toEqual({
      outcome: 'failed',
      reason: 'low-score 0.3',
    });
  });

  it('should fail a v3 answer for another action than the one the route expects', () => {
    expect(
      interpretSiteverify({ success: true, score: 0.9, action: 'login' }, { ...rules, expectedAction: 'contact' }),
    ).toEqual({
      outcome: 'failed',
      reason: 'action-mismatch login',
    });
  });

  it('should pass when the route expects an action but the answer names none (v2)', () => {
    expect(interpretSiteverify({ success: true }, { ...rules, expectedAction: 'contact' })).toEqual({
      outcome: 'passed',
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
