import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { Configuration } from '../config/configuration';
import { ConfigModule } from './common/server/config/config.module';
import { IdentityModule } from './common/server/identity/identity.module';
import { HttpBaselineModule } from './common/server/http/http-baseline.module';
import { RateLimitModule } from './common/server/http/rate-limit/rate-limit.module';
import { AFTER_SHUTDOWN, AfterShutdown } from './common/server/lifecycle/after-shutdown';
import { Clock } from './common/server/time/clock';
import { ClockModule } from './common/server/time/clock.module';
import { BookingModule } from './modules/booking/booking.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { CacheModule } from './modules/cache/cache.module';
import { CaptchaModule } from './modules/captcha/captcha.module';
import { CentresModule } from './modules/centres/centres.module';
import { CompetitionsModule } from './modules/competitions/competitions.module';
import { ContentModule } from './modules/content/content.module';
import { EdmModule } from './modules/edm/edm.module';
import { ExportsModule } from './modules/exports/exports.module';
import { SubmissionsModule } from './modules/submissions/submissions.module';
import { EnquiriesModule } from './modules/enquiries/enquiries.module';
import { ErrorReportingModule } from './modules/error-reporting/error-reporting.module';
import { LeasingModule } from './modules/leasing/leasing.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { HealthModule } from './modules/health/health.module';
import { ParkingModule } from './modules/parking/parking.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { TicketingModule } from './modules/ticketing/ticketing.module';
import { TrafficModule } from './modules/traffic/traffic.module';
import { WellbeingModule } from './modules/wellbeing/wellbeing.module';
import { RenderModule } from './render/render.module';

export interface AppOptions {
  clock?: Clock;
  /** stops what the process started beside the app, once the app has stopped (AfterShutdown) */
  afterShutdown?: () => Promise<void>;
}

/** Wires the feature modules. Adapters point wherever the configuration says (real upstreams or sandboxes). */
@Module({})
export class AppModule {
  static forRoot(config: Configuration, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(options.clock),
        IdentityModule,
        HttpBaselineModule,
        RateLimitModule,
        CaptchaModule,
        CacheModule,
        CentresModule,
        ContentModule,
        ScheduleModule.forRoot(),
        SubmissionsModule,
        ExportsModule,
        CompetitionsModule,
        EdmModule,
        EnquiriesModule,
        LeasingModule,
        SubscriptionsModule,
        HealthModule,
        TrafficModule,
        ParkingModule,
        WellbeingModule,
        // imported here too so its route (the sandbox card form's confirm) is registered before the page route
        PaymentsModule,
        BookingModule,
        TicketingModule,
        AnalyticsModule,
        ErrorReportingModule,
        // last: its catch-all page route must come after every API route
        RenderModule,
      ],
      providers: options.afterShutdown
        ? [{ provide: AFTER_SHUTDOWN, useValue: options.afterShutdown }, AfterShutdown]
        : [],
    };
  }
}
