import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import { COMMERCIAL_LEASING_FORM } from '../../common/domain/forms/leasing-forms';
import { FormBodyPipe, type FormSubmission } from '../../common/server/validation/form-body.pipe';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { EnquiriesService, type LeadAccepted } from '../enquiries/enquiries.service';
import { LEASING_ENQUIRY, POP_UP_LEASING_ENQUIRY } from './leasing-definitions';

/**
 * The leasing enquiries of spec 2 §3, §5, §7 (docs/forms-api.md): POST /api/leasing, /api/leasing-popup and
 * /api/commercial-leasing-enquiry, each behind the human check, into the submissions ledger.
 */
@Controller('api')
@HumanCheck()
export class LeasingController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('leasing')
  @HttpCode(201)
  async leasing(
    @Body(new FormBodyPipe(LEASING_ENQUIRY)) values: FormSubmission,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    return this.enquiries.accept('leasing', centre, this.enquiries.withRecipient(centre, values), idempotencyKey);
  }

  @Post('leasing-popup')
  @HttpCode(201)
  async leasingPopup(
    @Body(new FormBodyPipe(POP_UP_LEASING_ENQUIRY)) values: FormSubmission,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    return this.enquiries.accept('leasing-popup', centre, values, idempotencyKey);
  }

  @Post('commercial-leasing-enquiry')
  @HttpCode(201)
  async commercialLeasing(
    @Body(new FormBodyPipe(COMMERCIAL_LEASING_FORM)) values: FormSubmission,
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    return this.enquiries.accept('commercial-leasing', centre, values, idempotencyKey);
  }
}
