import { useEffect, useRef } from 'react';
import type { PanelText } from './form-messages';
import { revealResult } from './reveal-result';

interface FormPanelProps {
  tone: 'success' | 'error' | 'disabled';
  text: Omit<PanelText, 'button'> & { button?: string };
  /** the reset (done / back) */
  onButton?: () => void;
  /** scroll the panel into view and move focus to it when it replaces the form after an attempt */
  focusOnMount?: boolean;
  link?: { text: string; href: string };
}

/** A form's result (spec 2 §8): success, already registered, error or disabled, with the done / back button. */
export function FormPanel({ tone, text, onButton, focusOnMount, link }: FormPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) revealResult(heading.current);
  }, [focusOnMount]);
  return (
    <div className={`form-panel form-panel--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h3 className="form-panel__title" ref={heading} tabIndex={-1}>
        {text.title}
      </h3>
      <p className="form-panel__text">{text.text}</p>
      {link ? (
        <p className="form-panel__text">
          <a href={link.href}>{link.text}</a>
        </p>
      ) : null}
      {onButton && text.button ? (
        <button type="button" className="button button--secondary form-panel__button" onClick={onButton}>
          {text.button}
        </button>
      ) : null}
    </div>
  );
}
