import type { Provider } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { SeatingClient } from './seating.client';
import { SEATING } from './seating.port';

/**
 * The seating port as the ticketing module injects it (`@Inject(SEATING) seating: SeatingPort`): the real client of
 * the configuration (SEATING_BASE_URL), which demo and test point at the Vivenu sandbox's seating service.
 */
export const SEATING_PROVIDER: Provider = {
  provide: SEATING,
  inject: [APP_CONFIG],
  useFactory: (config: Configuration) => SeatingClient.fromConfig(config),
};
