import { createHash } from 'node:crypto';
import {
  CLIENT,
  LOGIN,
  SECRET,
  STYLING_ANSWERS,
  startTestSandbox,
  WREATH_ANSWERS,
  type TestSandbox,
} from './simplybook-sandbox.testing';

interface Booked {
  require_confirm: boolean;
  bookings: Array<{
    id: number;
    hash: string;
    code: string;
    is_confirmed: number;
    require_payment: boolean;
    start_date_time: string;
  }>;
  invoice: null | (Record<string, unknown> & { id: number; lines: Array<Record<string, unknown>> });
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
const bookingSign = (booking: { id: number; hash: string }): string => md5(`${booking.id}${booking.hash}${SECRET}`);
const invoiceSign = (invoiceId: number): string => md5(`${invoiceId}${SECRET}`);

describe('SimplyBook sandbox: holds, invoices, promo codes and confirmation', () => {
  let t: TestSandbox;

  beforeEach(async () => {
    t = await startTestSandbox();
  });
  afterEach(async () => {
    await t.sandbox.close();
  });

  const holdFacial = (products: unknown[] = []): Promise<Booked> =>
    t.result<Booked>('book', 20, 3, '2026-12-01', '10:00:00', CLIENT, { handle_invoice: true, products }, 1);
  const holdStyling = (): Promise<Booked> =>
    t.result<Booked>(
      'book',
      1,
      null,
      '2026-12-01',
      '11:00:00',
      CLIENT,
      { ...STYLING_ANSWERS, handle_invoice: true },
      1,
    );

  it('should hold a paid booking for ten minutes with an invoice of price, products and GST', async () => {
    const booked = await holdFacial([{ id: 101, qty: 2 }]);
    expect(booked.require_confirm).toBe(true);
    expect(booked.bookings[0]).toMatchObject({
      is_confirmed: 0,
      require_payment: true,
      start_date_time: '2026-12-01 10:00:00',
      code: expect.stringMatching(/^[a-z0-9]{7}$/),
    });
    expect(booked.invoice).toMatchObject({
      amount: '84.90',
      discount_amount: '0.00',
      tax_amount: '7.72',
      currency: 'AUD',
      status: 'new',
      datetime: '2026-12-01 08:00:00',
      due_datetime: '2026-12-01 08:10:00',
      lines: [
        { type: 'booking', name: 'Express Facial', price: '45.00', final_price: '45.00', qty: 1 },
        { type: 'product', name: 'Take-home hydrating serum', price: '19.95', final_price: '39.90', qty: 2 },
      ],
    });
  });

  it('should refuse products not offered with the service, inactive or over their quantity', async () => {
    const book = (products: unknown[]) =>
      t
        .call('book', 20, 3, '2026-12-01', '10:00:00', CLIENT, { handle_invoice: true, products }, 1)
        .then((a) => a.error?.code);
    expect(await book([{ id: 102, qty: 1 }])).toBe(-32602);
    expect(await book([{ id: 101, qty: 3 }])).toBe(-32602);
    expect(await book([{ id: 104, qty: 1 }])).toBe(-32602);
  });

  it('should let a hold lapse after ten minutes, freeing its place and refusing its confirmation', async () => {
    const booked = await holdFacial();
    const matrix = () => t.result<Record<string, string[]>>('getStartTimeMatrix', '2026-12-01', '2026-12-01', 20, 3, 1);
    expect((await matrix())['2026-12-01']).not.toContain('10:00:00');
    t.clock.advance(9);
    expect(t.sandbox.holds(LOGIN)).toHaveLength(1);
    t.clock.advance(1);
    expect(t.sandbox.holds(LOGIN)).toEqual([]);
    expect((await matrix())['2026-12-01']).toContain('10:00:00');
    const booking = booked.bookings[0]!;
    expect((await t.call('confirmBooking', booking.id, bookingSign(booking))).error?.code).toBe(-32080);
    expect(await t.result('getBooking', booking.id, bookingSign(booking))).toMatchObject({ status: 'lapsed' });
  });

  it('should confirm a paid booking only after its invoice is paid, with correct signatures', async () => {
    const booked = await holdFacial();
    const booking = booked.bookings[0]!;
    const invoiceId = booked.invoice!.id;
    expect((await t.call('confirmBooking', booking.id, 'bad-sign')).error?.code).toBe(-32085);
    expect((await t.call('confirmBooking', booking.id, bookingSign(booking))).error?.code).toBe(-32099);
    expect(
      (await t.call('confirmInvoice', invoiceId, 'stripe', 'pi_123', invoiceSign(invoiceId + 1))).error?.code,
    ).toBe(-32085);
    const paid = await t.result('confirmInvoice', invoiceId, 'stripe', 'pi_123', invoiceSign(invoiceId));
    expect(paid).toMatchObject({ status: 'paid', payment_processor: 'stripe', amount: '45.00' });
    const confirmed = await t.result('confirmBooking', booking.id, bookingSign(booking));
    expect(confirmed).toMatchObject({ id: booking.id, is_confirmed: 1, require_payment: false });
    t.clock.advance(30);
    expect(await t.result('getBooking', booking.id, bookingSign(booking))).toMatchObject({ status: 'confirmed' });
  });

  it('should hold and confirm a free booking without an invoice', async () => {
    const booked = await t.result<Booked>(
      'book',
      30,
      4,
      '2026-12-01',
      '10:00:00',
      CLIENT,
      { ...WREATH_ANSWERS, handle_invoice: true },
      1,
    );
    expect(booked.invoice).toBeNull();
    expect(booked.bookings[0]).toMatchObject({ require_payment: false, is_confirmed: 0 });
    const booking = booked.bookings[0]!;
    expect(await t.result('confirmBooking', booking.id, bookingSign(booking))).toMatchObject({ is_confirmed: 1 });
  });

  it('should confirm at once without handle_invoice', async () => {
    const booked = await t.result<Booked>('book', 21, 3, '2026-12-01', '10:00:00', CLIENT, {}, 1);
    expect(booked).toMatchObject({ require_confirm: false, invoice: null, bookings: [{ is_confirmed: 1 }] });
  });

  it('should take 10% off with WELCOME10 and recompute the tax', async () => {
    const booked = await holdFacial([{ id: 101, qty: 1 }]); // 45.00 + 19.95
    const invoice = await t.result('applyPromoCode', booked.invoice!.id, 'WELCOME10');
    expect(invoice).toMatchObject({
      amount: '58.45',
      discount_amount: '6.50',
      tax_amount: '5.31',
      promo_code: 'WELCOME10',
    });
  });

  it('should take $20 off styling with STYLE20 and refuse it for a facial', async () => {
    const styling = await holdStyling();
    expect(await t.result('applyPromoCode', styling.invoice!.id, 'style20')).toMatchObject({
      amount: '60.00',
      discount_amount: '20.00',
    });
    const facial = await holdFacial();
    expect((await t.call('applyPromoCode', facial.invoice!.id, 'STYLE20')).error?.code).toBe(-32033);
  });

  it('should refuse expired, future and unknown codes with their own codes', async () => {
    const booked = await holdFacial();
    const apply = (code: string) => t.call('applyPromoCode', booked.invoice!.id, code).then((a) => a.error?.code);
    expect(await apply('EXPIRED5')).toBe(-32031);
    expect(await apply('FUTURE15')).toBe(-32032);
    expect(await apply('NOPE')).toBe(-32030);
  });

  it('should let a fully discounted booking be confirmed without payment', async () => {
    const booked = await holdStyling();
    expect(await t.result('applyPromoCode', booked.invoice!.id, 'FREEBOOK')).toMatchObject({
      amount: '0.00',
      tax_amount: '0.00',
      discount_amount: '80.00',
    });
    const booking = booked.bookings[0]!;
    expect(await t.result('confirmBooking', booking.id, bookingSign(booking))).toMatchObject({
      is_confirmed: 1,
      require_payment: false,
    });
  });

  it('should free the place of a cancelled hold', async () => {
    const booked = await holdStyling();
    const booking = booked.bookings[0]!;
    expect(await t.result('cancelBooking', booking.id, bookingSign(booking))).toBe(true);
    expect(t.sandbox.bookings(LOGIN)).toEqual([expect.objectContaining({ id: booking.id, status: 'cancelled' })]);
    expect((await t.call('confirmBooking', booking.id, bookingSign(booking))).error?.code).toBe(-32080);
    const matrix = await t.result<Record<string, string[]>>(
      'getStartTimeMatrix',
      '2026-12-01',
      '2026-12-01',
      1,
      [1],
      1,
    );
    expect(matrix['2026-12-01']).toContain('11:00:00');
  });

  it("should list a company's bookings and empty its diary over the control routes", async () => {
    const booked = await holdStyling();
    const control = (method: string, body: unknown) =>
      fetch(`${t.sandbox.url}/__sandbox/bookings`, { method, body: JSON.stringify(body) }).then((r) => r.json());
    expect(await control('POST', { login: LOGIN })).toEqual({
      bookings: [
        expect.objectContaining({
          id: booked.bookings[0]!.id,
          eventId: 1,
          date: '2026-12-01',
          time: '11:00:00',
          status: 'held',
          clientEmail: CLIENT.email,
          invoiceId: booked.invoice!.id,
        }),
      ],
    });
    await control('DELETE', { login: LOGIN });
    expect(t.sandbox.bookings(LOGIN)).toEqual([]);
    const matrix = await t.result<Record<string, string[]>>(
      'getStartTimeMatrix',
      '2026-12-01',
      '2026-12-01',
      1,
      [1, 2],
      1,
    );
    expect(matrix['2026-12-01']).toContain('11:00:00');
  });
});
