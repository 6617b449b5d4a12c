import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { Configuration } from '../../../../config/configuration';
import { APP_CONFIG } from '../config/app-config.token';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { createLogger } from '../logging/create-logger';
import { ROOT_LOGGER } from '../logging/logger.tokens';
import { PinoLoggerService } from '../logging/pino-logger.service';
import { createValidationPipe } from '../validation/create-validation-pipe';

/**
 * The request baseline that lives in Nest's DI: the one exception filter, the one validation pipe
 * and the root logger. Its Express half is configureHttp. Needs APP_CONFIG (ConfigModule.forRoot).
 */
@Global()
@Module({
  providers: [
    { provide: ROOT_LOGGER, useFactory: (config: Configuration) => createLogger(config), inject: [APP_CONFIG] },
    PinoLoggerService,
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
  exports: [ROOT_LOGGER, PinoLoggerService],
})
export class HttpBaselineModule {}
