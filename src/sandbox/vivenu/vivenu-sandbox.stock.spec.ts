import type {
  VivenuCheckout,
  VivenuEventInfo,
  VivenuPaymentRequest,
  VivenuPublicEvent,
} from '../../modules/ticketing/vivenu.wire';
import {
  checkoutOf,
  DETAILS,
  KEY,
  NEARLY_SOLD_OUT,
  SESSION,
  startTestVivenu,
  type TestVivenu,
} from './vivenu-sandbox.testing';

describe('Vivenu sandbox', () => {
  let vivenu: TestVivenu;
  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
  });
  afterEach(() => vivenu.sandbox.close());

  const checkout = (eventId: string, items: Array<[string, number]>, coupons?: string[]) =>
    checkoutOf(vivenu, eventId, items, coupons);

  describe('stock', () => {
    it('should hold stock for a checkout, refuse what is not left, and give it back on abort', async () => {
      const first = await checkout(NEARLY_SOLD_OUT, [['willowvale-adult', 2]]);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ status: 'NEW', items: [{ eventId: NEARLY_SOLD_OUT, regularPrice: 50 }] });
      expect(vivenu.sandbox.stock(NEARLY_SOLD_OUT)?.tickets['willowvale-adult']).toBe(0);

      const second = await checkout(NEARLY_SOLD_OUT, [['willowvale-adult', 1]]);
      expect(second).toEqual({
        status: 400,
        body: { statusCode: '400', error: 'Bad Request', message: 'Tickets are not available' },
      });
      const available = await vivenu.call<VivenuPublicEvent>('GET', `/public/events/${NEARLY_SOLD_OUT}`);
      expect(available.body.tickets.find((type) => type._id === 'willowvale-adult')?.v).toBe(0);

      const aborted = await vivenu.call<VivenuCheckout>('POST', `/checkout/${first.body._id}/abort`, {
        secret: first.body.secret,
      });
      expect(aborted.body.status).toBe('ABORTED');
      expect(vivenu.sandbox.stock(NEARLY_SOLD_OUT)?.tickets['willowvale-adult']).toBe(2);
      expect((await checkout(NEARLY_SOLD_OUT, [['willowvale-adult', 1]])).status).toBe(201);
    });

    it('should sell the event out when its last tickets are held, and read on sale again when they come back', async () => {
      const held = await checkout(NEARLY_SOLD_OUT, [
        ['willowvale-adult', 2],
        ['willowvale-child', 1],
      ]);
      expect(held.status).toBe(201);
      expect((await vivenu.call<VivenuEventInfo>('GET', `/events/info/${NEARLY_SOLD_OUT}`)).body).toMatchObject({
        saleStatus: 'soldOut',
        v: 0,
      });
      await vivenu.call('POST', `/checkout/${held.body._id}/abort`, { secret: held.body.secret });
      expect((await vivenu.call<VivenuEventInfo>('GET', `/events/info/${NEARLY_SOLD_OUT}`)).body).toMatchObject({
        saleStatus: 'onSale',
        v: 3,
      });
    });

    it('should give the stock back when a checkout lapses, and refuse the lapsed checkout', async () => {
      const held = await checkout(SESSION, [['willowvale-adult', 4]]);
      expect(vivenu.sandbox.stock(SESSION)?.tickets['willowvale-adult']).toBe(36);
      expect(Date.parse(held.body.expiresAt) - vivenu.clock.ms).toBe(15 * 60_000);
      vivenu.clock.advance(14);
      expect(vivenu.sandbox.stock(SESSION)?.tickets['willowvale-adult']).toBe(36);
      vivenu.clock.advance(1);
      expect(vivenu.sandbox.stock(SESSION)?.tickets['willowvale-adult']).toBe(40);
      const read = await vivenu.call<VivenuCheckout>('GET', `/checkout/${held.body._id}?secret=${held.body.secret}`);
      expect(read.body.status).toBe('ABORTED');
      const items = await vivenu.call('POST', `/checkout/${held.body._id}/items`, {
        secret: held.body.secret,
        eventId: SESSION,
        items: [{ type: 'ticket', ticketTypeId: 'willowvale-adult', amount: 1 }],
      });
      expect(items).toMatchObject({ status: 400, body: { message: 'Checkout expired' } });
      expect(vivenu.sandbox.checkout(held.body._id)).toMatchObject({ expired: true, holding: false });
    });

    it('should keep the old cart and its hold when the new cart is short of stock', async () => {
      const held = await checkout(NEARLY_SOLD_OUT, [['willowvale-adult', 1]]);
      const bigger = await vivenu.call('POST', `/checkout/${held.body._id}/items`, {
        secret: held.body.secret,
        eventId: NEARLY_SOLD_OUT,
        items: [{ type: 'ticket', ticketTypeId: 'willowvale-adult', amount: 3 }],
      });
      expect(bigger).toMatchObject({ status: 400, body: { message: 'Tickets are not available' } });
      expect(vivenu.sandbox.checkout(held.body._id)).toMatchObject({
        tickets: { 'willowvale-adult': 1 },
        holding: true,
      });
      expect(vivenu.sandbox.stock(NEARLY_SOLD_OUT)?.tickets['willowvale-adult']).toBe(1);
      const swapped = await vivenu.call<VivenuCheckout>('POST', `/checkout/${held.body._id}/items`, {
        secret: held.body.secret,
        eventId: NEARLY_SOLD_OUT,
        items: [{ type: 'ticket', ticketTypeId: 'willowvale-adult', amount: 2 }],
      });
      expect(swapped.body.items[0]!.tickets).toEqual([
        expect.objectContaining({ ticketTypeId: 'willowvale-adult', amount: 2, price: 25 }),
      ]);
      expect(vivenu.sandbox.stock(NEARLY_SOLD_OUT)?.tickets['willowvale-adult']).toBe(0);
    });

    it('should refuse events not on sale, unknown events, the ROOT and orders over the limit', async () => {
      expect((await checkout('willowvale-planned', [['willowvale-picnic-adult', 1]])).body).toMatchObject({
        message: 'Shop is not on sale',
      });
      expect((await checkout('willowvale-past', [['willowvale-walk-adult', 1]])).body).toMatchObject({
        message: 'Shop is not on sale',
      });
      expect((await checkout('willowvale-recurrent', [['willowvale-adult', 1]])).body).toMatchObject({
        message: 'Shop is not on sale',
      });
      expect((await checkout('willowvale-sold-out', [['willowvale-tasting-adult', 1]])).body).toMatchObject({
        message: 'Tickets are not available',
      });
      expect(await checkout('nowhere', [['x', 1]])).toMatchObject({
        status: 404,
        body: { message: 'Event not found' },
      });
      expect((await checkout(SESSION, [['willowvale-adult', 9]])).status).toBe(400);
      expect(
        (
          await checkout(SESSION, [
            ['willowvale-adult', 6],
            ['willowvale-child', 5],
          ])
        ).body,
      ).toMatchObject({
        message: 'No more than 10 tickets per order',
      });
    });

    it('should let the control routes set stock, expire a checkout and list checkouts', async () => {
      const held = await checkout(SESSION, [['willowvale-child', 2]]);
      const control = (method: string, path: string, body?: unknown) =>
        fetch(`${vivenu.sandbox.url}/__sandbox/${path}`, {
          method,
          body: body ? JSON.stringify(body) : undefined,
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        }));
      expect(
        (await control('POST', 'stock', { eventId: SESSION, ticketTypeId: 'willowvale-child', v: 1 })).body,
      ).toMatchObject({
        tickets: { 'willowvale-child': 1 },
      });
      expect((await checkout(SESSION, [['willowvale-child', 2]])).body).toMatchObject({
        message: 'Tickets are not available',
      });
      expect((await control('POST', 'checkouts/expire', { checkoutId: held.body._id })).body).toMatchObject({
        status: 'ABORTED',
        expired: true,
      });
      expect((await control('GET', 'stock')).body.events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ eventId: SESSION, tickets: expect.objectContaining({ 'willowvale-child': 3 }) }),
        ]),
      );
      expect((await control('GET', 'checkouts')).body.checkouts).toEqual([
        expect.objectContaining({ id: held.body._id, status: 'ABORTED', tickets: { 'willowvale-child': 2 } }),
      ]);
      expect((await control('POST', 'stock', { eventId: SESSION, ticketTypeId: 'nope', v: 1 })).status).toBe(400);

      expect((await control('POST', 'checkout-minutes', { minutes: 2 })).body).toEqual({ minutes: 2 });
      const short = await checkout(SESSION, [['willowvale-child', 1]]);
      expect(Date.parse(short.body.expiresAt) - vivenu.clock.ms).toBe(2 * 60_000);
      expect((await control('POST', 'payment-failures', { times: 1 })).body).toEqual({ times: 1 });
      await vivenu.call('POST', `/checkout/${short.body._id}/details`, { secret: short.body.secret, ...DETAILS });
      const made = await vivenu.call<VivenuPaymentRequest>(
        'POST',
        '/payments/requests',
        { checkoutId: short.body._id, secret: short.body.secret, reference: 'pi_drill' },
        KEY,
      );
      const failed = await vivenu.call(
        'POST',
        `/payments/requests/${made.body._id}/confirm`,
        { secret: made.body.secret },
        KEY,
      );
      expect(failed).toMatchObject({ status: 400, body: { message: 'Payment request could not be confirmed' } });
    });
  });

  it('should answer the faults it is set to, and only the matching requests', async () => {
    vivenu.sandbox.faults.set({ mode: 'error', status: 503, match: /^\/api\/checkout/, times: 1 });
    expect((await checkout(SESSION, [['willowvale-adult', 1]])).status).toBe(503);
    expect((await vivenu.call('GET', `/events/info/${SESSION}`)).status).toBe(200);
    expect((await checkout(SESSION, [['willowvale-adult', 1]])).status).toBe(201);
    expect(vivenu.sandbox.requests.count('/api/checkout', 'POST')).toBe(2);
  });
});
