import { KeyboardEvent, useId } from 'react';
import { AppLink } from '../../ui/app-link';
import { ChevronIcon } from './icons';
import { FlyoutColumns } from './flyout-columns';
import type { FlyoutModel } from '../../../src/page-model/navigation/navigation.model';
import { focusableIn } from './use-focus-trap';
import { useNavDisclosure } from './use-nav-disclosure';
import { useOpenedOnce } from '../../ui/use-opened-once';

/**
 * spec 1 §2.3 and §4: the desktop 'Shopping' mega menu, a navigation disclosure (see use-nav-disclosure):
 * hover with a 150 ms intent delay, menu aim across the letter rows, arrows within and across columns. Without
 * script its title links to the store directory instead.
 */
export function ShoppingFlyout({ flyout, href }: { flyout: FlyoutModel; href: string }) {
  const id = useId();
  const { open, close, panel, itemProps, triggerProps } = useNavDisclosure();
  // the columns are rendered the first time it opens (use-opened-once)
  const rendered = useOpenedOnce(open);
  return (
    <li className={`nav__item nav__item--flyout${open ? ' nav__item--open' : ''}`} {...itemProps}>
      <button type="button" className="nav__link nav__trigger" aria-controls={`${id}-flyout`} {...triggerProps}>
        {flyout.title}
        <ChevronIcon size={16} className="nav__chevron" />
      </button>
      {/* without script the flyout cannot open: its title is a link to the page it covers (header.css) */}
      <AppLink to={href} className="nav__link nav__noscript">
        {flyout.title}
      </AppLink>
      <div
        className="flyout"
        id={`${id}-flyout`}
        ref={panel}
        onKeyDown={(event) => moveFocus(event, panel.current)}
        hidden={!open}
      >
        {rendered ? (
          <FlyoutColumns flyout={flyout} active={open} onNavigate={() => close(false)} idPrefix={id} />
        ) : null}
      </div>
    </li>
  );
}

/** Up/Down move within a column, Left/Right to the neighbouring column (its selected tab or first link). */
export function moveFocus(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel || !['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)) return;
  const columns = Array.from(panel.querySelectorAll<HTMLElement>('[data-flyout-col]'));
  const column = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-flyout-col]');
  const index = column ? columns.indexOf(column) : -1;
  if (!column || index < 0) return;
  event.preventDefault();
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    const next = columns[index + (event.key === 'ArrowRight' ? 1 : -1)];
    const target =
      next?.getAttribute('role') === 'tablist'
        ? next.querySelector<HTMLElement>('[aria-selected="true"]')
        : focusableIn(next ?? null)[0];
    target?.focus();
    return;
  }
  const items = focusableIn(column);
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
}
