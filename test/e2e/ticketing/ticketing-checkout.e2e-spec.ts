import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CENTRE,
  EVENTS,
  NO_ANSWERS,
  createCheckout,
  giveDetails,
  newKey,
  personal,
  recurrentDate,
  stockOf,
  useTicketingApp,
} from './ticketing-harness';

const handle = useTicketingApp();

/** The offline message the demo content gives the event story selling `vivenuEventId`. */
function demoOfflineMessage(vivenuEventId: string): string {
  const folder = join(__dirname, '..', '..', '..', 'content', 'demo', CENTRE, 'foundation', 'events');
  for (const file of readdirSync(folder)) {
    const story = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { content?: Record<string, unknown> };
    if (story.content?.vivenuEventId === vivenuEventId) return String(story.content.offlineMessage);
  }
  throw new Error(`no demo story sells ${vivenuEventId}`);
}
const MEMBER_TICKET = `${CENTRE}-members-entry`;
const EVENING_TICKET = `${CENTRE}-evening-adult`;

describe('a checkout: tickets held at Vivenu, priced by the site, sealed for the browser', () => {
  it('should hold the tickets and answer the lines and totals in cents (GST inside the price), never the secret', async () => {
    const before = stockOf(handle.app, EVENTS.members, MEMBER_TICKET);
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 2 }]);
    expect(checkout.items).toEqual([{ ticketTypeId: MEMBER_TICKET, name: 'Adult', amount: 2, priceCents: 1000 }]);
    // $10 twice, a 50c fee per ticket, GST one eleventh of the total
    expect(checkout.totals).toEqual({
      ticketsCents: 2000,
      feesCents: 100,
      discountCents: 0,
      taxCents: 191,
      taxInclusive: true,
      totalCents: 2100,
    });
    expect(checkout.fullyDiscounted).toBe(false);
    expect(Date.parse(checkout.expiresAt)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(checkout)).not.toMatch(/secret/i);
    expect(stockOf(handle.app, EVENTS.members, MEMBER_TICKET)).toBe(before - 2);
  });

  it('should add the tax on top for a seller whose prices exclude it', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.taxExclusive, [
      { ticketTypeId: EVENING_TICKET, amount: 1 },
    ]);
    // $40, a $1 fee per ticket and $2.50 per order, then 10% of the lot
    expect(checkout.totals).toEqual({
      ticketsCents: 4000,
      feesCents: 350,
      discountCents: 0,
      taxCents: 435,
      taxInclusive: false,
      totalCents: 4785,
    });
  });

  it("should replace the cart (a new token) and keep the old one's tickets no longer", async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const before = stockOf(handle.app, EVENTS.members, MEMBER_TICKET);
    const res = await handle.app
      .post('/api/checkout/items', { token: checkout.token, items: [{ ticketTypeId: MEMBER_TICKET, amount: 3 }] })
      .expect(200);
    expect(res.body.items[0].amount).toBe(3);
    expect(res.body.token).not.toBe(checkout.token);
    expect(stockOf(handle.app, EVENTS.members, MEMBER_TICKET)).toBe(before - 2);
  });

  it("should answer spec 3 §8's checkout errors: not on sale, not available, no human check, a hand-made price", async () => {
    const planned = await handle.app.post(
      '/api/checkout',
      { eventId: EVENTS.planned, items: [{ ticketTypeId: `${CENTRE}-picnic-adult`, amount: 1 }] },
      { key: newKey() },
    );
    expect(planned.status).toBe(400);
    expect(planned.body.message).toBe('Shop is not on sale');
    handle.app.test.sandboxes.vivenu.setStock(EVENTS.taxExclusive, EVENING_TICKET, 1);
    const short = await handle.app.post(
      '/api/checkout',
      { eventId: EVENTS.taxExclusive, items: [{ ticketTypeId: EVENING_TICKET, amount: 2 }] },
      { key: newKey() },
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Tickets are not available');
    const foreign = await handle.app.post(
      '/api/checkout',
      { eventId: EVENTS.members, items: [{ ticketTypeId: EVENING_TICKET, amount: 1 }] },
      { key: newKey() },
    );
    expect(foreign.body.message).toBe('Tickets are not available');
    const offline = await handle.app.post(
      '/api/checkout',
      { eventId: `${CENTRE}-offline`, items: [{ ticketTypeId: `${CENTRE}-tour-adult`, amount: 1 }] },
      { key: newKey() },
    );
    expect(offline.status).toBe(400);
    expect(offline.body.message).toBe(demoOfflineMessage(`${CENTRE}-offline`));
    const robot = await handle.app.post(
      '/api/checkout',
      { eventId: EVENTS.members, items: [{ ticketTypeId: MEMBER_TICKET, amount: 1 }] },
      { key: newKey(), captcha: null },
    );
    expect(robot.status).toBe(400);
    const priced = await handle.app.post(
      '/api/checkout',
      { eventId: EVENTS.members, items: [{ ticketTypeId: MEMBER_TICKET, amount: 1, priceCents: 1 }] },
      { key: newKey() },
    );
    expect(priced.status).toBe(400);
    expect(priced.body.errors).toHaveProperty(['items.0.priceCents']);
  });

  it('should answer a token that was changed, or whose hold lapsed, with the out-of-time message', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const changed = await handle.app
      .post('/api/checkout/items', {
        token: `${checkout.token.slice(0, -2)}AA`,
        items: [{ ticketTypeId: MEMBER_TICKET, amount: 1 }],
      })
      .expect(410);
    expect(changed.body.message).toBe('You waited too long to complete the booking. The reservation has expired.');
    const sandbox = handle.app.test.sandboxes.vivenu;
    const held = sandbox.checkouts().filter((c) => c.eventId === EVENTS.members && c.status === 'NEW');
    for (const c of held) sandbox.expireCheckout(c.id);
    await handle.app
      .post('/api/checkout/items', { token: checkout.token, items: [{ ticketTypeId: MEMBER_TICKET, amount: 1 }] })
      .expect(410);
  });
});

