import { loadConfiguration } from '../../../config/configuration';
import { SELLERS, startTestVivenu, type TestVivenu } from '../../sandbox/vivenu/vivenu-sandbox.testing';
import { VivenuClient } from './vivenu.client';
import { UNKNOWN_TICKETING_ERROR, VivenuError } from './vivenu.port';
import type { VivenuCheckout } from './vivenu.wire';

const SESSION = 'willowvale-recurrent-20261201-1030';
const NEARLY_SOLD_OUT = 'willowvale-recurrent-20261130-1030';
const ADULT = 'willowvale-adult';
const DETAILS = {
  prename: 'Jo',
  lastname: 'Citizen',
  email: 'jo@example.com',
  emailRepeat: 'jo@example.com',
  postal: '3000',
};

describe('VivenuClient against the Vivenu sandbox', () => {
  let vivenu: TestVivenu;
  let client: VivenuClient;

  const clientWith = (timeoutMs = 2000) =>
    new VivenuClient({
      coreUrl: vivenu.sandbox.coreUrl,
      timeoutMs,
      sellerOf: (centre) => {
        const seller = SELLERS.find((candidate) => candidate.centre === centre);
        return seller ? { sellerId: seller.sellerId, apiKey: seller.gatewaySecret } : undefined;
      },
    });

  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
    client = clientWith();
  });
  afterEach(() => vivenu.sandbox.close());

  async function failure(promise: Promise<unknown>): Promise<VivenuError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof VivenuError) return error;
      throw error;
    }
    throw new Error('the call succeeded');
  }

  const cart = (eventId: string, amount: number, coupons?: string[]) => ({
    eventId,
    items: [{ type: 'ticket' as const, ticketTypeId: ADULT, amount }],
    ...(coupons ? { coupons } : {}),
  });

  describe('events', () => {
    it("should list a ROOT event's dates and times under the centre's seller, from a start and by page", async () => {
      const all = await client.listings('willowvale', { rootId: 'willowvale-recurrent', top: 100 });
      expect(all.length).toBeGreaterThan(10);
      expect(vivenu.sandbox.requests.calls('/api/events/public/listings')[0]?.search).toContain(
        'sellerId=seller-willowvale',
      );
      const page = await client.listings('willowvale', { rootId: 'willowvale-recurrent', top: 3, skip: 2 });
      expect(page.map((event) => event._id)).toEqual(all.slice(2, 5).map((event) => event._id));
      const startMin = all[4]!.start;
      const later = await client.listings('willowvale', { rootId: 'willowvale-recurrent', startMin });
      expect(later[0]!._id).toBe(all[4]!._id);
      expect(await client.listings('karri-ridge', { rootId: 'willowvale-recurrent' })).toEqual([]);
    });

    it("should read an event's info and availability, and answer an unknown or another seller's event as not found", async () => {
      const info = await client.eventInfo('willowvale', SESSION);
      expect(info).toMatchObject({ _id: SESSION, sellerFees: { cXf: 1.5 }, taxSettings: { taxMethod: 'inclusive' } });
      const available = await client.publicEvent('willowvale', SESSION);
      expect(available.tickets.find((type) => type._id === ADULT)?.v).toBe(40);

      const unknown = await failure(client.eventInfo('willowvale', 'nowhere'));
      expect(unknown).toMatchObject({ status: 404, error: 'Not Found', message: 'Event not found', notFound: true });
      const foreign = await failure(client.eventInfo('karri-ridge', SESSION));
      expect(foreign).toMatchObject({ status: 404, message: 'Event not found' });
      expect((await failure(client.publicEvent('willowvale', 'nowhere'))).status).toBe(404);
    });
  });

  describe('the checkout', () => {
    it('should create a checkout, change its cart with a coupon, give details, reserve, read and abort it', async () => {
      const made = await client.createCheckout('willowvale', cart(SESSION, 2));
      expect(made).toMatchObject({ status: 'NEW', realPrice: 56, items: [{ eventId: SESSION }] });
      const key = { checkoutId: made._id, secret: made.secret };

      const changed = await client.setItems('willowvale', { ...key, ...cart(SESSION, 3, ['TIX10']) });
      // 3 × 25 less 10%: 67.50; fees 3 × 2.00 + 2.00: 8.00
      expect(changed).toMatchObject({
        realPrice: 75.5,
        items: [{ appliedCoupons: [{ code: 'TIX10' }], regularPrice: 75 }],
      });
      expect(vivenu.sandbox.stock(SESSION)?.tickets[ADULT]).toBe(37);

      const detailed = await client.setDetails('willowvale', { ...key, details: DETAILS });
      expect(detailed.customer).toMatchObject({ prename: 'Jo', email: 'jo@example.com' });
      expect((await client.reserve('willowvale', key)).status).toBe('NEW');
      expect((await client.readCheckout('willowvale', key)).realPrice).toBe(75.5);

      expect((await client.abort('willowvale', key)).status).toBe('ABORTED');
      expect(vivenu.sandbox.stock(SESSION)?.tickets[ADULT]).toBe(40);
      expect(await failure(client.reserve('willowvale', key))).toMatchObject({
        message: 'Checkout is aborted',
        checkoutEnded: true,
      });
      // the secret never reaches the request log
      expect(JSON.stringify(vivenu.sandbox.requests.entries)).not.toContain(made.secret);
    });

    it("should carry Vivenu's refusals: tickets not available, not on sale, a lapsed checkout, a wrong secret, bad details", async () => {
      const short = await failure(client.createCheckout('willowvale', cart(NEARLY_SOLD_OUT, 3)));
      expect(short).toMatchObject({
        status: 400,
        error: 'Bad Request',
        message: 'Tickets are not available',
        ticketsNotAvailable: true,
      });
      const planned = await failure(
        client.createCheckout('willowvale', {
          eventId: 'willowvale-planned',
          items: [{ type: 'ticket', ticketTypeId: 'willowvale-picnic-adult', amount: 1 }],
        }),
      );
      expect(planned).toMatchObject({ status: 400, message: 'Shop is not on sale', notOnSale: true });

      const made = await client.createCheckout('willowvale', cart(SESSION, 1));
      const key = { checkoutId: made._id, secret: made.secret };
      expect(await failure(client.readCheckout('willowvale', { ...key, secret: 'wrong' }))).toMatchObject({
        status: 401,
      });
      expect(
        await failure(client.setDetails('willowvale', { ...key, details: { ...DETAILS, email: '' } })),
      ).toMatchObject({
        status: 400,
        message: '"email" is required',
      });
      vivenu.clock.advance(15);
      expect(await failure(client.setItems('willowvale', { ...key, ...cart(SESSION, 2) }))).toMatchObject({
        status: 400,
        message: 'Checkout expired',
      });
      expect((await client.readCheckout('willowvale', key)).status).toBe('ABORTED');
    });
  });

  describe('coupons', () => {
    it("should give Vivenu's verdict on a code, a code Vivenu does not know being invalid", async () => {
      expect(await client.couponInfo('willowvale', 'TIX5', SESSION)).toMatchObject({
        message: 'valid',
        coupon: { discountType: 'fix', discountValue: 5 },
      });
      expect(await client.couponInfo('willowvale', 'KIDS2')).toMatchObject({
        message: 'valid',
        coupon: { discountType: 'fixPerItem' },
      });
      expect(await client.couponInfo('willowvale', 'OLDTIX', SESSION)).toEqual({ message: 'expired', type: 'coupon' });
      expect(await client.couponInfo('willowvale', 'SOONTIX', SESSION)).toEqual({
        message: 'notYetValid',
        type: 'coupon',
      });
      expect(await client.couponInfo('willowvale', 'WHATEVER', SESSION)).toEqual({
        message: 'invalid',
        type: 'coupon',
      });
      expect(vivenu.sandbox.requests.calls('/api/coupon/TIX5/info')[0]?.search).toContain('sellerId=seller-willowvale');
    });
  });

  describe('payment and tickets', () => {
    async function detailedCheckout(): Promise<VivenuCheckout> {
      const made = await client.createCheckout('willowvale', cart(SESSION, 2));
      await client.setDetails('willowvale', { checkoutId: made._id, secret: made.secret, details: DETAILS });
      return made;
    }

    it('should make a payment request with the card payment as its reference, confirm it and read the tickets and invoice', async () => {
      const made = await detailedCheckout();
      const request = await client.createPaymentRequest('willowvale', {
        checkoutId: made._id,
        secret: made.secret,
        reference: 'pi_abc',
      });
      expect(request).toMatchObject({
        status: 'NEW',
        amount: 56,
        processors: [{ paymentGatewayId: 'stripe', reference: 'pi_abc' }],
      });
      expect(await client.paymentRequestsFor('willowvale', made._id)).toEqual([
        expect.objectContaining({ _id: request._id }),
      ]);

      const confirmed = await client.confirmPaymentRequest('willowvale', { id: request._id, secret: request.secret });
      expect(confirmed).toMatchObject({ status: 'SUCCEEDED', transactionId: expect.any(String) });

      const answers = { event_specific: { event_name: 'Jo' }, ticket_specific: { 'ga-Adult-1': { ticket_size: 'M' } } };
      const tickets = await client.checkoutTickets('willowvale', {
        checkoutId: made._id,
        secret: made.secret,
        answers,
      });
      expect(tickets.tickets).toHaveLength(2);
      expect(tickets.tickets[0]).toMatchObject({ ticketName: 'Adult', name: 'Jo Citizen', extraFields: answers });
      expect(tickets.transactionId).toBe(confirmed.transactionId);

      const invoice = await client.invoice('willowvale', tickets.invoiceId!);
      expect(invoice).toMatchObject({ number: tickets.invoiceNo, amount: 56, transactionId: confirmed.transactionId });
      expect(await failure(client.invoice('karri-ridge', tickets.invoiceId!))).toMatchObject({ status: 404 });
    });

    it('should carry a refused confirm (the checkout lapsed first) and tickets asked for before the payment', async () => {
      const made = await detailedCheckout();
      expect(
        await failure(client.checkoutTickets('willowvale', { checkoutId: made._id, secret: made.secret, answers: {} })),
      ).toMatchObject({
        status: 400,
        message: 'Checkout is not complete',
      });
      const request = await client.createPaymentRequest('willowvale', {
        checkoutId: made._id,
        secret: made.secret,
        reference: 'pi_late',
      });
      vivenu.clock.advance(16);
      expect(
        await failure(client.confirmPaymentRequest('willowvale', { id: request._id, secret: request.secret })),
      ).toMatchObject({
        status: 400,
        message: 'Checkout expired',
        checkoutEnded: true,
      });
      expect((await client.paymentRequestsFor('willowvale', made._id))[0]?.status).toBe('CANCELED');
    });

    it("should be refused Vivenu's private calls without the seller's key", async () => {
      const made = await detailedCheckout();
      const keyless = new VivenuClient({
        coreUrl: vivenu.sandbox.coreUrl,
        timeoutMs: 2000,
        sellerOf: () => ({ sellerId: 'seller-willowvale' }),
      });
      expect(
        await failure(
          keyless.createPaymentRequest('willowvale', { checkoutId: made._id, secret: made.secret, reference: 'pi_x' }),
        ),
      ).toMatchObject({
        status: 401,
        error: 'Unauthorized',
      });
      expect(vivenu.sandbox.requests.calls('/api/payments/requests', 'POST')).toHaveLength(1);
    });
  });

  describe('when Vivenu fails', () => {
    it('should carry a server error and a rate limit with their status', async () => {
      vivenu.sandbox.faults.set({ mode: 'error', status: 503 });
      expect(await failure(client.eventInfo('willowvale', SESSION))).toMatchObject({
        status: 503,
        error: 'Service Unavailable',
        message: UNKNOWN_TICKETING_ERROR,
        unanswered: true,
      });
      vivenu.sandbox.faults.set({ mode: 'rate-limit' });
      expect(await failure(client.createCheckout('willowvale', cart(SESSION, 1)))).toMatchObject({ status: 429 });
    });

    it('should count a success without its payload as a failure', async () => {
      vivenu.sandbox.faults.set({ mode: 'empty', times: 1 });
      expect(await failure(client.createCheckout('willowvale', cart(SESSION, 1)))).toMatchObject({
        status: undefined,
        message: UNKNOWN_TICKETING_ERROR,
      });
    });

    it('should ask a read once more when no answer came, and never a checkout change', async () => {
      const impatient = clientWith(150);
      vivenu.sandbox.faults.set({ mode: 'hang', times: 1 });
      expect((await impatient.eventInfo('willowvale', SESSION))._id).toBe(SESSION);
      expect(vivenu.sandbox.requests.count(`/api/events/info/${SESSION}`)).toBe(2);

      vivenu.sandbox.faults.set({ mode: 'refuse', times: 1 });
      const cut = await failure(impatient.createCheckout('willowvale', cart(SESSION, 1)));
      expect(cut).toMatchObject({ status: undefined, unanswered: true });
      expect(vivenu.sandbox.requests.count('/api/checkout', 'POST')).toBe(1);

      vivenu.sandbox.faults.set({ mode: 'hang' });
      const slow = await failure(impatient.publicEvent('willowvale', SESSION));
      expect(slow.message).toMatch(/no answer in time/);
      vivenu.sandbox.faults.clear();
    });

    it('should refuse a centre that has no seller without calling Vivenu', async () => {
      const error = await failure(client.eventInfo('nowhere-centre', SESSION));
      expect(error).toMatchObject({ status: undefined, message: 'Ticketing is not configured for nowhere-centre' });
      expect(vivenu.sandbox.requests.total).toBe(0);
    });
  });

  it("should take each centre's seller and key from configuration, else TICKETING_SELLER_ID without a key", async () => {
    const config = loadConfiguration({
      APP_MODE: 'test',
      TICKETING_CORE_URL: vivenu.sandbox.coreUrl,
      TICKETING_SELLER_ID: 'seller-willowvale',
    });
    const configured = VivenuClient.fromConfig({
      ...config,
      centres: {
        ...config.centres,
        centres: config.centres.centres.map((centre) =>
          centre.slug === 'karri-ridge'
            ? { ...centre, ticketing: { sellerId: 'seller-karri-ridge', gatewaySecret: 'gw-karri-ridge' } }
            : centre,
        ),
      },
    });
    expect(await configured.listings('karri-ridge', { rootId: 'karri-ridge-recurrent' })).not.toEqual([]);
    expect(vivenu.sandbox.requests.entries[0]).toBeDefined();
    // willowvale has no seller of its own: it sells under TICKETING_SELLER_ID, and its private calls carry no key
    expect((await configured.eventInfo('willowvale', SESSION))._id).toBe(SESSION);
    expect(await failure(configured.paymentRequestsFor('willowvale', 'any'))).toMatchObject({ status: 401 });
  });
});
