import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { Configuration } from '../../../../config/configuration';
import { APP_CONFIG } from '../config/app-config.token';
import { secretMatches } from './secret-matches';

/**
 * Admits operators (submissions, exports ...) with the admin token of `POST /api/admin/cache/update`
 * (WEBHOOK_TOKEN) in the `x-webhook-token` header. Only the header: these endpoints are called by people and
 * scripts, never by the CMS, so the token stays out of URLs and access logs. Any failure is the same bare 401.
 */
@Injectable()
export class OperatorTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {}

  canActivate(context: ExecutionContext): boolean {
    const given = context.switchToHttp().getRequest<Request>().headers['x-webhook-token'];
    if (typeof given !== 'string' || !secretMatches(given, this.config.content.webhookToken)) {
      throw new UnauthorizedException();
    }
    return true;
  }
}
