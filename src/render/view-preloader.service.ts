import { Injectable, OnModuleInit } from '@nestjs/common';
import { preloadAllViews } from '../../client/server-render';

/** Loads every lazily split view once at start, so server renders never suspend on a chunk. */
@Injectable()
export class ViewPreloaderService implements OnModuleInit {
  async onModuleInit(): Promise<void> {
    await preloadAllViews();
  }
}
