import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), iframe';

/** What can take the focus inside `container`, in order (hidden ones left out). */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 || element === document.activeElement,
  );
}

/**
 * spec 3 §4.2, WAI-ARIA APG 'Dialog (Modal)': while the modal is open Tab and Shift+Tab cycle inside it (the top
 * dialog when one is open over the modal), and on close the focus goes back to what opened it (Book Now).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !container.current) return;
      // the innermost open dialog traps the focus (Leave or Back over the modal)
      const dialogs = container.current.querySelectorAll<HTMLElement>('[role="alertdialog"], [role="dialog"]');
      const scope = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : container.current;
      const items = focusablesIn(scope);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !scope.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [container]);
}
