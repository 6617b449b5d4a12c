import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { formatCountdown } from '../../../../src/common/domain/ticketing/checkout-countdown';
import { primaryButtonHasArrow } from '../../../../src/common/domain/ticketing/ticketing-flow';
import {
  BACK_BODY,
  BACK_BODY_SEATED,
  BACK_CONFIRM,
  BACK_TITLE,
  CHANGE_TIME_BODY,
  CHANGE_TIME_CONFIRM,
  CHANGE_TIME_TITLE,
  CLOSE,
  LEAVE_BODY,
  LEAVE_CONFIRM,
  LEAVE_TITLE,
  OUT_OF_TIME_BODY,
  OUT_OF_TIME_TITLE,
  RESERVATION_NOT_FOUND,
  SEAT_LIMIT_TITLE,
  SEAT_RESERVATION_TIMEOUT_TITLE,
  seatLimitBody,
  SELECT_NEW_SEATS,
  SESSION_EXPIRED,
  START_AGAIN,
  UNAVAILABLE_SEAT_BODY,
  UNAVAILABLE_SEAT_TITLE,
} from '../../../../src/common/domain/ticketing/ticketing-messages';
import { ConfirmDialog } from './confirm-dialog';
import { TicketingStepView } from './ticketing-step-view';
import { ToastsView } from './toasts-view';
import { useFocusTrap } from './use-focus-trap';

/** The countdown in the header: m:ss, marked as an alert from 300 s, read out only at the minute marks. */
const CountdownView = observer(function CountdownView({ flow }: { flow: TicketingFlowStore }) {
  const seconds = flow.seconds;
  if (seconds === undefined) return null;
  return (
    <p className={flow.alert ? 'ticketing-modal__timer ticketing-modal__timer--alert' : 'ticketing-modal__timer'}>
      <span className="visually-hidden">Time left to complete your booking: </span>
      <span role="timer" aria-live="off">
        {formatCountdown(seconds)}
      </span>
    </p>
  );
});

const ProgressView = observer(function ProgressView({ flow }: { flow: TicketingFlowStore }) {
  return (
    <div
      className="ticketing-modal__progress"
      role="progressbar"
      aria-label="Booking progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={flow.progress}
    >
      <span className="ticketing-modal__progress-bar" style={{ width: `${flow.progress}%` }} />
    </div>
  );
});

const RESTART_TITLES = {
  out_of_time: OUT_OF_TIME_TITLE,
  seat_timeout: SEAT_RESERVATION_TIMEOUT_TITLE,
  reservation_expired: RESERVATION_NOT_FOUND,
} as const;

const DialogsView = observer(function DialogsView({ flow }: { flow: TicketingFlowStore }) {
  switch (flow.dialog) {
    case 'leave':
      return (
        <ConfirmDialog
          title={LEAVE_TITLE}
          text={LEAVE_BODY}
          confirmLabel={LEAVE_CONFIRM}
          onConfirm={() => void flow.confirmLeave()}
          onCancel={flow.cancelDialog}
        />
      );
    case 'back':
      return (
        <ConfirmDialog
          title={BACK_TITLE}
          text={flow.event?.seating ? BACK_BODY_SEATED : BACK_BODY}
          confirmLabel={BACK_CONFIRM}
          onConfirm={() => void flow.confirmBack()}
          onCancel={flow.cancelDialog}
        />
      );
    case 'out_of_time':
    case 'seat_timeout':
    case 'reservation_expired':
      return (
        <ConfirmDialog
          title={RESTART_TITLES[flow.dialog]}
          text={flow.dialog === 'reservation_expired' ? SESSION_EXPIRED : OUT_OF_TIME_BODY}
          confirmLabel={START_AGAIN}
          onConfirm={() => void flow.startAgain()}
        />
      );
    // spec 3 §8 the seat dialogs; each gives the focus back to the seat that was pressed
    case 'seat_limit':
      return (
        <ConfirmDialog
          title={SEAT_LIMIT_TITLE}
          text={seatLimitBody(flow.seatCap)}
          confirmLabel={CLOSE}
          onConfirm={flow.cancelDialog}
        />
      );
    case 'seat_unavailable':
      return (
        <ConfirmDialog
          title={UNAVAILABLE_SEAT_TITLE}
          text={UNAVAILABLE_SEAT_BODY}
          confirmLabel={SELECT_NEW_SEATS}
          onConfirm={flow.cancelDialog}
        />
      );
    case 'change_time':
      return (
        <ConfirmDialog
          title={CHANGE_TIME_TITLE}
          text={CHANGE_TIME_BODY}
          confirmLabel={CHANGE_TIME_CONFIRM}
          onConfirm={() => void flow.confirmChangeTime()}
          onCancel={flow.cancelDialog}
        />
      );
    default:
      return null;
  }
});

