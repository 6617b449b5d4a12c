import type { Mode } from './app.config';
import { EnvReader } from './env';

/**
 * The default budget: 10 POSTs a minute per address and route group; in test mode 1,000, so suites that post
 * many bodies from one loopback address are not limited (the abuse suite sets the production figure).
 */
const DEFAULT_POSTS: Record<Mode, number> = { production: 10, demo: 10, test: 1_000 };

/** QUALITY R7 (issue 5 part 9): per-address limits on every POST (decision 0009). */
export interface LimitsConfig {
  /** false turns the limiter off (load tests against a single address) */
  rateLimitEnabled: boolean;
  /** POSTs one address may make to one route group within a window */
  postsPerWindow: number;
  /** length of the fixed window, in seconds */
  windowSeconds: number;
  /**
   * the least time a membership answer takes (verify-subscription, subscribe's 200 or 201), so that members and
   * strangers answer alike (decision 0011); 0 turns it off
   */
  lookupAnswerFloorMs: number;
}

export function limitsConfig(read: EnvReader, mode: Mode): LimitsConfig {
  return {
    rateLimitEnabled: read.bool('RATE_LIMIT_ENABLED', true),
    postsPerWindow: read.int('RATE_LIMIT_POSTS', DEFAULT_POSTS[mode], { min: 1 }),
    windowSeconds: read.int('RATE_LIMIT_WINDOW_SECONDS', 60, { min: 1, max: 86_400 }),
    lookupAnswerFloorMs: read.int('LOOKUP_ANSWER_FLOOR_MS', 400, { min: 0, max: 10_000 }),
  };
}
