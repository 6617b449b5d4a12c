import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { secretMatches, signatureMatches } from './webhook-auth';

/**
 * Admits the CMS webhook: the webhook token (header `x-webhook-token`, or query `token` because the
 * CMS webhook settings only take a URL), and, when `config.content.webhookSecret` is set, the
 * `webhook-signature` of the raw body. Any failure is the same bare 401, so a caller learns nothing
 * about which check failed.
 *
 * The raw body comes from `NestFactory.create(AppModule, { rawBody: true })` (req.rawBody).
 */
@Injectable()
export class WebhookAuthGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: Configuration) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request & { rawBody?: Buffer }>();
    const { webhookToken, webhookSecret } = this.config.content;
    if (!secretMatches(tokenOf(request), webhookToken)) throw new UnauthorizedException();
    if (
      webhookSecret &&
      !signatureMatches(request.rawBody, single(request.headers['webhook-signature']), webhookSecret)
    ) {
      throw new UnauthorizedException();
    }
    return true;
  }
}

function tokenOf(request: Request): string | undefined {
  return single(request.headers['x-webhook-token']) ?? single(request.query?.token);
}

/** A header or query value given once; repeated or structured values are refused. */
function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
