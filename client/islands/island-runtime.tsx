import { enableStaticRendering } from 'mobx-react-lite';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportProblem } from '../app/error-reporter';
import { RootStore } from '../app/root-store';
import type { PageModel } from '../../src/page-model/page-state';
import { browserTransport } from '../app/transport';
import { islandIdPrefix, IslandFrame } from './island';
import { ISLAND_ATTRIBUTES, ISLAND_CONTEXT_ID } from './island-contract';
import type { IslandContextState } from './island-context';
import { preloadIsland, renderIslandBody } from './island-views';

/**
 * The code every island shares (React, MobX, the RootStore class), loaded with the first island that hydrates
 * (islands.client.ts). Each island is its own React root over its own server HTML.
 */
enableStaticRendering(false);

let context: IslandContextState | undefined;

/**
 * A store of the island's own, from what the page's islands share: the centre, the environment and the render
 * time the server sent. Not one store for all: an island that hydrates later must start from the render time too
 * (an earlier island's minute clock has moved its store's `now` on), or its first render would not match its HTML.
 */
function islandStore(): RootStore {
  context ??= JSON.parse(document.getElementById(ISLAND_CONTEXT_ID)?.textContent ?? '{}') as IslandContextState;
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
  return new RootStore(
    {
      site: { centre: context.centre, origin: context.origin, header: null, footer: null },
      page,
      now: context.now,
      editMode: false,
      env: context.env,
      assets: { entry: '', preload: [], sheets: context.sheets },
    },
    browserTransport,
  );
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
  const store = islandStore();
  const typed = typedBeforeHydration(element);
  // typing while React hydrates is kept from it (it would put the field back to the server's value) and handed
  // over once the island has hydrated, with what was typed before
  const holdTyping = (event: Event) => {
    event.stopImmediatePropagation();
    const field = event.target as Field;
    if (!typed.some(([known]) => known === field)) typed.push([field, field.value]);
  };
  element.addEventListener('input', holdTyping, true);
  element.addEventListener('change', holdTyping, true);
  // Hydrated as a transition: React then renders the island in slices of a few milliseconds and lets the browser
  // paint and answer input between them, instead of one long task the size of the island (a big island, such as
  // the booking month, blocked the main thread for hundreds of milliseconds on a phone). A press on a part not yet
  // hydrated still hydrates that part at once.
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame store={store} location={null} onHydrated={resolve}>
          {renderIslandBody(name, props)}
        </IslandFrame>,
        {
          identifierPrefix: islandIdPrefix(key),
          onRecoverableError(error) {
            console.error(`Recoverable render error in island ${name}`, error);
            reportProblem({ message: `Recoverable render error in island ${name}`, error, source: 'island' });
          },
        },
      );
    });
  });
  element.removeEventListener('input', holdTyping, true);
  element.removeEventListener('change', holdTyping, true);
  // what the field holds now (typing may have gone on while React rendered), else what it held before
  for (const [field, before] of typed)
    replayTyping(field, !(field instanceof HTMLSelectElement) && field.value !== field.defaultValue ? field.value : before);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor typed or chose in the island's fields while its code loaded (the server rendered the defaults). */
function typedBeforeHydration(element: HTMLElement): Array<[Field, string]> {
  const typed: Array<[Field, string]> = [];
  for (const field of element.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
      if (field.value !== initial) typed.push([field, field.value]);
    } else if (!(field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) && field.value !== field.defaultValue) {
      typed.push([field, field.value]);
    }
  }
  return typed;
}

/**
 * Hands typing that happened before hydration to the island, as if it happened now: React's change tracking of a
 * field is moved to the server's value, the typed value put back, and the event the field would have sent dispatched.
 * (A press is replayed by the loader; checkboxes and radios are presses.)
 */
function replayTyping(field: Field, value: string): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = field.defaultValue;
  native?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
