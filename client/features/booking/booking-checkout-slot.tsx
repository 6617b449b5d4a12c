import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BookingSettings, ConfirmAnswer } from '../../../src/common/domain/booking/booking-wire';
import { CheckoutStore, type CheckoutStoreOptions } from './checkout/checkout.store';
import { CheckoutView } from './checkout/checkout-view';
import { ConfirmationView } from './checkout/confirmation-view';
import { SessionExpiredView } from './checkout/session-expired-view';

export type CheckoutInput = Pick<
  CheckoutStoreOptions,
  'reservation' | 'settings' | 'email' | 'summary' | 'humanCheck' | 'onConfirmed' | 'onExpired'
>;

/**
 * Where the flow mounts the checkout (summary, details, promo, payment, timer): one store per reservation, made
 * when the summary step first shows (the view starts its countdown and stops it when the step goes).
 */
export function CheckoutSlot({ input }: { input: CheckoutInput }) {
  const [checkout] = useState(() => new CheckoutStore(input));
  return (
    <HeadingFocus>
      <CheckoutView checkout={checkout} />
    </HeadingFocus>
  );
}

export function ConfirmationSlot(props: { answer: ConfirmAnswer; settings: BookingSettings; onBookAgain: () => void }) {
  return (
    <HeadingFocus>
      <ConfirmationView {...props} />
    </HeadingFocus>
  );
}

export function SessionExpiredSlot({ onRestart }: { onRestart: () => void }) {
  return (
    <HeadingFocus>
      <SessionExpiredView onRestart={onRestart} />
    </HeadingFocus>
  );
}

/**
 * Focus to the step's first heading when it shows (the button pressed to get here is gone), unless the step's
 * own view has already put it somewhere inside.
 */
function HeadingFocus({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const inside = frame.current;
    if (!inside || inside.contains(document.activeElement)) return;
    const heading = inside.querySelector<HTMLElement>('h2, h3');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, []);
  return (
    <div className="booking__frame" ref={frame}>
      {children}
    </div>
  );
}
