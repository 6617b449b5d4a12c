import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { SeatMapView, SeatReservation } from '../../common/domain/ticketing/ticketing-wire';
import { DEFAULT_RULE_MESSAGES } from '../../common/domain/forms/field-messages';
import { RateLimitTimes } from '../../common/server/http/rate-limit/rate-limit.decorators';
import { beaconBody, TOKEN_MAX_LENGTH } from '../../common/server/validation/request-body';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { eventIdOf } from './checkout.request.dto';
import { FreeSeatDto, ReserveSeatDto } from './seating.request.dto';
import { SeatingService } from './seating.service';

/**
 * a seat map is pressed many times per order (each seat reserved, perhaps freed again): its writes have four times
 * the per-address budget of the site's other POSTs
 */
const SEAT_PRESSES = 4;

/** A reservation token, as the cancel's JSON, beacon or form body or its query names it, or the house 400. */
function tokenOf(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > TOKEN_MAX_LENGTH)
    throw new RequestValidationException({ token: DEFAULT_RULE_MESSAGES.invalid });
  return value;
}

/**
 * Seated events (issue 25; spec 3 §7.3; docs/seating.md): the seat map of an event's date, and the visitor's seat
 * reservation: seats reserved and freed, the reservation cancelled (also from a beacon as the page goes away).
 * Nothing here is behind the human check: a seat hold costs nothing and lapses by itself.
 */
@Controller('api')
export class SeatingController {
  constructor(private readonly seating: SeatingService) {}

  /** Seat states are live: never kept by a cache on the way. */
  @Get('seating/:eventId/map')
  @Header('cache-control', 'no-store')
  map(@Param('eventId') eventId: string, @Centre(unknownCentre) centre: CentreConfig): Promise<SeatMapView> {
    return this.seating.map(centre, eventIdOf(eventId));
  }

  @Post('seating/:eventId/reserve')
  @HttpCode(200)
  @RateLimitTimes(SEAT_PRESSES)
  reserve(
    @Param('eventId') eventId: string,
    @Body() body: ReserveSeatDto,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<SeatReservation> {
    return this.seating.reserve(centre, eventIdOf(eventId), body);
  }

  @Post('seating/:eventId/free')
  @HttpCode(200)
  @RateLimitTimes(SEAT_PRESSES)
  free(
    @Param('eventId') eventId: string,
    @Body() body: FreeSeatDto,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<{ status: 'ok'; validUntil: string }> {
    return this.seating.free(centre, eventIdOf(eventId), body);
  }

  /** JSON; or, from `navigator.sendBeacon` on pagehide, the same JSON as text/plain or a form-encoded `token`. */
  @Post('reservation/cancel')
  @HttpCode(200)
  cancel(@Body() body: unknown, @Centre(unknownCentre) centre: CentreConfig): Promise<{ status: 'cancelled' }> {
    return this.seating.cancel(centre, tokenOf(beaconBody(body).token));
  }

  @Get('reservation/cancel')
  @Header('cache-control', 'no-store')
  cancelByLink(
    @Query('token') token: unknown,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<{ status: 'cancelled' }> {
    return this.seating.cancel(centre, tokenOf(token));
  }
}
