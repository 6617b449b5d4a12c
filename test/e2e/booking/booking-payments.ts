import type request from 'supertest';
import { PaymentsSettleJob, type SettleReport } from '../../../src/modules/payments/payments-settle-job.service';
import type { BookingApp } from './booking-harness';
import { client, confirmBody } from './booking-flow';

/** The sandbox's test cards (contracts.md §4). */
export const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002500003155',
} as const;

export interface Reserved {
  token: string;
  invoice: { id: number; amountCents: number };
  bookings: { id: number; code: string }[];
}

/** The intent as the summary step asks for it when it opens (no details yet). */
export async function openIntent(app: BookingApp, reservation: Reserved) {
  const res = await app
    .post(`/api/booking-payment-intent?invoice_id=${reservation.invoice.id}`, { token: reservation.token })
    .expect(200);
  return res.body as { id: string; client_secret: string; status: string; amountCents: number };
}

/** Pay pressed: the intent asked for again with the visitor's details, before the card is charged. */
export function pressPay(app: BookingApp, reservation: Reserved, email: string): request.Test {
  return app.post(`/api/booking-payment-intent?invoice_id=${reservation.invoice.id}`, {
    token: reservation.token,
    client: client(email),
    subscribe: false,
    consent: true,
  });
}

/** The sandbox card form's payment; with `threeDSecure` the challenge is answered too. */
export async function payCard(
  app: BookingApp,
  clientSecret: string,
  number: string = CARDS.succeeds,
  threeDSecure?: 'complete' | 'fail',
) {
  const card = { number, exp_month: 12, exp_year: 2039, cvc: '123' };
  const first = await app
    .post('/api/booking-card-sandbox', { client_secret: clientSecret, card, billing_details: { name: 'Ada Lovelace' } })
    .expect(200);
  if (!threeDSecure) return first.body;
  const answered = await app
    .post('/api/booking-card-sandbox', {
      client_secret: clientSecret,
      card,
      billing_details: {},
      three_d_secure: threeDSecure,
    })
    .expect(200);
  return answered.body;
}

/** The whole Pay press as the browser makes it: details, card, then the confirm. */
export async function payAndConfirm(app: BookingApp, reservation: Reserved, email: string, number?: string) {
  const intent = (await pressPay(app, reservation, email).expect(200)).body as { id: string; client_secret: string };
  await payCard(app, intent.client_secret, number);
  return app.post('/api/booking-confirm', confirmBody(reservation.token, email, { paymentIntentId: intent.id }));
}

/** One run of the settle job, as the scheduler makes it (the tests' jobs are off). */
export async function settleDue(app: BookingApp): Promise<SettleReport> {
  const report = await app.test.app.get(PaymentsSettleJob).runOnce();
  if (!report) throw new Error('the settle lease was held elsewhere');
  return report;
}

export interface AdminPayment {
  reference: string;
  status: string;
  reason?: string;
  bookingIds: number[];
  bookingReference?: string;
  refund?: string;
}

/** The operators' list of card payments. */
export async function adminPayments(app: BookingApp): Promise<AdminPayment[]> {
  const res = await app.admin('/api/admin/bookings');
  return ((await res.json()) as { payments: AdminPayment[] }).payments;
}

/** The ledger's booking record of each confirmed booking, by its provider booking ids. */
export async function bookingRecords(app: BookingApp): Promise<{ id: string; bookingIds: number[] }[]> {
  const res = await app.admin('/api/admin/bookings?limit=1000');
  return ((await res.json()) as { confirmed: { id: string; bookingIds: number[] }[] }).confirmed;
}
