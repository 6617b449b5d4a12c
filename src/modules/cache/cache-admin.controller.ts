import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { SkipRateLimit } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { CacheAdminService, CacheUpdateResult } from './cache-admin.service';
import { WebhookAuthGuard } from './webhook-auth.guard';

/**
 * Operators' and the CMS's door to the cache (spec 1 §7).
 * `POST /api/admin/cache/update` with the webhook token in header `x-webhook-token` or query `token`,
 * and the `webhook-signature` header when a webhook secret is configured. Errors: 401 (guard),
 * 400 `WEBHOOK.INVALID` (space_id not a number), 503 `UPSTREAM.CACHE_UNAVAILABLE` (Redis down: the
 * invalidation is kept and stored when Redis is back).
 */
@Controller('api/admin/cache')
@UseGuards(WebhookAuthGuard)
// authenticated by token: a CMS publishing many stories at once must not be turned away
@SkipRateLimit()
export class CacheAdminController {
  constructor(private readonly admin: CacheAdminService) {}

  /**
   * The CMS webhook. The body is read as-is rather than through a DTO: the CMS adds event-specific
   * fields (asset, datasource, workflow...) that a forbid-unknown validation would reject, and the
   * request is already authenticated by token and signature.
   */
  @Post('update')
  @HttpCode(200)
  update(@Body() payload: unknown): Promise<CacheUpdateResult> {
    return this.admin.update(payload);
  }
}
