import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Configuration } from '../../../../../config/configuration';
import { APP_CONFIG } from '../../config/app-config.token';
import { DomainError } from '../../errors/domain-error';
import { RATE_LIMIT_OPTIONS, RateLimitOptions } from './rate-limit.decorators';
import { clientAddressKey, retryAfterSeconds } from './rate-limit.policy';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store';

/** What a limited visitor reads (the spec names no text for it; decision 0009). */
export const RATE_LIMITED_MESSAGE = 'Too many requests, please wait a moment and try again.';
export const RATE_LIMITED_CODE = 'RATE_LIMIT.EXCEEDED';

/** GETs are served from the page cache; every method that changes something is counted. */
const LIMITED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * QUALITY R7: every POST is counted per address and route group in a fixed window; over the limit the
 * answer is 429 with Retry-After (seconds) and the standard error body. Global (APP_GUARD), so it runs
 * before any route's own guards: a burst never reaches the human check or an upstream.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !this.config.limits.rateLimitEnabled) return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!LIMITED_METHODS.has(req.method)) return true;
    const options = this.reflector.getAllAndOverride<RateLimitOptions | false | undefined>(RATE_LIMIT_OPTIONS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (options === false) return true;
    const limit = options?.limit ?? this.config.limits.postsPerWindow;
    const windowMs = (options?.windowSeconds ?? this.config.limits.windowSeconds) * 1000;
    const group = options?.group ?? `${context.getClass().name}.${context.getHandler().name}`;
    // req.ip follows Express's `trust proxy` (configureHttp): the socket, or the proxy's X-Forwarded-For entry
    const address = clientAddressKey(req.ip ?? req.socket.remoteAddress);
    const hit = await this.store.hit(`${group}:${address}`, windowMs);
    if (hit.count <= limit) return true;
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('Retry-After', String(retryAfterSeconds(hit.resetInMs)));
    throw new DomainError(RATE_LIMITED_CODE, RATE_LIMITED_MESSAGE);
  }
}
