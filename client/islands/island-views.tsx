import type { ReactElement } from 'react';
import { BlockBoundary } from '../app/block-boundary';
import { lazyView, type LazyView } from '../app/lazy-view';
import { useRootStore } from '../app/root-store-context';
import { blockView, blockViewSources, preloadBlockViews } from '../blocks/block-views';
import { findPageView, pageViewSource, preloadPageAndBlockViews, preloadPageView } from '../pages/page-views';

/**
 * What each island renders, by name: the server renders it into the page and the browser hydrates the same
 * element (decision 0013). Blocks and page views are islands by their own flag (`block:<type>`, `view:<type>`,
 * their timing in the block definition and the page-view registry); the shell's interactive parts are listed here.
 */
const SHELL: Record<string, LazyView<Record<string, unknown>>> = {
  header: lazyView('client/features/navigation/header.tsx', () =>
    import('../features/navigation/header').then((m) => m.Header as never),
  ),
  footer: lazyView('client/features/navigation/footer.tsx', () =>
    import('../features/navigation/footer').then((m) => m.Footer as never),
  ),
  'alert-banner': lazyView('client/app/alert-banner.tsx', () =>
    import('../app/alert-banner').then((m) => m.AlertBanner as never),
  ),
  'back-to-top': lazyView('client/app/back-to-top.tsx', () =>
    import('../app/back-to-top').then((m) => m.BackToTop as never),
  ),
};

const BLOCK = 'block:';
const VIEW = 'view:';

/** What one island name stands for: how it renders, the source files of its code, how its code loads. */
interface IslandKind {
  render(props: Record<string, unknown>): ReactElement;
  sources(): string[];
  preload(): Promise<void>;
}

/** The one place an island's name is read: `block:<type>`, `view:<type>`, or a part of the shell. */
function islandKind(name: string): IslandKind {
  if (name.startsWith(BLOCK)) {
    const type = name.slice(BLOCK.length);
    return {
      render: (props) => <BlockBody type={type} model={props.model} island />,
      sources: () => blockViewSources([type]),
      preload: () => preloadBlockViews([type]),
    };
  }
  if (name.startsWith(VIEW)) {
    const type = name.slice(VIEW.length);
    return {
      render: (props) => {
        const View = findPageView(type);
        if (!View) throw new Error(`No page view ${name}`);
        return <View model={props.model} />;
      },
      sources: () => pageViewSource(type),
      preload: () => preloadPageView(type),
    };
  }
  const view = SHELL[name];
  return {
    render: (props) => {
      if (!view) throw new Error(`No island ${name}`);
      return <view.Component {...props} />;
    },
    sources: () => (view ? [view.source] : []),
    preload: async () => view?.preload(),
  };
}

export function renderIslandBody(name: string, props: Record<string, unknown>): ReactElement {
  return islandKind(name).render(props);
}

/** A block inside its boundary: one that throws costs only itself. An island's block has no Suspense boundary. */
export function BlockBody({ type, model, island = false }: { type: string; model: unknown; island?: boolean }) {
  const { editMode } = useRootStore();
  const Component = blockView(type);
  return (
    <BlockBoundary type={type} editMode={editMode} suspense={!island}>
      <Component model={model} />
    </BlockBoundary>
  );
}

/** The source file of an island's view (its code's chunk, for the loader's hints). */
export function islandViewSources(name: string): string[] {
  return islandKind(name).sources();
}

/** Loads an island's code, so it hydrates without suspending. */
export function preloadIsland(name: string): Promise<void> {
  return islandKind(name).preload();
}

/** The shell's islands (the server loads them at start; the whole-document view before hydrating). */
export async function preloadShellIslands(): Promise<void> {
  await Promise.all(Object.values(SHELL).map((view) => view.preload()));
}

/** Every view and island, loaded once when the server starts (server renders never suspend on a chunk). */
export async function preloadAllViews(): Promise<void> {
  await Promise.all([preloadPageAndBlockViews(), preloadShellIslands()]);
}
