import { Controller, Get, Header } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { WellWidgetsResponse } from '../../common/domain/live/live-api.types';
import { Centre } from '../centres/centre.decorator';
import { WELLBEING_CACHE_CONTROL } from './wellbeing-cache.policy';
import { WellbeingService } from './wellbeing.service';

/** GET /api/well-widgets for the centre the Host names (spec 1 §7, docs/live-api.md). */
@Controller('api/well-widgets')
export class WellbeingController {
  constructor(private readonly wellbeing: WellbeingService) {}

  @Get()
  @Header('cache-control', WELLBEING_CACHE_CONTROL)
  @Header('vary', 'Host')
  widgets(@Centre() centre: CentreConfig): Promise<WellWidgetsResponse> {
    return this.wellbeing.widgets(centre);
  }
}
