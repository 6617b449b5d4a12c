import { consentFor, type ConsentState } from '../../../src/common/domain/analytics/consent';

/** The visitor's consent as this browser states it (Global Privacy Control, Do Not Track): docs/analytics.md. */
export function browserConsent(): ConsentState {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { globalPrivacyControl?: unknown });
  return consentFor({
    globalPrivacyControl: nav?.globalPrivacyControl,
    doNotTrack: nav?.doNotTrack,
    windowDoNotTrack: typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: unknown }).doNotTrack,
  });
}
