import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { ContentModule } from '../content/content.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CompetitionsController } from './competitions.controller';
import { CompetitionsService } from './competitions.service';

/** Competition entries (spec 2 §2-§5, §7; docs/competitions.md). Needs the global CaptchaModule and ClockModule. */
@Module({
  imports: [CentresModule, ContentModule, SubmissionsModule, SubscriptionsModule],
  controllers: [CompetitionsController],
  providers: [CompetitionsService],
})
export class CompetitionsModule {}
