import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { CentresModule } from '../centres/centres.module';
import { ContentModule } from '../content/content.module';
import { CacheHealthIndicator } from './cache.health';
import { CmsHealthIndicator } from './cms.health';
import { HealthController } from './health.controller';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), CentresModule, ContentModule],
  controllers: [HealthController],
  providers: [CacheHealthIndicator, CmsHealthIndicator],
})
export class HealthModule {}
