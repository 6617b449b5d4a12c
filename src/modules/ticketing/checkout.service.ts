import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { CheckoutView, TicketingEvent, TicketRequestItem } from '../../common/domain/ticketing/ticketing-wire';
import { RequestIdempotency } from '../payments/request-idempotency.service';
import { checkoutView } from './checkout-view';
import type { CheckoutItemsDto, CreateCheckoutDto } from './checkout.request.dto';
import { TicketOrders } from './ticket-orders';
import { TicketingCheckouts, type CheckoutFacts } from './ticketing-checkouts';
import { eventUnavailableMessage } from '../../common/domain/ticketing/event-availability';
import { OFFLINE_MESSAGE } from '../../common/domain/ticketing/ticketing-messages';
import { SeatingService } from './seating.service';
import { TicketingEventContentService } from './ticketing-event-content.service';
import { TicketingEventsService } from './ticketing-events.service';
import { checkoutLapsed, eventUnavailable, fromVivenu, ticketsNotAvailable } from './ticketing.errors';
import { VIVENU, type VivenuPort } from './vivenu.port';
import type { VivenuCheckout, VivenuTicketItem } from './vivenu.wire';

/** how long a checkout's answer, and its Idempotency-Key's body, are kept for a retry: longer than any hold */
const ANSWER_KEPT_MS = 60 * 60 * 1000;

/**
 * POST /api/checkout and /api/checkout/items (spec 3 §4.2, §7.1): the tickets held at Vivenu for the visitor, the
 * checkout sealed for the browser, and its ticket order written to the ledger so no hold is ever forgotten
 * (decision 0029 items 2 and 6). The event's sale status and ticket types are Vivenu's, the prices its checkout's.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('TicketingCheckout');

  constructor(
    @Inject(VIVENU) private readonly vivenu: VivenuPort,
    private readonly events: TicketingEventsService,
    private readonly eventContent: TicketingEventContentService,
    private readonly checkouts: TicketingCheckouts,
    private readonly orders: TicketOrders,
    private readonly idempotency: RequestIdempotency,
    private readonly seating: SeatingService,
  ) {}

  create(centre: CentreConfig, body: CreateCheckoutDto, idempotencyKey: string | undefined): Promise<CheckoutView> {
    return this.idempotency.once('ticketing:checkout', centre.slug, idempotencyKey, body, ANSWER_KEPT_MS, () =>
      this.hold(centre, body),
    );
  }

  private async hold(centre: CentreConfig, body: CreateCheckoutDto): Promise<CheckoutView> {
    const event = await this.events.read(centre, body.eventId);
    const refusal = eventUnavailableMessage(event);
    if (refusal) throw eventUnavailable(refusal);
    // spec 3 §2.2: an offline event shows its message instead of Book Now, and sells nothing here either
    const content = await this.eventContent.of(centre, [event._id, event.rootId]);
    if (content.offline) throw eventUnavailable(content.offlineMessage ?? OFFLINE_MESSAGE);
    const items = ticketItems(event, body.items);
    const seats = await this.seating.checkoutSeats(centre, event, body.items, body.seatingReservationToken);
    let checkout: VivenuCheckout;
    try {
      checkout = await this.vivenu.createCheckout(centre.slug, {
        eventId: event._id,
        items,
        ...(seats.token ? { seatingReservationToken: seats.token } : {}),
      });
    } catch (error) {
      throw fromVivenu(error);
    }
    const facts: CheckoutFacts = {
      centre: centre.slug,
      order: randomUUID(),
      eventId: event._id,
      eventName: event.name,
      eventStart: event.start,
      checkoutId: checkout._id,
      secret: checkout.secret,
      expiresAt: Date.parse(checkout.expiresAt),
      revision: 0,
      fees: event.fees,
      tax: event.tax,
      ...(seats.token ? { seatingToken: seats.token } : {}),
    };
    try {
      await this.orders.start(facts, countOf(items), seats.seats);
    } catch (error) {
      // a hold the ledger does not know could outlive a restart: give it back at once
      await this.vivenu
        .abort(centre.slug, { checkoutId: checkout._id, secret: checkout.secret })
        .catch(() => undefined);
      throw fromVivenu(error);
    }
    this.logger.log(`Checkout ${checkout._id} holds ${countOf(items)} ticket(s) of ${event._id} at ${centre.slug}`);
    return checkoutView(this.checkouts.seal(facts), checkout, facts.fees, facts.tax);
  }

  /** The cart replaced (the coupon applied kept); a new revision, so earlier tokens pay for nothing. */
  async replaceItems(centre: CentreConfig, body: CheckoutItemsDto): Promise<CheckoutView> {
    const facts = this.checkouts.open(centre, body.token);
    const event = await this.events.read(centre, facts.eventId);
    const items = ticketItems(event, body.items);
    // a seated cart names the seats of the reservation given now, or of the one the checkout was made with
    const seats = await this.seating.checkoutSeats(
      centre,
      event,
      body.items,
      body.seatingReservationToken,
      facts.seatingToken,
    );
    let checkout: VivenuCheckout;
    try {
      checkout = await this.vivenu.setItems(centre.slug, {
        checkoutId: facts.checkoutId,
        secret: facts.secret,
        eventId: facts.eventId,
        items,
        ...(facts.coupon ? { coupons: [facts.coupon] } : {}),
        ...(seats.token ? { seatingReservationToken: seats.token } : {}),
      });
    } catch (error) {
      throw fromVivenu(error, checkoutLapsed, checkoutLapsed);
    }
    const { seatingToken: _earlier, ...rest } = facts;
    const next: CheckoutFacts = {
      ...rest,
      revision: facts.revision + 1,
      expiresAt: Date.parse(checkout.expiresAt),
      detailsGiven: false,
      ...(seats.token ? { seatingToken: seats.token } : {}),
    };
    await this.noteHold(next, { tickets: countOf(items), seats: seats.seats });
    return checkoutView(this.checkouts.seal(next), checkout, next.fees, next.tax);
  }

  /**
   * The order's task follows the hold: how many tickets (and seats), the checkout and seat reservation it settles,
   * and when the job should look at it.
   */
  async noteHold(facts: CheckoutFacts, cart?: { tickets: number; seats: number }): Promise<void> {
    const task = await this.orders.get(facts.order);
    if (!task || task.state !== 'open') return;
    await this.orders.write(
      task,
      {
        expiresAt: new Date(facts.expiresAt).toISOString(),
        ...(cart ? { tickets: cart.tickets, seats: cart.seats, key: this.orders.sealKey(facts) } : {}),
      },
      this.orders.after(new Date(facts.expiresAt)),
    );
  }
}

/**
 * The ticket items Vivenu is asked for: only the event's own ticket types, within its tickets per order (a hand-made
 * request asking for more, or for a type the event has not, gets 'Tickets are not available').
 */
export function ticketItems(event: TicketingEvent, requested: readonly TicketRequestItem[]): VivenuTicketItem[] {
  const known = new Set(event.tickets.map((ticket) => ticket.id));
  if (requested.some((item) => !known.has(item.ticketTypeId))) throw ticketsNotAvailable();
  const items: VivenuTicketItem[] = requested.map((item) => ({
    type: 'ticket',
    ticketTypeId: item.ticketTypeId,
    amount: item.amount,
    ...(item.seatingInfo ? { seatingInfo: item.seatingInfo } : {}),
  }));
  if (event.max > 0 && countOf(items) > event.max) throw ticketsNotAvailable();
  return items;
}

const countOf = (items: readonly { amount: number }[]): number => items.reduce((sum, item) => sum + item.amount, 0);
