import type { Provider } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { VivenuClient } from './vivenu.client';
import { VIVENU } from './vivenu.port';

/**
 * The Vivenu port as the ticketing module injects it (`@Inject(VIVENU) vivenu: VivenuPort`): the real client of
 * the configuration, which demo and test point at the Vivenu sandbox.
 */
export const VIVENU_PROVIDER: Provider = {
  provide: VIVENU,
  inject: [APP_CONFIG],
  useFactory: (config: Configuration) => VivenuClient.fromConfig(config),
};
