/**
 * What an error report may carry (docs/error-reporting.md): no personal data. Messages and stack frames are
 * scrubbed before they leave the browser or the server: URLs lose their query string and fragment (search terms,
 * tokens, emails in links), and email addresses, phone numbers and card-like digit runs are replaced by a marker.
 */

import { scrubPersonalData } from '../privacy/personal-data';

/** a URL's query string and fragment, up to the end of the URL; a stack frame's `:line:col` is kept */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s?#"'()<>]*)[?#][^\s)]*/gi;
// every repetition before a fixed part is bounded: a long message costs linear time, never a stalled page
const LINE_AND_COLUMN = /:\d+(?::\d+)?$/;

export { EMAIL_MARK, NUMBER_MARK } from '../privacy/personal-data';

/** A text (message, stack) without URL query strings and fragments, emails, phone numbers or card numbers. */
export function scrubText(text: string): string {
  const withoutQueries = text.replace(URL_TAIL, (_match, url: string, offset: number, whole: string) => {
    const tail = whole.slice(offset + url.length, offset + _match.length);
    return url + (LINE_AND_COLUMN.exec(tail)?.[0] ?? '');
  });
  return scrubPersonalData(withoutQueries, 'error-report');
}

/** A page or request URL as reported: origin and path only, the path scrubbed as text is. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return scrubText(`${parsed.origin}${parsed.pathname}`);
  } catch {
    return scrubText(url.replace(/[?#].*$/, ''));
  }
}
