import fc from 'fast-check';
import {
  amountError,
  checkSales,
  formatAmount,
  moneyText,
  salesRowFields,
  totalError,
  type SalesRules,
} from './sales-rules';

const multi: SalesRules = {
  limits: { min: 10_000, rowMax: 1_000_000, totalMax: 1_000_000 },
  stores: ['s1', 's2'],
  dates: { from: '2026-11-01', to: '2026-11-18' },
  singlePurchase: false,
};
const single: SalesRules = {
  ...multi,
  limits: { min: 3_000, rowMax: 300_000, totalMax: 300_000 },
  singlePurchase: true,
};
const row = (value: unknown, extra: Record<string, unknown> = {}) => ({
  storeid: 's1',
  date: '2026-11-10',
  value,
  ...extra,
});

describe('amounts (spec 2 §5 "Competition")', () => {
  it.each([
    ['', 'Please enter the amount you spent'],
    ['   ', 'Please enter the amount you spent'],
    ['abc', 'Please enter a valid amount'],
    ['1,000', 'Please enter a valid amount'],
    ['.5', 'Please enter a valid amount'],
    ['12.345', 'Please enter a valid amount'],
    ['0', 'Amount should be at least $0.01'],
    ['-5', 'Amount should be at least $0.01'],
  ])("should say the spec's message for %j without limits", (value, message) => {
    expect(amountError(value, { singlePurchase: false })).toBe(message);
  });

  it("should say 'Amount should be at least $30' and 'at most $3000' when the limits replace the minimum", () => {
    expect(amountError('29.99', single)).toBe('Amount should be at least $30');
    expect(amountError('3000.01', single)).toBe('Amount should be at most $3000');
    expect(amountError('30', single)).toBeUndefined();
    expect(amountError('3000', single)).toBeUndefined();
  });

  it('should keep the $0.01 minimum for each of several purchases and check their total against the limits', () => {
    expect(amountError('5', multi)).toBeUndefined();
    expect(amountError('0', multi)).toBe('Amount should be at least $0.01');
  });

  it('should accept every amount of at most two decimals between the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3_000, max: 300_000 }), (cents) => {
        const written = cents % 100 === 0 ? String(cents / 100) : moneyText(cents);
        expect(amountError(written, single)).toBeUndefined();
      }),
    );
  });

  it('should refuse every amount outside the limits with the bound it breaks', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 2_999 }), fc.integer({ min: 300_001, max: 10_000_000 })),
        (cents) => {
          expect(amountError(moneyText(cents), single)).toBe(
            cents < 3_000 ? 'Amount should be at least $30' : 'Amount should be at most $3000',
          );
        },
      ),
    );
  });

  it('should write amounts as the messages show them', () => {
    expect([formatAmount(3_000), formatAmount(2_995), formatAmount(3_050), formatAmount(1)]).toEqual([
      '30',
      '29.95',
      '30.50',
      '0.01',
    ]);
    expect([moneyText(3_000), moneyText(2_995), moneyText(5)]).toEqual(['30.00', '29.95', '0.05']);
  });
});

describe('the total spend', () => {
  it('should say how much it exceeds the maximum by, and how much remains to the minimum', () => {
    expect(totalError([600_000, 450_050], multi.limits)).toBe(
      'Spend Amount total should be at most $10000, exceeding around: $500.50',
    );
    expect(totalError([4_000, 3_525], multi.limits)).toBe(
      'Spend Amount total should be at least $100, remaining around: $24.75',
    );
    expect(totalError([6_000, 4_000], multi.limits)).toBeUndefined();
  });

  it('should be valid exactly when the sum of the purchases lies within the limits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 20 }), (amounts) => {
        const total = amounts.reduce((sum, cents) => sum + cents, 0);
        expect(totalError(amounts, multi.limits) === undefined).toBe(total >= 10_000 && total <= 1_000_000);
      }),
    );
  });

  it('should set its message on every amount', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 1, max: 9_000 }), { minLength: 1, maxLength: 20 })
          .filter((list) => list.reduce((a, b) => a + b, 0) < 10_000),
        (amounts) => {
          const { errors } = checkSales(
            amounts.map((cents) => row(moneyText(cents))),
            multi,
          );
          expect(Object.keys(errors).sort()).toEqual(amounts.map((_, index) => `sales[${index}].value`).sort());
          expect(new Set(Object.values(errors)).size).toBe(1);
        },
      ),
    );
  });
});

describe('sales rows', () => {
  it('should name each missing part of a purchase', () => {
    expect(checkSales([{}], multi).errors).toEqual({
      'sales[0].storeid': 'Please select a store',
      'sales[0].date': 'Please enter the date you shopped',
      'sales[0].value': 'Please enter the amount you spent',
    });
  });

  it('should ask for a purchase when none is sent', () => {
    expect(checkSales(undefined, multi).errors).toEqual(checkSales([{}], multi).errors);
  });

  it('should take one purchase only when multiple purchases are disabled', () => {
    expect(checkSales([row('40'), row('40')], single).errors).toEqual({ sales: 'Please enter one purchase only' });
  });

  it('should deliver the date as YYYY-MM-DD and the amount with two decimals', () => {
    expect(checkSales([row('45.5', { date: '10/11/2026', item: ' Shoes ', receipt_number: 'R-1' })], single)).toEqual({
      errors: {},
      rows: [{ storeid: 's1', date: '2026-11-10', value: '45.50', item: 'Shoes', receipt_number: 'R-1' }],
    });
  });

  it('should refuse a date outside the competition or after today, and a date that does not exist', () => {
    for (const date of ['2026-10-31', '2026-11-19', '31/11/2026', '2026-13-01'])
      expect(checkSales([row('40', { date })], single).errors).toEqual({
        'sales[0].date': 'Please enter a date within the competition period, up to today',
      });
  });
});

describe("the purchase row's fields for the browser", () => {
  it('should say what the server says about every amount', async () => {
    const { validateField } = await import('../forms/field-rules');
    const { DEFAULT_SALES_FIELDS } = await import('./competition-form');
    for (const rules of [single, multi, { singlePurchase: false }]) {
      const value = salesRowFields(DEFAULT_SALES_FIELDS, [], rules).find((field) => field.name === 'value')!;
      fc.assert(
        fc.property(
          fc.oneof(fc.stringMatching(/^-?\d{1,7}(\.\d{1,3})?$/), fc.constantFrom('', 'abc', '.5', '1,000')),
          (written) => {
            expect(validateField(value, written)).toBe(amountError(written, rules));
          },
        ),
      );
    }
  });

  it("should hand the purchase dates to the date field's picker, and leave the picker open without them", async () => {
    const { DEFAULT_SALES_FIELDS } = await import('./competition-form');
    const date = (rules: Parameters<typeof salesRowFields>[2]) =>
      salesRowFields(DEFAULT_SALES_FIELDS, [], rules).find((field) => field.name === 'date')!;
    expect(date(multi).dateRange).toEqual({ from: '2026-11-01', to: '2026-11-18' });
    expect(date({ limits: multi.limits, singlePurchase: false }).dateRange).toBeUndefined();
  });
});
