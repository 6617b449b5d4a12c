import fc from 'fast-check';
import {
  checkoutTotals,
  discountFor,
  feesCents,
  inclusiveTaxCents,
  shareOf,
  ticketsCents,
  type Coupon,
  type PricedLine,
} from './checkout-totals';
import type { DiscountType, FeeSettings, TaxSettings } from './ticketing-wire';

const NO_FEES: FeeSettings = { cXfCents: 0, cXv: 0, ccXfCents: 0 };
const GST_INCLUSIVE: TaxSettings = { rate: 0.1, inclusive: true };
const GST_EXCLUSIVE: TaxSettings = { rate: 0.1, inclusive: false };

const adultsAndChildren: PricedLine[] = [
  { priceCents: 2500, amount: 2 },
  { priceCents: 1500, amount: 1 },
];
const coupon = (type: DiscountType, value: number): Coupon => ({ type, value, name: type, code: type.toUpperCase() });

describe('fees (spec 3 §9)', () => {
  it('should charge the per-ticket fee, the share of each price and the one-off fee', () => {
    expect(feesCents(adultsAndChildren, { ...NO_FEES, cXfCents: 150 })).toBe(450);
    expect(feesCents(adultsAndChildren, { ...NO_FEES, cXv: 0.05 })).toBe(125 * 2 + 75);
    expect(feesCents(adultsAndChildren, { ...NO_FEES, ccXfCents: 200 })).toBe(200);
    expect(feesCents(adultsAndChildren, { cXfCents: 100, cXv: 0.1, ccXfCents: 300 })).toBe(300 + 650 + 300);
  });

  it('should round the share of each ticket to the cent, half away from zero', () => {
    expect(feesCents([{ priceCents: 1990, amount: 3 }], { ...NO_FEES, cXv: 0.05 })).toBe(100 * 3);
    expect(shareOf(0.035, 1000)).toBe(35);
    expect(shareOf(0.05, 1990)).toBe(100);
  });

  it('should not charge the one-off fee on an order without tickets', () => {
    expect(feesCents([], { cXfCents: 100, cXv: 0.1, ccXfCents: 200 })).toBe(0);
    expect(feesCents([{ priceCents: 2000, amount: 0 }], { ...NO_FEES, ccXfCents: 200 })).toBe(0);
  });
});

describe('discounts (spec 3 §3.2)', () => {
  it('should take a fixPerItem value off each ticket, never more than its price', () => {
    expect(discountFor(coupon('fixPerItem', 200), adultsAndChildren).absoluteDiscountCents).toBe(600);
    expect(discountFor(coupon('fixPerItem', 2000), adultsAndChildren).absoluteDiscountCents).toBe(4000 + 1500);
  });

  it('should take a var fraction of each ticket', () => {
    expect(discountFor(coupon('var', 0.1), adultsAndChildren).absoluteDiscountCents).toBe(650);
    expect(discountFor(coupon('var', 0.1), [{ priceCents: 1995, amount: 2 }]).absoluteDiscountCents).toBe(400);
  });

  it('should take a fix value once off the order, up to its tickets and fees', () => {
    expect(discountFor(coupon('fix', 500), adultsAndChildren).absoluteDiscountCents).toBe(500);
    const fees = { cXfCents: 100, cXv: 0, ccXfCents: 200 };
    expect(discountFor(coupon('fix', 1_000_000), adultsAndChildren, fees).absoluteDiscountCents).toBe(6500 + 500);
    expect(discountFor(coupon('fix', 500), []).absoluteDiscountCents).toBe(0);
  });

  it('should keep what the coupon is so the summary can name it', () => {
    expect(discountFor({ type: 'var', value: 0.1, name: '10% off', code: 'TIX10' }, adultsAndChildren)).toEqual({
      type: 'var',
      value: 0.1,
      name: '10% off',
      code: 'TIX10',
      absoluteDiscountCents: 650,
    });
  });
});

