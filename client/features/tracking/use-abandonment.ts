import { useEffect } from 'react';
import type { FormTracker } from './form-tracker';

/**
 * Sends the form's abandonment event when the visitor leaves: the page goes away (`pagehide`) or the form leaves
 * the page on client-side navigation (unmount). The tracker sends it at most once, and never after a submission.
 */
export function useAbandonment(tracker: FormTracker): void {
  useEffect(() => {
    const leave = () => tracker.abandon();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [tracker]);
}
