import { Module } from '@nestjs/common';
import { AnalyticsAdminController } from './analytics-admin.controller';
import { AnalyticsEventsService } from './analytics-events.service';

/** The operators' read of analytics events (docs/analytics.md); the events themselves are sent by the browser. */
@Module({
  controllers: [AnalyticsAdminController],
  providers: [AnalyticsEventsService],
})
export class AnalyticsModule {}
