/**
 * The last guard of "no personal data in any event" (spec 1 §6, docs/analytics.md): every string an event builder
 * puts in an event passes here, so an email address or a phone number that found its way into content (a store's
 * name, a banner's title) or into a visitor's search never leaves the page.
 */
const EMAIL_LIKE = /[^\s@]+@[^\s@]+/g;
// a run of digits, spaces, dots, dashes or brackets holding at least seven digits, standing on its own (not inside
// a word or an id such as a CMS uuid): phone-like
const PHONE_LIKE = /(?<![A-Za-z0-9])\+?[\d().\s-]{7,}(?![A-Za-z0-9])/g;
export const REDACTED = '[redacted]';
/** Free text (names, titles) is cut to this length: enough for a report, never a paragraph. */
export const MAX_TEXT = 100;

function phoneLike(run: string): boolean {
  return (run.match(/\d/g) ?? []).length >= 7;
}

/** A string safe for an event: emails and phone-like digit runs replaced, trimmed and cut to MAX_TEXT. */
export function safeText(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return text
    .replace(EMAIL_LIKE, REDACTED)
    .replace(PHONE_LIKE, (run) => (phoneLike(run) ? ` ${REDACTED} ` : run))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT);
}

/** True when a string looks like an email address or a phone number (what tests assert never appears). */
export function looksPersonal(text: string): boolean {
  if (/[^\s@]+@[^\s@]+\.[^\s@]+/.test(text)) return true;
  return (text.match(PHONE_LIKE) ?? []).some(phoneLike);
}
