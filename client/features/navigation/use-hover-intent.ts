import { PointerEvent, useCallback, useEffect, useRef } from 'react';

/** spec 1 §2.3: the flyout opens on hover after a 150 ms hover-intent delay. */
export const HOVER_INTENT_DELAY_MS = 150;

/**
 * Opens after the pointer rests `delayMs` on the element and closes `delayMs` after it leaves (a pointer
 * crossing the menu on its way elsewhere opens nothing). Mouse only: touch taps use the click instead.
 */
export function useHoverIntent(onEnter: () => void, onLeave: () => void, delayMs = HOVER_INTENT_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onEnter, onLeave });
  callbacks.current = { onEnter, onLeave };
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callbacks.current.onEnter(), delayMs);
    },
    [delayMs],
  );
  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => callbacks.current.onLeave(), delayMs);
    },
    [delayMs],
  );
  return { onPointerEnter, onPointerLeave, cancel };
}
