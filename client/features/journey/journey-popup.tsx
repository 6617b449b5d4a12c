import { useEffect, useId, useRef } from 'react';
import type { LinkModel } from '../../../src/common/domain/links/link-rules';

/** spec 1 §2.1 */
export const STORE_ADDED = 'Store was added to your journey';

/**
 * spec 1 §2.1, §4: 'Store was added to your journey' with 'View' (the journey page) and a dismiss control, shown
 * when the first store joins an empty journey. A non-modal dialog: it takes the focus on 'View', Escape or
 * 'Close' dismisses it and gives the focus back to the toggle.
 */
export function JourneyPopup({ link, onDismiss }: { link: LinkModel; onDismiss: () => void }) {
  const titleId = useId();
  const view = useRef<HTMLAnchorElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    view.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="journey-popup" role="dialog" aria-labelledby={titleId}>
      <p id={titleId} className="journey-popup__text">
        {STORE_ADDED}
      </p>
      <div className="journey-popup__actions">
        <a ref={view} href={link.href} className="button button--primary journey-popup__view">
          View
        </a>
        <button type="button" className="journey-popup__close" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
      </div>
    </div>
  );
}
