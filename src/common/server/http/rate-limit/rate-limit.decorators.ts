import { SetMetadata } from '@nestjs/common';

/** Route metadata read by the rate-limit guard. */
export const RATE_LIMIT_OPTIONS = 'atrium:rate-limit';

export interface RateLimitOptions {
  /** requests one address may make within the window (default: config `RATE_LIMIT_POSTS`) */
  limit?: number;
  /** window length in seconds (default: config `RATE_LIMIT_WINDOW_SECONDS`) */
  windowSeconds?: number;
  /** routes naming the same group share one budget; by default each route is its own group */
  group?: string;
}

/** Overrides the per-address limit of a POST route (or of every POST of a controller). */
export const RateLimit = (options: RateLimitOptions): MethodDecorator & ClassDecorator =>
  SetMetadata(RATE_LIMIT_OPTIONS, options);

/** Exempts a route from the per-address limit (callers that authenticate otherwise, e.g. a signed webhook). */
export const SkipRateLimit = (): MethodDecorator & ClassDecorator => SetMetadata(RATE_LIMIT_OPTIONS, false);
