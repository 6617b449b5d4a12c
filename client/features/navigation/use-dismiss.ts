import { RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` on Escape and on a pointer press outside `container` while active
 * (spec 1 §2.3: 'Change Centre' closes on click elsewhere; §4: overlays close on Escape).
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
  options: { outside?: boolean } = {},
): void {
  const callback = useRef(onDismiss);
  callback.current = onDismiss;
  const outside = options.outside ?? true;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        callback.current('escape');
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) callback.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    if (outside) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, container, outside]);
}
