import {
  LIVE_UNAVAILABLE_LABEL,
  IndicatorView,
} from '../../../src/common/domain/live/parking-indicator';
import { LiveLoading } from '../../ui/live-loading';
import type { ParkingStatus } from '../../../src/common/domain/live/parking-status';
import { BandIcon, OverrideIcon } from './parking-icons';

/** The occupancy bar: decorative, its figure is in the text beside it. */
export function ParkingBar({ percent, band }: { percent: number; band: string }) {
  return (
    <span className={`parking-bar parking-bar--${band}`} aria-hidden="true">
      <span className="parking-bar__fill" style={{ width: `${percent}%` }} />
    </span>
  );
}

/**
 * One parking indicator (spec 1 §4): 'Loading...', 'Unavailable', or the status: the band word with its icon
 * and colour, the figure, and (for the total) the bar. The status is one image for screen readers, named by a
 * sentence ('Parking 45% full, plenty of spaces').
 */
export function ParkingStatusView({ view, bar = false }: { view: IndicatorView<ParkingStatus>; bar?: boolean }) {
  if (view.kind === 'loading')
    return (
      <p className="parking-status parking-status--pending">
        <LiveLoading />
      </p>
    );
  if (view.kind === 'unavailable')
    return <p className="parking-status parking-status--unavailable">{LIVE_UNAVAILABLE_LABEL}</p>;
  const status = view.value;
  switch (status.kind) {
    case 'noFigure':
      return <p className="parking-status parking-status--unavailable">{LIVE_UNAVAILABLE_LABEL}</p>;
    case 'override':
      return (
        <p className={`parking-status parking-status--override parking-status--${status.open ? 'open' : 'closed'}`}>
          <OverrideIcon open={status.open} />
          <span className="visually-hidden">{status.open ? 'Open: ' : 'Notice: '}</span>
          <span>{status.text}</span>
        </p>
      );
    case 'occupancy':
      return (
        <div className={`parking-status parking-status--${status.band}`} role="img" aria-label={status.description}>
          {bar ? <ParkingBar percent={status.percent} band={status.band} /> : null}
          <span className="parking-status__badge">
            <BandIcon band={status.band} />
            {status.label}
          </span>
          <span className="parking-status__figure">{status.percent}% full</span>
        </div>
      );
    case 'timeToPark':
      return (
        <div
          className={`parking-status parking-status--${status.band} parking-status--time`}
          role="img"
          aria-label={status.description}
        >
          <span className="parking-status__badge">
            <BandIcon band={status.band} />
            {status.label}
          </span>
          <span className="parking-status__figure">time to park</span>
        </div>
      );
  }
}
