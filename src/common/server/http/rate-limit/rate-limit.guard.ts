import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Response } from 'express';
import type { Configuration } from '../../../../../config/configuration';
import { APP_CONFIG } from '../../config/app-config.token';
import { DomainError } from '../../errors/domain-error';
import { ADDRESS_THROTTLER, RATE_LIMIT_TIMES } from './rate-limit.decorators';
import { retryAfterSeconds } from './rate-limit.policy';

export const RATE_LIMITED_MESSAGE = 'Too many requests, please wait a moment and try again.';
export const RATE_LIMITED_CODE = 'RATE_LIMIT.EXCEEDED';

/** GETs are served from the page cache; every method that changes something is counted. */
const LIMITED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * QUALITY R7, decisions 0009 and 0011: @nestjs/throttler's guard with the site's own answer. Every POST counts
 * against its client address (per route) and, on the membership routes, against the email address or mobile
 * its body names (across those routes); over either limit the answer is 429 with Retry-After (seconds) and the
 * standard error body. Global (APP_GUARD), so it runs before any route's own guards: a burst never reaches the
 * human check or an upstream.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {
    super(options, storage, reflector);
  }

  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !this.config.limits.rateLimitEnabled) return Promise.resolve(true);
    const method = context.switchToHttp().getRequest<{ method: string }>().method;
    return Promise.resolve(!LIMITED_METHODS.has(method));
  }

  /** A route marked `@RateLimitTimes(n)` has n times the per-address budget. */
  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    if (request.throttler.name !== ADDRESS_THROTTLER) return super.handleRequest(request);
    const times = this.reflector.getAllAndOverride<number | undefined>(RATE_LIMIT_TIMES, [
      request.context.getHandler(),
      request.context.getClass(),
    ]);
    return super.handleRequest(times && times > 1 ? { ...request, limit: request.limit * times } : request);
  }

  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('Retry-After', String(retryAfterSeconds(detail.timeToBlockExpire * 1000)));
    throw new DomainError(RATE_LIMITED_CODE, RATE_LIMITED_MESSAGE);
  }
}
