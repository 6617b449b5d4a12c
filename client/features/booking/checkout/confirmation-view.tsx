import { useEffect, useRef } from 'react';
import { bookingReference } from '../../../../src/common/domain/booking/booking-data';
import type { BookingSettings, ConfirmAnswer } from '../../../../src/common/domain/booking/booking-wire';

interface ConfirmationViewProps {
  answer: ConfirmAnswer;
  settings: BookingSettings;
  onBookAgain: () => void;
}

/** spec 3 §2.1 'Booking Confirmation': the reference, the block's text and ticket info, and Book Again when set. */
export function ConfirmationView({ answer, settings, onBookAgain }: ConfirmationViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const reference = answer.reference || bookingReference(answer.bookings);
  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmation-heading">
      <h2 className="booking-confirmation__heading" id="booking-confirmation-heading" ref={heading} tabIndex={-1}>
        Booking Confirmation
      </h2>
      <p className="booking-confirmation__reference">
        Your booking reference: <strong>{reference}</strong>
      </p>
      {settings.confirmation ? <p className="booking-confirmation__text">{settings.confirmation}</p> : null}
      {settings.ticketInfo ? (
        <div className="booking-ticket-info">
          <h3 className="booking-ticket-info__heading">Ticket info</h3>
          <p>{settings.ticketInfo}</p>
        </div>
      ) : null}
      {settings.showBookMore ? (
        <button type="button" className="button button--primary" onClick={onBookAgain}>
          Book Again
        </button>
      ) : null}
    </section>
  );
}