describe('checkoutTotals', () => {
  it('should show GST as one eleventh of an inclusive total, not add it', () => {
    const totals = checkoutTotals({ lines: adultsAndChildren, fees: NO_FEES, tax: GST_INCLUSIVE });
    expect(totals).toEqual({
      ticketsCents: 6500,
      feesCents: 0,
      discountCents: 0,
      taxCents: 591,
      taxInclusive: true,
      totalCents: 6500,
      fullyDiscounted: false,
    });
  });

  it('should add the rate times the amount and the fees when the tax is exclusive', () => {
    const fees = { cXfCents: 100, cXv: 0, ccXfCents: 200 };
    const totals = checkoutTotals({ lines: adultsAndChildren, fees, tax: GST_EXCLUSIVE });
    expect(totals.feesCents).toBe(500);
    expect(totals.taxCents).toBe(700);
    expect(totals.totalCents).toBe(6500 + 500 + 700);
  });

  it('should take the first applied discount only, and tax what is left', () => {
    const first = discountFor(coupon('fix', 500), adultsAndChildren);
    const second = discountFor(coupon('var', 0.5), adultsAndChildren);
    const totals = checkoutTotals({ lines: adultsAndChildren, fees: NO_FEES, tax: GST_EXCLUSIVE, discounts: [first, second] });
    expect(totals.discountCents).toBe(500);
    expect(totals.taxCents).toBe(600);
    expect(totals.totalCents).toBe(6600);
  });

  it('should call an order a discount brought to nothing fully discounted, and a free event not', () => {
    const fees = { cXfCents: 100, cXv: 0, ccXfCents: 0 };
    const free = discountFor(coupon('fix', 1_000_000), adultsAndChildren, fees);
    const discounted = checkoutTotals({ lines: adultsAndChildren, fees, tax: GST_INCLUSIVE, discounts: [free] });
    expect(discounted).toMatchObject({ totalCents: 0, taxCents: 0, fullyDiscounted: true });
    const freeEvent = checkoutTotals({ lines: [{ priceCents: 0, amount: 2 }], fees: NO_FEES, tax: GST_INCLUSIVE });
    expect(freeEvent).toMatchObject({ totalCents: 0, fullyDiscounted: false });
  });

  it('should charge nothing for no tickets', () => {
    const totals = checkoutTotals({ lines: [], fees: { cXfCents: 100, cXv: 0.1, ccXfCents: 200 }, tax: GST_EXCLUSIVE });
    expect(totals).toMatchObject({ ticketsCents: 0, feesCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe('price maths properties', () => {
  const line = fc.record({ priceCents: fc.integer({ min: 0, max: 50_000 }), amount: fc.integer({ min: 0, max: 10 }) });
  const lines = fc.array(line, { maxLength: 5 });
  const fees = fc.record({
    cXfCents: fc.integer({ min: 0, max: 1_000 }),
    cXv: fc.integer({ min: 0, max: 200 }).map((p) => p / 1000),
    ccXfCents: fc.integer({ min: 0, max: 1_000 }),
  });
  const tax = fc.record({ rate: fc.constantFrom(0, 0.1, 0.15), inclusive: fc.boolean() });
  const anyCoupon = fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map((v) => coupon('fixPerItem', v)),
    fc.integer({ min: 0, max: 100 }).map((p) => coupon('var', p / 100)),
    fc.integer({ min: 0, max: 1_000_000 }).map((v) => coupon('fix', v)),
  );

  it('should give whole, non-negative cents that add up', () => {
    fc.assert(
      fc.property(lines, fees, tax, fc.option(anyCoupon), (ls, fs, tx, c) => {
        const discounts = c ? [discountFor(c, ls, fs)] : [];
        const t = checkoutTotals({ lines: ls, fees: fs, tax: tx, discounts });
        for (const cents of [t.ticketsCents, t.feesCents, t.discountCents, t.taxCents, t.totalCents]) {
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
        const beforeTax = t.ticketsCents + t.feesCents - t.discountCents;
        expect(t.totalCents).toBe(tx.inclusive ? beforeTax : beforeTax + t.taxCents);
        expect(t.discountCents).toBeLessThanOrEqual(t.ticketsCents + t.feesCents);
        expect(t.taxInclusive).toBe(tx.inclusive);
      }),
    );
  });

  it('should keep GST within half a cent of its exact share', () => {
    fc.assert(
      fc.property(lines, fees, tax, (ls, fs, tx) => {
        const t = checkoutTotals({ lines: ls, fees: fs, tax: tx });
        const base = t.ticketsCents + t.feesCents;
        const exact = tx.inclusive ? (base * tx.rate) / (1 + tx.rate) : base * tx.rate;
        expect(Math.abs(t.taxCents - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('should never let a discount cost more, nor take more than the tickets (per item and var)', () => {
    fc.assert(
      fc.property(lines, fees, tax, anyCoupon, (ls, fs, tx, c) => {
        const plain = checkoutTotals({ lines: ls, fees: fs, tax: tx });
        const applied = discountFor(c, ls, fs);
        const discounted = checkoutTotals({ lines: ls, fees: fs, tax: tx, discounts: [applied] });
        expect(discounted.totalCents).toBeLessThanOrEqual(plain.totalCents);
        if (c.type !== 'fix') expect(applied.absoluteDiscountCents).toBeLessThanOrEqual(ticketsCents(ls));
      }),
    );
  });

  it('should grow the fees with every ticket added, and charge the one-off fee once', () => {
    fc.assert(
      fc.property(lines, line, fees, (ls, extra, fs) => {
        expect(feesCents([...ls, extra], fs)).toBeGreaterThanOrEqual(feesCents(ls, fs));
        const count = ls.reduce((n, l) => n + l.amount, 0);
        const withoutOneOff = feesCents(ls, { ...fs, ccXfCents: 0 });
        expect(feesCents(ls, fs) - withoutOneOff).toBe(count > 0 ? fs.ccXfCents : 0);
      }),
    );
  });

  it('should make GST one eleventh of an inclusive price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(Math.abs(inclusiveTaxCents(cents, 0.1) - cents / 11)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
