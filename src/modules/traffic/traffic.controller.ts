import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { CentreConfig } from '../../../config/centres.config';
import type { TrafficResponse } from '../../common/domain/live/live-api.types';
import { Centre } from '../centres/centre.decorator';
import { TrafficQueryDto } from './traffic-query.request.dto';
import { TrafficService } from './traffic.service';

/** GET /api/traffic?startDate=YYYY-MM-DD for the centre the Host names (spec 1 §7, docs/live-api.md). */
@Controller('api/traffic')
export class TrafficController {
  constructor(private readonly trafficService: TrafficService) {}

  @Get()
  @Header('vary', 'Host')
  async traffic(
    @Query() query: TrafficQueryDto,
    @Centre() centre: CentreConfig,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TrafficResponse> {
    const answer = await this.trafficService.traffic(centre, query.startDate);
    res.setHeader('cache-control', `public, max-age=${answer.maxAgeSeconds}`);
    return answer.body;
  }
}
