// R5: double-clicked and retried booking calls, and a server killed in the middle of card payments (QUALITY.md R5,
// docs/booking.md). Part 1: the production build runs in demo mode (SimplyBook, Stripe and the data API as
// sandboxes in its process). For each of N visitors the drill books a
// paid styling session the way an impatient visitor would: the reserve sent twice at once and once more later with
// the same Idempotency-Key, the promo code applied twice at once, the payment intent asked twice, the card paid
// once, the confirm sent twice at once and once more later (each with its own key, as a second press makes).
// Figures: holds per reserve key (bar: 1), distinct answers per repeated call (bar: 1), confirmed bookings per
// reservation in the operators' list (bar: 1), amounts charged that differ from the provider's invoice (bar: 0).
// Part 2, the crash drill: the production build over sandboxes kept in the drill's process, started again on the
// same ledger whenever it dies. For each point of the card payment flow (the intent handed out, the card succeeded,
// the provider confirmed, the booking record written; BOOKING_CRASH_FILE) M visitors pay at once while the point
// is armed: the first to reach it kills the server (SIGKILL). Half of those the crash hit carry on once it is back
// (Pay again, confirm again), half never return, and the settle job finishes their payments. Figures: kills,
// succeeded payments, booked, refunded, charged without a booking (bar: 0), duplicate bookings (bar: 0), the
// longest wait after a restart until every succeeded payment was settled.
// Usage: node bench/r5-booking-drill.mjs   (after npm run build)
// Env: BENCH_R5_VISITORS (default 12), BENCH_R5_CRASH_VISITORS (visitors per crash point, default 4)
import { startAppServer } from './lib/app-server.mjs';
import { jsonCall } from './lib/json-call.mjs';
import { crashDrill } from './lib/r5-crash-drill.mjs';
import { runBench } from './lib/proc.mjs';
import { header, verdict } from './lib/report.mjs';
import {
  bookingBlock,
  freeStylingTimes,
  payerDetails,
  sandboxCardPayment,
  stylingReserveBody,
} from './lib/styling-booking.mjs';

const VISITORS = Number(process.env.BENCH_R5_VISITORS ?? 12);
const PASSING_TOKEN = 'demo-pass';
const OPERATOR_TOKEN = 'demo-webhook-token';

const call = (app, method, path, body, headers = {}) =>
  jsonCall(app, method, path, body, { authorization: PASSING_TOKEN, ...headers });

const distinct = (answers, pick) => new Set(answers.map((answer) => JSON.stringify(pick(answer)))).size;

/** A request from visitor `ip` (one proxy hop is trusted: each visitor has its own address, as R7 does). */
const callAs = (app, ip, method, path, body, headers = {}) =>
  call(app, method, path, body, { 'x-forwarded-for': ip, ...headers });

async function visitor(app, block, token, slot, i) {
  const ip = `198.51.100.${i + 1}`;
  const email = `drill${i}.${process.pid}@example.com`;
  const reserveBody = stylingReserveBody(block, token, slot, email);
  const key = `r5-reserve-${process.pid}-${i}`;
  const reserve = () => callAs(app, ip, 'POST', '/api/booking-reserve', reserveBody, { 'idempotency-key': key });
  const reserves = [...(await Promise.all([reserve(), reserve()])), await reserve()];
  const reservation = reserves[0].body?.reservationData;
  if (!reservation)
    throw new Error(`visitor ${i}: reserve answered ${reserves[0].status} ${JSON.stringify(reserves[0].body)}`);
  const promo = () =>
    callAs(app, ip, 'POST', '/api/booking-apply-promo', { token: reservation.token, code: 'WELCOME10' });
  const promos = await Promise.all([promo(), promo()]);
  const applied = promos[0].body;
  const intent = () =>
    callAs(app, ip, 'POST', `/api/booking-payment-intent?invoice_id=${applied.invoice.id}`, { token: applied.token });
  const intents = await Promise.all([intent(), intent()]);
  const paymentIntent = intents[0].body;
  const card = await callAs(
    app,
    ip,
    'POST',
    '/api/booking-card-sandbox',
    sandboxCardPayment(paymentIntent.client_secret, email),
  );
  const confirmBody = { ...payerDetails(applied.token, email), paymentIntentId: paymentIntent.id };
  const confirm = (n) =>
    callAs(app, ip, 'POST', '/api/booking-confirm', confirmBody, { 'idempotency-key': `${key}-c${n}` });
  const confirms = [...(await Promise.all([confirm(1), confirm(2)])), await confirm(3)];
  return {
    reserveAnswers: distinct(reserves, (r) => r.body?.reservationData?.bookings),
    promoAnswers: distinct(promos, (r) => [r.status, r.body?.invoice?.amountCents]),
    intentAnswers: distinct(intents, (r) => r.body?.id),
    confirmAnswers: distinct(confirms, (r) => [r.status, r.body?.reference]),
    confirmedOk: confirms.every((r) => r.status === 200),
    charged: card.body?.paymentIntent?.amount,
    invoiced: applied.invoice.amountCents,
    bookingIds: reservation.bookings.map((b) => b.id),
  };
}

