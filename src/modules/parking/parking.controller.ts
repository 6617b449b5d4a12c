import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centres.config';
import type { ParkingResponse, TimeToParkResponse } from '../../common/domain/live/live-api.types';
import { Centre } from '../centres/centre.decorator';
import { PARKING_CACHE_CONTROL } from './parking-cache.policy';
import { ParkingService } from './parking.service';
import { TimeToParkRequestDto } from './time-to-park.request.dto';

/** The car parks of the centre the Host names (spec 1 §7, docs/live-api.md). */
@Controller('api')
export class ParkingController {
  constructor(private readonly parking: ParkingService) {}

  @Get('parking')
  @Header('cache-control', PARKING_CACHE_CONTROL)
  @Header('vary', 'Host')
  occupancy(@Centre() centre: CentreConfig): Promise<ParkingResponse> {
    return this.parking.occupancy(centre);
  }

  /** A query in a POST body: answered 200, never kept by browsers or CDNs (the server caches it). */
  @Post('time-to-park')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  timeToPark(@Body() body: TimeToParkRequestDto, @Centre() centre: CentreConfig): Promise<TimeToParkResponse> {
    return this.parking.timeToPark(centre, body.region_id);
  }
}
