import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { CheckoutView } from '../../common/domain/ticketing/ticketing-wire';
import { LimitPerIdentifier } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { beaconBody } from '../../common/server/validation/request-body';
import { CheckoutAbortService } from './checkout-abort.service';
import { CheckoutDetailsService } from './checkout-details.service';
import { CheckoutDetailsDto, CheckoutItemsDto, CreateCheckoutDto } from './checkout.request.dto';
import { CheckoutService } from './checkout.service';

/**
 * The checkout (spec 3 §4.2, §7.1; docs/ticketing.md): made, its cart replaced, the visitor's details given, given
 * back. Creation and details are behind the human check; creation takes an Idempotency-Key.
 */
@Controller('api/checkout')
export class CheckoutController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly details: CheckoutDetailsService,
    private readonly aborts: CheckoutAbortService,
  ) {}

  @Post()
  @HttpCode(201)
  @HumanCheck()
  create(
    @Body() body: CreateCheckoutDto,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<CheckoutView> {
    return this.checkouts.create(centre, body, idempotencyKey);
  }

  @Post('items')
  @HttpCode(200)
  items(@Body() body: CheckoutItemsDto, @Centre(unknownCentre) centre: CentreConfig): Promise<CheckoutView> {
    return this.checkouts.replaceItems(centre, body);
  }

  @Post('details')
  @HttpCode(200)
  @HumanCheck()
  // counted against the email address the details name, whatever address sends them
  @LimitPerIdentifier()
  giveDetails(
    @Body() body: CheckoutDetailsDto,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<{ status: 'Success'; checkout: CheckoutView }> {
    return this.details.give(centre, body);
  }

  /** JSON; or, from `navigator.sendBeacon` on pagehide, the same JSON as text/plain or a form-encoded `token`. */
  @Post('abort')
  @HttpCode(200)
  abort(@Body() body: unknown, @Centre(unknownCentre) centre: CentreConfig): Promise<{ status: 'aborted' }> {
    return this.aborts.abort(centre, beaconBody(body).token);
  }
}
