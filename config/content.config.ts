import { EnvReader } from './env';

export interface ContentConfig {
  /** CDN API base, e.g. https://api-ap.storyblok.com/v2 (the client appends /cdn/...) */
  endpoint: string;
  /** origin of CMS assets as written in content; rewritten to assetBaseUrl when they differ */
  assetOrigin: string;
  /** where the browser loads CMS images from (the CMS image service, or the sandbox in demo mode) */
  assetBaseUrl: string;
  /** token that /api/admin/cache/update requires (spec 1 §7: webhook token) */
  webhookToken: string;
  /** secret of the CMS webhook signature (HMAC-SHA1 of the body); checked when set */
  webhookSecret?: string;
  /** seconds a CMS call may take */
  timeoutSeconds: number;
  /** seconds the cache version (cv) is trusted before it is asked again (a webhook drops it at once) */
  cacheVersionTtlSeconds: number;
  /** seconds stale content is kept to serve while the CMS fails (stale-if-error) */
  staleIfErrorSeconds: number;
  /** seconds a failed CMS fetch is not retried for one key (R4: one upstream call per key per backoff window) */
  errorBackoffSeconds: number;
  /**
   * ms a published content read waits on a reload when a stale copy exists; past it the copy is served and the
   * reload finishes in the background (R4: a hanging CMS must not hold pages back; 0: always wait)
   */
  staleAfterMs: number;
  /** seconds a preview (draft) request may reuse draft content */
  draftTtlSeconds: number;
  /** seconds the health check reuses its CMS probe (load-balancer probes must not hammer the CMS) */
  healthProbeSeconds: number;
}

export function contentConfig(read: EnvReader): ContentConfig {
  const assetOrigin = read.string('CMS_ASSET_ORIGIN', 'https://a.storyblok.com');
  return {
    endpoint: read.string('CMS_ENDPOINT', 'https://api-ap.storyblok.com/v2'),
    assetOrigin,
    assetBaseUrl: read.string('CMS_ASSET_BASE_URL', assetOrigin),
    webhookToken: read.string('WEBHOOK_TOKEN'),
    webhookSecret: read.optional('WEBHOOK_SECRET'),
    timeoutSeconds: read.int('CMS_TIMEOUT_SECONDS', 5, { min: 1 }),
    cacheVersionTtlSeconds: read.int('CMS_CV_TTL_SECONDS', 60, { min: 1 }),
    staleIfErrorSeconds: read.int('CMS_STALE_IF_ERROR_SECONDS', 86_400, { min: 0 }),
    errorBackoffSeconds: read.int('CMS_ERROR_BACKOFF_SECONDS', 5, { min: 0 }),
    staleAfterMs: read.int('CMS_STALE_AFTER_MS', 250, { min: 0 }),
    draftTtlSeconds: read.int('CMS_DRAFT_TTL_SECONDS', 2, { min: 0 }),
    healthProbeSeconds: read.int('CMS_HEALTH_PROBE_SECONDS', 5, { min: 0 }),
  };
}
