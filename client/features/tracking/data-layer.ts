import { analyticsAllowed } from '../../../src/common/domain/analytics/consent';
import { browserConsent } from './consent';

/** One event for the tag manager's data layer. */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

export type DataLayerPush = (event: DataLayerEvent) => void;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** The page's data layer (created when missing). */
export function dataLayer(): unknown[] {
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/**
 * Pushes an event onto `window.dataLayer`; a no-op while rendering on the server, and when the visitor's browser
 * opts out of tracking (docs/analytics.md "Consent").
 */
export const pushToDataLayer: DataLayerPush = (event) => {
  if (typeof window === 'undefined' || !analyticsAllowed(browserConsent())) return;
  dataLayer().push(event);
};
