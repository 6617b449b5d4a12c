import { createContext, useContext } from 'react';
import type { RootStore } from './root-store';

export const RootStoreContext = createContext<RootStore | null>(null);

export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('RootStore is missing: render inside <RootStoreContext.Provider>');
  return store;
}
