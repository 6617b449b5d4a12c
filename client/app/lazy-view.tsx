import { ComponentType, use } from 'react';

/**
 * A component that lives in its own chunk. `preload()` fetches it; once loaded it renders synchronously,
 * so the server (which preloads every view at start) and a browser that preloaded the page's views before
 * hydrating render the same tree. Rendered before it is loaded, it suspends (React 19 `use`).
 */
export interface LazyView<P> {
  /** the source file, as the build manifest names its chunk (for modulepreload hints) */
  source: string;
  preload(): Promise<void>;
  Component: ComponentType<P>;
}

export function lazyView<P extends object>(source: string, load: () => Promise<ComponentType<P>>): LazyView<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  function View(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  View.displayName = `LazyView(${source.split('/').pop()})`;
  return { source, preload, Component: View };
}
