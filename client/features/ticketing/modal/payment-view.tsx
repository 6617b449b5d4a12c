import { observer } from 'mobx-react-lite';
import { formatAmount, formatPrice } from '../../../../src/common/domain/money/money';
import type { CheckoutView } from '../../../../src/common/domain/ticketing/ticketing-wire';
import { seatPlace } from '../../../../src/common/domain/ticketing/seat-map';
import { CardPaymentView } from '../../payments/card-payment-view';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import {
  FULLY_DISCOUNTED,
  PAYMENT_FAILED,
  VERIFYING_PROMO,
} from '../../../../src/common/domain/ticketing/ticketing-messages';

/** spec 3 §9: the order's rows from the checkout (never computed here), the total 'incl. GST' when tax is inside. */
export function OrderSummary({ checkout }: { checkout: CheckoutView }) {
  const t = checkout.totals;
  return (
    <table className="ticketing-summary">
      <caption className="ticketing-summary__caption">Your order</caption>
      <tbody>
        {checkout.items.map((line) => (
          <tr key={line.seatingInfo?.statusId ?? line.ticketTypeId}>
            <th scope="row">
              {line.amount} × {line.name}
              {/* issue 25: a seated ticket's line says its row and seat */}
              {line.seatingInfo ? (
                <span className="ticketing-summary__seat"> {seatPlace(line.seatingInfo)}</span>
              ) : null}
            </th>
            <td>{formatPrice(line.priceCents * line.amount)}</td>
          </tr>
        ))}
        {t.feesCents > 0 ? (
          <tr>
            <th scope="row">Booking fees</th>
            <td>{formatAmount(t.feesCents)}</td>
          </tr>
        ) : null}
        {t.discountCents > 0 ? (
          <tr>
            <th scope="row">Discount{checkout.appliedDiscounts[0] ? ` (${checkout.appliedDiscounts[0].code})` : ''}</th>
            <td>-{formatAmount(t.discountCents)}</td>
          </tr>
        ) : null}
        {t.taxInclusive ? null : (
          <tr>
            <th scope="row">GST</th>
            <td>{formatAmount(t.taxCents)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>
            <strong>{formatAmount(t.totalCents)}</strong>
            {t.taxInclusive && t.taxCents > 0 ? (
              <span className="ticketing-summary__gst"> incl. GST {formatAmount(t.taxCents)}</span>
            ) : null}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

const PromoView = observer(function PromoView({ flow }: { flow: TicketingFlowStore }) {
  const payment = flow.payment;
  const applied = payment.promo === 'applied';
  return (
    <div className="ticketing-promo">
      <div className="form-field">
        <label className="form-field__label" htmlFor="ticketing-promo">
          Promo code
        </label>
        <div className="ticketing-promo__row">
          <input
            id="ticketing-promo"
            className="form-field__input"
            value={payment.code}
            disabled={applied}
            aria-invalid={payment.promoError ? true : undefined}
            aria-describedby={payment.promoError ? 'ticketing-promo-error' : undefined}
            onChange={(event) => payment.setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void flow.applyPromo();
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={payment.promo !== 'idle'}
            onClick={() => void flow.applyPromo()}
          >
            Apply
          </button>
        </div>
        <div role="status">
          {payment.promo === 'verifying' ? <p>{VERIFYING_PROMO}</p> : null}
          {flow.checkout?.fullyDiscounted ? <p className="ticketing-promo__done">{FULLY_DISCOUNTED}</p> : null}
        </div>
        <div role="alert">
          {payment.promoError ? (
            <p className="form-field__error" id="ticketing-promo-error">
              {payment.promoError}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
});

/** The spinner's words and the failure of the last press, read out as they change. */
export const StepStatus = observer(function StepStatus({ flow }: { flow: TicketingFlowStore }) {
  return (
    <>
      <div role="status" className="ticketing-step__status">
        {flow.busy ? (
          <p>
            <span className="booking-spinner" aria-hidden="true" /> {flow.busy}
          </p>
        ) : null}
      </div>
      <div role="alert">{flow.stepError ? <p className="form-field__error">{flow.stepError}</p> : null}</div>
    </>
  );
});

/** spec 3 §4.2 payment_and_promo_code: the order, the promo code, the card fields while a payment is due. */
export const PaymentView = observer(function PaymentView({ flow }: { flow: TicketingFlowStore }) {
  const checkout = flow.checkout;
  if (!checkout) return null;
  const payment = flow.payment;
  return (
    <div className="ticketing-payment">
      <h3 className="ticketing-step__heading">Payment</h3>
      <OrderSummary checkout={checkout} />
      <PromoView flow={flow} />
      {flow.paymentDue && payment.card ? <CardPaymentView card={payment.card} /> : null}
      {flow.paymentDue && payment.loading ? <p role="status">Loading card payment...</p> : null}
      {flow.paymentDue && payment.unavailable ? <p role="alert">{PAYMENT_FAILED}</p> : null}
      <StepStatus flow={flow} />
    </div>
  );
});

/** spec 3 §2.2 free_event_summary: the order of a free event, booked with 'Book now'. */
export const FreeSummaryView = observer(function FreeSummaryView({ flow }: { flow: TicketingFlowStore }) {
  if (!flow.checkout) return null;
  return (
    <div className="ticketing-payment">
      <h3 className="ticketing-step__heading">Summary</h3>
      <OrderSummary checkout={flow.checkout} />
      <StepStatus flow={flow} />
    </div>
  );
});
