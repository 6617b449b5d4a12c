import { createContext, createElement, Fragment, useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import { PageLocationContext, type PageLocation } from '../app/page-location';
import type { RootStore } from '../app/root-store';
import { RootStoreContext } from '../app/root-store-context';
import { serializeState } from '../app/serialize-state';
import { ISLAND_ATTRIBUTES, ISLAND_TAG, type IslandTiming } from './island-contract';
import { renderIslandBody } from './island-views';

/**
 * Given by the server's renderer on visitors' pages (decision 0013). Absent in the whole-document view (the
 * editor's preview hydrates the document as one root) and inside an island's own root.
 */
export interface IslandRenderer {
  /** the island's HTML, rendered exactly as its own root renders in the browser (same tree, same id prefix) */
  toHtml(element: ReactElement, identifierPrefix: string): string;
  /** a key unique in the page: it names the island's props and prefixes its React ids */
  nextKey(): string;
  /** the response's CSP nonce: every script element carries it, data ones included */
  nonce: string;
  /** the names of every file the island's code needs (ISLAND_ATTRIBUTES.chunks) */
  chunks(name: string): string[];
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

interface IslandProps {
  /** a name from island-views.tsx: `header`, `block:<type>`, `view:<type>` ... */
  name: string;
  timing: IslandTiming;
  /** plain JSON: the only state the island ships */
  props: Record<string, unknown>;
}

/**
 * An interactive part of the page. On visitors' pages the server renders it as its own root inside an
 * `<atrium-island>` element, with its props (and nothing else) in a JSON script after it; the islands loader
 * hydrates it when its timing says. Everywhere else it is rendered in place.
 */
export function Island({ name, timing, props }: IslandProps) {
  const renderer = useContext(IslandRendererContext);
  const store = useContext(RootStoreContext);
  const location = useContext(PageLocationContext);
  const body = renderIslandBody(name, props);
  if (!renderer || !store) return body;
  const key = renderer.nextKey();
  const html = renderer.toHtml(
    <IslandFrame store={store} location={location}>
      {body}
    </IslandFrame>,
    islandIdPrefix(key),
  );
  return createElement(
    Fragment,
    null,
    createElement(ISLAND_TAG, {
      [ISLAND_ATTRIBUTES.name]: name,
      [ISLAND_ATTRIBUTES.when]: timing.when,
      [ISLAND_ATTRIBUTES.delay]: timing.delayMs ? String(timing.delayMs) : undefined,
      [ISLAND_ATTRIBUTES.hover]: timing.hover ? '' : undefined,
      [ISLAND_ATTRIBUTES.key]: key,
      [ISLAND_ATTRIBUTES.chunks]: renderer.chunks(name).join(' ') || undefined,
      dangerouslySetInnerHTML: { __html: html },
    }),
    <script type="application/json" data-island-props={key} nonce={renderer.nonce} dangerouslySetInnerHTML={{ __html: serializeState(props) }} />,
  );
}

/** React ids inside an island: its own prefix, the same on the server and in the browser. */
export function islandIdPrefix(key: string): string {
  return `${key}-`;
}

interface IslandFrameProps {
  store: RootStore;
  /** the server's request location; in the browser the address bar (null) */
  location: PageLocation | null;
  /** the browser's root: called once the island has hydrated */
  onHydrated?: () => void;
  children: ReactNode;
}

/** What surrounds an island's body, identical on both sides so the trees (and their ids) match. */
export function IslandFrame({ store, location, onHydrated, children }: IslandFrameProps) {
  return (
    <RootStoreContext.Provider value={store}>
      <PageLocationContext.Provider value={location}>
        {children}
        <Hydrated onHydrated={onHydrated} />
      </PageLocationContext.Provider>
    </RootStoreContext.Provider>
  );
}

function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
