import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import type { CentreConfig } from '../../../config/centre.types';
import { eventUnavailableMessage } from '../../common/domain/ticketing/event-availability';
import { seatCap } from '../../common/domain/ticketing/ticket-selection';
import type {
  SeatMapView,
  SeatReservation,
  TicketingEvent,
  TicketRequestItem,
} from '../../common/domain/ticketing/ticketing-wire';
import { EVENT_NOT_FOUND } from '../../common/domain/ticketing/ticketing-messages';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { DomainError } from '../../common/server/errors/domain-error';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CardSettlement } from '../payments/card-settlement.service';
import type { FreeSeatDto, ReserveSeatDto } from './seating.request.dto';
import { toSeatMapView, validUntilOf } from './seating.mapper';
import { SEATING, SeatingError, type SeatingPort } from './seating.port';
import { SeatingReservations, type ReservationFacts } from './seating-reservations';
import { TicketingEventsService } from './ticketing-events.service';
import {
  eventNotFound,
  eventUnavailable,
  noSeatMap,
  reservationNotFound,
  seatLimitExceeded,
  seatUnavailable,
  ticketingUpstreamFailed,
  ticketsNotAvailable,
} from './ticketing.errors';

/** Vivenu's hold when the seating service does not say (contracts.md §3: 15 minutes after the last change) */
const DEFAULT_HOLD_MS = 15 * 60 * 1000;

type SeatedEvent = TicketingEvent & { seatingEventId: string };

/** What a seated checkout's cart holds at the seating service. */
export interface CheckoutSeats {
  /** the seating service's reservation token (for Vivenu's `seatingReservationToken`); none for an unseated event */
  token?: string;
  seats: number;
}

/**
 * Seated events (issue 25; spec 3 §4.2, §5.2, §7.3; docs/seating.md): the seat map of an event's date with every
 * seat's state now; seats reserved and freed under one seat reservation (the first reserve makes it; sealed for
 * the browser), never more than the seat cap (the smaller of the event's tickets per order and its stock, counted
 * over the seats every instance reserved: one change of a reservation at a time, under its lease); the reservation
 * cancelled when the visitor leaves. The seats a checkout names must be its reservation's.
 */
@Injectable()
export class SeatingService {
  private readonly logger = new Logger('Seating');
  private readonly leaseMs: number;

  constructor(
    @Inject(SEATING) private readonly seating: SeatingPort,
    private readonly events: TicketingEventsService,
    private readonly reservations: SeatingReservations,
    private readonly leases: CardSettlement,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'integrations'>,
  ) {
    // one change is one call to the seating service, which gives up after the timeout
    this.leaseMs = config.integrations.ticketing.timeoutMs * 2;
  }

  async map(centre: CentreConfig, eventId: string): Promise<SeatMapView> {
    const event = await this.seatedEvent(centre, eventId);
    try {
      return toSeatMapView(event._id, await this.seating.seatMap(event.seatingEventId), this.clock.now());
    } catch (error) {
      throw fromSeating(error);
    }
  }

  async reserve(centre: CentreConfig, eventId: string, body: ReserveSeatDto): Promise<SeatReservation> {
    const event = await this.seatedEvent(centre, eventId);
    const refusal = eventUnavailableMessage(event);
    if (refusal) throw eventUnavailable(refusal);
    const cap = seatCap(event);
    if (body.token === undefined) {
      if (cap < 1) throw seatLimitExceeded();
      const facts = { centre: centre.slug, eventId: event._id, seatingEventId: event.seatingEventId };
      return this.hold({ ...facts, token: '' }, [], body.statusId);
    }
    const facts = this.reservations.open(centre, body.token, event._id);
    return this.underLease(facts, async () => {
      const held = (await this.reservations.seats(facts.token)) ?? [];
      if (!held.includes(body.statusId) && held.length >= cap) throw seatLimitExceeded();
      return this.hold(facts, held, body.statusId, body.token);
    });
  }

  async free(centre: CentreConfig, eventId: string, body: FreeSeatDto): Promise<{ status: 'ok'; validUntil: string }> {
    const event = await this.seatedEvent(centre, eventId);
    const facts = this.reservations.open(centre, body.token, event._id);
    return this.underLease(facts, async () => {
      let validUntil: string;
      try {
        const freed = await this.seating.free(facts.seatingEventId, { statusId: body.statusId, token: facts.token });
        validUntil = validUntilOf(freed, this.clock.now(), DEFAULT_HOLD_MS);
      } catch (error) {
        const failure = SeatingError.of(error);
        // a seat the reservation does not hold is not the visitor's either way: let go, as asked
        if (!(failure instanceof SeatingError) || failure.reservationNotFound || failure.unanswered)
          throw await this.failed(facts, failure);
        validUntil = validUntilOf({}, this.clock.now(), DEFAULT_HOLD_MS);
      }
      const held = (await this.reservations.seats(facts.token)) ?? [];
      await this.reservations.keep(facts.token, held.filter((seat) => seat !== body.statusId));
      return { status: 'ok', validUntil };
    });
  }

