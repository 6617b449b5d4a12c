import { deferredView } from '../../app/deferred-view';

/**
 * The parts of the header a first view does not use, each in a chunk of its own (decision 0007, QUALITY P5):
 * the mobile menu and the search take-over, closed until the visitor opens them. The server renders them in
 * full; the browser keeps that HTML and loads their code on the visitor's first interaction with the page, or
 * when they first open, whichever comes first (app/deferred-view.tsx).
 */
export const mobileMenuView = deferredView('client/features/navigation/mobile-menu.tsx', () =>
  import('./mobile-menu').then((m) => m.MobileMenu),
);

export const searchTakeoverView = deferredView('client/features/navigation/search-takeover.tsx', () =>
  import('./search-takeover').then((m) => m.SearchTakeover),
);

const VIEWS = [mobileMenuView, searchTakeoverView];

/** Loads every deferred header view (the server, at start: its renders never suspend). */
export async function preloadNavigationViews(): Promise<void> {
  await Promise.all(VIEWS.map((view) => view.preload()));
}

/** Source files of the deferred views (each is a chunk of its own, never hinted for the first view). */
export function navigationViewSources(): string[] {
  return VIEWS.map((view) => view.source);
}
