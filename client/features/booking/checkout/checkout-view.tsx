import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { HOLD_NOTICE, PAYMENT_FAILED } from '../../../../src/common/domain/booking/booking-messages';
import { FieldControl, fieldId } from '../../forms/field-control';
import { useAbandonment } from '../../tracking/use-abandonment';
import { BookingSummaryView } from './booking-summary-view';
import { CardPaymentView } from '../../payments/card-payment-view';
import type { CheckoutStore } from './checkout.store';
import { PromoCodeView } from './promo-code-view';

const FORM_ID = 'booking-details';

/**
 * The summary step (spec 3 §2.1 'Summary page'): the countdown, Booking Summary, Your Details, the promo code,
 * the card when the invoice needs paying, and Pay or Book now. Errors are announced in alert regions and the
 * first field in error takes the focus.
 */
export const CheckoutView = observer(function CheckoutView({ checkout }: { checkout: CheckoutStore }) {
  useEffect(() => {
    void checkout.start();
    return () => checkout.stop();
  }, [checkout]);
  useAbandonment(checkout.tracker);
  const focus = checkout.focusRequest;
  useEffect(() => {
    if (focus && focus.target !== 'card') document.getElementById(fieldId(FORM_ID, focus.target))?.focus();
  }, [focus]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.submit();
  };
  return (
    <div className="booking-checkout">
      <CountdownView checkout={checkout} />
      <BookingSummaryView checkout={checkout} />
      <form className="booking-checkout__form" noValidate onSubmit={onSubmit} aria-busy={checkout.submitting}>
        <section className="booking-checkout__section" aria-labelledby="booking-details-heading">
          <h3 className="booking-checkout__heading" id="booking-details-heading">
            Your Details
          </h3>
          <p className="form__legend" aria-hidden="true">
            Fields marked * are required.
          </p>
          <div className="form__grid">
            {checkout.details.fields.map((field) => (
              <FieldControl key={field.name} store={checkout.details} field={field} formId={FORM_ID} />
            ))}
          </div>
        </section>
        {checkout.promoOffered ? <PromoCodeView promo={checkout.promo} /> : null}
        {checkout.needsPayment && checkout.card ? (
          <CardPaymentView card={checkout.card} error={checkout.cardError} focusCount={cardFocus(checkout)} />
        ) : null}
        <div role="alert" className="booking-checkout__alert">
          {checkout.needsPayment && checkout.paymentUnavailable ? (
            <p className="booking-error">{PAYMENT_FAILED}</p>
          ) : null}
          {checkout.error && checkout.error !== PAYMENT_FAILED ? (
            <p className="booking-error">{checkout.error}</p>
          ) : null}
        </div>
        <div className="booking-checkout__actions">
          <button
            type="submit"
            className="button button--primary booking-checkout__submit"
            disabled={checkout.submitting}
          >
            {checkout.submitting ? <span className="booking-spinner" aria-hidden="true" /> : null}
            {checkout.submitLabel}
          </button>
          <p role="status" className="booking-checkout__progress">
            {checkout.progress ?? ''}
          </p>
        </div>
      </form>
    </div>
  );
});

function cardFocus(checkout: CheckoutStore): number | undefined {
  return checkout.focusRequest?.target === 'card' ? checkout.focusRequest.count : undefined;
}

/** spec 3 §4.1 'Reservation timer': mm:ss, with the ten-minute hold text. */
const CountdownView = observer(function CountdownView({ checkout }: { checkout: CheckoutStore }) {
  const { countdown } = checkout;
  return (
    <div className="booking-timer">
      <p className="booking-timer__clock">
        <span>Time remaining: </span>
        {/* read out only on request: a region announcing every second would drown everything else */}
        <span role="timer" aria-live="off" className="booking-timer__value">
          {countdown.text}
        </span>
      </p>
      <p className="booking-timer__notice">{HOLD_NOTICE}</p>
    </div>
  );
});
