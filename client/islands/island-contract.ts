/**
 * What the server and the islands loader agree on (decision 0013). This file holds no React: the loader
 * (islands.client.ts) imports it and must stay a few kilobytes.
 */

/** The element around each island's server HTML; `display: contents`, so it never changes the layout. */
export const ISLAND_TAG = 'atrium-island';

/** The `<script type="application/json">` with what every island on the page shares. */
export const ISLAND_CONTEXT_ID = '__ATRIUM_ISLANDS__';

/** Dispatched on an island element, hydrates it now (whatever its timing). */
export const HYDRATE_EVENT = 'atrium:hydrate';

/** When an island hydrates: said by the page model (src/page-model/island-timing.ts). */
export type { HydrateWhen, IslandTiming } from '../../src/page-model/island-timing';

/** The data attributes of an island element. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  when: 'data-when',
  delay: 'data-delay',
  key: 'data-key',
  hydrated: 'data-hydrated',
  /** present when the island answers a mouse hover (IslandTiming.hover): a mouse entering it starts it */
  hover: 'data-hover',
  /** every file of the island's code (the runtime's too), space-separated names in ISLAND_CHUNK_BASE */
  chunks: 'data-chunks',
} as const;

/** Where the islands' code files are (scripts/build.mjs names them without this folder and without `.js`). */
export const ISLAND_CHUNK_BASE = '/assets/chunks/';

/**
 * A button that opens a panel to type in (the header's search): pressed before its island has hydrated, the
 * loader shows the panel its `aria-controls` names and focuses the panel's field at once, so the first keys land
 * there; the panel carries `panel` until the hydrated island has opened it and taken over what was typed.
 */
export const OPENS_EARLY = { button: 'data-opens-early', panel: 'data-opened-early' } as const;
