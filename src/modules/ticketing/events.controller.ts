import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type {
  TicketingAvailability,
  TicketingEvent,
  TicketingEventSummary,
} from '../../common/domain/ticketing/ticketing-wire';
import { Centre } from '../centres/centre.decorator';
import { unknownCentre } from '../centres/centres.errors';
import { eventIdOf } from './checkout.request.dto';
import { TicketingEventsService } from './ticketing-events.service';

/** The events the ticketing modal reads (spec 3 §7.1; docs/ticketing.md): no human check, nothing held. */
@Controller('api')
export class EventsController {
  constructor(private readonly events: TicketingEventsService) {}

  /** A recurrent event's dates and times; `eventId` (or spec 3's `rootId`) is the event story's vivenuEventId. */
  @Get('events/public/listings')
  listings(
    @Query('eventId') eventId: string | undefined,
    @Query('rootId') rootId: string | undefined,
    @Centre(unknownCentre) centre: CentreConfig,
  ): Promise<{ events: TicketingEventSummary[] }> {
    return this.events.listings(centre, eventIdOf(eventId ?? rootId));
  }

  @Get('events/info/:id')
  info(@Param('id') id: string, @Centre(unknownCentre) centre: CentreConfig): Promise<TicketingEvent> {
    return this.events.info(centre, eventIdOf(id));
  }

  @Get('public/events/:id')
  availability(@Param('id') id: string, @Centre(unknownCentre) centre: CentreConfig): Promise<TicketingAvailability> {
    return this.events.availability(centre, eventIdOf(id));
  }
}
