import { observer } from 'mobx-react-lite';
import { formatAmount } from '../../../src/common/domain/booking/money';
import { SESSION_EXPIRED } from '../../../src/common/domain/booking/booking-messages';
import type { BookingSettings, ConfirmAnswer, ReservationAnswer } from '../../../src/common/domain/booking/booking-wire';
import type { HumanCheck } from '../forms/human-check';

/** What the checkout is started with (client/features/booking/checkout/checkout.store.ts takes the same input). */
export interface CheckoutInput {
  reservation: ReservationAnswer['reservationData'];
  settings: BookingSettings;
  email: string;
  summary: { serviceName: string; providerName?: string; date: string; time: string; durationMinutes: number; people: number };
  humanCheck: HumanCheck;
  onConfirmed(answer: ConfirmAnswer): void;
  onExpired(): void;
}

/**
 * The one place the flow mounts the checkout (summary, details, promo, payment, timer), its confirmation and the
 * session-expired screen, so the checkout's own views replace these by one import. Until then the summary shows
 * what the reservation holds.
 */
export const CheckoutSlot = observer(function CheckoutSlot({ input }: { input: CheckoutInput }) {
  const { summary, reservation } = input;
  return (
    <div className="booking-checkout">
      <h4 className="booking-card__name">Booking Summary</h4>
      <p>
        {summary.serviceName}
        {summary.providerName ? ` with ${summary.providerName}` : ''}, {summary.date} {summary.time}
      </p>
      {reservation.invoice ? <p>Total {formatAmount(reservation.invoice.amountCents)} incl. GST</p> : null}
    </div>
  );
});

export function ConfirmationSlot({ answer, onBookAgain, settings }: { answer: ConfirmAnswer; settings: BookingSettings; onBookAgain: () => void }) {
  return (
    <div className="booking-checkout">
      <p>Booking reference {answer.reference}</p>
      {settings.showBookMore ? (
        <button type="button" className="booking__button" onClick={onBookAgain}>
          Book Again
        </button>
      ) : null}
    </div>
  );
}

export function SessionExpiredSlot({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="booking-checkout" role="alert">
      <p>{SESSION_EXPIRED}</p>
      <button type="button" className="booking__button" onClick={onRestart}>
        Start again
      </button>
    </div>
  );
}
