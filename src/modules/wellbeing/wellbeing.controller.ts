import { Controller, Get, Header, Headers, NotFoundException } from '@nestjs/common';
import type { WellWidgetsResponse } from '../../common/domain/live/live-api.types';
import { CentresService } from '../centres/centres.service';
import { WELLBEING_CACHE_CONTROL } from './wellbeing-cache.policy';
import { WellbeingService } from './wellbeing.service';

/** GET /api/well-widgets for the centre the Host names (spec 1 §7, docs/live-api.md). */
@Controller('api/well-widgets')
export class WellbeingController {
  constructor(
    private readonly centres: CentresService,
    private readonly wellbeing: WellbeingService,
  ) {}

  @Get()
  @Header('cache-control', WELLBEING_CACHE_CONTROL)
  @Header('vary', 'Host')
  widgets(@Headers('host') host: string | undefined): Promise<WellWidgetsResponse> {
    const centre = this.centres.forHost(host);
    if (!centre) throw new NotFoundException();
    return this.wellbeing.widgets(centre);
  }
}
