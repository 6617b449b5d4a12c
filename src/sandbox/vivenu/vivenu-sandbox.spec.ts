import type {
  VivenuCheckout,
  VivenuCheckoutTickets,
  VivenuCouponInfo,
  VivenuEventInfo,
  VivenuListing,
  VivenuPaymentRequest,
  VivenuPublicEvent,
} from '../../modules/ticketing/vivenu.wire';
import { startTestVivenu, type TestVivenu } from './vivenu-sandbox.testing';

/** Saturday 28 November in Melbourne: Monday 30 November's 10:30 session is the nearly sold out one */
const NEARLY_SOLD_OUT = 'willowvale-recurrent-20261130-1030';
const SESSION = 'willowvale-recurrent-20261201-1030';
const KEY = 'gw-willowvale';
const DETAILS = { prename: 'Jo', lastname: 'Citizen', email: 'jo@example.com', emailRepeat: 'jo@example.com' };

describe('Vivenu sandbox', () => {
  let vivenu: TestVivenu;
  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
  });
  afterEach(() => vivenu.sandbox.close());

  const checkout = (eventId: string, items: Array<[string, number]>, coupons?: string[]) =>
    vivenu.call<VivenuCheckout>('POST', '/checkout', {
      type: 'transaction',
      eventId,
      items: items.map(([ticketTypeId, amount]) => ({ type: 'ticket', ticketTypeId, amount })),
      ...(coupons ? { coupons } : {}),
    });

  describe('the demo events', () => {
    it('should list the recurrent event on several dates over the next three weeks, twice a day at weekends', async () => {
      const { status, body } = await vivenu.call<VivenuListing[]>(
        'GET',
        '/events/public/listings?sellerId=seller-willowvale&rootId=willowvale-recurrent&top=100',
      );
      expect(status).toBe(200);
      const days = new Set(body.map((event) => event._id.split('-')[2]));
      expect(days.size).toBeGreaterThanOrEqual(10);
      expect(body.map((event) => event._id)).toEqual(
        expect.arrayContaining([
          'willowvale-recurrent-20261129-1000',
          'willowvale-recurrent-20261129-1400',
          NEARLY_SOLD_OUT,
        ]),
      );
      expect(body.every((event) => event.eventType === 'RECURRENCE' && event.rootId === 'willowvale-recurrent')).toBe(
        true,
      );
      // Sunday 29 November at 10:00 in Melbourne is 23:00 UTC the day before
      expect(body[0]).toMatchObject({ start: '2026-11-28T23:00:00.000Z', saleStatus: 'onSale', startingPrice: 15 });
      const last = Date.parse(body[body.length - 1]!.start);
      expect(last - vivenu.clock.ms).toBeLessThan(22 * 24 * 3600_000);
      const nearly = body.find((event) => event._id === NEARLY_SOLD_OUT);
      expect(nearly?.v).toBe(3);

      const page = await vivenu.call<VivenuListing[]>(
        'GET',
        '/events/public/listings?sellerId=seller-willowvale&rootId=willowvale-recurrent&top=2&skip=1',
      );
      expect(page.body.map((event) => event._id)).toEqual(body.slice(1, 3).map((event) => event._id));
      const later = await vivenu.call<VivenuListing[]>(
        'GET',
        `/events/public/listings?sellerId=seller-willowvale&rootId=willowvale-recurrent&startMin=${encodeURIComponent('2026-12-05T00:00:00Z')}`,
      );
      expect(later.body.every((event) => Date.parse(event.start) >= Date.parse('2026-12-05T00:00:00Z'))).toBe(true);
      const other = await vivenu.call<VivenuListing[]>(
        'GET',
        '/events/public/listings?sellerId=seller-karri-ridge&rootId=willowvale-recurrent',
      );
      expect(other.body).toEqual([]);
    });

    it("should give the recurrent event's tickets, limits, fees, inclusive GST and questions of every type", async () => {
      const { body } = await vivenu.call<VivenuEventInfo>('GET', `/events/info/${SESSION}`);
      expect(body).toMatchObject({
        _id: SESSION,
        eventType: 'RECURRENCE',
        rootId: 'willowvale-recurrent',
        timezone: 'Australia/Melbourne',
        saleStatus: 'onSale',
        sellerId: 'seller-willowvale',
        max: 10,
        meta: { is_child_tickets_mandatory: false, max_adult_tickets: 6 },
        sellerFees: { cXf: 1.5, cXv: 0.02, ccXf: 2 },
        taxSettings: { taxMethod: 'inclusive', taxRate: 0.1 },
        startingPrice: 15,
      });
      expect(body.tickets.map((type) => [type.name, type.price])).toEqual([
        ['Adult', 25],
        ['Child', 15],
        ['Family', 60],
      ]);
      const types = new Set(body.extraFields!.map((field) => field.type));
      expect(types).toEqual(
        new Set(['text', 'textarea', 'select', 'radio', 'checkbox', 'number', 'date', 'email', 'tel']),
      );
      expect(body.extraFields!.some((field) => field.required)).toBe(true);
      expect(body.extraFields!.filter((field) => field.deleted)).toHaveLength(1);
      expect(body.ticketExtraFields!.length).toBeGreaterThan(0);
      expect(body.tickets.find((type) => type.name === 'Adult')?.requiresExtraFields).toBe(true);
    });

    it('should answer the tax exclusive, free, sold out, planned and past events as their kinds', async () => {
      const info = async (kind: string) =>
        (await vivenu.call<VivenuEventInfo>('GET', `/events/info/willowvale-${kind}`)).body;
      expect(await info('tax-exclusive')).toMatchObject({
        taxSettings: { taxMethod: 'exclusive', taxRate: 0.1 },
        eventType: 'SINGLE',
      });
      expect(await info('free')).toMatchObject({
        meta: { is_free_event: true, is_child_tickets_mandatory: true },
        startingPrice: 0,
        saleStatus: 'onSale',
      });
      expect(await info('sold-out')).toMatchObject({ saleStatus: 'soldOut', v: 0 });
      expect(await info('planned')).toMatchObject({ saleStatus: 'planned' });
      expect(await info('past')).toMatchObject({ saleStatus: 'past' });
      expect(await info('members')).toMatchObject({ saleStatus: 'onSale' });
      expect(await info('offline')).toMatchObject({ saleStatus: 'onSale' });
      expect(await info('recurrent')).toMatchObject({ eventType: 'ROOT' });
    });

    it('should answer an unknown event 404 with the error nested in detail too', async () => {
      const { status, body } = await vivenu.call('GET', '/events/info/nowhere');
      expect(status).toBe(404);
      expect(body).toEqual({
        statusCode: '404',
        error: 'Not Found',
        message: 'Event not found',
        detail: { statusCode: '404', error: 'Not Found', message: 'Event not found' },
      });
    });
  });

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
    });
  });

  describe('prices', () => {
    const cart: Array<[string, number]> = [
      ['willowvale-adult', 2],
      ['willowvale-child', 1],
    ];

    it('should add the fees per ticket, as a share of each price and once per order, with GST inside the prices', async () => {
      const { body } = await checkout(SESSION, cart);
      // tickets 2 × 25 + 15 = 65; fees 2 × (1.50 + 2% of 25) + (1.50 + 2% of 15) + 2.00 = 7.80
      expect(body.items[0]).toMatchObject({
        regularPrice: 65,
        realPrice: 65,
        outerCharge: 7.8,
        tax: 0,
        appliedCoupons: [],
      });
      expect(body.realPrice).toBe(72.8);
    });

    it('should take a fix coupon off the fees too once the tickets are paid for, and tax what is left', async () => {
      // tickets 40 and fees 1.00 + 2.50: TIX5 leaves 38.50, GST 3.85 on top
      const { body } = await checkout('willowvale-tax-exclusive', [['willowvale-evening-adult', 1]], ['TIX5']);
      expect(body.items[0]).toMatchObject({ realPrice: 35, outerCharge: 3.5, tax: 3.85 });
      expect(body.realPrice).toBe(42.35);
      const free = await checkout('willowvale-tax-exclusive', [['willowvale-evening-adult', 1]], ['FREETIX']);
      expect(free.body.items[0]).toMatchObject({
        realPrice: 0,
        outerCharge: 0,
        tax: 0,
        appliedCoupons: [expect.objectContaining({ discount: 43.5 })],
      });
      expect(free.body.realPrice).toBe(0);
    });

    it('should add GST on top of the tickets and fees when the tax method is exclusive', async () => {
      const { body } = await checkout('willowvale-tax-exclusive', [['willowvale-evening-adult', 2]]);
      // tickets 80; fees 2 × 1.00 + 2.50 = 4.50; GST 10% of 84.50 = 8.45
      expect(body.items[0]).toMatchObject({ regularPrice: 80, realPrice: 80, outerCharge: 4.5, tax: 8.45 });
      expect(body.realPrice).toBe(92.95);
    });

    it.each([
      ['TIX10', 'var', 6.5, 66.3],
      ['TIX5', 'fix', 5, 67.8],
      ['KIDS2', 'fixPerItem', 6, 66.8],
      ['FREETIX', 'fix', 72.8, 0],
    ])('should apply %s (%s) to the tickets and charge what is left', async (code, type, discount, total) => {
      const { body } = await checkout(SESSION, cart, [code]);
      expect(body.items[0]!.appliedCoupons).toEqual([expect.objectContaining({ code, discountType: type, discount })]);
      expect(body.realPrice).toBe(total);
    });

    it('should answer coupon info as Vivenu does for valid, expired, not yet valid and unknown codes', async () => {
      const info = (code: string) =>
        vivenu.call<VivenuCouponInfo>('GET', `/coupon/${code}/info?sellerId=seller-willowvale&eventId=${SESSION}`);
      expect((await info('TIX10')).body).toMatchObject({
        message: 'valid',
        type: 'coupon',
        coupon: { code: 'TIX10', discountType: 'var', discountValue: 10, allowAllTickets: true },
      });
      expect((await info('tix5')).body.coupon).toMatchObject({ discountType: 'fix', discountValue: 5 });
      expect((await info('KIDS2')).body.coupon).toMatchObject({ discountType: 'fixPerItem', discountValue: 2 });
      expect((await info('FREETIX')).body.coupon).toMatchObject({ discountType: 'fix', discountValue: 1000 });
      expect((await info('OLDTIX')).body).toEqual({ message: 'expired', type: 'coupon' });
      expect((await info('SOONTIX')).body).toEqual({ message: 'notYetValid', type: 'coupon' });
      expect(await info('NOPE')).toEqual({
        status: 404,
        body: { statusCode: '404', error: 'Not Found', message: 'Coupon not found' },
      });
      expect((await checkout(SESSION, cart, ['OLDTIX'])).body).toMatchObject({ message: 'Coupon is not valid' });
    });
  });

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

  it('should answer the faults it is set to, and only the matching requests', async () => {
    vivenu.sandbox.faults.set({ mode: 'error', status: 503, match: /^\/api\/checkout/, times: 1 });
    expect((await checkout(SESSION, [['willowvale-adult', 1]])).status).toBe(503);
    expect((await vivenu.call('GET', `/events/info/${SESSION}`)).status).toBe(200);
    expect((await checkout(SESSION, [['willowvale-adult', 1]])).status).toBe(201);
    expect(vivenu.sandbox.requests.count('/api/checkout', 'POST')).toBe(2);
  });
});
