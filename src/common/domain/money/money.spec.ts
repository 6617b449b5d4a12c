import fc from 'fast-check';
import { exclusiveTax, formatAmount, formatPrice, gstOfInclusive, toCents, toDecimal } from './money';

describe('toCents', () => {
  it("should read the provider's decimal strings as cents", () => {
    expect(toCents('19.95')).toBe(1995);
    expect(toCents('80')).toBe(8000);
    expect(toCents('80.00')).toBe(8000);
    expect(toCents('0.5')).toBe(50);
    expect(toCents(' 120.00 ')).toBe(12000);
    expect(toCents(45)).toBe(4500);
    expect(toCents(19.95)).toBe(1995);
  });

  it('should round a third decimal half away from zero, as a person would', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('2.675')).toBe(268);
  });

  it('should read anything that is not a decimal as nothing', () => {
    for (const garbage of ['', 'abc', '1,50', '$5', '1.2.3', '.', null, undefined, Number.NaN, Infinity, '1e3']) {
      expect(toCents(garbage)).toBe(0);
    }
  });

  it('should give back the cents of every amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toCents(toDecimal(cents))).toBe(cents);
        expect(toCents(cents / 100)).toBe(cents);
      }),
    );
  });
});

describe('formatting', () => {
  it("should show prices in dollars with two decimals and 'Free' at zero (spec 3 §9)", () => {
    expect(formatPrice(8000)).toBe('$80.00');
    expect(formatPrice(1995)).toBe('$19.95');
    expect(formatPrice(0)).toBe('Free');
    expect(formatAmount(0)).toBe('$0.00');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount(123450)).toBe('$1,234.50');
    expect(formatAmount(-500)).toBe('-$5.00');
  });

  it('should write the decimal the provider expects', () => {
    expect(toDecimal(9500)).toBe('95.00');
    expect(toDecimal(5)).toBe('0.05');
    expect(toDecimal(0)).toBe('0.00');
  });
});

describe('GST', () => {
  it('should take one eleventh of an inclusive price as GST, to the cent (spec 3 §9)', () => {
    expect(gstOfInclusive(8000)).toBe(727);
    expect(gstOfInclusive(1100)).toBe(100);
    expect(gstOfInclusive(9500)).toBe(864);
    expect(gstOfInclusive(0)).toBe(0);
  });

  it('should never make GST more than a cent away from one eleventh', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(Math.abs(gstOfInclusive(cents) - cents / 11)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('should tax the amount and the fees together when the tax is exclusive (spec 3 §9)', () => {
    expect(exclusiveTax(0.1, 10000, 500)).toBe(1050);
    expect(exclusiveTax(0.1, 1005, 0)).toBe(101);
    expect(exclusiveTax(0, 10000, 500)).toBe(0);
  });
});
