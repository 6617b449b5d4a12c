import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { PROMO_REQUIRED } from '../../common/domain/ticketing/ticketing-messages';
import type { CheckoutView } from '../../common/domain/ticketing/ticketing-wire';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { appliedDiscounts, checkoutView } from './checkout-view';
import { toCheckoutLines } from './vivenu.mapper';
import { TicketingCheckouts, type CheckoutFacts } from './ticketing-checkouts';
import { checkoutLapsed, fromVivenu, promoInvalid } from './ticketing.errors';
import { VIVENU, VivenuError, type VivenuPort } from './vivenu.port';
import type { VivenuCheckout } from './vivenu.wire';

const CODE = /^[A-Za-z0-9_-]{1,50}$/;

/**
 * POST /api/coupon/:code/info (spec 3 §4.2, §5.2, §8): the promo code checked at Vivenu for this seller and event,
 * then applied to the checkout's cart; the discount the visitor sees is the site's rules' (checkout-view.ts) of the
 * coupon Vivenu applied. Any failure (unknown, expired, not yet valid, not for these tickets) is 'Invalid promo code'.
 */
@Injectable()
export class CheckoutCouponService {
  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    private readonly checkouts: TicketingCheckouts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(
    centre: CentreConfig,
    rawCode: string,
    token: unknown,
  ): Promise<{ status: 'valid'; checkout: CheckoutView }> {
    const code = (rawCode ?? '').trim();
    if (!code) throw new RequestValidationException({ code: PROMO_REQUIRED });
    const facts = this.checkouts.open(centre, token);
    if (!CODE.test(code)) throw promoInvalid();
    try {
      const info = await this.vivenu.couponInfo(centre.slug, code, facts.eventId);
      if (info.message !== 'valid' || info.type !== 'coupon') throw promoInvalid();
    } catch (error) {
      if (error instanceof VivenuError && !error.unanswered) throw promoInvalid();
      throw fromVivenu(error);
    }
    const key = { checkoutId: facts.checkoutId, secret: facts.secret };
    let checkout: VivenuCheckout;
    try {
      const current = await this.vivenu.readCheckout(centre.slug, key);
      if (current.status !== 'NEW' || !(Date.parse(current.expiresAt) > this.clock.now().getTime()))
        throw checkoutLapsed();
      checkout = await this.vivenu.setItems(centre.slug, {
        ...key,
        eventId: facts.eventId,
        items: toCheckoutLines(current).map((line) => ({
          type: 'ticket',
          ticketTypeId: line.ticketTypeId,
          amount: line.amount,
          ...(line.seatingInfo ? { seatingInfo: line.seatingInfo } : {}),
        })),
        coupons: [code],
      });
    } catch (error) {
      if (error instanceof VivenuError && error.status === 400 && !error.ticketsNotAvailable) throw promoInvalid();
      throw fromVivenu(error, checkoutLapsed);
    }
    // a coupon Vivenu took but that takes nothing off these tickets is not for them
    const discounts = appliedDiscounts(checkout, toCheckoutLines(checkout), facts.fees);
    if (
      !discounts.some(
        (discount) => discount.code.toUpperCase() === code.toUpperCase() && discount.absoluteDiscountCents > 0,
      )
    )
      throw promoInvalid();
    const next: CheckoutFacts = {
      ...facts,
      coupon: code,
      revision: facts.revision + 1,
      expiresAt: Date.parse(checkout.expiresAt) || facts.expiresAt,
    };
    return { status: 'valid', checkout: checkoutView(this.checkouts.seal(next), checkout, next.fees, next.tax) };
  }
}