const FooterView = observer(function FooterView({ flow }: { flow: TicketingFlowStore }) {
  if (flow.error || flow.step === 'confirmed' || flow.step === 'timer_expired') {
    return (
      <div className="ticketing-modal__footer">
        <button type="button" className="button button--primary" onClick={flow.requestClose}>
          Close
        </button>
      </div>
    );
  }
  const label = flow.primaryLabel;
  return (
    <div className="ticketing-modal__footer">
      {flow.backShown ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={flow.back}
          disabled={flow.busy !== undefined}
        >
          Back
        </button>
      ) : null}
      <button
        type="button"
        className="button button--primary ticketing-modal__primary"
        onClick={() => void flow.primary()}
        disabled={!flow.primaryEnabled}
      >
        {label}
        {/* spec 3 §4.2: Pay and Book now have no arrow */}
        {primaryButtonHasArrow(label) ? <span aria-hidden="true"> →</span> : null}
      </button>
    </div>
  );
});

/**
 * A new step takes the focus on its heading, so a keyboard or screen reader visitor starts there. On the next
 * frame: a focus makes the browser lay the new step out at once, inside the task that rendered it (on a phone the
 * first step's render and that layout together blocked the page, QUALITY P6); the frame lays it out anyway.
 */
function useStepFocus(body: RefObject<HTMLDivElement | null>, step: string): void {
  const first = useRef(step);
  useEffect(() => {
    if (step === first.current) return;
    first.current = '';
    const frame = requestAnimationFrame(() => {
      const heading = body.current?.querySelector<HTMLElement>('.ticketing-step__heading');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [body, step]);
}

/**
 * spec 3 §2.2, §4.2 'Modal parts': a title, the subtitle 'n: stage', the countdown, the progress bar, the step,
 * Back and the primary button; Escape closes (through the Leave dialog while a checkout is held), the focus stays
 * inside and goes back to Book Now on close, and the hold is released when the page goes away.
 */
export const TicketingModalView = observer(function TicketingModalView({ flow }: { flow: TicketingFlowStore }) {
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  useFocusTrap(root);
  useEffect(() => title.current?.focus(), []);
  useStepFocus(body, `${flow.step} ${flow.details.subStep} ${flow.loading}`);
  useEffect(() => {
    // the page under the modal does not scroll while it is open
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = overflow);
  }, []);
  useEffect(() => {
    window.addEventListener('pagehide', flow.pageHidden);
    return () => window.removeEventListener('pagehide', flow.pageHidden);
  }, [flow]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // the card's own 3-D Secure dialog answers its Escape itself (the modal's questions are the same dialog, and Escape
    // cancels them here)
    if (event.key !== 'Escape' || (event.target as HTMLElement).closest('.booking-dialog:not(.ticketing-dialog)'))
      return;
    event.preventDefault();
    flow.requestClose();
  };
  return (
    <div className="ticketing-modal__backdrop" ref={root} onKeyDown={onKeyDown}>
      <div
        className="ticketing-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="ticketing-modal-title"
        aria-describedby="ticketing-modal-subtitle"
        data-step={flow.step}
        data-event-id={flow.event?._id}
      >
        <div className="ticketing-modal__header">
          <div className="ticketing-modal__titles">
            <h2 className="ticketing-modal__title" id="ticketing-modal-title" ref={title} tabIndex={-1}>
              {flow.content.title}
            </h2>
            {/* the stages are known once the event's dates (or the event) are in */}
            {flow.error || flow.loading ? null : (
              <p className="ticketing-modal__subtitle" id="ticketing-modal-subtitle">
                {flow.subtitle}
              </p>
            )}
          </div>
          <CountdownView flow={flow} />
          <button
            type="button"
            className="ticketing-modal__close"
            aria-label="Close booking"
            onClick={flow.requestClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ProgressView flow={flow} />
        <div className="ticketing-modal__body" ref={body}>
          <TicketingStepView flow={flow} />
        </div>
        <FooterView flow={flow} />
        <ToastsView toasts={flow.toasts} />
        <DialogsView flow={flow} />
      </div>
    </div>
  );
});
