import { loadConfiguration } from './configuration';
import { ConfigError } from './env';

describe('limits configuration (decision 0009)', () => {
  it('should allow 10 POSTs a minute per address and route group by default', () => {
    expect(loadConfiguration({ APP_MODE: 'demo' }).limits).toEqual({
      rateLimitEnabled: true,
      postsPerWindow: 10,
      windowSeconds: 60,
      identifierPostsPerWindow: 10,
      identifierWindowSeconds: 3600,
      lookupAnswerFloorMs: 400,
    });
  });

  it('should allow 1,000 POSTs a window in test mode, so suites posting from one address are not limited', () => {
    expect(loadConfiguration({ APP_MODE: 'test' }).limits.postsPerWindow).toBe(1000);
  });

  it('should read the limit, the window and the switch from the environment', () => {
    const { limits } = loadConfiguration({
      APP_MODE: 'test',
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_POSTS: '5',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_IDENTIFIER_POSTS: '3',
      RATE_LIMIT_IDENTIFIER_WINDOW_SECONDS: '600',
      LOOKUP_ANSWER_FLOOR_MS: '0',
    });
    expect(limits).toEqual({
      rateLimitEnabled: false,
      postsPerWindow: 5,
      windowSeconds: 30,
      identifierPostsPerWindow: 3,
      identifierWindowSeconds: 600,
      lookupAnswerFloorMs: 0,
    });
  });

  it('should name a limit of 0 and a window over a day as problems', () => {
    let error: unknown;
    try {
      loadConfiguration({ APP_MODE: 'test', RATE_LIMIT_POSTS: '0', RATE_LIMIT_WINDOW_SECONDS: '90000' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'RATE_LIMIT_POSTS must be a whole number from 1 to 9007199254740991 (got "0")',
      'RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1 to 86400 (got "90000")',
    ]);
  });

  it('should give the siteverify call 3 seconds by default', () => {
    expect(loadConfiguration({ APP_MODE: 'test' }).integrations.captcha.timeoutMs).toBe(3000);
  });
});
