import { Module } from '@nestjs/common';
import { CentresModule } from '../modules/centres/centres.module';
import { BookingModule } from '../modules/booking/booking.module';
import { ContentModule } from '../modules/content/content.module';
import { TrafficModule } from '../modules/traffic/traffic.module';
import { AssetManifestService } from './asset-manifest.service';
import { BookingCataloguesService } from './booking-catalogues.service';
import { VIVENU_PROVIDER } from '../modules/ticketing/vivenu.provider';
import { TicketSalesService } from './ticket-sales.service';
import { EventCalendarController } from './calendar/event-calendar.controller';
import { EventCalendarService } from './calendar/event-calendar.service';
import { CollectionsService } from './collections.service';
import { PAGE_ERROR_RENDERER } from '../common/server/errors/page-error-renderer.port';
import { PageApiController, PageController } from './page.controller';
import { PageCacheMiddleware } from './page-cache.middleware';
import { PageCacheService } from './page-cache.service';
import { PageErrorRendererService } from './page-error.renderer';
import { PageDataService } from './page-data.service';
import { ReactRendererService } from './react-renderer.service';
import { SiteDataService } from './site-data.service';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';
import { ViewPreloaderService } from './view-preloader.service';

/** Pages: path resolution, page data, streaming React render. Import it last: its catch-all route comes last. */
@Module({
  imports: [CentresModule, ContentModule, BookingModule, TrafficModule],
  controllers: [PageApiController, SitemapController, EventCalendarController, PageController],
  providers: [
    AssetManifestService,
    BookingCataloguesService,
    // Book Now's sale status on event pages; the ticketing API has its own client of the same configuration
    VIVENU_PROVIDER,
    TicketSalesService,
    PageDataService,
    SiteDataService,
    ReactRendererService,
    SitemapService,
    PageCacheService,
    CollectionsService,
    ViewPreloaderService,
    EventCalendarService,
    PageCacheMiddleware,
    { provide: PAGE_ERROR_RENDERER, useClass: PageErrorRendererService },
  ],
  exports: [ReactRendererService, SiteDataService, PageCacheMiddleware, PageCacheService],
})
export class RenderModule {}
