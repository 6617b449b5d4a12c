import { observer } from 'mobx-react-lite';
import { formatAmount, formatPrice } from '../../../../src/common/domain/booking/money';
import type { CheckoutStore } from './checkout.store';
import { formatBookingDate, formatBookingTime, formatDuration } from './summary-format';

/**
 * spec 3 §2.1 'Booking summary rows': the date and time, the invoice's lines (the booking and products), the
 * discount and the total with its GST. Every amount is the provider's invoice, never a catalogue price.
 */
export const BookingSummaryView = observer(function BookingSummaryView({ checkout }: { checkout: CheckoutStore }) {
  const { summary, invoice } = checkout;
  return (
    <section className="booking-checkout__section booking-summary" aria-labelledby="booking-summary-heading">
      <h3 className="booking-checkout__heading" id="booking-summary-heading">
        Booking Summary
      </h3>
      <dl className="booking-summary__when">
        <div>
          <dt>Service</dt>
          <dd>
            {summary.serviceName}
            {summary.providerName ? ` with ${summary.providerName}` : ''}
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatBookingDate(summary.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {formatBookingTime(summary.time)} ({formatDuration(summary.durationMinutes)})
          </dd>
        </div>
        {summary.people > 1 ? (
          <div>
            <dt>People</dt>
            <dd>{summary.people}</dd>
          </div>
        ) : null}
      </dl>
      {invoice ? (
        <table className="booking-summary__lines">
          <caption className="visually-hidden">Your booking's prices</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={`${line.type}-${index}`}>
                <th scope="row">{line.name}</th>
                <td>{line.qty}</td>
                <td>{formatPrice(line.priceCents * line.qty)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {invoice.discountCents > 0 ? (
              <tr className="booking-summary__discount">
                <th scope="row" colSpan={2}>
                  Discount{invoice.promoCode ? ` (${invoice.promoCode})` : ''}
                </th>
                <td>-{formatAmount(invoice.discountCents)}</td>
              </tr>
            ) : null}
            <tr className="booking-summary__total">
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td>
                {formatPrice(invoice.amountCents)}
                {checkout.fullyDiscounted ? <span className="booking-summary__badge"> Fully discounted</span> : null}
              </td>
            </tr>
            <tr className="booking-summary__gst">
              <td colSpan={3}>incl. GST {formatAmount(invoice.taxCents)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="booking-summary__free">Free</p>
      )}
    </section>
  );
});
