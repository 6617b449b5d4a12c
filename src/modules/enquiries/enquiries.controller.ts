import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CONTACT_FORM } from '../../common/domain/forms/contact-form';
import type { FormDefinition } from '../../common/domain/forms/form-field';
import { FormBodyPipe, type FormSubmission } from '../../common/server/validation/form-body.pipe';
import { HumanCheck } from '../captcha/captcha.service';
import { EnquiriesService, RECIPIENT_EMAIL, type LeadAccepted } from './enquiries.service';

/** spec 2 §3, §7: the contact form with its optional recipientEmail parameter. */
const CONTACT_ENQUIRY: FormDefinition = { ...CONTACT_FORM, extraParameters: [RECIPIENT_EMAIL] };

/** POST /api/contact-us (spec 2 §3, §5, §7; docs/forms-api.md). */
@Controller('api')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('contact-us')
  @HttpCode(201)
  @HumanCheck()
  async contactUs(
    @Body(new FormBodyPipe(CONTACT_ENQUIRY)) values: FormSubmission,
    @Headers('host') host: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    const centre = this.enquiries.centreFor(host);
    return this.enquiries.accept('contact', centre, this.enquiries.withRecipient(centre, values), idempotencyKey);
  }
}