await runBench('R5', 10 * 60_000, async () => {
  header('R5', `${VISITORS} visitors double-clicking and retrying reserve, promo, payment intent and confirm`);
  const app = await startAppServer({ env: { TRUST_PROXY_HOPS: '1' } });
  try {
    const session = await call(app, 'POST', '/api/booking-public-token');
    const token = session.body.token;
    const asIs = (method, path, body) => call(app, method, path, body);
    const block = await bookingBlock(asIs);
    const times = await freeStylingTimes(asIs, block, token);
    if (times.length < VISITORS) throw new Error(`only ${times.length} free styling times for ${VISITORS} visitors`);
    const runs = [];
    // a few at a time: the provider allows two parallel requests per company (contracts.md §2)
    for (let i = 0; i < VISITORS; i += 3)
      runs.push(
        ...(await Promise.all(
          times.slice(i, Math.min(i + 3, VISITORS)).map((slot, k) => visitor(app, block, token, slot, i + k)),
        )),
      );
    const admin = await call(app, 'GET', '/api/admin/bookings?limit=500', undefined, {
      'x-webhook-token': OPERATOR_TOKEN,
    });
    // a ledger record per confirmed reservation, naming its provider bookings
    const records = (admin.body?.confirmed ?? []).map((record) => record.bookingIds ?? []);
    const perReservation = runs.map(
      (run) => records.filter((ids) => ids.some((id) => run.bookingIds.includes(id))).length,
    );
    const worst = (pick) => Math.max(...runs.map(pick));
    console.log(
      `operators' list: ${(admin.body?.confirmed ?? []).length} confirmed bookings (status ${admin.status}); ` +
        `confirms answered 200 for ${runs.filter((run) => run.confirmedOk).length} of ${runs.length} visitors`,
    );
    verdict([
      {
        id: 'R5-reserve',
        what: 'distinct reserve answers per Idempotency-Key (3 sends, 2 at once)',
        measured: String(worst((r) => r.reserveAnswers)),
        bar: '1',
        pass: worst((r) => r.reserveAnswers) === 1,
      },
      {
        id: 'R5-promo',
        what: 'distinct promo answers per reservation (2 at once)',
        measured: String(worst((r) => r.promoAnswers)),
        bar: '1',
        pass: worst((r) => r.promoAnswers) === 1,
      },
      {
        id: 'R5-intent',
        what: 'distinct payment intents per invoice (2 at once)',
        measured: String(worst((r) => r.intentAnswers)),
        bar: '1',
        pass: worst((r) => r.intentAnswers) === 1,
      },
      {
        id: 'R5-confirm',
        what: 'distinct confirm answers per reservation (3 presses, 2 at once)',
        measured: String(worst((r) => r.confirmAnswers)),
        bar: '1',
        pass: worst((r) => r.confirmAnswers) === 1 && runs.every((r) => r.confirmedOk),
      },
      {
        id: 'R5-bookings',
        what: "confirmed bookings per reservation in the operators' list",
        measured: `${Math.min(...perReservation)}..${Math.max(...perReservation)}`,
        bar: '1',
        pass: perReservation.every((n) => n === 1),
      },
      {
        id: 'R5-amounts',
        what: "charges that differ from the provider's invoice",
        measured: String(runs.filter((r) => r.charged !== r.invoiced).length),
        bar: '0',
        pass: runs.every((r) => r.charged === r.invoiced),
      },
    ]);
  } finally {
    await app.stop();
  }
  await crashDrill({ visitorsPerPoint: Number(process.env.BENCH_R5_CRASH_VISITORS ?? 4) });
});
