// R5 part 2 (bench/r5-booking-drill.mjs): the server killed at each point of a card payment. The production build
// over sandboxes kept in this process (site-over-sandboxes.mjs), started again whenever it dies; BOOKING_CRASH_FILE
// arms one point at a time; the settle job runs every 250 ms with a grace of one second.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonCall } from './json-call.mjs';
import { header, table, verdict } from './report.mjs';
import { startSiteOverSandboxes } from './site-over-sandboxes.mjs';
import {
  bookingBlock,
  freeStylingTimes,
  payerDetails,
  sandboxCardPayment,
  stylingReserveBody,
} from './styling-booking.mjs';

const POINTS = ['intent-created', 'card-succeeded', 'provider-confirmed', 'ledger-written'];
const OPERATOR_TOKEN = 'demo-webhook-token';
const CENTRE = 'willowvale';

/** One HTTP call; `undefined` when the server died under it (or was down). */
const call = (site, ip, method, path, body, headers = {}) =>
  jsonCall(site, method, path, body, { authorization: 'demo-pass', 'x-forwarded-for': ip, ...headers }).catch(
    () => undefined,
  );

const admin = async (site) =>
  (await call(site, '127.0.0.1', 'GET', '/api/admin/bookings?limit=1000', undefined, {
    'x-webhook-token': OPERATOR_TOKEN,
  })) ?? { body: { confirmed: [], payments: [] } };

/**
 * A visitor paying for one styling session as the browser does. A call the server died under is made again once it
 * is back when the visitor `returns`; otherwise the visitor is gone from that moment.
 */
async function visitor(site, block, slot, index, point, returns) {
  const ip = `198.51.100.${(index % 250) + 1}`;
  const email = `crash-${point}-${index}.${process.pid}@example.com`;
  const me = { email, point, returns, hit: false, intentId: undefined, answer: undefined };
  const attempt = async (make) => {
    for (;;) {
      const seen = site.deaths;
      const answer = await make();
      if (answer !== undefined) return answer;
      me.hit = true;
      await site.whenBack(seen);
      if (!returns) return undefined;
    }
  };
  const session = await attempt(() => call(site, ip, 'POST', '/api/booking-public-token'));
  if (!session) return me;
  const reserved = await attempt(() =>
    call(site, ip, 'POST', '/api/booking-reserve', stylingReserveBody(block, session.body.token, slot, email), {
      'idempotency-key': `r5-crash-${process.pid}-${point}-${index}`,
    }),
  );
  const reservation = reserved?.body?.reservationData;
  if (!reservation) return me;
  const intentPath = `/api/booking-payment-intent?invoice_id=${reservation.invoice.id}`;
  if (!(await attempt(() => call(site, ip, 'POST', intentPath, { token: reservation.token })))) return me;
  const details = payerDetails(reservation.token, email);
  // Pay: the details, the card unless the intent says it is paid, then the confirm; after a crash, Pay again
  const pay = async () => {
    const pressed = await call(site, ip, 'POST', intentPath, details);
    if (!pressed) return undefined;
    me.intentId = pressed.body?.id;
    if (pressed.body?.status !== 'succeeded') {
      const card = await call(
        site,
        ip,
        'POST',
        '/api/booking-card-sandbox',
        sandboxCardPayment(pressed.body?.client_secret, email),
      );
      if (!card) return undefined;
    }
    return call(site, ip, 'POST', '/api/booking-confirm', { ...details, paymentIntentId: me.intentId });
  };
  me.answer = (await attempt(pay))?.status;
  return me;
}

