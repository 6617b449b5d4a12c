import { RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements inside a container that a visitor can reach (visible, not inert). */
export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.closest('[inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

interface FocusTrapOptions {
  /** element to focus when the trap starts (default: the first focusable) */
  initialFocus?: RefObject<HTMLElement | null>;
  /** element focus returns to when the trap ends (QUALITY.md: focus is returned on close) */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps Tab and Shift+Tab inside the container while active (QUALITY.md: focus is trapped in modals),
 * and gives focus back when it ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const { initialFocus, returnFocus } = options;
  useEffect(() => {
    if (!active) return;
    const root = container.current;
    const previous = document.activeElement as HTMLElement | null;
    // after the opening frame, when the panel is displayed; a panel still becoming visible gets a few more frames
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const first = initialFocus?.current ?? focusableIn(root)[0];
      first?.focus({ preventScroll: true });
      if (first && document.activeElement !== first && (tries += 1) < 10) frame = requestAnimationFrame(focusFirst);
    };
    frame = requestAnimationFrame(focusFirst);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !root) return;
      const items = focusableIn(root);
      if (items.length === 0) return;
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const target = returnFocus?.current ?? previous;
      target?.focus({ preventScroll: true });
    };
  }, [active, container, initialFocus, returnFocus]);
}
