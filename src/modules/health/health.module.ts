import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { CentresModule } from '../centres/centres.module';
import { ContentModule } from '../content/content.module';
import { PropertyDataModule } from '../property-data/property-data.module';
import { CacheHealthIndicator } from './cache.health';
import { CmsHealthIndicator } from './cms.health';
import { HealthController } from './health.controller';
import { PropertyDataHealthIndicator } from './property-data.health';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), CentresModule, ContentModule, PropertyDataModule],
  controllers: [HealthController],
  providers: [CacheHealthIndicator, CmsHealthIndicator, PropertyDataHealthIndicator],
})
export class HealthModule {}
