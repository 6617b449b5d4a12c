import { useState } from 'react';
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
  return <CheckoutView checkout={checkout} />;
}

export function ConfirmationSlot(props: { answer: ConfirmAnswer; settings: BookingSettings; onBookAgain: () => void }) {
  return <ConfirmationView {...props} />;
}

export function SessionExpiredSlot({ onRestart }: { onRestart: () => void }) {
  return <SessionExpiredView onRestart={onRestart} />;
}
