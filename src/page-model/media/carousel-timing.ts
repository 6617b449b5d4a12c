import type { IslandTiming } from '../island-timing';

/**
 * When a carousel hydrates (decision 0013): one that autoplays shows its first slide for `autoScrollMs` anyway,
 * so it hydrates once it is in view and that time has passed; one that does not, on the visitor's first press.
 */
export function carouselTiming(autoScrollMs: number, slides: number): IslandTiming {
  return autoScrollMs > 0 && slides > 1 ? { when: 'visible', delayMs: autoScrollMs } : { when: 'interaction' };
}
