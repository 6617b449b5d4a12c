import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { PropertyDataModule } from '../property-data/property-data.module';
import { TrafficController } from './traffic.controller';
import { TrafficService } from './traffic.service';

/** GET /api/traffic: arrival curves and the reading now, from the property data API (docs/live-api.md). */
@Module({
  imports: [CentresModule, PropertyDataModule],
  controllers: [TrafficController],
  providers: [TrafficService],
  // the page render reads today's traffic for a page with a traffic block (decision 0030)
  exports: [TrafficService],
})
export class TrafficModule {}
