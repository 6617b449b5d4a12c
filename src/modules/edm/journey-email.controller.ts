import { Body, Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { LimitPerIdentifier } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { siteOriginOf } from './edm-request';
import { EdmService, type EmailAccepted } from './edm.service';
import { JourneyEmailService } from './journey-email.service';

/**
 * POST /api/journey-email (spec 1 §2.13 "the journey can be emailed", spec 2 §3 subscribe states;
 * docs/forms-api.md). It may sign the visitor up, so it is limited per email address as the other membership
 * routes are, and behind the human check (decisions 0009, 0011).
 */
@Controller('api')
@HumanCheck()
@LimitPerIdentifier()
export class JourneyEmailController {
  constructor(
    private readonly journeys: JourneyEmailService,
    private readonly edm: EdmService,
    @Inject(APP_CONFIG) private readonly config: Pick<Configuration, 'app'>,
  ) {}

  @Post('journey-email')
  @HttpCode(201)
  async journeyEmail(
    @Body() body: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
  ): Promise<EmailAccepted> {
    const origin = siteOriginOf(this.config.app.mode, centre.domains, {
      protocol: req.protocol,
      host: req.headers.host,
    });
    return this.edm.send(centre, await this.journeys.read(centre, body, origin), idempotencyKey);
  }
}
