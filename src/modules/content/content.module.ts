import { Module } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CONTENT_PORT } from './content.port';
import { ContentService } from './content.service';
import { StoryblokContentClient } from './storyblok-content.client';

@Module({
  providers: [
    {
      provide: CONTENT_PORT,
      inject: [APP_CONFIG],
      useFactory: (config: Configuration) =>
        new StoryblokContentClient({ endpoint: config.content.endpoint, timeoutSeconds: config.content.timeoutSeconds }),
    },
    ContentService,
  ],
  exports: [ContentService],
})
export class ContentModule {}
