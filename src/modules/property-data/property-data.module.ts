import { Logger, Module } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { PropertyDataClient } from './property-data.client';
import { PROPERTY_DATA } from './property-data.port';

/** Longest wait between two attempts, a Retry-After included: a visitor is waiting behind every call. */
const MAX_RETRY_DELAY_MS = 2000;

/**
 * The property data API (spec 1 §7) for every feature that needs it: traffic, parking, wellbeing, and later
 * forms, competitions and booking. Import this module and inject PROPERTY_DATA (a PropertyDataPort).
 * One client per application, so the OAuth token is shared by every call.
 */
@Module({
  providers: [
    {
      provide: PROPERTY_DATA,
      inject: [APP_CONFIG],
      useFactory: (config: Configuration) => {
        const api = config.integrations.propertyApi;
        return new PropertyDataClient({
          baseUrl: api.baseUrl,
          clientId: api.clientId,
          clientSecret: api.clientSecret,
          version: api.version,
          timeoutMs: api.timeoutMs,
          retry: { retries: api.retries, baseDelayMs: api.retryDelayMs, maxDelayMs: MAX_RETRY_DELAY_MS },
          logger: new Logger('PropertyData'),
        });
      },
    },
  ],
  exports: [PROPERTY_DATA],
})
export class PropertyDataModule {}
