import { enableStaticRendering } from 'mobx-react-lite';
import { hydrateRoot } from 'react-dom/client';
import { RootStore } from '../app/root-store';
import type { PageModel } from '../app/state';
import { browserTransport } from '../app/transport';
import { islandIdPrefix, IslandFrame } from './island';
import { ISLAND_ATTRIBUTES, ISLAND_CONTEXT_ID } from './island-contract';
import type { IslandContextState } from './island-context';
import { preloadIsland, renderIslandBody } from './island-views';

/**
 * The code every island shares (React, MobX, the RootStore), loaded with the first island that hydrates
 * (islands.client.ts). Each island is its own React root over its own server HTML.
 */
enableStaticRendering(false);

let shared: RootStore | undefined;

/** One store for every island of the page: the centre, the environment and the render time the server sent. */
function sharedStore(): RootStore {
  if (shared) return shared;
  const element = document.getElementById(ISLAND_CONTEXT_ID);
  const context = JSON.parse(element?.textContent ?? '{}') as IslandContextState;
  const page: PageModel = {
    kind: 'content',
    status: 200,
    path: window.location.pathname,
    head: { title: document.title, canonical: window.location.href, noIndex: false, ogType: 'website' },
    title: document.title,
    header: [],
    body: [],
    hideFooter: false,
    hideBackTop: false,
  };
  shared = new RootStore(
    {
      site: { centre: context.centre, origin: context.origin, header: null, footer: null },
      page,
      now: context.now,
      editMode: false,
      env: context.env,
      assets: { entry: '', preload: [] },
    },
    browserTransport,
  );
  return shared;
}

/** The props the server wrote for an island (the JSON script right after it). */
function islandProps(element: HTMLElement, key: string): Record<string, unknown> {
  const next = element.nextElementSibling;
  const script =
    next instanceof HTMLScriptElement && next.dataset.islandProps === key
      ? next
      : document.querySelector<HTMLScriptElement>(`script[data-island-props="${CSS.escape(key)}"]`);
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

/** Loads an island's code and hydrates it; resolves once React has committed it. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  const key = element.getAttribute(ISLAND_ATTRIBUTES.key) ?? '';
  const props = islandProps(element, key);
  await preloadIsland(name);
  const store = sharedStore();
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandFrame store={store} location={null} onHydrated={resolve}>
        {renderIslandBody(name, props)}
      </IslandFrame>,
      {
        identifierPrefix: islandIdPrefix(key),
        onRecoverableError(error) {
          console.error(`Recoverable render error in island ${name}`, error);
        },
      },
    );
  });
}
