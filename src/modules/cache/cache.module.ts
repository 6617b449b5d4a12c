import { Global, Module } from '@nestjs/common';
import { CacheModule as NestCacheModule } from '@nestjs/cache-manager';
import { CacheAdminController } from './cache-admin.controller';
import { CacheAdminService } from './cache-admin.service';
import { CacheBackendModule } from './cache-backend.module';
import { CacheService } from './cache.service';
import { CACHE_BACKEND, CacheBackend } from './cache.tokens';
import { WebhookAuthGuard } from './webhook-auth.guard';

/**
 * The cache, global: import it once in AppModule and inject CacheService anywhere. Needs the global
 * ConfigModule (APP_CONFIG). Also serves POST /api/admin/cache/update, the CMS webhook.
 */
@Global()
@Module({
  imports: [
    CacheBackendModule,
    NestCacheModule.registerAsync({
      imports: [CacheBackendModule],
      inject: [CACHE_BACKEND],
      useFactory: (backend: CacheBackend) => ({ stores: [backend.keyv] }),
    }),
  ],
  controllers: [CacheAdminController],
  providers: [CacheService, CacheAdminService, WebhookAuthGuard],
  exports: [CacheService],
})
export class CacheModule {}
