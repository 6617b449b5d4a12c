import { ComponentType, RefObject, Suspense, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A part of the page shell that the first view shows closed (the mobile menu, the search take-over): its code
 * lives in a chunk of its own that the browser loads only once the visitor does something (decision 0007,
 * QUALITY P5).
 *
 * - The server loads every deferred view at start (`preload`), so it renders the part in full.
 * - The browser never hydrates the part: hydrating, it suspends inside its own <Suspense> and React keeps the
 *   server's HTML (a dehydrated boundary). Hydrating later would render it with the state of that moment (the
 *   menu open, the clock moved on) against HTML rendered earlier, and React does not mend differing attributes.
 * - On the visitor's first interaction with the page (press, key, touch, wheel, focus) the chunk loads and the part is
 *   rendered anew in place of the server's HTML (a new key for its boundary).
 * - If its parent renders it again before that (opening the menu re-renders the header), React renders it anew
 *   itself: it loads at once, and shows nothing until its chunk has arrived. A transition (a page change) that
 *   reaches it while it is still the server's HTML waits until it has been rendered anew.
 */
export interface DeferredView<P> {
  /** the source file, as the build manifest names its chunk */
  source: string;
  preload(): Promise<void>;
  Component: ComponentType<P>;
}

/** What a deferred part waits for while hydrating: it is only ever rendered anew. */
const UNTIL_RENDERED_AGAIN = new Promise<void>(() => undefined);
const subscribeToNothing = () => () => undefined;
const ON_SERVER = typeof document === 'undefined';

/**
 * True while the browser hydrates the server's HTML (React reads the server snapshot then), false in any later
 * render, and false on the server.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => !ON_SERVER,
  );
}

export function deferredView<P extends object>(source: string, load: () => Promise<ComponentType<P>>): DeferredView<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  function View({ props, rendered }: { props: P; rendered: RefObject<boolean> }) {
    if (useHydrating()) use(UNTIL_RENDERED_AGAIN);
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return (
      <>
        <RenderedAnew rendered={rendered} />
        <Component {...props} />
      </>
    );
  }
  function Deferred(props: P) {
    const rendered = useRef(false);
    const [anew, setAnew] = useState(false);
    useEffect(() => {
      let mounted = true;
      void afterFirstInteraction()
        .then(preload)
        .then(() => {
          // still the server's HTML: render it anew (a transition, such as a page change, waits until then)
          if (mounted && !rendered.current) setAnew(true);
        });
      return () => {
        mounted = false;
      };
    }, []);
    return (
      <Suspense key={anew ? 'anew' : 'server'} fallback={<RenderedAnew rendered={rendered} />}>
        <View props={props} rendered={rendered} />
      </Suspense>
    );
  }
  Deferred.displayName = `DeferredView(${source.split('/').pop()})`;
  return { source, preload, Component: Deferred };
}

/** Commits only when React has rendered the part anew (its fallback or its content), never while hydrating. */
function RenderedAnew({ rendered }: { rendered: RefObject<boolean> }) {
  useEffect(() => {
    rendered.current = true;
  }, [rendered]);
  return null;
}

let firstInteraction: Promise<void> | undefined;

/**
 * Resolves on the visitor's first press, key, touch, wheel or focus anywhere in the document. Not pointer moves:
 * Chromium sends one whenever the layout changes under a resting pointer, so every desktop first view would load.
 */
function afterFirstInteraction(): Promise<void> {
  return (firstInteraction ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;
    const done = () => {
      for (const type of events) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of events) document.addEventListener(type, done, { capture: true, passive: true });
  }));
}
