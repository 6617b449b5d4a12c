import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ChevronIcon, TrafficIcon } from './icons';
import { useDismiss } from './use-dismiss';

/** The dropdown's body and its chart code load only when a visitor first opens it (QUALITY P5: not on every page). */
const TodayTraffic = lazy(() => import('../traffic/today-traffic').then((m) => ({ default: m.TodayTraffic })));

/**
 * spec 1 §2.3: the 'Popular arrival times today' dropdown. Nothing is asked until it is opened the first time;
 * from then on today's traffic stays loaded (and refreshes) while the page is open.
 */
export function TrafficDropdown({ variant }: { variant: 'bar' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  });
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <div className={`traffic traffic--${variant}${open ? ' traffic--open' : ''}`} ref={root}>
      <button
        type="button"
        className="traffic__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        ref={button}
      >
        <TrafficIcon size={18} />
        <span>Popular arrival times today</span>
        <ChevronIcon size={16} className="traffic__chevron" />
      </button>
      <div id={panelId} className="traffic__panel" hidden={!open}>
        {opened ? (
          <Suspense fallback={<p className="traffic__message">Loading...</p>}>
            <TodayTraffic onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
