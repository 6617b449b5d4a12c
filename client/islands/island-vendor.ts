import { hydrateRoot } from 'react-dom/client';

/**
 * React and React DOM, evaluated before the rest of the islands runtime (islands.client.ts): the loader imports
 * this first, lets the browser breathe, then imports the runtime, so the first press pays two shorter tasks, not one
 * long one (QUALITY P6). The runtime imports the same built chunk: nothing loads twice.
 */
export { hydrateRoot };
