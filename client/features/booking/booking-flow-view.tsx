import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LEAVE_WARNING } from '../../../src/common/domain/booking/booking-messages';
import type { BookingStep } from '../../../src/common/domain/booking/booking-type';
import type { ServiceBookingModel } from '../../../src/page-model/blocks/service-booking/service-booking.model';
import { useRootStore } from '../../app/root-store-context';
import { useMinuteClock } from '../../app/use-minute-clock';
import { humanCheckFor, type HumanCheck } from '../forms/human-check';
import { HttpBookingApi } from './booking-api';
import { BookingDetailsView } from './booking-details-view';
import { BookingFlowStore } from './booking-flow.store';
import { BookingProgressView } from './booking-progress-view';
import { ProviderSelectionView } from './provider-selection-view';
import { ServiceSelectionView } from './service-selection-view';

/**
 * The checkout's code (summary, details, promo code, card payment, confirmation) is its own chunk: the flow opens
 * without it, it is fetched once the visitor has chosen a time, and it is there by the time they press Next.
 */
const loadCheckout = () => import('./booking-checkout-slot');
const CheckoutSlot = lazy(() => loadCheckout().then((module) => ({ default: module.CheckoutSlot })));
const ConfirmationSlot = lazy(() => loadCheckout().then((module) => ({ default: module.ConfirmationSlot })));
const SessionExpiredSlot = lazy(() => loadCheckout().then((module) => ({ default: module.SessionExpiredSlot })));

/** The booking block's island: a flow of its own over the site's booking API. */
export function BookingFlow({ model }: { model: ServiceBookingModel }) {
  const root = useRootStore();
  useMinuteClock();
  const [humanCheck] = useState(() => humanCheckFor(root.env));
  const [flow] = useState(
    () =>
      new BookingFlowStore({
        model,
        api: new HttpBookingApi({ transport: root.transport, humanCheck }),
        // the page's clock: the render time as the island hydrates (its first render matches the server's HTML,
        // the opening month's times hidden by the minimum notice then), moved on by the minute
        now: () => root.now,
      }),
  );
  return <BookingFlowView flow={flow} humanCheck={humanCheck} />;
}

/** spec 4.1 'Leave warning': the browser's own prompt while a booking would be lost. */
function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * ARCHITECTURE "Payments and bookings": a hold is released when the visitor leaves, not ten minutes later, so the
 * places are free for others at once (POST /api/booking-release; a beacon, which the page's unload cannot cancel).
 */
function useReleaseOnLeave(token: string | undefined): void {
  useEffect(() => {
    if (!token) return undefined;
    const release = () => {
      const body = new Blob([JSON.stringify({ token })], { type: 'application/json' });
      navigator.sendBeacon?.('/api/booking-release', body);
    };
    window.addEventListener('pagehide', release);
    return () => window.removeEventListener('pagehide', release);
  }, [token]);
}

/** The step shown and whether it came from a press (focus moves to its heading) rather than the page's load. */
function useStepFocus(step: BookingStep): boolean {
  const first = useRef(step);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (step !== first.current) setMoved(true);
  }, [step]);
  return moved;
}

export const BookingFlowView = observer(function BookingFlowView({
  flow,
  humanCheck,
}: {
  flow: BookingFlowStore;
  humanCheck: HumanCheck;
}) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useLeaveWarning(flow.leaveWarning);
  useReleaseOnLeave(flow.reservation?.token);
  const focus = useStepFocus(flow.step);
  const { settings } = flow.model;
  const details = flow.details;
  const timeChosen = Boolean(details?.time);
  useEffect(() => {
    if (timeChosen) void loadCheckout().catch(() => undefined);
  }, [timeChosen]);
  return (
    <div className="booking" data-step={flow.step}>
      <BookingProgressView steps={flow.steps} current={flow.step} />
      {flow.step === 'provider_selection' ? <ProviderSelectionView flow={flow} focus={focus} /> : null}
      {flow.step === 'service_selection' ? <ServiceSelectionView flow={flow} focus={focus} /> : null}
      {flow.step === 'booking_details' ? <BookingDetailsView flow={flow} focus={focus} live={live} /> : null}
      <Suspense
        fallback={
          <p className="booking__loading" role="status">
            Loading…
          </p>
        }
      >
        {flow.step === 'client_info_and_payment' && flow.reservation && details && flow.service ? (
          <CheckoutSlot
            key={flow.reservation.token}
            input={{
              reservation: flow.reservation,
              settings,
              email: flow.email,
              summary: {
                serviceName: flow.service.name,
                providerName: flow.provider?.name,
                date: details.date!,
                time: details.time!,
                durationMinutes: flow.service.durationMinutes,
                people: details.people,
              },
              humanCheck,
              onConfirmed: flow.onConfirmed,
              onExpired: flow.onExpired,
            }}
          />
        ) : null}
        {flow.step === 'confirmed' && flow.confirmation ? (
          <ConfirmationSlot answer={flow.confirmation} settings={settings} onBookAgain={flow.bookAgain} />
        ) : null}
        {flow.step === 'timer_expired' ? <SessionExpiredSlot onRestart={flow.bookAgain} /> : null}
      </Suspense>
      {/* shown only where no script runs (booking.css), where the buttons above are hidden as they cannot work */}
      <p className="booking__noscript">Booking needs JavaScript: please turn it on to choose a time and book.</p>
    </div>
  );
});
