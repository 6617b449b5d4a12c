import { useId, useRef, useState } from 'react';
import { ChevronIcon, ExternalIcon } from './icons';
import type { NavLinkModel } from '../../../src/page-model/navigation/navigation.model';
import { useDismiss } from './use-dismiss';

/**
 * spec 1 §2.3: 'Change Centre' lists the outlet centres as external links; toggles on click, closes on a
 * click elsewhere (and on Escape). Shown only when the centre's configuration says so.
 */
export function ChangeCentre({ links, variant }: { links: NavLinkModel[]; variant: 'bar' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(root, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  });
  if (links.length === 0) return null;
  return (
    <div className={`change-centre change-centre--${variant}${open ? ' change-centre--open' : ''}`} ref={root}>
      <button
        type="button"
        className="change-centre__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        ref={button}
      >
        Change Centre
        <ChevronIcon size={16} className="change-centre__chevron" />
      </button>
      <ul className="change-centre__list" id={listId} hidden={!open}>
        {links.map((item) => (
          <li key={item.link.href}>
            {/* external centre sites: always a new tab (spec 1 §5) */}
            <a href={item.link.href} target="_blank" rel="noopener noreferrer">
              <span>{item.text}</span>
              <ExternalIcon size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
