import type { CallLog } from '../property-api/property-api-sandbox.types';
import type { FaultSwitch } from '../shared/sandbox-fault.types';
import type { SeatingSandbox } from './seating/seating-sandbox';

/** One centre's seller: the sandbox seeds the demo events under it (README.md). */
export interface SandboxSeller {
  /** the centre slug: event ids start with it (`willowvale-recurrent`) */
  centre: string;
  sellerId: string;
  /** the bearer token the seller's private calls must carry */
  gatewaySecret: string;
  /** the centre's time zone: event times are seeded in it */
  timeZone: string;
}

export interface VivenuSandboxOptions {
  sellers: SandboxSeller[];
  /** the sandbox clock: seeds are relative to its day, checkouts expire by it (default: the wall clock) */
  now?: () => Date;
  /** how long a checkout holds its tickets (Vivenu: 15 minutes) */
  checkoutMinutes?: number;
  /** how long a seat reservation lasts after its last change (Vivenu: 15 minutes) */
  seatHoldSeconds?: number;
  host?: string;
  port?: number;
}

/** A checkout as tests and drills see it. */
export interface CheckoutSummary {
  id: string;
  sellerId: string;
  eventId: string | undefined;
  status: 'NEW' | 'ABORTED' | 'COMPLETE';
  /** true when it lapsed (then also ABORTED) */
  expired: boolean;
  expiresAt: string;
  /** tickets per ticket type id */
  tickets: Record<string, number>;
  /** whether its tickets are held from stock now */
  holding: boolean;
  realPrice: number;
  coupons: string[];
}

/** Remaining stock of an event: per ticket type id, and the event's whole. */
export interface EventStock {
  eventId: string;
  v: number;
  saleStatus: string;
  tickets: Record<string, number>;
}

export interface VivenuSandbox {
  /** the sandbox's origin (TICKETING_BASE_URL), e.g. http://127.0.0.1:43123 */
  url: string;
  /** the core API (TICKETING_CORE_URL): `${url}/api` */
  coreUrl: string;
  /** the seating service's API base (SEATING_BASE_URL), on a port of its own */
  seatingUrl: string;
  /** the seating service: its faults, request log and switches */
  seating: SeatingSandbox;
  faults: FaultSwitch;
  requests: CallLog;
  /** sets a ticket type's remaining stock (holds already taken are not touched) */
  setStock(eventId: string, ticketTypeId: string, v: number): void;
  stock(eventId: string): EventStock | undefined;
  /** lapses a checkout now: its stock comes back */
  expireCheckout(checkoutId: string): void;
  checkout(checkoutId: string): CheckoutSummary | undefined;
  checkouts(): CheckoutSummary[];
  /** the next `times` payment confirmations fail (the request CANCELED, no tickets) */
  failConfirmations(times: number): void;
  /** how long checkouts made from now on hold their tickets */
  setCheckoutMinutes(minutes: number): void;
  close(): Promise<void>;
}
