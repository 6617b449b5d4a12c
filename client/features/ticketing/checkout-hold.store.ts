import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckoutView } from '../../../src/common/domain/ticketing/ticketing-wire';
import { HoldCountdown } from './hold-countdown';
import { abortByBeacon, type TicketingApi } from './ticketing-api';
import { CHECKOUT_ALERT_SECONDS } from '../../../src/common/domain/ticketing/checkout-countdown';

export interface CheckoutHoldDeps {
  api: Pick<TicketingApi, 'abort'>;
  now: () => number;
  /** the page's beacon (a test gives its own) */
  beacon?: (token: string) => boolean;
  /** one minute left (spec 3 §4.2: the warning toast, once) */
  onWarning(): void;
  /** the time ran out; the hold is already being released */
  onTimedOut(): void;
}

/**
 * The checkout held for the visitor (decision 0029 items 2 and 6): the sealed token every later call carries, the
 * countdown to its expiry (spec 3 §4.2, §9: m:ss, the alert from 300 s, the warning at 60 s, out of time at
 * zero), and its release: aborted at Vivenu when the visitor leaves, goes back past it or runs out of time, and by
 * a beacon when the page goes away.
 */
export class CheckoutHold {
  checkout?: CheckoutView;
  /** the booking was confirmed: the checkout is no longer a hold to release */
  settled = false;
  private readonly clock: HoldCountdown;

  constructor(private readonly deps: CheckoutHoldDeps) {
    this.clock = new HoldCountdown({ now: deps.now, onWarning: deps.onWarning, onZero: () => this.timedOut() });
    makeAutoObservable<CheckoutHold, 'deps' | 'clock'>(this, { deps: false, clock: false }, { autoBind: true });
  }

  get seconds(): number | undefined {
    return this.checkout && !this.settled ? this.clock.seconds : undefined;
  }

  get alert(): boolean {
    return this.seconds !== undefined && this.seconds <= CHECKOUT_ALERT_SECONDS;
  }

  /** A new checkout, or one whose expiry moved: the countdown from its expiresAt. */
  hold(checkout: CheckoutView): void {
    const expiryMoved = checkout.expiresAt !== this.checkout?.expiresAt;
    this.checkout = checkout;
    this.settled = false;
    if (expiryMoved || !this.clock.running) this.clock.start(checkout.expiresAt);
  }

  /** The same checkout as a later call answered it (details, promo code): its totals, the countdown kept. */
  update(checkout: CheckoutView): void {
    if (checkout.expiresAt !== this.checkout?.expiresAt) return this.hold(checkout);
    this.checkout = checkout;
  }

  /** The tickets are the visitor's: nothing is held any more, the countdown stops. */
  settle(): void {
    this.settled = true;
    this.clock.pause();
  }

  /** The checkout aborted (its stock back) and forgotten here. */
  async release(): Promise<void> {
    const checkout = this.checkout;
    const settled = this.settled;
    this.clock.stop();
    runInAction(() => (this.checkout = undefined));
    if (!checkout || settled) return;
    await this.deps.api.abort(checkout.token).catch(() => undefined);
  }

  /** The page goes away with a hold: a beacon, which the unload cannot cancel. */
  pageHidden(): void {
    const token = this.checkout?.token;
    if (!token || this.settled) return;
    (this.deps.beacon ?? abortByBeacon)(token);
  }

  dispose(): void {
    this.clock.pause();
  }

  private timedOut(): void {
    this.deps.onTimedOut();
    void this.release();
  }
}
