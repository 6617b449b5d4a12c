import { ReactNode, useId, useState } from 'react';
import { ChevronIcon } from './icons';

interface FooterGroupProps {
  title: string;
  /** columns of the 12-column grid from the medium breakpoint (spec 1 §2.4: 3, or 4 without opening hours) */
  span: 3 | 4;
  className?: string;
  children: ReactNode;
}

/**
 * spec 1 §2.4: a footer group. Below 768 px (spec 1 §9 small 767) it collapses behind an accordion
 * button; above it is always open with a plain heading. Both headings are rendered and CSS shows one,
 * so server and client render the same markup whatever the screen. Without script the groups are open at every
 * width (footer.css): the footer is then the phone's menu.
 */
export function FooterGroup({ title, span, className, children }: FooterGroupProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section
      className={`footer-group footer-group--span-${span}${open ? ' footer-group--open' : ''}${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="footer-group__title footer-group__title--wide" id={`${id}-title`}>
        {title}
      </h2>
      <h2 className="footer-group__title footer-group__title--narrow">
        <button
          type="button"
          className="footer-group__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {title}
          <ChevronIcon size={18} className="footer-group__chevron" />
        </button>
      </h2>
      <div className="footer-group__body" id={`${id}-body`}>
        {children}
      </div>
    </section>
  );
}
