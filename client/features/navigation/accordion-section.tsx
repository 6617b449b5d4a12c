import { ReactNode, useId } from 'react';
import { ChevronIcon } from './icons';

interface AccordionSectionProps {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** nesting depth, for styling */
  level?: 1 | 2;
}

/**
 * One section of a mobile-menu accordion (spec 1 §4: open/closed per title, slide animation).
 * The body stays in the document so it can slide; closed, it is inert and hidden from assistive tech.
 */
export function AccordionSection({ title, open, onToggle, children, level = 1 }: AccordionSectionProps) {
  const id = useId();
  return (
    <div className={`accordion accordion--level-${level}${open ? ' accordion--open' : ''}`}>
      <button
        type="button"
        className="accordion__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        id={`${id}-toggle`}
        onClick={onToggle}
      >
        <span>{title}</span>
        <ChevronIcon size={18} className="accordion__chevron" />
      </button>
      <div className="accordion__body" id={`${id}-body`} inert={!open} aria-hidden={open ? undefined : true}>
        <div className="accordion__inner">{children}</div>
      </div>
    </div>
  );
}
