import { FocusEvent, KeyboardEvent, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';
import { focusableIn } from './use-focus-trap';
import { useHoverIntent } from './use-hover-intent';

/**
 * A desktop navigation disclosure (button with aria-expanded/aria-controls and a panel): the pattern for
 * site navigation (role=menu is for application menus). spec 1 §2.3 and §4: opens on hover after the
 * 150 ms hover-intent delay, on click, and on Enter/Space/ArrowDown; Escape closes and returns focus to the
 * button; leaving with the pointer, moving focus out or pressing elsewhere closes it.
 */
export function useNavDisclosure() {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // a click just after hovering opened the panel keeps it open: the visitor clicked what they saw open
  const openedByHover = useRef(false);
  const hover = useHoverIntent(
    () => {
      openedByHover.current = !open;
      setOpen(true);
    },
    () => setOpen(false),
  );
  const close = (returnFocus: boolean) => {
    hover.cancel();
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  useDismiss(item, open, (reason) => close(reason === 'escape'));

  const itemProps = {
    ref: item,
    onPointerEnter: hover.onPointerEnter,
    onPointerLeave: hover.onPointerLeave,
    onBlur: (event: FocusEvent) => {
      if (open && !item.current?.contains(event.relatedTarget as Node | null)) close(false);
    },
  };
  const triggerProps = {
    ref: trigger,
    'aria-expanded': open,
    onClick: () => {
      hover.cancel();
      if (open && openedByHover.current) openedByHover.current = false;
      else setOpen(!open);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusableIn(panel.current)[0]?.focus());
    },
  };
  return { open, close, item, panel, itemProps, triggerProps };
}
