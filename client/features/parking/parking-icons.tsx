/** Status glyphs beside the band words (colour is never the only cue): decorative, the text names the status. */
import type { ReactNode } from 'react';
import type { ParkingBand } from '../../../src/common/domain/live/parking-bands';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}

/** plenty: a tick; moderate: a half-filled circle; limited: an exclamation mark */
export function BandIcon({ band }: { band: ParkingBand }) {
  return (
    <Svg className="parking-icon">
      <circle cx="12" cy="12" r="9" {...stroke} />
      {band === 'plenty' ? <path d="M8 12.5l2.7 2.7L16 9.8" {...stroke} /> : null}
      {band === 'moderate' ? <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" /> : null}
      {band === 'limited' ? <path d="M12 7.5v5.5M12 16.5v.01" {...stroke} /> : null}
    </Svg>
  );
}

/** an override: a tick when open, an exclamation mark otherwise */
export function OverrideIcon({ open }: { open: boolean }) {
  return <BandIcon band={open ? 'plenty' : 'limited'} />;
}

export function CarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="parking-car-icon">
      <path d="M5 16.5V12l1.8-4.6A2 2 0 0 1 8.7 6h6.6a2 2 0 0 1 1.9 1.4L19 12v4.5" {...stroke} />
      <path d="M4 12h16v4.5H4z" {...stroke} />
      <path d="M6.5 16.5V19M17.5 16.5V19" {...stroke} />
      <circle cx="8" cy="14.2" r="0.6" fill="currentColor" />
      <circle cx="16" cy="14.2" r="0.6" fill="currentColor" />
    </svg>
  );
}
