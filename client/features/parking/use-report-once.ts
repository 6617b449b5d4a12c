import { useEffect, useRef } from 'react';
import { useRootStore } from '../../app/root-store-context';

/**
 * Reports each distinct problem once while the block is on the page (spec 1 §8: missing thresholds, missing
 * parking region data), not again on every refresh. Runs only in the browser, after mounting.
 */
export function useReportOnce(
  problems: ReadonlyArray<{ key: string; message: string; context?: Record<string, unknown> }>,
): void {
  const { reporter } = useRootStore();
  const reported = useRef(new Set<string>());
  const signature = problems.map((problem) => problem.key).join('\n');
  useEffect(() => {
    for (const problem of problems) {
      if (reported.current.has(problem.key)) continue;
      reported.current.add(problem.key);
      reporter.report(problem.message, problem.context);
    }
    // the problems are compared by their keys, not by the identity of a list made afresh on every render
  }, [signature, reporter]);
}
