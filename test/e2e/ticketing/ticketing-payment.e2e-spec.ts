import { deliverAllDue } from '../submissions/ledger-harness';
import {
  CARDS,
  CENTRE,
  EVENTS,
  NO_ANSWERS,
  confirm,
  createCheckout,
  email,
  giveDetails,
  newKey,
  payByCard,
  personal,
  settleDue,
  stockOf,
  ticketOrders,
  useTicketingApp,
} from './ticketing-harness';

const handle = useTicketingApp();
const MEMBER_TICKET = `${CENTRE}-members-entry`;

const paidCheckout = async (amount = 1) =>
  giveDetails(handle.app, await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount }]));

describe('paying by card and holding the tickets', () => {
  it("should charge the checkout's own total, issue the tickets on confirm, and answer them again on the refetch", async () => {
    const checkout = await paidCheckout(2);
    const { payment, result } = await payByCard(handle.app, checkout);
    expect(payment).toMatchObject({ amountCents: 2100, public_key: 'sandbox' });
    expect(result.paymentIntent?.status).toBe('succeeded');
    const confirmed = await confirm(handle.app, checkout, payment.id).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect(confirmed.body.tickets).toHaveLength(2);
    expect(confirmed.body.transactionId).toEqual(expect.any(String));
    expect(confirmed.body.invoiceNo).toEqual(expect.any(String));
    const refetched = await handle.app
      .get(`/api/checkout/tickets?token=${encodeURIComponent(checkout.token)}`)
      .expect(200);
    expect(refetched.body).toEqual(confirmed.body);
    const order = (await ticketOrders(handle.app)).confirmed!.find((o) => o.payment?.reference === payment.id);
    expect(order).toMatchObject({ status: 'confirmed', tickets: 2, payment: { amountCents: 2100, outcome: 'paid' } });
  });

  it('should refuse a payment before the details, and for an order with nothing to pay', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    await handle.app.post('/api/payments/requests', { token: checkout.token }, { key: newKey() }).expect(400);
    const free = await giveDetails(
      handle.app,
      await createCheckout(handle.app, EVENTS.free, [{ ticketTypeId: `${CENTRE}-storytime-adult`, amount: 1 }]),
    );
    const res = await handle.app.post('/api/payments/requests', { token: free.token }, { key: newKey() }).expect(400);
    expect(res.body.message).toMatch(/Nothing is left to pay/);
  });

  it("should answer a declined card's confirm with the payment error, and issue nothing", async () => {
    const checkout = await paidCheckout();
    const { payment, result } = await payByCard(handle.app, checkout, CARDS.declined);
    expect(result.error?.code).toBe('card_declined');
    const res = await confirm(handle.app, checkout, payment.id).expect(400);
    expect(res.body.message).toBe('Error processing payment. Please try again.');
  });

  it('should book a free event without a card', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.free, [
      { ticketTypeId: `${CENTRE}-storytime-adult`, amount: 1 },
      { ticketTypeId: `${CENTRE}-storytime-child`, amount: 1 },
    ]);
    expect(checkout.totals.totalCents).toBe(0);
    const given = await giveDetails(handle.app, checkout, {
      answers: { ...NO_ANSWERS, ticket_specific: { 'General Admission - Child 1': { child_age: '4' } } },
    });
    const res = await confirm(handle.app, given).expect(200);
    expect(res.body.tickets).toHaveLength(2);
  });

  it('should book a fully discounted order (FREETIX) without a card', async () => {
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 2 }]);
    const discounted = await handle.app.post('/api/coupon/FREETIX/info', { token: checkout.token }).expect(200);
    expect(discounted.body.checkout.fullyDiscounted).toBe(true);
    const given = await giveDetails(handle.app, discounted.body.checkout);
    await handle.app.post('/api/payments/requests', { token: given.token }, { key: newKey() }).expect(400);
    const res = await confirm(handle.app, given).expect(200);
    expect(res.body.tickets).toHaveLength(2);
  });

  it('should cancel the card payment the card step opened when a promo code then makes the order free', async () => {
    const checkout = await paidCheckout(2);
    const opened = (
      await handle.app.post('/api/payments/requests', { token: checkout.token }, { key: newKey() }).expect(200)
    ).body as { id: string };
    const discounted = await handle.app.post('/api/coupon/FREETIX/info', { token: checkout.token }).expect(200);
    expect(discounted.body.checkout.fullyDiscounted).toBe(true);
    const res = await confirm(handle.app, discounted.body.checkout).expect(200);
    expect(res.body.tickets).toHaveLength(2);
    expect(handle.app.test.sandboxes.stripe.intent(opened.id)).toMatchObject({ status: 'canceled' });
    const order = (await ticketOrders(handle.app)).confirmed!.find((o) => o.replacedPayment === opened.id);
    expect(order).toMatchObject({ status: 'confirmed', tickets: 2 });
    expect(order?.payment).toBeUndefined();
  });

  it('should give one order for a confirmation sent twice with one key, and refuse the key with another body', async () => {
    const checkout = await paidCheckout();
    const { payment } = await payByCard(handle.app, checkout);
    const key = newKey();
    const [first, second] = await Promise.all([
      confirm(handle.app, checkout, payment.id, key),
      confirm(handle.app, checkout, payment.id, key),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const again = await confirm(handle.app, checkout, payment.id, newKey()).expect(200);
    expect(again.body.transactionId).toBe(first.body.transactionId);
    const orders = (await ticketOrders(handle.app)).confirmed!.filter((o) => o.payment?.reference === payment.id);
    expect(orders).toHaveLength(1);
    const other = await handle.app.post('/api/confirm-booking', { token: checkout.token }, { key });
    expect(other.status).toBe(422);
  });

  it('should hand out one card payment for a payment request sent twice', async () => {
    const checkout = await paidCheckout();
    const key = newKey();
    const [a, b] = await Promise.all([
      handle.app.post('/api/payments/requests', { token: checkout.token }, { key }),
      handle.app.post('/api/payments/requests', { token: checkout.token }, { key: newKey() }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
  });

  it('should refund a card charged after the checkout lapsed, and say so in plain words', async () => {
    const checkout = await paidCheckout();
    const before = stockOf(handle.app, EVENTS.members, MEMBER_TICKET);
    const { payment } = await payByCard(handle.app, checkout);
    const sandbox = handle.app.test.sandboxes.vivenu;
    const held = sandbox.checkouts().filter((c) => c.eventId === EVENTS.members && c.status === 'NEW');
    for (const c of held) sandbox.expireCheckout(c.id);
    const res = await confirm(handle.app, checkout, payment.id).expect(409);
    expect(res.body.message).toMatch(/refunded in full/);
    expect(stockOf(handle.app, EVENTS.members, MEMBER_TICKET)).toBeGreaterThanOrEqual(before + 1);
    expect(handle.app.test.sandboxes.stripe.intent(payment.id)).toMatchObject({ status: 'succeeded', refunded: 1050 });
    const failed = (await ticketOrders(handle.app)).failed!.find((o) => o.payment?.reference === payment.id);
    expect(failed).toMatchObject({
      status: 'refunded',
      reason: 'lapsed',
      payment: { outcome: 'refunded', refund: expect.any(String) },
    });
  });

  it('should refund the card when Vivenu refuses to issue the tickets, and give the stock back', async () => {
    const checkout = await paidCheckout();
    const { payment } = await payByCard(handle.app, checkout);
    const before = stockOf(handle.app, EVENTS.members, MEMBER_TICKET);
    handle.app.test.sandboxes.vivenu.failConfirmations(1);
    const res = await confirm(handle.app, checkout, payment.id).expect(409);
    expect(res.body.message).toBe(
      'The tickets could not be issued, so your card has been refunded in full. Please start again.',
    );
    expect(stockOf(handle.app, EVENTS.members, MEMBER_TICKET)).toBe(before + 1);
    expect(handle.app.test.sandboxes.stripe.intent(payment.id)).toMatchObject({ refunded: 1050 });
    // asked again, the same answer: one settlement
    const again = await confirm(handle.app, checkout, payment.id).expect(409);
    expect(again.body.message).toBe(res.body.message);
  });

  it('should issue the tickets of a payment whose visitor never came back to confirm (the settle job)', async () => {
    const checkout = await paidCheckout();
    const { payment } = await payByCard(handle.app, checkout);
    const task = (await ticketOrders(handle.app)).open!.find((o) => o.payment?.reference === payment.id);
    expect(task).toBeDefined();
    // the job looks at it once the hold and the grace period are over: here, the order is made due now
    const orders = handle.app.test.app.get((await import('../../../src/modules/ticketing/ticket-orders')).TicketOrders);
    const open = await orders.get(task!.order);
    await orders.update(open!, {}, new Date(Date.now() - 1000));
    expect(await settleDue(handle.app)).toMatchObject({ booked: 1 });
    const confirmed = (await ticketOrders(handle.app)).confirmed!.find((o) => o.payment?.reference === payment.id);
    expect(confirmed?.transactionId).toEqual(expect.any(String));
    // the visitor's late confirm answers the same tickets
    const late = await confirm(handle.app, checkout, payment.id).expect(200);
    expect(late.body.transactionId).toBe(confirmed!.transactionId);
  });

  it('should sign up a visitor who is not a member and ticks the newsletter, once the tickets are issued', async () => {
    const address = email();
    const checkout = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const details = await handle.app
      .post('/api/checkout/details', {
        token: checkout.token,
        personal: personal(address),
        answers: NO_ANSWERS,
        terms: true,
        newsletter: true,
      })
      .expect(200);
    // nothing about the visitor's membership in the answer
    expect(Object.keys(details.body)).toEqual(['status', 'checkout']);
    const { payment } = await payByCard(handle.app, details.body.checkout);
    await confirm(handle.app, details.body.checkout, payment.id).expect(200);
    await deliverAllDue(handle.app);
    const signUps = handle.app.test.sandboxes.propertyApi.submissions.received('consumer/subscribers');
    expect(signUps.map((entry) => entry.body)).toContainEqual(
      expect.objectContaining({ email: address, source: 'vivenu', first_name: 'Ada' }),
    );

    // a member (the email check's seal) is never signed up again, and needs no terms on the members-only event
    const verified = await handle.app
      .post('/api/verify-subscription', { email: address }, { key: newKey() })
      .expect(200);
    expect(verified.body.data.subscribed).toBe(true);
    const next = await createCheckout(handle.app, EVENTS.members, [{ ticketTypeId: MEMBER_TICKET, amount: 1 }]);
    const member = await handle.app
      .post('/api/checkout/details', {
        token: next.token,
        personal: personal(address),
        answers: NO_ANSWERS,
        terms: false,
        newsletter: true,
        verification: verified.body.data.verification,
      })
      .expect(200);
    const paid = await payByCard(handle.app, member.body.checkout);
    await confirm(handle.app, member.body.checkout, paid.payment.id).expect(200);
    await deliverAllDue(handle.app);
    const after = handle.app.test.sandboxes.propertyApi.submissions.received('consumer/subscribers');
    expect(after.filter((entry) => (entry.body as { email?: string }).email === address)).toHaveLength(1);
  });
});