  /** Every seat of the reservation free again (a reservation already gone has none to give back). */
  async cancel(centre: CentreConfig, sealed: unknown): Promise<{ status: 'cancelled' }> {
    const facts = this.reservations.open(centre, sealed);
    await this.cancelHeld(facts.token);
    return { status: 'cancelled' };
  }

  /** Cancels a reservation by its seating token (a checkout's, given back by its settlement). */
  async cancelHeld(token: string): Promise<void> {
    try {
      await this.seating.cancel(token);
    } catch (error) {
      const failure = SeatingError.of(error);
      if (!(failure instanceof SeatingError) || !failure.reservationNotFound) throw fromSeating(failure);
    }
    await this.reservations.forget(token);
    this.logger.log('Seat reservation cancelled');
  }

  /**
   * The seats a checkout's cart names, checked before Vivenu is asked: a seated event sells one ticket per seat of
   * the visitor's seat reservation (`sealed`, or the checkout's own `known` token), each seat once; the seats this
   * site reserved under it are known, so a seat it never held is refused here. Vivenu checks the seats again.
   */
  async checkoutSeats(
    centre: CentreConfig,
    event: TicketingEvent,
    items: readonly TicketRequestItem[],
    sealed: string | undefined,
    known?: string,
  ): Promise<CheckoutSeats> {
    const named = items.flatMap((item) => (item.seatingInfo ? [item.seatingInfo.statusId] : []));
    if (!event.seating) {
      if (named.length > 0) throw ticketsNotAvailable();
      return { seats: 0 };
    }
    const token = sealed !== undefined ? this.reservations.open(centre, sealed, event._id).token : known;
    if (!token) throw reservationNotFound();
    if (items.some((item) => !item.seatingInfo || item.amount !== 1) || new Set(named).size !== named.length)
      throw ticketsNotAvailable();
    const held = await this.reservations.seats(token);
    if (held && named.some((seat) => !held.includes(seat))) throw ticketsNotAvailable();
    return { token, seats: named.length };
  }

  /** The seat held at the seating service (into `facts.token`'s reservation, or a new one) and kept with the others. */
  private async hold(
    facts: ReservationFacts,
    held: readonly string[],
    statusId: string,
    sealed?: string,
  ): Promise<SeatReservation> {
    let reserved;
    try {
      reserved = await this.seating.reserve(facts.seatingEventId, {
        statusId,
        ...(facts.token ? { token: facts.token } : {}),
      });
    } catch (error) {
      throw await this.failed(facts, error);
    }
    const made: ReservationFacts = { ...facts, token: reserved.token };
    await this.reservations.keep(made.token, [...held, statusId]);
    return {
      token: sealed !== undefined && made.token === facts.token ? sealed : this.reservations.seal(made),
      statusId,
      validUntil: validUntilOf(reserved, this.clock.now(), DEFAULT_HOLD_MS),
    };
  }

  /** A seating failure in the visitor's words; a reservation found gone is forgotten here too. */
  private async failed(facts: ReservationFacts, error: unknown): Promise<DomainError> {
    const failure = fromSeating(error);
    if (failure.code === reservationNotFound().code && facts.token)
      await this.reservations.forget(facts.token).catch(() => undefined);
    return failure;
  }

  /** One change of the reservation at a time, whichever instance takes it (its seats are read, then written). */
  private async underLease<T>(facts: ReservationFacts, work: () => Promise<T>): Promise<T> {
    const run = await this.leases.underLease(
      this.reservations.leaseOf(facts.token),
      this.leaseMs,
      true,
      work,
      async () => undefined,
    );
    if (!run.ran) throw ticketingUpstreamFailed(new Error('the seat reservation is being changed elsewhere'));
    return run.result;
  }

  /** The event as the seat map needs it: this centre's, seated, with a seating event of its own. */
  private async seatedEvent(centre: CentreConfig, eventId: string): Promise<SeatedEvent> {
    const event = await this.events.read(centre, eventId);
    if (!event.seating || !event.seatingEventId) throw noSeatMap();
    return event as SeatedEvent;
  }
}

/**
 * What a failed seating call means to the visitor (spec 3 §8): the seat is taken ('Unavailable seat'), the
 * reservation is gone ('Reservation could not be found'), the seating event is unknown (404); anything else is
 * the unknown error. A site error thrown on the way passes as it is.
 */
export function fromSeating(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const failure = SeatingError.of(error);
  if (failure instanceof SeatingError) {
    if (failure.reservationNotFound) return reservationNotFound();
    if (failure.seatTaken) return seatUnavailable();
    // an unknown seating event is an unknown event; an unknown seat is not there to be had
    if (failure.notFound) return failure.message === EVENT_NOT_FOUND ? eventNotFound() : seatUnavailable();
  }
  return ticketingUpstreamFailed(error);
}
