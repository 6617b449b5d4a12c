import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Configuration } from '../../../../config/configuration';
import { APP_CONFIG } from './app-config.token';

/** Provides the configuration loaded at boot to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: Configuration): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
