import { checkoutTotals, discountFor } from '../../common/domain/ticketing/checkout-totals';
import { SELLERS, startTestVivenu, type TestVivenu } from '../../sandbox/vivenu/vivenu-sandbox.testing';
import { VivenuClient } from './vivenu.client';
import {
  appliedCouponCodes,
  checkoutRealPriceCents,
  toAvailability,
  toCheckoutDetails,
  toCheckoutLines,
  toConfirmation,
  toCouponTerms,
  toEventSummary,
  toTicketingEvent,
  UNCOUNTED_VOLUME,
} from './vivenu.mapper';

const SESSION = 'willowvale-recurrent-20261201-1030';
const PERSONAL = {
  first_name: ' Jo ',
  last_name: 'Citizen',
  email: 'jo@example.com',
  countryResidence: 'AU',
  countryCode: '+61',
  mobile: '0412 345 678',
  postcode: '3000',
};

describe("Vivenu's answers as the site's ticketing shapes", () => {
  let vivenu: TestVivenu;
  let client: VivenuClient;

  beforeAll(async () => {
    vivenu = await startTestVivenu();
    client = new VivenuClient({
      coreUrl: vivenu.sandbox.coreUrl,
      timeoutMs: 2000,
      sellerOf: (centre) => {
        const seller = SELLERS.find((candidate) => candidate.centre === centre);
        return seller && { sellerId: seller.sellerId, apiKey: seller.gatewaySecret };
      },
    });
  });
  afterAll(() => vivenu.sandbox.close());

  it("should give an event's tickets, fees and GST in cents and fractions, and its questions with their flags", async () => {
    const event = toTicketingEvent(await client.eventInfo('willowvale', SESSION));
    expect(event).toMatchObject({
      _id: SESSION,
      eventType: 'RECURRENCE',
      rootId: 'willowvale-recurrent',
      timezone: 'Australia/Melbourne',
      saleStatus: 'onSale',
      seating: false,
      max: 10,
      startingPriceCents: 1500,
      fees: { cXfCents: 150, cXv: 0.02, ccXfCents: 200 },
      tax: { rate: 0.1, inclusive: true },
      meta: { is_child_tickets_mandatory: false, max_adult_tickets: 6 },
    });
    expect(event.tickets).toEqual([
      {
        id: 'willowvale-adult',
        name: 'Adult',
        priceCents: 2500,
        v: 40,
        categoryRef: 'ga',
        requiresExtraFields: true,
        maxAmountPerOrder: 8,
      },
      { id: 'willowvale-child', name: 'Child', priceCents: 1500, v: 30, categoryRef: 'ga', requiresExtraFields: true },
      {
        id: 'willowvale-family',
        name: 'Family',
        priceCents: 6000,
        v: 10,
        categoryRef: 'ga',
        requiresExtraFields: false,
        maxAmountPerOrder: 2,
      },
    ]);
    expect(event.extraFields.find((field) => field.type === 'select')).toMatchObject({
      options: ['S', 'M', 'L'],
      required: true,
    });
    expect(event.extraFields.filter((field) => field.deleted)).toHaveLength(1);

    const exclusive = toTicketingEvent(await client.eventInfo('willowvale', 'willowvale-tax-exclusive'));
    expect(exclusive).toMatchObject({
      tax: { rate: 0.1, inclusive: false },
      fees: { cXfCents: 100, cXv: 0, ccXfCents: 250 },
    });
    const free = toTicketingEvent(await client.eventInfo('willowvale', 'willowvale-free'));
    expect(free).toMatchObject({
      meta: { is_free_event: true, is_child_tickets_mandatory: true },
      startingPriceCents: 0,
    });
    expect(toTicketingEvent(await client.eventInfo('willowvale', 'willowvale-sold-out'))).toMatchObject({
      saleStatus: 'soldOut',
      v: 0,
    });
  });

  it("should give a recurrent event's dates with their sale status, remaining volume and starting price", async () => {
    const [first] = await client.listings('willowvale', { rootId: 'willowvale-recurrent', top: 1 });
    expect(toEventSummary(first!, 'UTC')).toEqual({
      _id: 'willowvale-recurrent-20261129-1000',
      name: 'Lantern Making Workshop',
      start: '2026-11-28T23:00:00.000Z',
      end: '2026-11-29T00:30:00.000Z',
      timezone: 'Australia/Melbourne',
      saleStatus: 'onSale',
      v: 80,
      startingPriceCents: 1500,
    });
    const bare = { _id: 'x', name: 'x', sellerId: 's', start: 'a', end: 'b', eventType: 'RECURRENCE' as const };
    expect(toEventSummary(bare, 'Australia/Perth')).toMatchObject({
      timezone: 'Australia/Perth',
      saleStatus: 'onSale',
      v: UNCOUNTED_VOLUME,
    });
  });

  it("should give an event's availability per ticket type", async () => {
    expect(toAvailability(await client.publicEvent('willowvale', 'willowvale-recurrent-20261130-1030'))).toEqual({
      v: 3,
      saleStatus: 'onSale',
      tickets: [
        { id: 'willowvale-adult', v: 2 },
        { id: 'willowvale-child', v: 1 },
        { id: 'willowvale-family', v: 0 },
      ],
    });
  });

  it("should give a checkout's lines at Vivenu's prices, what Vivenu will charge and the coupons it applied", async () => {
    const checkout = await client.createCheckout('willowvale', {
      eventId: SESSION,
      items: [
        { type: 'ticket', ticketTypeId: 'willowvale-adult', amount: 1 },
        { type: 'ticket', ticketTypeId: 'willowvale-child', amount: 2 },
      ],
      coupons: ['KIDS2'],
    });
    expect(toCheckoutLines(checkout)).toEqual([
      { ticketTypeId: 'willowvale-adult', name: 'Adult', amount: 1, priceCents: 2500 },
      { ticketTypeId: 'willowvale-child', name: 'Child', amount: 2, priceCents: 1500 },
    ]);
    // tickets 55 less 3 × 2; fees 2.00 + 2 × 1.80 + 2.00
    expect(checkoutRealPriceCents(checkout)).toBe(5660);
    expect(appliedCouponCodes(checkout)).toEqual(['KIDS2']);
    await client.abort('willowvale', { checkoutId: checkout._id, secret: checkout.secret });
  });

  it("should bring the site's own sum of every demo cart and coupon to the cent Vivenu charges", async () => {
    const carts: Array<[string, Array<[string, number]>]> = [
      [
        SESSION,
        [
          ['willowvale-adult', 2],
          ['willowvale-child', 3],
          ['willowvale-family', 1],
        ],
      ],
      [SESSION, [['willowvale-child', 1]]],
      ['willowvale-tax-exclusive', [['willowvale-evening-adult', 3]]],
      ['willowvale-members', [['willowvale-members-entry', 7]]],
      [
        'willowvale-free',
        [
          ['willowvale-storytime-adult', 1],
          ['willowvale-storytime-child', 2],
        ],
      ],
    ];
    for (const [eventId, items] of carts) {
      const event = toTicketingEvent(await client.eventInfo('willowvale', eventId));
      for (const code of [undefined, 'TIX10', 'TIX5', 'KIDS2', 'FREETIX']) {
        const checkout = await client.createCheckout('willowvale', {
          eventId,
          items: items.map(([ticketTypeId, amount]) => ({ type: 'ticket', ticketTypeId, amount })),
          ...(code ? { coupons: [code] } : {}),
        });
        const lines = toCheckoutLines(checkout);
        const terms = code ? toCouponTerms(await client.couponInfo('willowvale', code, eventId)) : undefined;
        const discounts = terms ? [discountFor(terms, lines, event.fees)] : [];
        const totals = checkoutTotals({ lines, fees: event.fees, tax: event.tax, discounts });
        expect({ eventId, code, cents: totals.totalCents }).toEqual({
          eventId,
          code,
          cents: checkoutRealPriceCents(checkout),
        });
        await client.abort('willowvale', { checkoutId: checkout._id, secret: checkout.secret });
      }
    }
  });

  it("should give a valid coupon's terms in cents or as a fraction, and nothing for any other verdict", async () => {
    expect(toCouponTerms(await client.couponInfo('willowvale', 'TIX10'))).toEqual({
      type: 'var',
      value: 0.1,
      name: '10% off',
      code: 'TIX10',
    });
    expect(toCouponTerms(await client.couponInfo('willowvale', 'TIX5'))).toMatchObject({ type: 'fix', value: 500 });
    expect(toCouponTerms(await client.couponInfo('willowvale', 'KIDS2'))).toMatchObject({
      type: 'fixPerItem',
      value: 200,
    });
    expect(toCouponTerms(await client.couponInfo('willowvale', 'FREETIX'))).toMatchObject({
      type: 'fix',
      value: 100_000,
    });
    expect(toCouponTerms(await client.couponInfo('willowvale', 'OLDTIX'))).toBeUndefined();
    expect(toCouponTerms(await client.couponInfo('willowvale', 'NOPE'))).toBeUndefined();
  });

  it("should give the visitor's details as Vivenu stores them, and the issued tickets as the confirmation", async () => {
    const details = toCheckoutDetails(PERSONAL, { event_specific: { event_name: 'Jo' }, ticket_specific: {} });
    expect(details).toEqual({
      prename: 'Jo',
      lastname: 'Citizen',
      email: 'jo@example.com',
      emailRepeat: 'jo@example.com',
      country: 'AU',
      postal: '3000',
      countryCode: '+61',
      mobileNumber: '0412345678',
      phone: '+61412345678',
      extraFields: { event_name: 'Jo' },
    });
    expect(toCheckoutDetails({ ...PERSONAL, countryResidence: 'NZ' }).postal).toBeUndefined();

    const checkout = await client.createCheckout('willowvale', {
      eventId: 'willowvale-free',
      items: [{ type: 'ticket', ticketTypeId: 'willowvale-storytime-child', amount: 2 }],
    });
    const key = { checkoutId: checkout._id, secret: checkout.secret };
    await client.setDetails('willowvale', { ...key, details });
    const request = await client.createPaymentRequest('willowvale', { ...key, reference: '' });
    await client.confirmPaymentRequest('willowvale', { id: request._id, secret: request.secret });
    const confirmation = toConfirmation(await client.checkoutTickets('willowvale', { ...key, answers: {} }));
    expect(confirmation).toMatchObject({
      status: 'confirmed',
      transactionId: expect.any(String),
      invoiceNo: expect.stringMatching(/^INV-/),
    });
    expect(confirmation.tickets).toEqual([
      { id: expect.any(String), name: 'Child', ticketTypeName: 'Child', holder: 'Jo Citizen' },
      { id: expect.any(String), name: 'Child', ticketTypeName: 'Child', holder: 'Jo Citizen' },
    ]);
  });
});
