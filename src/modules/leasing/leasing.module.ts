import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { LeasingController } from './leasing.controller';

/** POST /api/leasing, /api/leasing-popup, /api/commercial-leasing-enquiry (docs/forms-api.md). */
@Module({
  imports: [CentresModule, EnquiriesModule],
  controllers: [LeasingController],
})
export class LeasingModule {}
