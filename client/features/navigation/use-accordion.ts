import { useCallback, useEffect, useRef, useState } from 'react';

/** spec 1 §4: switching the open accordion section waits 50 ms after closing the previous one. */
export const ACCORDION_SWITCH_DELAY_MS = 50;

/**
 * One open section per accordion, keyed by title (spec 1 §4: open/closed per title). Opening another
 * section first closes the open one, then opens the new one after the switch delay, so the slide
 * animations do not fight.
 */
export function useAccordion(initial: string | null = null): {
  openTitle: string | null;
  toggle: (title: string) => void;
  close: () => void;
} {
  const [openTitle, setOpenTitle] = useState<string | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const toggle = useCallback(
    (title: string) => {
      clearTimeout(timer.current);
      if (openTitle === title) return setOpenTitle(null);
      if (openTitle === null) return setOpenTitle(title);
      setOpenTitle(null);
      timer.current = setTimeout(() => setOpenTitle(title), ACCORDION_SWITCH_DELAY_MS);
    },
    [openTitle],
  );
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpenTitle(null);
  }, []);
  return { openTitle, toggle, close };
}
