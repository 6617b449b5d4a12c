import { DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK, Clock, systemClock } from './clock';

@Global()
@Module({})
export class ClockModule {
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return { module: ClockModule, providers: [{ provide: CLOCK, useValue: clock }], exports: [CLOCK] };
  }
}
