/**
 * The last guard of "no personal data in any event" (spec 1 §6, docs/analytics.md): every string an event builder
 * puts in an event passes here, so an email address or a phone number that found its way into content (a store's
 * name, a banner's title) or into a visitor's search never leaves the page (the detector's `analytics` mode: uuids
 * and hex ids kept).
 */
import { ANALYTICS_MARK, containsPersonalData, scrubPersonalData } from '../privacy/personal-data';

export const REDACTED = ANALYTICS_MARK;
/** Free text (names, titles) is cut to this length: enough for a report, never a paragraph. */
export const MAX_TEXT = 100;

/** A string safe for an event: emails and phone-like digit runs replaced, trimmed and cut to MAX_TEXT. */
export function safeText(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return scrubPersonalData(text, 'analytics')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT);
}

/** True when a string looks like an email address or a phone number (what tests assert never appears). */
export function looksPersonal(text: string): boolean {
  return containsPersonalData(text, 'analytics');
}
