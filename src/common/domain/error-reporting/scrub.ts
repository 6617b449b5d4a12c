/**
 * What an error report may carry (docs/error-reporting.md): no personal data. Messages and stack frames are
 * scrubbed before they leave the browser or the server: URLs lose their query string and fragment (search terms,
 * tokens, emails in links), and email addresses, phone numbers and card-like digit runs are replaced by a marker.
 */

/**
 * an address with a dotted domain, its `@` written or URL-encoded; `fn@https://...` (a Firefox stack frame) has
 * no dot before its colon
 */
const EMAIL = /[^\s@]{1,64}?(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi;
/**
 * eight digits or more with at most two separators between them: phone numbers in any common layout
 * ("+61 412 345 678", "(03) 9123 4567"), card numbers ("4111-1111-1111-1111"), IP addresses
 */
const DIGIT_RUN = /\+?\d(?:[\s.()-]{0,2}\d){7,}/g;
/** a URL's query string and fragment, up to the end of the URL; a stack frame's `:line:col` is kept */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s?#"'()<>]*)[?#][^\s)]*/gi;
// every repetition before a fixed part is bounded: a long message costs linear time, never a stalled page
const LINE_AND_COLUMN = /:\d+(?::\d+)?$/;

export const EMAIL_MARK = '[email]';
export const NUMBER_MARK = '[number]';

/** A text (message, stack) without URL query strings and fragments, emails, phone numbers or card numbers. */
export function scrubText(text: string): string {
  return text
    .replace(URL_TAIL, (_match, url: string, offset: number, whole: string) => {
      const tail = whole.slice(offset + url.length, offset + _match.length);
      return url + (LINE_AND_COLUMN.exec(tail)?.[0] ?? '');
    })
    .replace(EMAIL, EMAIL_MARK)
    .replace(DIGIT_RUN, NUMBER_MARK);
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
