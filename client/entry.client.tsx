import { enableStaticRendering } from 'mobx-react-lite';
import { hydrateRoot } from 'react-dom/client';
import type { AssetsModel } from './app/assets';
import { STATE_ELEMENT_ID } from './app/document';
import { BrowserRoot } from './app/browser-root';
import { RootStore } from './app/root-store';
import type { InitialState } from './app/state';
import { browserTransport } from './app/transport';
import { preloadPage } from './pages/page-views';

enableStaticRendering(false);


const element = document.getElementById(STATE_ELEMENT_ID) as HTMLScriptElement;
const serializedState = element.textContent ?? '{}';
const state = JSON.parse(serializedState) as InitialState & { assets: AssetsModel };
const store = new RootStore(state, browserTransport, preloadPage);

if (store.editMode) void import('./features/editor/editor-bridge').then(({ startEditorBridge }) => startEditorBridge(store));

// the page's views load first (their chunks were preloaded by the server's modulepreload hints), so
// hydration renders exactly what the server sent
void preloadPage(state.page)
  .catch(() => undefined)
  .then(() =>
    hydrateRoot(document, <BrowserRoot store={store} serializedState={serializedState} nonce={element.nonce ?? ''} />, {
      onRecoverableError(error) {
        console.error('Recoverable render error', error);
      },
    }),
  );
