/**
 * All the server's renderer (src/render) takes from the browser code (.dependency-cruiser.cjs): the document's root
 * and its store, the island renderer, the views to load before rendering and their sources for modulepreload hints,
 * the state script. The page it renders is the page model's (src/page-model), not the browser's.
 */
export type { AssetsModel } from './app/assets';
export { Root } from './app/root';
export { RootStore } from './app/root-store';
export { serializeState } from './app/serialize-state';
export { noTransport } from './app/transport';
export { IslandRendererContext, type IslandRenderer } from './islands/island';
export { ISLAND_CONTEXT_ID } from './islands/island-contract';
export type { IslandContextState } from './islands/island-context';
export { islandViewSources, preloadAllViews } from './islands/island-views';
export { pageViewSources } from './pages/page-views';
