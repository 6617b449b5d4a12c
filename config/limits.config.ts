import type { Mode } from './app.config';
import { EnvReader } from './env';

/**
 * The default budget: 10 POSTs a minute per address and route group; in test mode 1,000, so suites that post
 * many bodies from one loopback address are not limited (the abuse suite sets the production figure).
 */
const DEFAULT_POSTS: Record<Mode, number> = { production: 10, demo: 10, test: 1_000 };
/**
 * The budget of one email address or mobile number across the membership routes (verify-subscription, subscribe,
 * competition), whatever address sends it: 10 an hour; in test mode 1,000, as above (decision 0011).
 */
const DEFAULT_IDENTIFIER_POSTS: Record<Mode, number> = { production: 10, demo: 10, test: 1_000 };

/** QUALITY R7 (issue 5 part 9): per-address limits on every POST (decision 0009). */
export interface LimitsConfig {
  /** false turns the limiter off (load tests against a single address) */
  rateLimitEnabled: boolean;
  /** POSTs one address may make to one route group within a window */
  postsPerWindow: number;
  /** length of the fixed window, in seconds */
  windowSeconds: number;
  /** POSTs naming one email address or mobile number to the membership routes within its window */
  identifierPostsPerWindow: number;
  /** length of the identifier's fixed window, in seconds */
  identifierWindowSeconds: number;
  /**
   * the least time a membership answer takes (verify-subscription, subscribe's 200 or 201), so that members and
   * strangers answer alike (decision 0011); 0 turns it off
   */
  lookupAnswerFloorMs: number;
}

/**
 * The floor of a membership answer: 400 ms covers the data API's two lookups for a member; in test mode 0, so
 * suites that verify many times are not slowed (its effect is a unit test of SubscriptionsService).
 */
const DEFAULT_LOOKUP_FLOOR_MS: Record<Mode, number> = { production: 400, demo: 400, test: 0 };

export function limitsConfig(read: EnvReader, mode: Mode): LimitsConfig {
  return {
    rateLimitEnabled: read.bool('RATE_LIMIT_ENABLED', true),
    postsPerWindow: read.int('RATE_LIMIT_POSTS', DEFAULT_POSTS[mode], { min: 1 }),
    windowSeconds: read.int('RATE_LIMIT_WINDOW_SECONDS', 60, { min: 1, max: 86_400 }),
    identifierPostsPerWindow: read.int('RATE_LIMIT_IDENTIFIER_POSTS', DEFAULT_IDENTIFIER_POSTS[mode], { min: 1 }),
    identifierWindowSeconds: read.int('RATE_LIMIT_IDENTIFIER_WINDOW_SECONDS', 3_600, { min: 1, max: 86_400 }),
    lookupAnswerFloorMs: read.int('LOOKUP_ANSWER_FLOOR_MS', DEFAULT_LOOKUP_FLOOR_MS[mode], { min: 0, max: 10_000 }),
  };
}
