import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { App } from './app';
import { Document } from './document';
import type { RootStore } from './root-store';
import { RootStoreContext } from './root-store-context';

interface RootProps {
  store: RootStore;
  serializedState: string;
  nonce: string;
  /** the request URL on the server; absent in the browser */
  location?: string;
}

/** The same tree on both sides: StaticRouter on the server, BrowserRouter in the browser. */
export function Root({ store, serializedState, nonce, location }: RootProps) {
  const app = <App />;
  return (
    <RootStoreContext.Provider value={store}>
      <Document serializedState={serializedState} nonce={nonce}>
        {location === undefined ? <BrowserRouter>{app}</BrowserRouter> : <StaticRouter location={location}>{app}</StaticRouter>}
      </Document>
    </RootStoreContext.Provider>
  );
}
