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

/**
 * When an island's code loads and hydrates:
 * - `interaction`: the visitor presses, touches, focuses or types inside it (a press that arrives before the
 *   code is replayed once it has hydrated);
 * - `visible`: it comes near the viewport (200 px), then after `delayMs` (an autoplaying carousel shows its
 *   first slide for that long anyway);
 * - `idle`: the browser is idle after load;
 * - `scroll`: the page first scrolls (the back-to-top button).
 */
export type HydrateWhen = 'interaction' | 'visible' | 'idle' | 'scroll';

export interface IslandTiming {
  when: HydrateWhen;
  delayMs?: number;
}

/** The data attributes of an island element. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  when: 'data-when',
  delay: 'data-delay',
  key: 'data-key',
  hydrated: 'data-hydrated',
  /** every file of the island's code (the runtime's too), space-separated names in ISLAND_CHUNK_BASE */
  chunks: 'data-chunks',
} as const;

/** Where the islands' code files are (scripts/build.mjs names them without this folder and without `.js`). */
export const ISLAND_CHUNK_BASE = '/assets/chunks/';
