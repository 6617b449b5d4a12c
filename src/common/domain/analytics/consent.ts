/**
 * Consent (docs/analytics.md "Consent"): Google Consent Mode v2's four signals. Australia has no opt-in rule for
 * analytics, so they are granted by default; a browser that says the visitor opts out (Global Privacy Control, or
 * Do Not Track) denies all four, and then no tag manager loads and the site's own events stay out of the data layer.
 */
export type ConsentValue = 'granted' | 'denied';

export interface ConsentState {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** What the browser tells about the visitor's choice (`navigator.globalPrivacyControl`, `navigator.doNotTrack`). */
export interface PrivacySignals {
  globalPrivacyControl?: unknown;
  doNotTrack?: unknown;
  /** old Internet Explorer and Safari spelled it on window */
  windowDoNotTrack?: unknown;
}

export function optsOut(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) return true;
  return [signals.doNotTrack, signals.windowDoNotTrack].some((value) => value === '1' || value === 'yes' || value === 1);
}

export function consentFor(signals: PrivacySignals): ConsentState {
  const value: ConsentValue = optsOut(signals) ? 'denied' : 'granted';
  return { analytics_storage: value, ad_storage: value, ad_user_data: value, ad_personalization: value };
}

/** Events reach the data layer only when analytics storage is granted. */
export function analyticsAllowed(consent: ConsentState): boolean {
  return consent.analytics_storage === 'granted';
}
