import { observer } from 'mobx-react-lite';
import { invoiceSummary } from '../../../../src/common/domain/booking/invoice-summary';
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
      {invoice ? <InvoiceTable checkout={checkout} /> : <p className="booking-summary__free">Free</p>}
    </section>
  );
});

const InvoiceTable = observer(function InvoiceTable({ checkout }: { checkout: CheckoutStore }) {
  if (!checkout.invoice) return null;
  const rows = invoiceSummary(checkout.invoice);
  const code = checkout.invoice.promoCode;
  return (
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
        {rows.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.name}</th>
            <td>{row.qty}</td>
            <td>{row.price}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.discount ? (
          <tr className="booking-summary__discount">
            <th scope="row" colSpan={2}>
              Discount{code ? ` (${code})` : ''}
            </th>
            <td>{rows.discount}</td>
          </tr>
        ) : null}
        <tr className="booking-summary__total">
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td>
            {rows.total}
            {checkout.fullyDiscounted ? <span className="booking-summary__badge">Fully discounted</span> : null}
          </td>
        </tr>
        <tr className="booking-summary__gst">
          <td colSpan={3}>incl. GST {rows.gst}</td>
        </tr>
      </tfoot>
    </table>
  );
});
