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
})
export class TrafficModule {}
