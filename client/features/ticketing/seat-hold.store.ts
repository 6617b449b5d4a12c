import { makeAutoObservable } from 'mobx';
import { HoldCountdown } from './hold-countdown';
import { cancelSeatsByBeacon, type TicketingApi } from './ticketing-api';

export interface SeatHoldDeps {
  api: Pick<TicketingApi, 'cancelSeatReservation'>;
  now: () => number;
  /** the page's beacon (a test gives its own) */
  beacon?: (token: string) => boolean;
  /** one minute left of the seat hold while no checkout holds the seats (the warning toast, once) */
  onWarning(): void;
  /** the seat hold lapsed before a checkout took the seats (spec 3 §8 'Seat Reservation Timeout') */
  onTimedOut(): void;
}

/**
 * The seat reservation held for the visitor (issue 25; spec 3 §4.2, §7.3): the token the first seat's reservation
 * gave (every later reserve, free and the checkout carry it), the countdown to its end while no checkout holds the
 * seats yet, and its release: cancelled on Leave, Back, time out and by a beacon when the page goes away, as the
 * checkout is aborted (checkout-hold.store.ts).
 */
export class SeatHold {
  token?: string;
  /** a checkout holds the seats now: its countdown is the one that counts */
  bound = false;
  /** the booking was confirmed: the seats are the visitor's, nothing to give back */
  settled = false;
  private readonly clock: HoldCountdown;

  constructor(private readonly deps: SeatHoldDeps) {
    this.clock = new HoldCountdown({ now: deps.now, onWarning: deps.onWarning, onZero: () => this.timedOut() });
    makeAutoObservable<SeatHold, 'deps' | 'clock'>(this, { deps: false, clock: false }, { autoBind: true });
  }

  /** seconds left of the seat hold while it is the hold that counts */
  get seconds(): number | undefined {
    return this.token && !this.bound && !this.settled ? this.clock.seconds : undefined;
  }

  /** A seat reserved (the first gives the token) or freed: the hold now ends at `validUntil`. */
  held(validUntil: string, token?: string): void {
    if (token) this.token = token;
    this.settled = false;
    if (!this.bound) this.clock.start(validUntil);
  }

  /** A checkout holds the seats (its seatingReservationToken): the seat countdown stops. */
  bind(): void {
    this.bound = true;
    this.clock.stop();
  }

  /** The checkout is gone and the seats with it are to be chosen again. */
  unbind(): void {
    this.bound = false;
  }

  /** The tickets are the visitor's: the seats are no longer a hold to give back. */
  settle(): void {
    this.settled = true;
    this.clock.stop();
  }

  /** The reservation cancelled (its seats free again) and its token forgotten. */
  async release(): Promise<void> {
    const token = this.token;
    const settled = this.settled;
    this.forget();
    if (!token || settled) return;
    await this.deps.api.cancelSeatReservation(token).catch(() => undefined);
  }

  /** The token forgotten without a call (the server no longer knows it). */
  forget(): void {
    this.clock.stop();
    this.token = undefined;
    this.bound = false;
  }

  /** The page goes away with seats held: a beacon, which the unload cannot cancel. */
  pageHidden(): void {
    if (!this.token || this.settled) return;
    (this.deps.beacon ?? cancelSeatsByBeacon)(this.token);
  }

  dispose(): void {
    this.clock.pause();
  }

  private timedOut(): void {
    this.deps.onTimedOut();
    void this.release();
  }
}
