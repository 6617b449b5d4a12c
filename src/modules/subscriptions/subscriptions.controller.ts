import { Body, Controller, Headers, HttpCode, Inject, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import { LimitPerIdentifier } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { FormBodyPipe, type FormSubmission } from '../../common/server/validation/form-body.pipe';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import type { LeadAccepted } from '../enquiries/enquiries.service';
import {
  isBookingFlow,
  subscriptionDefinition,
  VERIFICATION_FORM,
  VERIFICATION_IDENTITY_REQUIRED,
} from './subscription-definitions';
import { SubscriptionsService, type Verification } from './subscriptions.service';

/**
 * POST /api/subscribe and POST /api/verify-subscription (spec 2 §4, §5, §7; docs/forms-api.md). Both answer
 * whether someone is a member, so both are limited per email address or mobile as well as per client address,
 * and behind the human check on every call (decision 0011).
 */
@Controller('api')
@HumanCheck()
@LimitPerIdentifier()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The sign-up: validated with the centre's form (its centres list, its time zone for the birth years);
   * 201 when taken into the ledger, 200 when the email is already subscribed to the centre.
   */
  @Post('subscribe')
  async subscribe(
    @Body() body: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LeadAccepted | { status: 'subscribed' }> {
    const definition = subscriptionDefinition(centre, { bookingFlow: isBookingFlow(body) });
    const pipe = new FormBodyPipe(definition, {
      now: () => this.clock.now(),
      timeZone: centre.timeZone,
    });
    const answer = await this.subscriptions.signUp(centre, pipe.transform(body), idempotencyKey);
    res.status(answer.created ? 201 : 200);
    return answer.body;
  }

  /** spec 2 §7: is the visitor (email and/or mobile) subscribed to this centre, and their existing contact fields. */
  @Post('verify-subscription')
  @HttpCode(200)
  async verify(
    @Body(new FormBodyPipe(VERIFICATION_FORM)) identity: FormSubmission,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<{ status: 'ok'; data: Verification }> {
    const email = typeof identity.email === 'string' ? identity.email : undefined;
    const mobile = typeof identity.mobile === 'string' ? identity.mobile : undefined;
    if (!email && !mobile) throw new RequestValidationException({ email: VERIFICATION_IDENTITY_REQUIRED });
    return { status: 'ok', data: await this.subscriptions.verify({ email, mobile }, centre) };
  }
}
