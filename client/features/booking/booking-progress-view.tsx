import type { BookingStep, ShownStep } from '../../../src/common/domain/booking/booking-type';

/** spec 3 §2.1: the progress line, the current step in bold. */
export function BookingProgressView({ steps, current }: { steps: ShownStep[]; current: BookingStep }) {
  return (
    <ol className="booking-progress" aria-label="Booking steps">
      {steps.map(({ step, label }) => (
        <li key={step} className="booking-progress__step" aria-current={step === current ? 'step' : undefined}>
          {step === current ? <strong>{label}</strong> : label}
        </li>
      ))}
    </ol>
  );
}
