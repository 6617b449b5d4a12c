import { createHash } from 'node:crypto';
import type { BookingCompany } from './booking-company';
import type { SimplyBookPort } from './simplybook.port';

/** contracts.md §2: confirmations are signed with md5 of the ids, the booking hash and the company's secret key */
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

export const bookingSign = (company: BookingCompany, booking: { id: number; hash: string }): string =>
  md5(`${booking.id}${booking.hash}${company.secretKey}`);

/**
 * The provider's half of a confirmation: the invoice paid with the card payment's reference (when there is one),
 * then each booking confirmed. Both are safe to repeat (the same reference again, a booking confirmed again), so
 * a confirmation cut short by a crash is simply made again. Provider errors are the caller's to read.
 */
export async function confirmAtProvider(
  simplybook: SimplyBookPort,
  company: BookingCompany,
  held: { bookings: { id: number; hash: string }[]; invoiceId?: number },
  paymentReference?: string,
): Promise<void> {
  if (held.invoiceId !== undefined && paymentReference)
    await simplybook.confirmInvoice(company, {
      id: held.invoiceId,
      paymentReference,
      sign: md5(`${held.invoiceId}${company.secretKey}`),
    });
  for (const booking of held.bookings)
    await simplybook.confirmBooking(company, booking.id, bookingSign(company, booking));
}
