import { useEffect } from 'react';

/** spec 1 §4: page scrolling is restored 700 ms after the take-over closes (its closing animation). */
export const SCROLL_RESTORE_DELAY_MS = 700;

// several overlays may lock at once (menu, search): the page scrolls again only when all let go
let locks = 0;
let restoreTimer: ReturnType<typeof setTimeout> | undefined;

function lock(): void {
  locks += 1;
  if (restoreTimer) clearTimeout(restoreTimer);
  restoreTimer = undefined;
  const body = document.body;
  if (body.classList.contains('no-scroll')) return;
  // keep the page from shifting when the scrollbar disappears
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.classList.add('no-scroll');
}

function unlock(delayMs: number): void {
  locks = Math.max(0, locks - 1);
  if (locks > 0) return;
  const restore = () => {
    restoreTimer = undefined;
    if (locks > 0) return;
    document.body.classList.remove('no-scroll');
    document.body.style.paddingRight = '';
  };
  if (restoreTimer) clearTimeout(restoreTimer);
  if (delayMs > 0) restoreTimer = setTimeout(restore, delayMs);
  else restore();
}

/** Disables page scrolling while `active`; restores it `restoreDelayMs` after it ends. */
export function useScrollLock(active: boolean, restoreDelayMs = 0): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return () => unlock(restoreDelayMs);
  }, [active, restoreDelayMs]);
}
