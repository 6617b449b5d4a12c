import { DomainError } from '../../common/server/errors/domain-error';

/**
 * Redis could not record an invalidation: it applies to this instance now and is written when Redis
 * is back. 'UPSTREAM.*' answers 503, so the CMS reports the failed webhook to its owner.
 */
export class CacheUnavailableError extends DomainError {
  constructor(readonly namespaces: string[]) {
    super(
      'UPSTREAM.CACHE_UNAVAILABLE',
      'The cache store is unavailable: the invalidation applies to this instance until it is back',
    );
  }
}

/** The webhook body names a space in a form the CMS never sends ('*.INVALID' answers 400). */
export class InvalidWebhookError extends DomainError {
  constructor(fieldErrors: Record<string, string>) {
    super('WEBHOOK.INVALID', 'Invalid webhook payload', fieldErrors);
  }
}

/**
 * A caller stopped waiting for a load that had nothing stale to fall back on (getOrLoad's `giveUpAfterMs`); the load
 * carries on. 'UPSTREAM.*' answers 503; callers usually turn it into their upstream's own error.
 */
export class LoadGaveUpError extends DomainError {
  constructor(readonly budgetMs: number) {
    super('UPSTREAM.TOO_SLOW', `gave up after ${budgetMs} ms`);
  }
}
