import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { ContentModule } from '../content/content.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { EdmContentService } from './edm-content.service';
import { EdmService } from './edm.service';
import { GiftGuideFormService } from './gift-guide-form.service';
import { JourneyEmailService } from './journey-email.service';
import { EdmController } from './edm.controller';

/**
 * The emails a visitor asks the site to send (spec 2 §7 `POST /consumer/edm`): POST /api/journey-email and
 * POST /api/gift-guide into the submissions ledger, with the sign-up when the visitor opts in
 * (docs/forms-api.md). Needs the global CaptchaModule and ClockModule.
 */
@Module({
  imports: [CentresModule, ContentModule, SubmissionsModule, SubscriptionsModule],
  controllers: [EdmController],
  providers: [EdmContentService, EdmService, JourneyEmailService, GiftGuideFormService],
})
export class EdmModule {}
