import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type {
  TicketingAvailability,
  TicketingEvent,
  TicketingEventSummary,
} from '../../common/domain/ticketing/ticketing-wire';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { eventUnavailableMessage } from '../../common/domain/ticketing/event-availability';
import { eventUnavailable, fromVivenu } from './ticketing.errors';
import { toAvailability, toEventSummary, toTicketingEvent } from './vivenu.mapper';
import { VIVENU, type VivenuPort } from './vivenu.port';

/** a recurrent event's dates and times the time picker gets at most */
const LISTING_TOP = 100;

/**
 * GET /api/events/public/listings, /api/events/info/:id and /api/public/events/:id (spec 3 §4.2, §7.1): Vivenu's
 * events as the modal reads them, in the site's shapes (integer cents), with spec 3 §8's availability errors.
 */
@Injectable()
export class TicketingEventsService {
  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A ROOT's dates and times from now on; empty for a single event (the browser then asks for its info). */
  async listings(centre: CentreConfig, rootId: string): Promise<{ events: TicketingEventSummary[] }> {
    try {
      const listed = await this.vivenu.listings(centre.slug, {
        rootId,
        startMin: this.clock.now().toISOString(),
        top: LISTING_TOP,
      });
      const dates = listed.filter((event) => event._id !== rootId && event.eventType !== 'ROOT');
      return { events: dates.map((event) => toEventSummary(event, centre.timeZone)) };
    } catch (error) {
      // a single event's id is no ROOT: it has no dates of its own to list
      const failure = fromVivenu(error);
      if (failure.code === 'TICKETING.EVENT.NOT_FOUND') return { events: [] };
      throw failure;
    }
  }

  /**
   * The event as the modal shows it, or spec 3 §8's reason it cannot be booked (the rules': sold out, expired, a
   * ROOT's own sales). A planned event opens: its checkout answers 'Shop is not on sale'.
   */
  async info(centre: CentreConfig, eventId: string): Promise<TicketingEvent> {
    const event = await this.read(centre, eventId);
    const refusal = eventUnavailableMessage(event);
    if (refusal) throw eventUnavailable(refusal);
    return event;
  }

  /** The event whatever its sale status (what a checkout is priced with). */
  async read(centre: CentreConfig, eventId: string): Promise<TicketingEvent> {
    try {
      return toTicketingEvent(await this.vivenu.eventInfo(centre.slug, eventId));
    } catch (error) {
      throw fromVivenu(error);
    }
  }

  async availability(centre: CentreConfig, eventId: string): Promise<TicketingAvailability> {
    try {
      return toAvailability(await this.vivenu.publicEvent(centre.slug, eventId));
    } catch (error) {
      throw fromVivenu(error);
    }
  }
}
