import { Body, Controller, Headers, HttpCode, Post, Query } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type {
  ApplyPromoAnswer,
  BookingSessionAnswer,
  ConfirmAnswer,
  PaymentIntentAnswer,
  ReservationAnswer,
  SlotsAnswer,
} from '../../common/domain/booking/booking-wire';
import { LimitPerIdentifier } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { BookingConfirmService } from './booking-confirm.service';
import { BookingPaymentService } from './booking-payment.service';
import { BookingPromoService } from './booking-promo.service';
import { BookingReleaseService } from './booking-release.service';
import { BookingReserveRequestDto } from './booking-reserve.request.dto';
import { BookingReserveService } from './booking-reserve.service';
import { BookingSessionService } from './booking-session.service';
import { BookingSlotsRequestDto } from './booking-slots.request.dto';
import { BookingSlotsRequestService } from './booking-slots-request.service';
import { objectBody } from '../../common/server/validation/request-body';

/**
 * The site's own booking API (spec 3 §7.1; booking-wire.ts; docs/booking.md). Every call but the session carries the session token (401 when expired or foreign: the browser fetches a new one and tries
 * once more); reserve, promo and confirm are behind the human check; every POST is rate limited per address,
 * reserve also per email address.
 */
@Controller('api')
export class BookingController {
  constructor(
    private readonly sessions: BookingSessionService,
    private readonly slots: BookingSlotsRequestService,
    private readonly reserves: BookingReserveService,
    private readonly payments: BookingPaymentService,
    private readonly promos: BookingPromoService,
    private readonly confirms: BookingConfirmService,
    private readonly releases: BookingReleaseService,
  ) {}

  @Post('booking-public-token')
  @HttpCode(200)
  publicToken(@Centre(unknownCentre) centre: CentreConfig): BookingSessionAnswer {
    return this.sessions.open(centre);
  }

  @Post('booking-slots')
  @HttpCode(200)
  slotsOf(@Body() body: BookingSlotsRequestDto, @Centre(unknownCentre) centre: CentreConfig): Promise<SlotsAnswer> {
    this.sessions.check(centre, body.token);
    return this.slots.slots(centre, body);
  }

  @Post('booking-reserve')
  @HttpCode(201)
  @HumanCheck()
  @LimitPerIdentifier()
  reserve(
    @Body() body: BookingReserveRequestDto,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<ReservationAnswer> {
    this.sessions.check(centre, body.token);
    return this.reserves.reserve(centre, body, idempotencyKey);
  }

  @Post('booking-payment-intent')
  @HttpCode(200)
  paymentIntent(
    @Body() body: unknown,
    @Query('invoice_id') invoiceId: string | undefined,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<PaymentIntentAnswer> {
    return this.payments.intent(centre, objectBody(body), invoiceId);
  }

  @Post('booking-apply-promo')
  @HttpCode(200)
  @HumanCheck()
  applyPromo(@Body() body: unknown, @Centre(unknownCentre) centre: CentreConfig): Promise<ApplyPromoAnswer> {
    return this.promos.apply(centre, objectBody(body));
  }

  @Post('booking-confirm')
  @HttpCode(200)
  @HumanCheck()
  // counts only once the identifier limiter reads `client.email` (docs/booking.md "The API")
  @LimitPerIdentifier()
  confirm(
    @Body() body: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<ConfirmAnswer> {
    return this.confirms.confirm(centre, objectBody(body), idempotencyKey);
  }

  /** Not in spec 3 §7.1: drops a held reservation at once (Book again, Back, leaving the page). */
  @Post('booking-release')
  @HttpCode(200)
  release(@Body() body: unknown, @Centre(unknownCentre) centre: CentreConfig): Promise<{ status: 'released' }> {
    return this.releases.release(centre, objectBody(body).token);
  }
}
