import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import { CONTACT_FORM } from '../../common/domain/forms/contact-form';
import type { FormDefinition } from '../../common/domain/forms/form-field';
import { FormBodyPipe, type FormSubmission } from '../../common/server/validation/form-body.pipe';
import { HumanCheck } from '../captcha/captcha.service';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
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
    @Centre(unknownCentre) centre: CentreConfig,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    return this.enquiries.accept('contact', centre, this.enquiries.withRecipient(centre, values), idempotencyKey);
  }
}
