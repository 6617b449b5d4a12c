import { enableStaticRendering } from 'mobx-react-lite';
import { hydrateRoot } from 'react-dom/client';
import { preloadShellIslands } from '../islands/island-views';
import { preloadPage } from '../pages/page-views';
import type { AssetsModel } from './assets';
import { BrowserRoot } from './browser-root';
import { STATE_ELEMENT_ID } from './document';
import { RootStore } from './root-store';
import type { InitialState } from '../../src/page-model/page-state';
import { browserTransport } from './transport';
import { previewTransport } from '../features/editor/preview-links';

/**
 * Starts the page in the browser: reads the state the server sent, builds the RootStore, loads the views of the
 * page and hydrates the document. Everything this module reaches is the page shell, which the build ships to
 * every first view as one chunk (scripts/build/one-shell-chunk.mjs).
 */
export function hydrateDocument(): void {
  enableStaticRendering(false);

  const element = document.getElementById(STATE_ELEMENT_ID) as HTMLScriptElement;
  const serializedState = element.textContent ?? '{}';
  const state = JSON.parse(serializedState) as InitialState & { assets: AssetsModel };
  // the editor's page-data requests carry the verified preview query (docs/editor.md)
  const transport = state.editMode ? previewTransport(browserTransport, state.previewQuery) : browserTransport;
  const store = new RootStore(state, transport, preloadPage);

  if (store.editMode)
    void import('../features/editor/editor-bridge').then(({ startEditorBridge }) => startEditorBridge(store));

  // the page's views load first (their chunks were preloaded by the server's modulepreload hints), so
  // hydration renders exactly what the server sent
  void Promise.all([preloadPage(state.page), preloadShellIslands()])
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        document,
        <BrowserRoot store={store} serializedState={serializedState} nonce={element.nonce ?? ''} />,
        {
          onRecoverableError(error) {
            console.error('Recoverable render error', error);
          },
        },
      ),
    );
}
