import { Inject, Injectable } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CacheService } from './cache.service';
import { CacheUnavailableError, InvalidWebhookError } from './cache.errors';

/** Namespace of a CMS space's content; the content module caches each space under it. */
export const contentNamespaceOf = (spaceId: string): string => `content:${spaceId}`;

/** What the admin endpoint answers. */
export interface CacheUpdateResult {
  invalidated: string[];
}

/** Turns CMS webhooks into cache invalidations. */
@Injectable()
export class CacheAdminService {
  constructor(
    private readonly cache: CacheService,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  /**
   * Invalidates `content:<space_id>`, or every configured space's content when the payload names no
   * space (a manual call). Any CMS event counts (published, unpublished, deleted, moved, datasource
   * entries, assets...): each can change what pages show.
   * @param payload the webhook's JSON body `{ text, action, space_id, story_id, full_slug }`
   */
  async update(payload: unknown): Promise<CacheUpdateResult> {
    const spaceId = spaceIdOf(payload);
    const namespaces = spaceId ? [contentNamespaceOf(spaceId)] : this.allContentNamespaces();
    const stored = await Promise.all(namespaces.map((name) => this.cache.invalidate(name)));
    const pending = namespaces.filter((_, index) => !stored[index]);
    if (pending.length > 0) throw new CacheUnavailableError(pending);
    return { invalidated: namespaces };
  }

  private allContentNamespaces(): string[] {
    return [...new Set(this.config.centres.centres.map((centre) => contentNamespaceOf(centre.cms.spaceId)))];
  }
}

/**
 * The space id of a webhook body. The CMS sends a number; a digit string is accepted for manual
 * calls. Absent (or an empty body) means "every space".
 */
export function spaceIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const raw = (payload as Record<string, unknown>).space_id;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  if (!/^\d{1,20}$/.test(text)) throw new InvalidWebhookError({ space_id: 'space_id must be a whole number' });
  return text;
}
