import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';

export const AFTER_SHUTDOWN = Symbol('AFTER_SHUTDOWN');

/**
 * What the process started beside the app and must stop with it (the sandboxes of `npm start`): run once the app
 * has stopped taking requests, on SIGTERM or SIGINT as on `app.close()`, so their files (the SimplyBook diary's
 * lock, dynalite's LevelDB) are closed cleanly.
 */
@Injectable()
export class AfterShutdown implements OnApplicationShutdown {
  constructor(@Inject(AFTER_SHUTDOWN) private readonly stop: () => Promise<void>) {}

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
