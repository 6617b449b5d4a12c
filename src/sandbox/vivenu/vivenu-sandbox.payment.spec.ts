import type { VivenuCheckout, VivenuCheckoutTickets, VivenuPaymentRequest } from '../../modules/ticketing/vivenu.wire';
import { startTestVivenu, type TestVivenu, SESSION, KEY, DETAILS, checkoutOf } from './vivenu-sandbox.testing';

describe('Vivenu sandbox', () => {
  let vivenu: TestVivenu;
  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
  });
  afterEach(() => vivenu.sandbox.close());

  const checkout = (eventId: string, items: Array<[string, number]>, coupons?: string[]) =>
    checkoutOf(vivenu, eventId, items, coupons);

  describe('payment', () => {
    async function readyCheckout(): Promise<VivenuCheckout> {
      const { body } = await checkout(SESSION, [['willowvale-adult', 2]]);
      await vivenu.call('POST', `/checkout/${body._id}/details`, { secret: body.secret, ...DETAILS });
      return body;
    }

    it('should issue tickets when a payment request for the checkout is confirmed, and keep the stock sold', async () => {
      // 2 adults at 25 and fees 2 × (1.50 + 0.50) + 2.00: 56
      const ready = await readyCheckout();
      const made = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        '/payments/requests',
        { checkoutId: ready._id, secret: ready.secret, reference: 'pi_123' },
        KEY,
      );
      expect(made).toMatchObject({
        status: 201,
        body: { status: 'NEW', amount: 56, processors: [{ reference: 'pi_123' }] },
      });
      const confirmed = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        `/payments/requests/${made.body._id}/confirm`,
        { secret: made.body.secret },
        KEY,
      );
      expect(confirmed.body).toMatchObject({ status: 'SUCCEEDED', transactionId: expect.any(String) });
      const again = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        `/payments/requests/${made.body._id}/confirm`,
        { secret: made.body.secret },
        KEY,
      );
      expect(again.body).toMatchObject({ status: 'SUCCEEDED', transactionId: confirmed.body.transactionId });

      const fields = Buffer.from(JSON.stringify({ event_specific: { event_name: 'Jo' } })).toString('base64');
      const tickets = await vivenu.call<VivenuCheckoutTickets>(
        'GET',
        `/checkout/${ready._id}/tickets?secret=${ready.secret}&fields=${fields}`,
      );
      expect(tickets.body.tickets).toHaveLength(2);
      expect(tickets.body.tickets[0]).toMatchObject({ ticketName: 'Adult', name: 'Jo Citizen', status: 'VALID' });
      expect(tickets.body).toMatchObject({
        transactionId: confirmed.body.transactionId,
        invoiceNo: expect.stringMatching(/^INV-/),
      });
      expect((await vivenu.call('GET', `/checkout/${ready._id}/tickets?secret=wrong`)).status).toBe(401);

      const invoice = await vivenu.call('GET', `/invoices/${tickets.body.invoiceId}`, undefined, KEY);
      expect(invoice.body).toMatchObject({ amount: 56, number: tickets.body.invoiceNo });
      expect(
        (await vivenu.call('GET', `/invoices/${tickets.body.invoiceId}`, undefined, 'gw-karri-ridge')).status,
      ).toBe(404);

      vivenu.clock.advance(30);
      expect(vivenu.sandbox.checkout(ready._id)).toMatchObject({ status: 'COMPLETE', holding: false });
      expect(vivenu.sandbox.stock(SESSION)?.tickets['willowvale-adult']).toBe(38);
      const listed = await vivenu.call<{ docs: VivenuPaymentRequest[]; total: number }>(
        'GET',
        `/payments/requests?checkoutId=${ready._id}`,
        undefined,
        KEY,
      );
      expect(listed.body).toMatchObject({ total: 1, docs: [{ status: 'SUCCEEDED' }] });
    });

    it('should refuse private calls without the seller key, and a payment for a checkout without details', async () => {
      const { body } = await checkout(SESSION, [['willowvale-adult', 1]]);
      const request = { checkoutId: body._id, secret: body.secret, reference: 'pi_1' };
      expect(await vivenu.call('POST', '/payments/requests', request)).toMatchObject({
        status: 401,
        body: { statusCode: '401', error: 'Unauthorized' },
      });
      expect((await vivenu.call('POST', '/payments/requests', request, KEY)).body).toMatchObject({
        message: 'Checkout has no customer details',
      });
      expect(
        (
          await vivenu.call('POST', `/checkout/${body._id}/details`, {
            secret: body.secret,
            ...DETAILS,
            emailRepeat: 'x@example.com',
          })
        ).status,
      ).toBe(400);
    });

    it('should cancel the request and issue nothing when the checkout lapsed before the confirm', async () => {
      const ready = await readyCheckout();
      const made = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        '/payments/requests',
        { checkoutId: ready._id, secret: ready.secret, reference: 'pi_2' },
        KEY,
      );
      vivenu.clock.advance(16);
      const confirmed = await vivenu.call(
        'POST',
        `/payments/requests/${made.body._id}/confirm`,
        { secret: made.body.secret },
        KEY,
      );
      expect(confirmed).toMatchObject({ status: 400, body: { message: 'Checkout expired' } });
      const polled = await vivenu.call<VivenuPaymentRequest>(
        'GET',
        `/payments/requests/${made.body._id}?secret=${made.body.secret}`,
      );
      expect(polled.body.status).toBe('CANCELED');
      expect(vivenu.sandbox.stock(SESSION)?.tickets['willowvale-adult']).toBe(40);
    });

    it('should fail a confirmation when told to, leaving the tickets held until the checkout ends', async () => {
      const ready = await readyCheckout();
      vivenu.sandbox.failConfirmations(1);
      const made = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        '/payments/requests',
        { checkoutId: ready._id, secret: ready.secret, reference: 'pi_3' },
        KEY,
      );
      const failed = await vivenu.call(
        'POST',
        `/payments/requests/${made.body._id}/confirm`,
        { secret: made.body.secret },
        KEY,
      );
      expect(failed).toMatchObject({ status: 400, body: { message: 'Payment request could not be confirmed' } });
      expect(vivenu.sandbox.checkout(ready._id)).toMatchObject({ status: 'NEW', holding: true });
      const retry = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        '/payments/requests',
        { checkoutId: ready._id, secret: ready.secret, reference: 'pi_3' },
        KEY,
      );
      expect(
        (
          await vivenu.call<VivenuPaymentRequest>(
            'POST',
            `/payments/requests/${retry.body._id}/confirm`,
            { secret: retry.body.secret },
            KEY,
          )
        ).body.status,
      ).toBe('SUCCEEDED');
    });

    it('should complete a free order with a payment request of nothing and no reference', async () => {
      const { body } = await checkout('willowvale-free', [['willowvale-storytime-child', 2]]);
      expect(body.realPrice).toBe(0);
      await vivenu.call('POST', `/checkout/${body._id}/details`, { secret: body.secret, ...DETAILS });
      const made = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        '/payments/requests',
        { checkoutId: body._id, secret: body.secret },
        KEY,
      );
      expect(made.body).toMatchObject({ amount: 0, processors: [] });
      const done = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        `/payments/requests/${made.body._id}/confirm`,
        { secret: made.body.secret },
        KEY,
      );
      expect(done.body.status).toBe('SUCCEEDED');
    });
  });
});
