import { Module } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { CentresModule } from '../centres/centres.module';
import { ContentModule } from '../content/content.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { PaymentsModule } from '../payments/payments.module';
import { BookingAdminController } from './booking-admin.controller';
import { BookingAdminService } from './booking-admin.service';
import { BookingBlockService } from './booking-block.service';
import { BookingCatalogueService } from './booking-catalogue.service';
import { BookingClaims } from './booking-claims';
import { BookingConfirmService } from './booking-confirm.service';
import { BookingFulfilment } from './booking-fulfilment.service';
import { BookingJournalService } from './booking-journal.service';
import { BookingPaymentService } from './booking-payment.service';
import { BookingPaymentTasks } from './booking-payment-tasks';
import { BookingPromoService } from './booking-promo.service';
import { BookingRecords } from './booking-records';
import { BookingReservations } from './booking-reservations';
import { BookingReleaseService } from './booking-release.service';
import { BookingReserveService } from './booking-reserve.service';
import { BookingSessionService } from './booking-session.service';
import { BookingSettlementService } from './booking-settlement.service';
import { BookingSlotsRequestService } from './booking-slots-request.service';
import { BookingSlotsService } from './booking-slots.service';
import { BookingController } from './booking.controller';
import { SimplyBookClient } from './simplybook.client';
import { SIMPLYBOOK } from './simplybook.port';

/**
 * Service and class booking over SimplyBook with promo codes and card payment (issue 14; docs/booking.md,
 * decision 0021): the site's own booking API, the operators' bookings list, and BookingCatalogueService, which the
 * render module uses to render a booking block's first step. Needs the global CacheModule, CaptchaModule,
 * ConfigModule, ClockModule and IdentityModule.
 */
@Module({
  imports: [CentresModule, ContentModule, SubmissionsModule, SubscriptionsModule, PaymentsModule],
  controllers: [BookingController, BookingAdminController],
  providers: [
    {
      provide: SIMPLYBOOK,
      inject: [APP_CONFIG],
      useFactory: (config: Configuration) => SimplyBookClient.fromConfig(config),
    },
    BookingCatalogueService,
    BookingBlockService,
    BookingSlotsService,
    BookingSlotsRequestService,
    BookingSessionService,
    BookingReservations,
    BookingReserveService,
    BookingReleaseService,
    BookingPaymentService,
    BookingPromoService,
    BookingConfirmService,
    // money safety (docs/booking.md "Settlement"): every card payment ends in a booking or a refund
    BookingClaims,
    BookingPaymentTasks,
    BookingRecords,
    BookingFulfilment,
    BookingSettlementService,
    BookingJournalService,
    BookingAdminService,
    OperatorTokenGuard,
  ],
  exports: [BookingCatalogueService, BookingSlotsService],
})
export class BookingModule {}
