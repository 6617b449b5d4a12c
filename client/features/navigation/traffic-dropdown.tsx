import { ReactNode, useId, useRef, useState } from 'react';
import { ChevronIcon, TrafficIcon } from './icons';
import { useDismiss } from './use-dismiss';

/** spec 1 §4: async data is not asked, loading, success or failure. */
export type TrafficState = { status: 'idle' | 'loading' | 'failure' } | { status: 'success'; content: ReactNode };

/**
 * spec 1 §2.3: the 'Popular arrival times today' dropdown. The live traffic feature (spec 1 §2.14,
 * /api/traffic) plugs in through `state`; until it exists the panel says honestly that live traffic
 * is unavailable (spec 1 §8 wording, shortened on medium screens).
 */
export function TrafficDropdown({
  state = { status: 'failure' },
  variant,
}: {
  state?: TrafficState;
  variant: 'bar' | 'menu';
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  });
  return (
    <div className={`traffic traffic--${variant}${open ? ' traffic--open' : ''}`} ref={root}>
      <button
        type="button"
        className="traffic__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        ref={button}
      >
        <TrafficIcon size={18} />
        <span>Popular arrival times today</span>
        <ChevronIcon size={16} className="traffic__chevron" />
      </button>
      <div id={panelId} className="traffic__panel" hidden={!open}>
        <TrafficBody state={state} />
      </div>
    </div>
  );
}

function TrafficBody({ state }: { state: TrafficState }) {
  if (state.status === 'success') return <>{state.content}</>;
  if (state.status === 'failure') {
    return (
      <p className="traffic__message" role="status">
        <span className="traffic__long">Live traffic currently unavailable</span>
        <span className="traffic__short">Live traffic unavailable</span>
      </p>
    );
  }
  return (
    <p className="traffic__message" role="status">
      Loading...
    </p>
  );
}
