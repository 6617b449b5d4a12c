/**
 * The not-found page's words (spec 1 §2.2), shared by the page the site renders from content, the branded error
 * page and the minimal fallback page.
 */

/** spec 1 §2.2: the default heading and subtitle (a centre's content may give its own) */
export const NOT_FOUND_TITLE = 'Oops! Something went wrong.';
export const NOT_FOUND_SUBTITLE = 'We are sorry but the page you requested cannot be found.';

/**
 * The document title of every not-found page, whatever its heading says ('Washed downstream?'): a tab, a bookmark
 * and a search result say plainly that the page was not found (issue 26 part 6).
 */
export const NOT_FOUND_DOCUMENT_TITLE = 'Page not found';
