/**
 * When an island's code loads and hydrates (decision 0013); the page model says it for each interactive block and
 * page view, the islands loader (client/islands) acts on it:
 * - `interaction`: the visitor presses, touches, focuses or types inside it (a press that arrives before the
 *   code is replayed once it has hydrated);
 * - `visible`: it comes near the viewport (200 px), then after `delayMs` (an autoplaying carousel shows its
 *   first slide for that long anyway);
 * - `idle`: the browser is idle after load;
 * - `scroll`: the page first scrolls (the back-to-top button).
 * `hover`: the island answers a mouse hover (the header's menus open on it): a mouse entering it starts it too,
 * and the hover is replayed once it has hydrated.
 */
export type HydrateWhen = 'interaction' | 'visible' | 'idle' | 'scroll';

export interface IslandTiming {
  when: HydrateWhen;
  delayMs?: number;
  hover?: boolean;
}
