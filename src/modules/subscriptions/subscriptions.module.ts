import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { PropertyDataModule } from '../property-data/property-data.module';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

/**
 * POST /api/subscribe and /api/verify-subscription (docs/forms-api.md): sign-ups into the submissions ledger,
 * subscriber lookups at the property data API. SubscriptionsService is exported for competitions and booking.
 */
@Module({
  imports: [CentresModule, EnquiriesModule, PropertyDataModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
