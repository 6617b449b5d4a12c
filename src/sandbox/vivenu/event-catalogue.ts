/**
 * The sellers' events and their stock. Sale status, remaining volume and starting price are worked out from the
 * clock and the stock on every read, as Vivenu answers them.
 */
import type {
  VivenuEventInfo,
  VivenuListing,
  VivenuPublicEvent,
  VivenuSaleStatus,
} from '../../modules/ticketing/vivenu.wire';
import { seedEvents } from './event-seed';
import { notFound } from './vivenu-http-error';
import type { SandboxEvent } from './sandbox-event';
import type { EventStock, SandboxSeller } from './vivenu-sandbox.types';
import type { SeatingEventRef } from './seating/seat-reservations';

export interface ListingQuery {
  sellerId: string;
  rootId?: string;
  startMin?: string;
  top: number;
  skip: number;
}

export class EventCatalogue {
  private readonly events = new Map<string, SandboxEvent>();
  private readonly seated = new Map<string, SeatingEventRef>();

  constructor(
    sellers: SandboxSeller[],
    private readonly now: () => Date,
  ) {
    for (const seller of sellers)
      for (const event of seedEvents(seller, now())) {
        this.events.set(event._id, event);
        if (event.seatingEventId && event.venue)
          this.seated.set(event.seatingEventId, {
            seatingEventId: event.seatingEventId,
            venue: event.venue,
            eventId: event._id,
          });
      }
  }

  /** the seating service's event, as the seating sandbox seats it */
  seatingEvent(seatingEventId: string): SeatingEventRef | undefined {
    return this.seated.get(seatingEventId);
  }

  get(eventId: string): SandboxEvent {
    const event = this.events.get(eventId);
    if (!event) throw notFound('Event not found');
    return event;
  }

  find(eventId: string): SandboxEvent | undefined {
    return this.events.get(eventId);
  }

  /** remaining volume: what is left of every ticket type */
  volume(event: SandboxEvent): number {
    if (event.eventType === 'ROOT')
      return (event.childEvents ?? []).reduce((sum, id) => sum + this.volume(this.get(id)), 0);
    return event.tickets.filter((type) => type.active).reduce((sum, type) => sum + Math.max(0, type.v), 0);
  }

  saleStatus(event: SandboxEvent): VivenuSaleStatus {
    const now = this.now().getTime();
    if (Date.parse(event.end) <= now) return 'past';
    if (event.sellStart && Date.parse(event.sellStart) > now) return 'planned';
    return this.volume(event) <= 0 ? 'soldOut' : 'onSale';
  }

  startingPrice(event: SandboxEvent): number {
    const prices = event.tickets.filter((type) => type.active).map((type) => type.price);
    return prices.length > 0 ? Math.min(...prices) : 0;
  }

  info(eventId: string): VivenuEventInfo {
    const event = this.get(eventId);
    const { childEvents: _children, venue: _venue, seating, ...rest } = event;
    return {
      ...rest,
      tickets: event.tickets.map((type) => ({ ...type })),
      saleStatus: this.saleStatus(event),
      seating: seating === true,
      v: this.volume(event),
      startingPrice: this.startingPrice(event),
      unlockMode: 'none',
    };
  }

  publicEvent(eventId: string): VivenuPublicEvent {
    const event = this.get(eventId);
    return {
      _id: event._id,
      name: event.name,
      saleStatus: this.saleStatus(event),
      v: this.volume(event),
      tickets: event.tickets.map((type) => ({
        _id: type.id,
        name: type.name,
        price: type.price,
        amount: type.v,
        active: type.active,
        categoryRef: type.categoryRef,
        v: type.v,
      })),
    };
  }

  /** The seller's events by start; with `rootId` only that ROOT's dates and times. */
  listings(query: ListingQuery): VivenuListing[] {
    const startMin = query.startMin ? Date.parse(query.startMin) : undefined;
    return [...this.events.values()]
      .filter((event) => event.sellerId === query.sellerId)
      .filter((event) => (query.rootId ? event.rootId === query.rootId : event.eventType !== 'RECURRENCE'))
      .filter((event) => startMin === undefined || Number.isNaN(startMin) || Date.parse(event.start) >= startMin)
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id))
      .slice(query.skip, query.skip + query.top)
      .map((event) => ({
        _id: event._id,
        name: event.name,
        sellerId: event.sellerId,
        start: event.start,
        end: event.end,
        timezone: event.timezone,
        locationName: event.locationName,
        eventType: event.eventType,
        ...(event.rootId ? { rootId: event.rootId } : {}),
        ...(event.childEvents ? { childEvents: [...event.childEvents] } : {}),
        saleStatus: this.saleStatus(event),
        v: this.volume(event),
        startingPrice: this.startingPrice(event),
        meta: { ...event.meta },
      }));
  }

  setStock(eventId: string, ticketTypeId: string, v: number): void {
    if (!Number.isInteger(v) || v < 0) throw new Error('v must be a whole number from 0');
    const type = this.get(eventId).tickets.find((candidate) => candidate.id === ticketTypeId);
    if (!type) throw new Error(`no ticket type ${ticketTypeId} on ${eventId}`);
    type.v = v;
  }

  stock(eventId: string): EventStock | undefined {
    const event = this.find(eventId);
    if (!event) return undefined;
    return {
      eventId,
      v: this.volume(event),
      saleStatus: this.saleStatus(event),
      tickets: Object.fromEntries(event.tickets.map((type) => [type.id, type.v])),
    };
  }

  allStock(): EventStock[] {
    return [...this.events.keys()].map((id) => this.stock(id)!);
  }
}
