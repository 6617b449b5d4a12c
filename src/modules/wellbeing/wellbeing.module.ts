import { Module } from '@nestjs/common';
import { CentresModule } from '../centres/centres.module';
import { PropertyDataModule } from '../property-data/property-data.module';
import { WellbeingController } from './wellbeing.controller';
import { WellbeingService } from './wellbeing.service';

/** GET /api/well-widgets: the indoor air quality and temperature, from the property data API (docs/live-api.md). */
@Module({
  imports: [CentresModule, PropertyDataModule],
  controllers: [WellbeingController],
  providers: [WellbeingService],
})
export class WellbeingModule {}
