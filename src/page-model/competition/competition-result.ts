/** spec 2 §2: what the last step says after an entry. */

/** The heading of the last step after an entry. */
export const COMPETITION_THANKS = 'Thanks for entering!';

export const DEFAULT_SUCCESS_MESSAGE =
  'Check your inbox for a confirmation email within 10 minutes (and your spam folder, just in case).';

/**
 * The message under the last step's heading. Content often opens it with the heading's own words: say them once.
 */
export function successMessageOf(message: string | undefined): string {
  const text = (message ?? '').trim();
  const rest = text.toLowerCase().startsWith(COMPETITION_THANKS.toLowerCase())
    ? text.slice(COMPETITION_THANKS.length).trim()
    : text;
  return rest || DEFAULT_SUCCESS_MESSAGE;
}
