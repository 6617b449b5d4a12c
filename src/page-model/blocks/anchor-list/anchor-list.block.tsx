import type { MouseEvent } from 'react';
import type { AnchorListBlok } from '../../../common/domain/cms/block-content.types';
import { defineBlock, required, text } from '../block-definition';

interface AnchorListModel {
  title: string;
  links: Array<{ text: string; anchor: string }>;
  invert: boolean;
  brandColour: boolean;
}

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

function AnchorList({ model }: { model: AnchorListModel }) {
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

/** spec 1 §2.9: anchor list: links that smooth-scroll to matching sections; invert colours; brand colour. */
export const anchorListBlock = defineBlock<AnchorListModel>({
  type: 'anchor_list',
  island: { when: 'interaction' },
  map: (raw) => {
    const blok = raw as AnchorListBlok;
    const links = required(blok.links, 'links').flatMap((link) => {
      const anchor = text(link.anchor).replace(/^#/, '');
      return anchor && text(link.text) ? [{ text: text(link.text), anchor }] : [];
    });
    return {
      title: text(blok.title),
      links: required(links, 'links.anchor'),
      invert: Boolean(blok.invert),
      brandColour: Boolean(blok.brandColour),
    };
  },
  Component: AnchorList,
});
