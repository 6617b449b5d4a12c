import { makeAutoObservable, observable, observableRef, observableShallow, runInAction } from 'mobx';
import {
  priceFromCents,
  seatsOf,
  seatStatus,
  ticketCategoryOf,
  type SeatStatus,
} from '../../../src/common/domain/ticketing/seat-map';
import { seatNavigator, type SeatNavigator } from '../../../src/common/domain/ticketing/seat-keys';
import { seatsPerCategory } from '../../../src/common/domain/ticketing/seat-tickets';
import type { SeatsPerCategory } from '../../../src/common/domain/ticketing/ticket-selection';
import {
  RESERVATION_NOT_FOUND_CODE,
  SEAT_LIMIT_CODE,
  SEAT_UNAVAILABLE_CODE,
  type SeatMapSeat,
  type SeatMapView,
  type TicketingEvent,
} from '../../../src/common/domain/ticketing/ticketing-wire';
import type { SeatHold } from './seat-hold.store';
import { TicketingCallError, type TicketingApi } from './ticketing-api';
import { callMessage } from './ticketing-call-messages';

/** What the seat step tells the flow, which shows the dialogs and toasts (spec 3 §8). */
export interface SeatSelectionDeps {
  api: Pick<TicketingApi, 'seatMap' | 'reserveSeat' | 'freeSeat'>;
  hold: SeatHold;
  /** the event whose seats these are (its categories and prices) */
  event(): Pick<TicketingEvent, 'tickets' | 'categories'> | undefined;
  /** spec 3 §5.2 the seat cap */
  cap(): number;
  onLimit(): void;
  onUnavailable(): void;
  /** the reservation is gone (410 'Reservation could not be found') */
  onExpired(): void;
  onWheelchair(): void;
  onError(message: string): void;
}

/** A call under way for a seat: the seat shows it (pending) and cannot be pressed again. */
export type SeatPending = 'reserving' | 'freeing';

const codeOf = (error: unknown): string | undefined => (error instanceof TicketingCallError ? error.code : undefined);

/**
 * spec 3 §2.2 seat_selection, §4.2 'Seating' (issue 25): the venue's map, the seats the visitor holds (each press
 * reserves or frees one, the first reservation giving the token), the cap, and what a refusal means. Calls go one
 * after another, so the second seat always carries the token the first one was given. Each seat's view reads only
 * its own keys of `mine` and `pending` (observable maps), so a press re-renders one seat, not the venue.
 */
export class SeatSelectionStore {
  map?: SeatMapView;
  /** the map's seats by status id, and its keyboard model: built once per map (a venue has thousands of seats) */
  seatById: ReadonlyMap<string, SeatMapSeat> = new Map();
  navigator: SeatNavigator = seatNavigator({ sections: [] });
  eventId?: string;
  loading = false;
  loadError?: string;
  /** the visitor's seats, in the order chosen */
  chosen: SeatMapSeat[] = [];
  readonly mine = observable.map<string, true>();
  readonly pending = observable.map<string, SeatPending>();
  private queue: Promise<unknown> = Promise.resolve();
  /** moves on at every release, so answers to calls made before it change nothing the visitor sees */
  private generation = 0;

  constructor(private readonly deps: SeatSelectionDeps) {
    makeAutoObservable<SeatSelectionStore, 'deps' | 'queue' | 'generation'>(
      this,
      {
        deps: false,
        queue: false,
        generation: false,
        mine: false,
        pending: false,
        map: observableRef,
        seatById: observableRef,
        navigator: observableRef,
        chosen: observableShallow,
      },
      { autoBind: true },
    );
  }

  get count(): number {
    return this.chosen.length;
  }

  /** a seat's call is under way (Next waits for it) */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  get seatsPerCategory(): SeatsPerCategory {
    const event = this.deps.event();
    return event ? seatsPerCategory(event, this.chosen) : {};
  }

  /** each seat map category's name and price from, as the seats' names and the legend say them */
  get categoryOf(): ReadonlyMap<string, { name: string; priceFromCents?: number; sellable: boolean }> {
    const event = this.deps.event();
    return new Map(
      (this.map?.categories ?? []).map((category) => {
        const price = event ? priceFromCents(event, category._id) : undefined;
        const sellable = event !== undefined && ticketCategoryOf(event.categories, category._id) !== undefined;
        return [
          category._id,
          { name: category.name, sellable, ...(price === undefined ? {} : { priceFromCents: price }) },
        ];
      }),
    );
  }

