import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { CentreConfig } from '../../config/centres.config';
import type { Configuration } from '../../config/configuration';
import { APP_CONFIG } from '../common/server/config/app-config.token';
import { CLOCK } from '../common/server/time/clock';
import type { Clock } from '../common/server/time/clock';
import { Centre } from '../modules/centres/centre.decorator';
import { siteOrigin } from './request-context';
import { SitemapService, sitemapXml } from './sitemap.service';

@Controller()
export class SitemapController {
  constructor(
    private readonly sitemap: SitemapService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Configuration,
  ) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  async sitemapXml(@Req() req: Request, @Centre() centre: CentreConfig): Promise<string> {
    return sitemapXml(siteOrigin(req, centre, this.config), await this.sitemap.paths(centre, this.clock.now()));
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(@Req() req: Request, @Centre() centre: CentreConfig): string {
    return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteOrigin(req, centre, this.config)}/sitemap.xml\n`;
  }
}
