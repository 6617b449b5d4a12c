import { CmsRequestError } from './storyblok-content.client';

/**
 * Which spaces' CMS is answering slowly right now: a load still running past its patience (the time after which
 * a stale copy is served instead). While a space is slow, content that was never cached should not keep a
 * visitor waiting for the whole CMS timeout: `withBudget` gives up on it early (QUALITY R4: a branded 503 within
 * 1 s), and the load itself carries on.
 */
export class SlowSpaces {
  private readonly overdue = new Map<string, number>();

  /** Marks the space slow while `load` runs past `patienceMs`; answers `load` unchanged. */
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
    load.then(settle, settle);
    return load;
  }

  isSlow(spaceId: string): boolean {
    return this.overdue.has(spaceId);
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