/** Waits until every succeeded payment of `visitors` is booked or refunded; how long that took. */
async function settled(site, visitors, timeoutMs = 120_000) {
  const started = Date.now();
  const ids = new Set(visitors.map((v) => v.intentId).filter(Boolean));
  for (;;) {
    const succeeded = site.sandboxes.stripe.intents().filter((i) => ids.has(i.id) && i.status === 'succeeded');
    const { payments = [] } = (await admin(site)).body ?? {};
    const open = succeeded.filter(
      (i) =>
        payments.find((p) => p.reference === i.id)?.status === 'unsettled' ||
        !payments.some((p) => p.reference === i.id),
    );
    if (open.length === 0) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${open.length} succeeded payment(s) still unsettled`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function crashDrill({ visitorsPerPoint }) {
  header(
    'R5',
    `crash drill: the server killed (SIGKILL) at each point of a card payment, ${visitorsPerPoint} visitors paying at once`,
  );
  const folder = mkdtempSync(join(tmpdir(), 'atrium-r5-crash-'));
  const crashFile = join(folder, 'crash-at');
  const site = await startSiteOverSandboxes({
    env: {
      TRUST_PROXY_HOPS: '1',
      BOOKING_CRASH_FILE: crashFile,
      BOOKING_SETTLE_INTERVAL_MS: '250',
      BOOKING_SETTLE_GRACE_MS: '1000',
      BOOKING_SETTLE_LEASE_MS: '2000',
    },
  });
  try {
    const local = (method, path, body) => call(site, '127.0.0.1', method, path, body);
    const block = await bookingBlock(local);
    const session = await local('POST', '/api/booking-public-token');
    const times = await freeStylingTimes(local, block, session.body.token);
    if (times.length < POINTS.length * visitorsPerPoint)
      throw new Error(`only ${times.length} free styling times for ${POINTS.length * visitorsPerPoint} visitors`);
    const rounds = [];
    let next = 0;
    for (const point of POINTS) {
      const deathsBefore = site.deaths;
      writeFileSync(crashFile, point);
      const visitors = await Promise.all(
        Array.from({ length: visitorsPerPoint }, (_, k) => {
          const index = next++;
          // half of them carry on after a crash, half never come back
          return visitor(site, block, times[index], index, point, k % 2 === 0);
        }),
      );
      rmSync(crashFile, { force: true });
      const settleMs = await settled(site, visitors);
      rounds.push({ point, visitors, kills: site.deaths - deathsBefore, settleMs });
    }
    // awaited here, so the site is still up while the report reads the operators' list (the finally closes it)
    return await report(site, rounds);
  } finally {
    await site.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function report(site, rounds) {
  const { confirmed = [], payments = [] } = (await admin(site)).body ?? {};
  const intents = site.sandboxes.stripe.intents();
  const provider = site.sandboxes.simplybook.bookings(CENTRE);
  const rows = [
    [
      'point',
      'kills',
      'visitors hit',
      'succeeded',
      'booked',
      'refunded',
      'charged, no booking',
      'duplicates',
      'settled after',
    ],
  ];
  const totals = { succeeded: 0, booked: 0, refunded: 0, orphans: 0, duplicates: 0, kills: 0, worstSettle: 0 };
  for (const round of rounds) {
    const ids = new Set(round.visitors.map((v) => v.intentId).filter(Boolean));
    const succeeded = intents.filter((i) => ids.has(i.id) && i.status === 'succeeded');
    let booked = 0;
    let refunded = 0;
    let orphans = 0;
    for (const intent of succeeded) {
      const payment = payments.find((p) => p.reference === intent.id);
      if (intent.refunded === intent.amount && payment?.status === 'refunded') {
        refunded += 1;
        continue;
      }
      const records = confirmed.filter((r) => r.bookingIds.some((id) => payment?.bookingIds.includes(id)));
      const atProvider = (payment?.bookingIds ?? []).every(
        (id) => provider.find((b) => b.id === id)?.status === 'confirmed',
      );
      if (payment?.status === 'booked' && intent.refunded === 0 && records.length === 1 && atProvider) booked += 1;
      else orphans += 1;
    }
    const duplicates = round.visitors.filter(
      (v) => provider.filter((b) => b.clientEmail === v.email && b.status === 'confirmed').length > 1,
    ).length;
    rows.push([
      round.point,
      round.kills,
      round.visitors.filter((v) => v.hit).length,
      succeeded.length,
      booked,
      refunded,
      orphans,
      duplicates,
      `${(round.settleMs / 1000).toFixed(1)} s`,
    ]);
    Object.assign(totals, {
      succeeded: totals.succeeded + succeeded.length,
      booked: totals.booked + booked,
      refunded: totals.refunded + refunded,
      orphans: totals.orphans + orphans,
      duplicates: totals.duplicates + duplicates,
      kills: totals.kills + round.kills,
      worstSettle: Math.max(totals.worstSettle, round.settleMs),
    });
  }
  console.log('');
  table(rows);
  verdict([
    {
      id: 'R5-crash-kills',
      what: 'server kills, one per armed point',
      measured: String(totals.kills),
      bar: String(rounds.length),
      pass: rounds.every((round) => round.kills === 1),
    },
    {
      id: 'R5-crash-settled',
      what: 'succeeded payments booked once or refunded',
      measured: `${totals.booked + totals.refunded}/${totals.succeeded} (${totals.booked} booked, ${totals.refunded} refunded)`,
      bar: '100%',
      pass: totals.booked + totals.refunded === totals.succeeded && totals.succeeded > 0,
    },
    {
      id: 'R5-crash-orphans',
      what: 'payments charged without a booking',
      measured: String(totals.orphans),
      bar: '0',
      pass: totals.orphans === 0,
    },
    {
      id: 'R5-crash-duplicates',
      what: 'visitors with more than one booking',
      measured: String(totals.duplicates),
      bar: '0',
      pass: totals.duplicates === 0,
    },
    {
      id: 'R5-crash-settle-time',
      what: 'longest wait until every succeeded payment was settled (settle job every 250 ms, grace 1 s)',
      measured: `${(totals.worstSettle / 1000).toFixed(1)} s`,
      bar: 'info',
      pass: true,
      info: true,
    },
  ]);
}
