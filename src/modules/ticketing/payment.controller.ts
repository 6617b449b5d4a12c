import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type {
  CheckoutView,
  TicketConfirmation,
  TicketPaymentRequest,
} from '../../common/domain/ticketing/ticketing-wire';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { CheckoutCouponService } from './checkout-coupon.service';
import { CheckoutTokenDto, ConfirmTicketsDto } from './checkout.request.dto';
import { TicketConfirmService } from './ticket-confirm.service';
import { TicketPaymentService } from './ticket-payment.service';

/**
 * Paying for the tickets and holding them (spec 3 §4.2, §7.1; docs/ticketing.md): the promo code, the card payment,
 * the confirmation and its refetch. The promo code and the confirmation are behind the human check; the payment and
 * the confirmation take an Idempotency-Key.
 */
@Controller('api')
export class PaymentController {
  constructor(
    private readonly coupons: CheckoutCouponService,
    private readonly payments: TicketPaymentService,
    private readonly confirms: TicketConfirmService,
  ) {}

  @Post('coupon/:code/info')
  @HttpCode(200)
  @HumanCheck()
  coupon(
    @Param('code') code: string,
    @Body() body: CheckoutTokenDto,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<{ status: 'valid'; checkout: CheckoutView }> {
    return this.coupons.apply(centre, code, body.token);
  }

  @Post('payments/requests')
  @HttpCode(200)
  paymentRequest(
    @Body() body: CheckoutTokenDto,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<TicketPaymentRequest> {
    return this.payments.request(centre, body.token, idempotencyKey);
  }

  @Post('confirm-booking')
  @HttpCode(200)
  @HumanCheck()
  confirm(
    @Body() body: ConfirmTicketsDto,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<TicketConfirmation> {
    return this.confirms.confirm(centre, body, idempotencyKey);
  }

  @Get('checkout/tickets')
  tickets(
    @Query('token') token: string | undefined,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<TicketConfirmation> {
    return this.confirms.refetch(centre, token);
  }
}
