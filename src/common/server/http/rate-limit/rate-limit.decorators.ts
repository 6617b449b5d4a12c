import { SetMetadata } from '@nestjs/common';
import { SkipThrottle, Throttle } from '@nestjs/throttler';

/** The named throttlers (decision 0009, decision 0011): per client address, and per email address or mobile. */
export const ADDRESS_THROTTLER = 'address';
export const IDENTIFIER_THROTTLER = 'identifier';

/** Route metadata: the route's body names a person (email or mobile) whose budget it counts against. */
export const LIMITED_PER_IDENTIFIER = 'atrium:rate-limit:identifier';

/** Route metadata: how many times the configured per-address budget the route has. */
export const RATE_LIMIT_TIMES = 'atrium:rate-limit:times';

export interface RateLimitOptions {
  /** requests one client address may make to the route within the window (default: config `RATE_LIMIT_POSTS`) */
  limit?: number;
  /** window length in seconds (default: config `RATE_LIMIT_WINDOW_SECONDS`) */
  windowSeconds?: number;
}

/** Overrides the per-address limit of a POST route (or of every POST of a controller). */
export const RateLimit = ({ limit, windowSeconds }: RateLimitOptions): MethodDecorator & ClassDecorator =>
  Throttle({
    [ADDRESS_THROTTLER]: {
      ...(limit !== undefined ? { limit } : {}),
      ...(windowSeconds !== undefined ? { ttl: windowSeconds * 1000 } : {}),
    },
  });

/** Exempts a route from every limit (callers that authenticate otherwise, e.g. a signed webhook). */
export const SkipRateLimit = (): MethodDecorator & ClassDecorator =>
  SkipThrottle({ [ADDRESS_THROTTLER]: true, [IDENTIFIER_THROTTLER]: true });

/**
 * The membership routes (verify-subscription, subscribe, competition): besides its address, a request counts
 * against the email address or mobile number its body names, whatever address sends it (decision 0011).
 */
export const LimitPerIdentifier = (): MethodDecorator & ClassDecorator => SetMetadata(LIMITED_PER_IDENTIFIER, true);

/**
 * A route one visit presses many times (a seat map's seats, each reserved and perhaps freed): its per-address budget
 * is `times` the configured one (`RATE_LIMIT_POSTS`), so it follows the configuration in every mode.
 */
export const RateLimitTimes = (times: number): MethodDecorator & ClassDecorator => SetMetadata(RATE_LIMIT_TIMES, times);
