/** One event for the tag manager's data layer. */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

export type DataLayerPush = (event: DataLayerEvent) => void;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Pushes an event onto `window.dataLayer` (created when missing); a no-op while rendering on the server. */
export const pushToDataLayer: DataLayerPush = (event) => {
  if (typeof window === 'undefined') return;
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push(event);
};
