import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { LimitPerIdentifier } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { siteOrigin } from '../../common/server/http/site-origin';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { EdmService, type EmailAccepted } from './edm.service';
import { GiftGuideFormService } from './gift-guide-form.service';
import { JourneyEmailService } from './journey-email.service';

/**
 * The emails the data API sends for a visitor (`consumer/edm`; docs/forms-api.md, decision 0019). Each may sign the
 * visitor up, so both are limited per email address as the other membership routes are, and behind the human check
 * (decisions 0009, 0011). The links they carry are written with the site's own origin.
 */
@Controller('api')
@HumanCheck()
@LimitPerIdentifier()
export class EdmController {
  constructor(
    private readonly journeys: JourneyEmailService,
    private readonly gifts: GiftGuideFormService,
    private readonly edm: EdmService,
    @Inject(APP_CONFIG) private readonly config: Pick<Configuration, 'app'>,
  ) {}

  /** POST /api/journey-email (spec 1 §2.13 "the journey can be emailed", spec 2 §3 subscribe states). */
  @Post('journey-email')
  @HttpCode(201)
  async journeyEmail(
    @Body() body: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
  ): Promise<EmailAccepted> {
    return this.edm.send(centre, await this.journeys.read(centre, body, this.origin(centre, req)), idempotencyKey);
  }

  /** POST /api/gift-guide (spec 2 §7 generic form submit, form type `gift-guide`): 'Send me these gift ideas'. */
  @Post('gift-guide')
  @HttpCode(201)
  async giftGuide(
    @Body() body: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
  ): Promise<EmailAccepted> {
    return this.edm.send(centre, await this.gifts.read(centre, body, this.origin(centre, req)), idempotencyKey);
  }

  private origin(centre: CentreConfig, req: Request): string {
    return siteOrigin(req, centre, this.config);
  }
}
