/**
 * When the page has become interactive. React hydrates the document first and every block's <Suspense>
 * boundary afterwards, at a lower priority (selective hydration), so the root being hydrated does not mean a
 * block's handlers are attached yet: an input typed into a block that is still dehydrated is lost. The document
 * is marked `data-hydrated="true"` only once the root and every block present at load have hydrated; tests and
 * monitoring wait for that mark.
 */
let rootHydrated = false;
let blocksExpected = 0;
let blocksHydrated = 0;

function markWhenComplete(): void {
  if (rootHydrated && blocksHydrated >= blocksExpected) document.documentElement.dataset.hydrated = 'true';
}

/** The root has hydrated; the blocks the server sent are the ones to wait for. */
export function rootDidHydrate(blockSelector: string): void {
  if (rootHydrated) return;
  rootHydrated = true;
  blocksExpected = document.querySelectorAll(blockSelector).length;
  markWhenComplete();
}

/** A block's boundary has hydrated (or failed and rendered its fallback). */
export function blockDidHydrate(): void {
  blocksHydrated += 1;
  markWhenComplete();
}
