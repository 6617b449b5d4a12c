import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { COMMERCIAL_LEASING_FORM } from '../../common/domain/forms/leasing-forms';
import { FormBodyPipe, type FormSubmission } from '../../common/server/validation/form-body.pipe';
import { HumanCheck } from '../captcha/captcha.service';
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
    @Headers('host') host: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    const centre = this.enquiries.centreFor(host);
    return this.enquiries.accept('leasing', centre, this.enquiries.withRecipient(centre, values), idempotencyKey);
  }

  @Post('leasing-popup')
  @HttpCode(201)
  async leasingPopup(
    @Body(new FormBodyPipe(POP_UP_LEASING_ENQUIRY)) values: FormSubmission,
    @Headers('host') host: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    return this.enquiries.accept('leasing-popup', this.enquiries.centreFor(host), values, idempotencyKey);
  }

  @Post('commercial-leasing-enquiry')
  @HttpCode(201)
  async commercialLeasing(
    @Body(new FormBodyPipe(COMMERCIAL_LEASING_FORM)) values: FormSubmission,
    @Headers('host') host: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    return this.enquiries.accept('commercial-leasing', this.enquiries.centreFor(host), values, idempotencyKey);
  }
}
