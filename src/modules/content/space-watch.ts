import { CmsRequestError } from './storyblok-content.client';

/**
 * How each space's CMS is answering right now, from the site's own calls to it:
 * - slow: a call still running past its patience (the time after which a stale copy is served instead). While a
 *   space is slow, content that was never cached should not keep a visitor waiting for the whole CMS timeout:
 *   `withBudget` gives up on it early (QUALITY R4: a branded 503 within 1 s), and the call itself carries on;
 * - failing: its last call that ended, ended in an error (5xx, 429, a cut connection, the timeout).
 * The health check reads both, so it reports the CMS down from the first page that meets the trouble rather than
 * on its next probe (issue 23 part 8).
 */
export class SpaceWatch {
  private readonly overdue = new Map<string, number>();
  private readonly failures = new Map<string, string>();

  /** Watches a call to the space's CMS (`patienceMs` 0: not watched); answers `load` unchanged. */
  watch<T>(spaceId: string, load: Promise<T>, patienceMs: number): Promise<T> {
    if (patienceMs <= 0) return load;
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      this.overdue.set(spaceId, (this.overdue.get(spaceId) ?? 0) + 1);
    }, patienceMs);
    timer.unref();
    const settle = () => {
      clearTimeout(timer);
      if (!late) return;
      const left = (this.overdue.get(spaceId) ?? 1) - 1;
      if (left > 0) this.overdue.set(spaceId, left);
      else this.overdue.delete(spaceId);
    };
    load.then(
      () => {
        settle();
        this.failures.delete(spaceId);
      },
      (error: unknown) => {
        settle();
        this.failures.set(spaceId, error instanceof Error ? error.message : String(error));
      },
    );
    return load;
  }

  isSlow(spaceId: string): boolean {
    return this.overdue.has(spaceId);
  }

  /** What the space's last call that ended failed with, or undefined when it answered. */
  failure(spaceId: string): string | undefined {
    return this.failures.get(spaceId);
  }

  /** `reading`, or a CMS error once `budgetMs` have passed without it. */
  withBudget<T>(reading: Promise<T>, budgetMs: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CmsRequestError(undefined, `CMS is answering slowly: gave up after ${budgetMs} ms`)),
        budgetMs,
      );
    });
    // the reading may still fail after the budget; nobody waits for it then
    reading.catch(() => undefined);
    return Promise.race([reading, giveUp]).finally(() => clearTimeout(timer));
  }
}
