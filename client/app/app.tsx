import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BLOCK_SELECTOR } from './block-boundary';
import { rootDidHydrate } from './hydration-marker';
import { ClientNavigationContext, PageLocationContext } from './page-location';
import { PageView } from './page-view';
import { useRootStore } from './root-store-context';
import { withPreviewQuery } from '../../src/common/domain/preview/preview-query';

/** Loads the page for each client-side navigation (not for the first render, which the server did). */
function NavigationSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useRootStore();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let cancelled = false;
    void store.page.load(location.pathname + location.search).then((redirect) => {
      if (cancelled || !redirect) return;
      if (/^https?:\/\//.test(redirect)) window.location.assign(redirect);
      else void navigate(redirect, { replace: true });
    });
    if (!location.hash) window.scrollTo(0, 0);
    return () => {
      cancelled = true;
    };
    // the store and navigate are stable; only a new address loads a page
  }, [location.pathname, location.search]);
  return null;
}

/** Marks the document once it and its blocks have hydrated (hydration-marker.ts). */
function HydrationMarker() {
  useEffect(() => {
    rootDidHydrate(BLOCK_SELECTOR);
  }, []);
  return null;
}

/**
 * The whole document as one tree: what the server renders for every page, and what the editor's preview hydrates
 * (decision 0013: visitors' pages hydrate only their islands). The router gives the location, and client-side
 * navigation to in-site links, in the whole-document view only.
 */
export function App() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const location = useMemo(() => ({ pathname, search, hash }), [pathname, search, hash]);
  const { previewQuery } = useRootStore();
  // the editor's preview stays in preview from page to page: the next address keeps the preview query
  const clientNavigate = useCallback(
    (to: string, options: { replace: boolean }) =>
      void navigate(previewQuery ? withPreviewQuery(to, previewQuery) : to, options),
    [navigate, previewQuery],
  );
  return (
    <PageLocationContext.Provider value={location}>
      <ClientNavigationContext.Provider value={clientNavigate}>
        <HydrationMarker />
        <NavigationSync />
        {/* every path is a CMS page: the page store, not a route table, decides what shows */}
        <PageView />
      </ClientNavigationContext.Provider>
    </PageLocationContext.Provider>
  );
}
