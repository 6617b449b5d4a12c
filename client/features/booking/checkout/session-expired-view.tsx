import { useEffect, useRef } from 'react';
import { SESSION_EXPIRED } from '../../../../src/common/domain/booking/booking-messages';

/** spec 3 §2.1 'Session Expired screen', §8: the hold lapsed; the visitor starts again. */
export function SessionExpiredView({ onRestart }: { onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="booking-expired" aria-labelledby="booking-expired-heading">
      <h2 className="booking-expired__heading" id="booking-expired-heading" ref={heading} tabIndex={-1}>
        Session Expired
      </h2>
      <p role="alert">{SESSION_EXPIRED}</p>
      <button type="button" className="button button--primary" onClick={onRestart}>
        Start again
      </button>
    </section>
  );
}
