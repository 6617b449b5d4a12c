/**
 * The rules of the site search's typed text (spec 1 §2.10, §4 `/api/search?query=`), shared by the browser (what it
 * sends and when) and the server (what it accepts).
 */

/** spec 1 §9: the search panel asks 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Longer text is no search a visitor types: the server answers 400 rather than searching it. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const SEARCH_QUERY_TOO_LONG = `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`;
export const SEARCH_QUERY_CONTROL_CHARACTERS = 'query must not contain control characters';

// C0 and C1 controls (tab and line breaks included: a search box has one line)
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The typed text of a search address: `query` (spec 1 §4), or `q`, the name search boxes across the web use and
 * visitors and other sites link with (issue 26 part 3); `query` wins when both are there.
 */
export function typedQuery(params: { query?: unknown; q?: unknown }): string | undefined {
  if (params.query !== undefined) return typeof params.query === 'string' ? params.query : undefined;
  return typeof params.q === 'string' ? params.q : undefined;
}

/** The text as searched: trimmed, inner runs of spaces made one. Empty means 'no search' (no results, no request). */
export function normaliseQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** The field message of a query the server refuses, or undefined when it may be searched. */
export function queryProblem(raw: string): string | undefined {
  if (hasControlCharacters(raw)) return SEARCH_QUERY_CONTROL_CHARACTERS;
  if (raw.length > SEARCH_QUERY_MAX_LENGTH) return SEARCH_QUERY_TOO_LONG;
  return undefined;
}
