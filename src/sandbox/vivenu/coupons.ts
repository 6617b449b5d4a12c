/**
 * The demo coupons (docs/ticketing.md), the same for every seller and event, answered as Vivenu's coupon info
 * does. OLDTIX lapsed a week before the sandbox started and SOONTIX opens a week after.
 */
import type { VivenuCouponInfo, VivenuDiscountType } from '../../modules/ticketing/vivenu.wire';

export interface SandboxCoupon {
  code: string;
  couponId: string;
  name: string;
  discountType: VivenuDiscountType;
  /** dollars for fix and fixPerItem, a percentage for var */
  discountValue: number;
  validFrom?: number;
  validUntil?: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export class CouponBook {
  private readonly coupons: Map<string, SandboxCoupon>;

  constructor(start: Date) {
    const at = start.getTime();
    const list: SandboxCoupon[] = [
      { code: 'TIX10', couponId: 'coupon-tix10', name: '10% off', discountType: 'var', discountValue: 10 },
      { code: 'TIX5', couponId: 'coupon-tix5', name: '$5 off your order', discountType: 'fix', discountValue: 5 },
      {
        code: 'KIDS2',
        couponId: 'coupon-kids2',
        name: '$2 off every ticket',
        discountType: 'fixPerItem',
        discountValue: 2,
      },
      // larger than any order: the tickets and their fees, all of it (a fully discounted order)
      {
        code: 'FREETIX',
        couponId: 'coupon-freetix',
        name: 'Complimentary tickets',
        discountType: 'fix',
        discountValue: 1000,
      },
      {
        code: 'OLDTIX',
        couponId: 'coupon-oldtix',
        name: 'Last season',
        discountType: 'var',
        discountValue: 20,
        validUntil: at - WEEK_MS,
      },
      {
        code: 'SOONTIX',
        couponId: 'coupon-soontix',
        name: 'Next season',
        discountType: 'fix',
        discountValue: 10,
        validFrom: at + WEEK_MS,
      },
    ];
    this.coupons = new Map(list.map((coupon) => [coupon.code, coupon]));
  }

  /** codes are matched as typed and in upper case, as a visitor may type them either way */
  find(code: string): SandboxCoupon | undefined {
    return this.coupons.get(code.trim().toUpperCase());
  }

  /** undefined for a code that does not exist (the route answers 404) */
  info(code: string, now: Date): VivenuCouponInfo | undefined {
    const coupon = this.find(code);
    if (!coupon) return undefined;
    const message = this.validity(coupon, now);
    if (message !== 'valid') return { message, type: 'coupon' };
    return {
      message,
      type: 'coupon',
      coupon: {
        code: coupon.code,
        couponId: coupon.couponId,
        name: coupon.name,
        discountType: coupon.discountType,
        discountValue: coupon.discountValue,
        canBeCombined: false,
        allowAllTickets: true,
        allowedTickets: [],
        allowAllEvents: true,
      },
    };
  }

  validity(coupon: SandboxCoupon, now: Date): 'valid' | 'expired' | 'notYetValid' {
    const at = now.getTime();
    if (coupon.validUntil !== undefined && at > coupon.validUntil) return 'expired';
    if (coupon.validFrom !== undefined && at < coupon.validFrom) return 'notYetValid';
    return 'valid';
  }
}