describe('the human check (spec 3 §5.2)', () => {
  it('should guard the details, the promo code and the confirmation as it guards the checkout', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const details = {
      token: checkout.token,
      personal: personal(),
      answers: NO_ANSWERS,
      terms: true,
      newsletter: false,
    };
    for (const [path, body] of [
      ['/api/checkout/details', details],
      ['/api/coupon/TIX10/info', { token: checkout.token }],
      ['/api/confirm-booking', { token: checkout.token }],
    ] as const) {
      const missing = await handle.app.post(path, body, { key: newKey(), captcha: null });
      expect([path, missing.status]).toEqual([path, 400]);
      const failed = await handle.app.post(path, body, { key: newKey(), captcha: 'demo-fail' });
      expect([path, failed.status]).toEqual([path, 400]);
      expect(failed.body.message).toBe('Human verification failed');
    }
  });
});

describe('the personal details and the answers', () => {
  it("should give the details to Vivenu and answer 'Success' with the checkout", async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const given = await giveDetails(handle.app, checkout);
    expect(given.totals.totalCents).toBe(1050);
    expect(given.token).not.toBe(checkout.token);
  });

  it("should answer spec 3 §5.2's message for each personal detail missing or wrong", async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const res = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: {
          first_name: '',
          last_name: '',
          email: '',
          countryResidence: 'AU',
          countryCode: 'AU',
          mobile: '',
          postcode: '',
        },
        answers: NO_ANSWERS,
        terms: false,
        newsletter: false,
      })
      .expect(400);
    expect(res.body.errors).toMatchObject({
      'personal.first_name': 'First name is required',
      'personal.last_name': 'Last name is required',
      'personal.email': 'Email is required',
      'personal.mobile': 'Mobile number is required',
      'personal.postcode': 'Please enter your postcode',
    });
    const wrongDial = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: { ...personal(), mobile: '0312345678' },
        answers: NO_ANSWERS,
        terms: true,
        newsletter: false,
      })
      .expect(400);
    expect(wrongDial.body.errors).toEqual({ 'personal.mobile': 'Mobile number is invalid for the selected dial code' });
    const noCountry = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: { ...personal(), countryResidence: '', countryCode: '', email: 'not-an-email' },
        answers: NO_ANSWERS,
        terms: true,
        newsletter: false,
      })
      .expect(400);
    expect(noCountry.body.errors).toMatchObject({
      'personal.countryResidence': 'Country of residence is required',
      'personal.email': expect.any(String),
    });
  });

  it("should pass on Vivenu's own words when it refuses the details (spec 3 §8: the booking-error toast)", async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const sandbox = handle.app.test.sandboxes.vivenu;
    for (const c of sandbox.checkouts().filter((one) => one.eventId === EVENTS.members && one.status === 'NEW'))
      sandbox.expireCheckout(c.id);
    const res = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: personal(),
        answers: NO_ANSWERS,
        terms: true,
        newsletter: false,
      })
      .expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.message).not.toBe('Unknown error occurred. Please try again.');
  });

  it('should require the terms of a visitor who is not a member on a members-only event, and only there', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const details = { token: checkout.token, personal: personal(), answers: NO_ANSWERS, newsletter: false };
    const refused = await handle.app.post('/api/checkout/details', { ...details, terms: false }).expect(400);
    expect(refused.body.errors).toEqual({ 'personal.terms': 'Please read and accept the terms before proceeding.' });
    const open = await createCheckout(handle.app, EVENTS.taxExclusive, [{ ticketTypeId: EVENING_TICKET, amount: 1 }]);
    await handle.app.post('/api/checkout/details', { ...details, token: open.token, terms: false }).expect(200);
  });

  it("should ask the event's required questions and each ticket's, by the ticket's own name", async () => {
    const date = await recurrentDate(handle.app);
    const checkout = await createCheckout(handle.app, date, [{ ticketTypeId: `${CENTRE}-adult`, amount: 1 }]);
    const missing = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: personal(),
        answers: NO_ANSWERS,
        terms: true,
        newsletter: false,
      })
      .expect(400);
    expect(missing.body.errors).toMatchObject({
      'answers.event_specific.event_name': 'This is a required field.',
      'answers.event_specific.event_size': 'This is a required field.',
      'answers.ticket_specific.General Admission - Adult 1.ticket_name': 'This is a required field.',
    });
    const answered = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: personal(),
        answers: {
          event_specific: { event_name: 'Ada', event_size: 'M' },
          ticket_specific: { 'General Admission - Adult 1': { ticket_name: 'Ada', ticket_size: 'S' } },
        },
        terms: true,
        newsletter: false,
      })
      .expect(200);
    expect(answered.body.status).toBe('Success');
  });
});

