import type { ReactNode } from 'react';
import { Document } from './document';
import type { RootStore } from './root-store';
import { RootStoreContext } from './root-store-context';

export interface RootFrameProps {
  store: RootStore;
  serializedState: string;
  /** the state element's id (document.tsx) */
  stateElementId?: string;
  nonce: string;
}

/** What both sides render around the router: the store's context and the whole HTML document. */
export function RootFrame({ store, serializedState, stateElementId, nonce, children }: RootFrameProps & { children: ReactNode }) {
  return (
    <RootStoreContext.Provider value={store}>
      <Document serializedState={serializedState} stateElementId={stateElementId} nonce={nonce}>
        {children}
      </Document>
    </RootStoreContext.Provider>
  );
}
