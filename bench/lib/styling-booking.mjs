// The demo's paid personal styling session (`/book/personal-styling`: SimplyBook service 1, one place per stylist
// and time, card payment through Stripe), booked the way the booking island does it, for the drills that book
// (R5, R9). Each helper takes `call(method, path, body?, headers?)`, resolving `{ status, body }` (json-call.mjs),
// so a drill decides which instance or address each step goes to.

export const STYLING = { page: '/book/personal-styling', service: 1, providers: [1, 2] };
export const PASSING_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' };

/** The booking block's reference as the page model gives it to the island. */
export async function bookingBlock(call, page = STYLING.page) {
  const answer = await call('GET', `/api/page?path=${encodeURIComponent(page)}`);
  const found = JSON.stringify(answer?.body ?? {}).match(/"block":\{"page":"([^"]+)","uid":"([^"]+)"\}/);
  if (!found) throw new Error(`no booking block in the page model of ${page} (status ${answer?.status})`);
  return { page: found[1], uid: found[2] };
}

/**
 * One free styling time per stylist and day from tomorrow for 40 days (an hour's session overlaps the next
 * half-hour start times), each `{ provider, date, time, places }`.
 */
export async function freeStylingTimes(call, block, token) {
  const times = [];
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  for (const provider of STYLING.providers) {
    const answer = await call('POST', '/api/booking-slots', {
      block,
      token,
      service_id: STYLING.service,
      provider_id: provider,
      date_from: from,
      date_to: to,
    });
    for (const day of answer?.body?.data?.slots ?? []) {
      const slot = day.slots.find((candidate) => candidate.available_count > 0);
      if (slot) times.push({ provider, date: day.date, time: slot.time, places: slot.available_count });
    }
  }
  return times;
}

/** The reserve step's body for one person at `slot`. */
export const stylingReserveBody = (block, token, slot, email) => ({
  block,
  token,
  event_id: STYLING.service,
  provider_id: slot.provider,
  date: slot.date,
  time: slot.time,
  email,
  quantity: 1,
  answers: { Whatareyoushoppingfor: 'Workwear' },
  products: [],
});

/** The summary step's details (Pay sends them with the intent, then with the confirm). */
export const payerDetails = (reservationToken, email) => ({
  token: reservationToken,
  client: { first_name: 'Ada', last_name: 'Lovelace', email, mobile: '0412 345 678', postcode: '3000' },
  subscribe: false,
  consent: true,
});

/** The sandbox card form's payment of an intent (`POST /api/booking-card-sandbox`), with the test card that succeeds. */
export const sandboxCardPayment = (clientSecret, email) => ({
  client_secret: clientSecret,
  card: PASSING_CARD,
  billing_details: { name: 'Ada Lovelace', ...(email ? { email } : {}) },
});