describe('a promo code', () => {
  const twoTickets = () => createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 2 }]);
  const apply = (code: string, token: string) => handle.app.post(`/api/coupon/${code}/info`, { token });

  it.each([
    ['TIX10', 'var', 200, 1900],
    ['TIX5', 'fix', 500, 1600],
    ['KIDS2', 'fixPerItem', 400, 1700],
  ])('%s (%s) should take %i cents off, the total %i', async (code, type, off, total) => {
    const checkout = await twoTickets();
    const res = await apply(code, checkout.token).expect(200);
    expect(res.body.status).toBe('valid');
    expect(res.body.checkout.appliedDiscounts).toEqual([
      expect.objectContaining({ type, code, absoluteDiscountCents: off }),
    ]);
    expect(res.body.checkout.totals).toMatchObject({ discountCents: off, totalCents: total });
  });

  it('FREETIX should discount the order fully: nothing to pay', async () => {
    const checkout = await twoTickets();
    const res = await apply('FREETIX', checkout.token).expect(200);
    expect(res.body.checkout.fullyDiscounted).toBe(true);
    expect(res.body.checkout.totals.totalCents).toBe(0);
  });

  it.each(['OLDTIX', 'SOONTIX', 'NOSUCHCODE'])("%s should be 'Invalid promo code'", async (code) => {
    const checkout = await twoTickets();
    const res = await apply(code, checkout.token).expect(400);
    expect(res.body.message).toBe('Invalid promo code');
  });
});
