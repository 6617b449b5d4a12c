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
import { GiftGuideFormService } from './gift-guide-form.service';

/**
 * POST /api/gift-guide (spec 2 §7 generic form submit, form type `gift-guide`; docs/forms-api.md and
 * docs/gift-guide.md): 'Send me these gift ideas'. Limited per email address as it may sign the visitor up.
 */
@Controller('api')
@HumanCheck()
@LimitPerIdentifier()
export class GiftGuideFormController {
  constructor(
    private readonly gifts: GiftGuideFormService,
    private readonly edm: EdmService,
    @Inject(APP_CONFIG) private readonly config: Pick<Configuration, 'app'>,
  ) {}

  @Post('gift-guide')
  @HttpCode(201)
  async giftGuide(
    @Body() body: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() req: Request,
  ): Promise<EmailAccepted> {
    const origin = siteOriginOf(this.config.app.mode, centre.domains, {
      protocol: req.protocol,
      host: req.headers.host,
    });
    return this.edm.send(centre, await this.gifts.read(centre, body, origin), idempotencyKey);
  }
}
