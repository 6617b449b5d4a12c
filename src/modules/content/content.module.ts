import { Module } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CentresModule } from '../centres/centres.module';
import { CONTENT_PORT } from './content.port';
import { ContentService } from './content.service';
import { SearchIndexService } from './search/search-index.service';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { StoryblokContentClient } from './storyblok-content.client';

/** The CMS port and its cached reads, and the site search over the published content (`GET /api/search`). */
@Module({
  imports: [CentresModule],
  controllers: [SearchController],
  providers: [
    {
      provide: CONTENT_PORT,
      inject: [APP_CONFIG],
      useFactory: (config: Configuration) =>
        new StoryblokContentClient({ endpoint: config.content.endpoint, timeoutSeconds: config.content.timeoutSeconds }),
    },
    ContentService,
    SearchIndexService,
    SearchService,
  ],
  exports: [ContentService, SearchService],
})
export class ContentModule {}
