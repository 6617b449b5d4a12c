import { LoadGaveUpError } from './cache.errors';

/**
 * A getOrLoad caller's answer, or LoadGaveUpError once `budgetMs` since its call have passed while its flight waits
 * on a load with nothing stale to serve (`waitingOnLoad` settled). A flight that serves a hit or a stale value is
 * never cut short, however busy the process is: only a wait on the upstream is.
 * @param called performance.now() of the call
 */
export function withinBudget<T>(
  answer: Promise<T>,
  waitingOnLoad: Promise<void>,
  budgetMs: number,
  called: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const done = (): void => {
      settled = true;
      clearTimeout(timer);
    };
    answer.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
    void waitingOnLoad.then(() => {
      if (settled) return;
      const left = Math.max(0, budgetMs - (performance.now() - called));
      timer = setTimeout(() => reject(new LoadGaveUpError(budgetMs)), left);
    });
  });
}
