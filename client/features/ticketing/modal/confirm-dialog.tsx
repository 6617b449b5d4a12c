import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  /** without it the dialog has only its one action (the out-of-time dialog) */
  onCancel?: () => void;
}

/**
 * spec 3 §8 'Dialogs': the Leave, Back and out-of-time questions over the modal, an alert dialog that takes the
 * focus (on its safe choice, Cancel, when it has one) and keeps it until answered. It is the card payment's dialog
 * (card-payment.css) inside the modal (`ticketing-dialog`).
 */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // a button, or a seat of the seat map (an SVG element)
    const active = document.activeElement;
    const before = active instanceof HTMLElement || active instanceof SVGElement ? active : undefined;
    (cancel.current ?? confirm.current)?.focus();
    // Cancel gives the focus back to what asked (Close, Back); after a confirm that element is gone
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <div className="booking-dialog__backdrop ticketing-dialog__backdrop">
      <div
        className="booking-dialog ticketing-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h3 className="booking-dialog__title" id={`${id}-title`}>
          {title}
        </h3>
        <p id={`${id}-text`}>{text}</p>
        <div className="booking-dialog__actions">
          <button ref={confirm} type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
          {onCancel ? (
            <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
