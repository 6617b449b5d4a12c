import { Inject, Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { FeeSettings, TaxSettings } from '../../common/domain/ticketing/ticketing-wire';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { checkoutLapsed } from './ticketing.errors';

/** The seal's purpose: a checkout opens as nothing else (a booking reservation, a verification) and nothing else as it. */
export const CHECKOUT_SEAL = 'ticketing-checkout';

/**
 * A checkout at Vivenu as the browser carries it (decision 0029 item 2): sealed by the server (IdentityKeys.seal,
 * AES-GCM, as booking seals its reservations), so the browser never sees Vivenu's secret and cannot change what it
 * carries. Any instance opens it; a changed, foreign or lapsed token opens as nothing.
 */
export interface CheckoutFacts {
  centre: string;
  /** the ticket order's own id (random, made at creation): what its ledger task, payments and records are keyed by */
  order: string;
  /** the Vivenu event the tickets are for (a child of a ROOT for a recurrent event) */
  eventId: string;
  eventName: string;
  /** ISO start of the event (operators' list, the confirmation) */
  eventStart: string;
  checkoutId: string;
  secret: string;
  /** epoch ms Vivenu's hold lapses */
  expiresAt: number;
  /** one more with each change of the cart, details or coupon: a token of an earlier revision no longer pays */
  revision: number;
  /** the event's price settings as Vivenu gave them when the checkout was made (prices are never the browser's) */
  fees: FeeSettings;
  tax: TaxSettings;
  /** the coupon applied to the checkout, if any */
  coupon?: string;
  /** details were given (POST /api/checkout/details): the order may be paid or booked */
  detailsGiven?: boolean;
  /**
   * a seated event's seat reservation at the seating service (its token, never shown to the browser in the clear):
   * given back with the checkout's stock when the checkout is aborted or abandoned (docs/seating.md)
   */
  seatingToken?: string;
}

/** Seals and opens checkouts (CheckoutFacts). */
@Injectable()
export class TicketingCheckouts {
  constructor(
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  seal(facts: CheckoutFacts): string {
    return this.keys.seal(CHECKOUT_SEAL, facts);
  }

  /** A live checkout of this centre, or spec 3 §8's 'reservation has expired'. */
  open(centre: CentreConfig, token: unknown): CheckoutFacts {
    const facts = this.openLapsed(centre, token);
    if (!(facts.expiresAt > this.clock.now().getTime())) throw checkoutLapsed();
    return facts;
  }

  /**
   * A checkout of this centre whatever its hold: what a payment that outlived the hold is settled with, the
   * confirmation refetched with, and an abort made with; nothing else may use a lapsed one.
   */
  openLapsed(centre: CentreConfig, token: unknown): CheckoutFacts {
    const facts = this.keys.open<CheckoutFacts>(CHECKOUT_SEAL, token);
    if (!facts || facts.centre !== centre.slug || typeof facts.checkoutId !== 'string') throw checkoutLapsed();
    return facts;
  }
}
