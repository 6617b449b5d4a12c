import { Module } from '@nestjs/common';
import { OperatorTokenGuard } from '../../common/server/auth/operator-token.guard';
import { CentresModule } from '../centres/centres.module';
import { ContentModule } from '../content/content.module';
import { PaymentsModule } from '../payments/payments.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CheckoutAbortService } from './checkout-abort.service';
import { CheckoutCouponService } from './checkout-coupon.service';
import { CheckoutDetailsService } from './checkout-details.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { EventsController } from './events.controller';
import { PaymentController } from './payment.controller';
import { TicketConfirmService } from './ticket-confirm.service';
import { TicketOrders } from './ticket-orders';
import { TicketPaymentService } from './ticket-payment.service';
import { TicketSettlementService } from './ticket-settlement.service';
import { TicketingAdminController } from './ticketing-admin.controller';
import { TicketingAdminService } from './ticketing-admin.service';
import { TicketingCheckouts } from './ticketing-checkouts';
import { TicketingEventContentService } from './ticketing-event-content.service';
import { TicketingEventsService } from './ticketing-events.service';
import { SeatingController } from './seating.controller';
import { SEATING_PROVIDER } from './seating.provider';
import { SeatingReservations } from './seating-reservations';
import { SeatingService } from './seating.service';
import { VIVENU_PROVIDER } from './vivenu.provider';

/**
 * Event ticketing over Vivenu (issue 24; docs/ticketing.md, decision 0029): the site's own ticketing API (events,
 * checkout, coupon, payment, confirmation, abort), seated events over Vivenu's seating service (issue 25,
 * docs/seating.md: the seat map, seat reservations), the ticket orders in the ledger and their settlement (shared
 * with booking through PaymentsModule), and the operators' list. Needs the global CacheModule, CaptchaModule,
 * ConfigModule, ClockModule and IdentityModule.
 */
@Module({
  imports: [CentresModule, ContentModule, SubmissionsModule, SubscriptionsModule, PaymentsModule],
  controllers: [EventsController, CheckoutController, PaymentController, SeatingController, TicketingAdminController],
  providers: [
    VIVENU_PROVIDER,
    SEATING_PROVIDER,
    SeatingReservations,
    SeatingService,
    TicketingEventsService,
    TicketingEventContentService,
    TicketingCheckouts,
    TicketOrders,
    CheckoutService,
    CheckoutDetailsService,
    CheckoutCouponService,
    TicketPaymentService,
    TicketSettlementService,
    TicketConfirmService,
    CheckoutAbortService,
    TicketingAdminService,
    OperatorTokenGuard,
  ],
})
export class TicketingModule {}
