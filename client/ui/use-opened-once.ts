import { useState } from 'react';

/**
 * True from the first time `open` is true on: a closed panel (a menu, a filter's checkboxes) renders its content
 * only then (issue 12 part 6, decision 0016). Such panels open only with JavaScript, so a page without it loses
 * nothing, and every page's first view parses, styles and lays out a few hundred fewer hidden elements. Once
 * rendered the content stays, so the panel can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened;
}
