import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { PropertyDataModule } from '../property-data/property-data.module';
import { ParkingController } from './parking.controller';
import { ParkingService } from './parking.service';

/** GET /api/parking and POST /api/time-to-park, from the property data API (docs/live-api.md). */
@Module({
  imports: [CentresModule, PropertyDataModule],
  controllers: [ParkingController],
  providers: [ParkingService],
})
export class ParkingModule {}
