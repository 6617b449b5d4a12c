import { AccessTokenCache, readTokenAnswer, type IssuedToken } from './access-token';

describe('access token', () => {
  it('should read an Apigee token answer, expires_in as a string or a number', () => {
    expect(
      readTokenAnswer({
        access_token: 'abc',
        token_type: 'BearerToken',
        expires_in: '3599',
        issued_at: '1795413600000',
      }),
    ).toEqual({
      value: 'abc',
      lifetimeMs: 3_599_000,
    });
    expect(readTokenAnswer({ access_token: 'abc', expires_in: 60 })).toEqual({ value: 'abc', lifetimeMs: 60_000 });
  });

  it('should refuse an answer without a token or a usable lifetime', () => {
    const answers = [
      undefined,
      {},
      { access_token: '', expires_in: 60 },
      { access_token: 'a' },
      { access_token: 'a', expires_in: '0' },
      { access_token: 'a', expires_in: 'soon' },
    ];
    expect(answers.map(readTokenAnswer)).toEqual(answers.map(() => undefined));
  });

  function cache(lifetimeMs = 3_600_000) {
    let now = 0;
    let issued = 0;
    const fetches: Array<(token: IssuedToken) => void> = [];
    const tokens = new AccessTokenCache(
      () =>
        new Promise<IssuedToken>((resolve) => {
          issued += 1;
          fetches.push(resolve);
        }),
      () => now,
    );
    return {
      tokens,
      issued: () => issued,
      answer: () => fetches.shift()!({ value: `t${issued}`, lifetimeMs }),
      advance: (ms: number) => void (now += ms),
    };
  }

  it('should make concurrent callers share one fetch', async () => {
    const c = cache();
    const waiting = [c.tokens.get(), c.tokens.get(), c.tokens.get()];
    c.answer();
    expect(await Promise.all(waiting)).toEqual(['t1', 't1', 't1']);
    expect(c.issued()).toBe(1);
  });

  it('should refresh a minute early for a long-lived token, a tenth of its life early for a short one', async () => {
    const long = cache(3_600_000);
    const first = long.tokens.get();
    long.answer();
    await first;
    long.advance(3_539_999);
    expect(await long.tokens.get()).toBe('t1');
    long.advance(1);
    const next = long.tokens.get();
    long.answer();
    expect(await next).toBe('t2');

    const short = cache(10_000);
    const one = short.tokens.get();
    short.answer();
    await one;
    short.advance(8_999);
    expect(await short.tokens.get()).toBe('t1');
    short.advance(1);
    const again = short.tokens.get();
    short.answer();
    expect(await again).toBe('t2');
  });

  it('should drop a refused token once, whoever notices first', async () => {
    const c = cache();
    const first = c.tokens.get();
    c.answer();
    await first;
    c.tokens.invalidate('t1');
    const renewed = c.tokens.get();
    c.answer();
    expect(await renewed).toBe('t2');
    c.tokens.invalidate('t1'); // a late caller with the old token changes nothing
    expect(await c.tokens.get()).toBe('t2');
    expect(c.issued()).toBe(2);
  });
});
