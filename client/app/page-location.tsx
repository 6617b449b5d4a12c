import { createContext, useContext } from 'react';

/** Where the page is: the request's URL on the server, the address bar in the browser. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export const PageLocationContext = createContext<PageLocation | null>(null);

/**
 * Turns a plain click on an in-site link into a client-side navigation. Only the whole-document view (the
 * editor's preview, decision 0013) provides one; everywhere else a link is a link and the next page is a
 * document (cached, and prefetched on intent).
 */
export const ClientNavigationContext = createContext<((to: string, options: { replace: boolean }) => void) | null>(null);

const NOWHERE: PageLocation = { pathname: '/', search: '', hash: '' };

/** The page's location: what the server rendered for, and in an island the address bar it hydrates under. */
export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (location) return location;
  return typeof window === 'undefined' ? NOWHERE : { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

/** The location of a URL path with its query and fragment (`/stores?x=1#top`). */
export function locationOf(url: string): PageLocation {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}
