import type { MouseEvent } from 'react';
import type { AnchorListModel } from './anchor-list.block';

/** Smooth-scrolls to the section (instantly for reduced motion) and moves focus there, keeping the hash. */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${anchor}`);
}

export function AnchorListView({ model }: { model: AnchorListModel }) {
  const classes = ['anchor-list'];
  if (model.invert) classes.push('anchor-list--invert');
  if (model.brandColour) classes.push('anchor-list--brand');
  return (
    <nav className={classes.join(' ')} aria-label={model.title || 'On this page'}>
      <div className="container">
        {model.title ? <p className="anchor-list__title">{model.title}</p> : null}
        <ul className="anchor-list__links">
          {model.links.map((link) => (
            <li key={link.anchor}>
              <a href={`#${link.anchor}`} onClick={(event) => scrollToSection(event, link.anchor)}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
