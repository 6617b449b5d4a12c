import { RefObject, useCallback, useEffect, useRef } from 'react';
import { activationDelay, Point, rememberPosition } from './menu-aim';

/**
 * spec 1 §4: rows of the flyout activate on hover, except while the pointer heads for the submenu
 * (see menu-aim.ts). `active` tracks the pointer only while the flyout is open.
 */
export function useMenuAim(
  rows: RefObject<HTMLElement | null>,
  active: boolean,
  activate: (key: string) => void,
  hasActiveRow: boolean,
) {
  const positions = useRef<Point[]>([]);
  const lastDelayed = useRef<Point | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef<string | null>(null);
  const latest = useRef({ activate, hasActiveRow });
  latest.current = { activate, hasActiveRow };

  useEffect(() => {
    if (!active) return;
    const onMove = (event: MouseEvent) => {
      positions.current = rememberPosition(positions.current, { x: event.clientX, y: event.clientY });
    };
    document.addEventListener('mousemove', onMove, { passive: true });
    return () => {
      document.removeEventListener('mousemove', onMove);
      clearTimeout(timer.current);
      positions.current = [];
      lastDelayed.current = undefined;
    };
  }, [active]);

  const possiblyActivate = useCallback(() => {
    const key = hovered.current;
    const box = rows.current?.getBoundingClientRect();
    if (!key || !box) return;
    const delay = activationDelay(box, positions.current, latest.current.hasActiveRow, lastDelayed.current);
    if (delay > 0) {
      lastDelayed.current = positions.current[positions.current.length - 1];
      timer.current = setTimeout(possiblyActivate, delay);
      return;
    }
    lastDelayed.current = undefined;
    latest.current.activate(key);
  }, [rows]);

  const onRowEnter = useCallback(
    (key: string) => {
      clearTimeout(timer.current);
      hovered.current = key;
      possiblyActivate();
    },
    [possiblyActivate],
  );

  const onRowsLeave = useCallback(() => {
    clearTimeout(timer.current);
    hovered.current = null;
  }, []);

  return { onRowEnter, onRowsLeave };
}
