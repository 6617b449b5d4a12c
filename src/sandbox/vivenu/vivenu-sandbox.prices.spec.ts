import type { VivenuCouponInfo } from '../../modules/ticketing/vivenu.wire';
import { startTestVivenu, type TestVivenu, SESSION, checkoutOf } from './vivenu-sandbox.testing';

describe('Vivenu sandbox', () => {
  let vivenu: TestVivenu;
  beforeEach(async () => {
    vivenu = await startTestVivenu({ checkoutMinutes: 15 });
  });
  afterEach(() => vivenu.sandbox.close());

  const checkout = (eventId: string, items: Array<[string, number]>, coupons?: string[]) =>
    checkoutOf(vivenu, eventId, items, coupons);

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
});