  /** One seat's status for this visitor (reads only that seat's key of `mine`). */
  statusOf(seat: SeatMapSeat): SeatStatus {
    return seatStatus(seat, this.mine.has(seat.statusId), this.categoryOf.get(seat.categoryId)?.sellable ?? false);
  }

  /** The map of this event, read afresh; the seats chosen are kept (a reload after a refusal). */
  async load(eventId: string): Promise<void> {
    if (eventId !== this.eventId) this.use(undefined);
    this.eventId = eventId;
    this.loading = true;
    this.loadError = undefined;
    try {
      const map = await this.deps.api.seatMap(eventId);
      runInAction(() => {
        if (this.eventId === eventId) this.use(map);
      });
    } catch (error) {
      runInAction(() => (this.loadError = callMessage(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** A press (or Enter, or Space) on a seat: reserve it, or free it when it is the visitor's. */
  toggle(statusId: string): void {
    const seat = this.seatById.get(statusId);
    if (!seat || this.pending.has(statusId) || !this.eventId) return;
    if (this.mine.has(statusId)) {
      this.pending.set(statusId, 'freeing');
      void this.enqueue(() => this.free(seat));
      return;
    }
    if (this.statusOf(seat) !== 'available') return;
    const reserving = [...this.pending.values()].filter((what) => what === 'reserving').length;
    if (this.count + reserving >= this.deps.cap()) return this.deps.onLimit();
    this.pending.set(statusId, 'reserving');
    void this.enqueue(() => this.reserve(seat));
  }

  /** Every seat given back: the reservation cancelled once the calls under way have answered. */
  release(): Promise<void> {
    this.forget();
    return this.enqueue(() => this.deps.hold.release());
  }

  /** The seats forgotten here, without a call (the reservation is already gone or being cancelled). */
  forget(): void {
    this.generation += 1;
    this.chosen = [];
    this.mine.clear();
    this.pending.clear();
  }

  private use(map: SeatMapView | undefined): void {
    this.map = map;
    this.seatById = new Map(map ? seatsOf(map).map((seat) => [seat.statusId, seat]) : []);
    this.navigator = seatNavigator(map ?? { sections: [] });
  }

  private enqueue(call: () => Promise<void>): Promise<void> {
    const next = this.queue.then(call, call);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async reserve(seat: SeatMapSeat): Promise<void> {
    const generation = this.generation;
    const eventId = this.eventId!;
    try {
      const reservation = await this.deps.api.reserveSeat(eventId, seat.statusId, this.deps.hold.token);
      runInAction(() => {
        // a release queued after this call cancels the token this answer gave
        this.deps.hold.held(reservation.validUntil, reservation.token);
        if (generation !== this.generation) return;
        this.pending.delete(seat.statusId);
        this.mine.set(seat.statusId, true);
        this.chosen.push(seat);
      });
      if (generation === this.generation && seat.seatType === 'handicapped') this.deps.onWheelchair();
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => this.pending.delete(seat.statusId));
      this.refused(error, eventId);
    }
  }

  private async free(seat: SeatMapSeat): Promise<void> {
    const generation = this.generation;
    const token = this.deps.hold.token;
    try {
      if (token) {
        const answer = await this.deps.api.freeSeat(this.eventId!, seat.statusId, token);
        runInAction(() => this.deps.hold.held(answer.validUntil));
      }
      if (generation !== this.generation) return;
      runInAction(() => {
        this.pending.delete(seat.statusId);
        this.mine.delete(seat.statusId);
        this.chosen = this.chosen.filter((chosen) => chosen.statusId !== seat.statusId);
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => this.pending.delete(seat.statusId));
      this.refused(error, this.eventId!);
    }
  }

  /** spec 3 §8: taken (the map read again), the cap, the reservation gone, or the call's own words. */
  private refused(error: unknown, eventId: string): void {
    const code = codeOf(error);
    if (code === SEAT_UNAVAILABLE_CODE) {
      this.deps.onUnavailable();
      void this.load(eventId);
    } else if (code === RESERVATION_NOT_FOUND_CODE || (error instanceof TicketingCallError && error.status === 410)) {
      this.deps.hold.forget();
      this.forget();
      this.deps.onExpired();
    } else if (code === SEAT_LIMIT_CODE) this.deps.onLimit();
    else this.deps.onError(callMessage(error));
  }
}
