import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { BookingAttendeesView } from './booking-attendees-view';
import { BookingCalendarView } from './booking-calendar-view';
import { BookingEmailView } from './booking-email-view';
import { BookingProductsView, BookingQuestionsView } from './booking-extras-view';
import type { BookingFlowStore } from './booking-flow.store';
import { BookingSlotsView } from './booking-slots-view';
import { BookingStepHeading } from './booking-step-heading';

/** spec 3 §2.1 'Booking details (reservation)'. */
export const BookingDetailsView = observer(function BookingDetailsView({
  flow,
  focus,
  live,
}: {
  flow: BookingFlowStore;
  focus: boolean;
  /** hydrated: the times can be asked for (again, when the server rendered the month with its times) */
  live: boolean;
}) {
  const details = flow.details;
  const step = useRef<HTMLElement>(null);
  useEffect(() => {
    if (live && details) details.start();
  }, [live, details]);
  useFirstErrorFocus(step, details?.focusRequest ?? 0);
  if (!details) return null;
  const { settings } = flow.model;
  const chosen = details.chosenSlot !== undefined;
  return (
    <section className="booking__step" aria-label="Select Date & Time" ref={step}>
      <BookingStepHeading focus={focus}>Select Date &amp; Time</BookingStepHeading>
      <p className="booking__service">
        {details.service.name}
        {flow.provider && flow.flow.providerId !== undefined ? ` with ${flow.provider.name}` : ''}
      </p>
      <div className="booking-details__when">
        <BookingCalendarView details={details} />
        <BookingSlotsView details={details} />
      </div>
      <form
        className="booking-details__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void details.submit();
        }}
      >
        {chosen ? (
          <>
            <BookingAttendeesView details={details} />
            <BookingProductsView details={details} />
            <BookingQuestionsView details={details} />
            <BookingEmailView details={details} />
            {settings.reservationNotice ? <p className="booking__notice">{settings.reservationNotice}</p> : null}
          </>
        ) : null}
        <Actions flow={flow} />
      </form>
      {details.formError ? (
        <div className="booking__failure" role="alert" tabIndex={-1}>
          <p className="booking__error">{details.formError}</p>
          {details.resetLabel ? (
            <button type="button" className="booking__button" onClick={details.reset}>
              {details.resetLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});

/**
 * After a failed Next the focus goes to the first error the step shows: the first field in error, else the
 * step's failure (its message and Reset), so a keyboard or screen reader user lands where the fix is.
 */
function useFirstErrorFocus(step: { current: HTMLElement | null }, request: number): void {
  useEffect(() => {
    if (request === 0) return;
    const first = step.current?.querySelector<HTMLElement>('[aria-invalid="true"], .booking__failure');
    first?.focus();
  }, [step, request]);
}

const Back = observer(function Back({ flow }: { flow: BookingFlowStore }) {
  return flow.canGoBack ? (
    <button type="button" className="booking__button" onClick={flow.back}>
      Back
    </button>
  ) : null;
});

/** spec 3 §4.1: Next shows from the start, disabled until a time is chosen (and while reserving). */
const Actions = observer(function Actions({ flow }: { flow: BookingFlowStore }) {
  const details = flow.details!;
  return (
    <div className="booking__actions">
      <Back flow={flow} />
      <button type="submit" className="booking__button booking__button--primary" disabled={!details.canContinue}>
        {details.submitting ? 'Reserving...' : 'Next'}
      </button>
    </div>
  );
});
