import { useEffect, useRef } from 'react';
import type { AuthenticationAnswer } from './sandbox-card-payment';

/**
 * The sandbox's stand-in for the bank's 3-D Secure check (Stripe.js shows its own): the visitor completes or
 * fails the authentication. Escape fails it, as closing the bank's window would.
 */
export function ThreeDSecureDialog({ onAnswer }: { onAnswer: (answer: AuthenticationAnswer) => void }) {
  const complete = useRef<HTMLButtonElement>(null);
  const fail = useRef<HTMLButtonElement>(null);
  useEffect(() => complete.current?.focus(), []);
  return (
    <div className="booking-dialog__backdrop">
      <div
        className="booking-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-3ds-title"
        aria-describedby="booking-3ds-text"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onAnswer('fail');
          // the focus stays in the dialog while it is open (aria-modal)
          if (event.key === 'Tab') {
            event.preventDefault();
            (document.activeElement === complete.current ? fail : complete).current?.focus();
          }
        }}
      >
        <h3 className="booking-dialog__title" id="booking-3ds-title">
          Authenticate your payment
        </h3>
        <p id="booking-3ds-text">Your bank asks you to confirm this payment. This is a test authentication.</p>
        <div className="booking-dialog__actions">
          <button ref={complete} type="button" className="button button--primary" onClick={() => onAnswer('complete')}>
            Complete
          </button>
          <button ref={fail} type="button" className="button button--secondary" onClick={() => onAnswer('fail')}>
            Fail
          </button>
        </div>
      </div>
    </div>
  );
}
