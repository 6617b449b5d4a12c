import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { CARD_PAYMENTS } from './card-payments.port';
import { CardSandboxController } from './card-sandbox.controller';
import { CardSandboxService } from './card-sandbox.service';
import { CardSettlement } from './card-settlement.service';
import { CrashSwitch } from './crash-switch.service';
import { PaymentsSettleJob } from './payments-settle-job.service';
import { RequestIdempotency } from './request-idempotency.service';
import { StripeClient } from './stripe.client';

/**
 * What service booking and event ticketing share to take card payments (decision 0026, 0029 item 4): the card
 * payments port (Stripe, or its sandbox in demo and test) and the sandbox card form's confirm, the steps of every
 * settlement (card-settlement.service.ts) and the one settle routine each flow plugs into
 * (payment-settlement.service.ts), the Idempotency-Key of calls that hold or move money, the leased settle job each
 * flow's settlement registers with, and the crash drills' switch. Needs the global CacheModule, ConfigModule and
 * ScheduleModule.
 */
@Module({
  imports: [SubmissionsModule],
  controllers: [CardSandboxController],
  providers: [
    CardSandboxService,
    { provide: CARD_PAYMENTS, useClass: StripeClient },
    RequestIdempotency,
    CardSettlement,
    PaymentsSettleJob,
    CrashSwitch,
  ],
  exports: [CARD_PAYMENTS, RequestIdempotency, CardSettlement, PaymentsSettleJob, CrashSwitch],
})
export class PaymentsModule {}
