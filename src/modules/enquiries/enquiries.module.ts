import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';

/**
 * POST /api/contact-us, and EnquiriesService (a form's values into the submissions ledger for the request's
 * centre) for the leasing and sign-up endpoints (docs/forms-api.md). Needs the global CaptchaModule.
 */
@Module({
  imports: [CentresModule, SubmissionsModule],
  controllers: [EnquiriesController],
  providers: [EnquiriesService],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}
