/**
 * Test helpers: a Vivenu sandbox (with its seating service) on a movable clock for two demo centres, and JSON callers
 * over real HTTP.
 */
import type { VivenuSeatMap, VivenuSeatObject } from '../../modules/ticketing/seating.wire';
import type { VivenuCheckout } from '../../modules/ticketing/vivenu.wire';
import { startVivenuSandbox } from './vivenu-sandbox';
import type { SandboxSeller, VivenuSandbox } from './vivenu-sandbox.types';

/** Saturday 28 November 2026, 09:00 in Melbourne (AEDT, UTC+11) */
export const SATURDAY_9AM = Date.parse('2026-11-27T22:00:00Z');

/** the sandbox's today is Saturday 28 November in Melbourne: Monday 30 November's 10:30 is the nearly sold out session */
export const NEARLY_SOLD_OUT = 'willowvale-recurrent-20261130-1030';
/** a session with all its stock: Adult 40, Child 30, Family 10 */
export const SESSION = 'willowvale-recurrent-20261201-1030';
/** willowvale's seller key */
export const KEY = 'gw-willowvale';
export const DETAILS = { prename: 'Jo', lastname: 'Citizen', email: 'jo@example.com', emailRepeat: 'jo@example.com' };

/** willowvale's seated single event (the 296-seat playhouse) and its seating event */
export const SEATED = 'willowvale-seated';
export const SEATED_SEATING = 'seating-willowvale-seated';
/** a date of willowvale's seated recurrent event (the 2,000-seat arena): Wednesday 2 December, 19:00 */
export const ARENA_DATE = 'willowvale-seated-recurrent-20261202-1900';
export const ARENA_SEATING = `seating-${ARENA_DATE}`;

/** every seat of a seating service's map */
export const seatsOf = (map: VivenuSeatMap): VivenuSeatObject[] =>
  map.sections.flatMap((section) => section.rows.flatMap((row) => row.seats));

export const SELLERS: SandboxSeller[] = [
  {
    centre: 'willowvale',
    sellerId: 'seller-willowvale',
    gatewaySecret: 'gw-willowvale',
    timeZone: 'Australia/Melbourne',
  },
  {
    centre: 'karri-ridge',
    sellerId: 'seller-karri-ridge',
    gatewaySecret: 'gw-karri-ridge',
    timeZone: 'Australia/Perth',
  },
];

export interface VivenuAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface TestVivenu {
  sandbox: VivenuSandbox;
  clock: { ms: number; advance(minutes: number): void };
  /** a call to the core API; `key` sends a bearer token */
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<VivenuAnswer<T>>;
  /** a call to the seating service's API */
  seat<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<VivenuAnswer<T>>;
}

export async function startTestVivenu(
  options: { startMs?: number; checkoutMinutes?: number; seatHoldSeconds?: number } = {},
): Promise<TestVivenu> {
  const clock = {
    ms: options.startMs ?? SATURDAY_9AM,
    advance(minutes: number) {
      this.ms += minutes * 60_000;
    },
  };
  const sandbox = await startVivenuSandbox({
    sellers: SELLERS,
    now: () => new Date(clock.ms),
    ...(options.checkoutMinutes ? { checkoutMinutes: options.checkoutMinutes } : {}),
    ...(options.seatHoldSeconds ? { seatHoldSeconds: options.seatHoldSeconds } : {}),
  });
  const send = async <T>(url: string, method: 'GET' | 'POST', body?: unknown, key?: string) => {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return {
    sandbox,
    clock,
    call: <T>(method: 'GET' | 'POST', path: string, body?: unknown, key?: string): Promise<VivenuAnswer<T>> =>
      send<T>(`${sandbox.coreUrl}${path}`, method, body, key),
    seat: <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<VivenuAnswer<T>> =>
      send<T>(`${sandbox.seatingUrl}${path}`, method, body),
  };
}

/** `POST /api/checkout` for `[ticketTypeId, amount]` pairs, with coupon codes if given */
export function checkoutOf(
  vivenu: TestVivenu,
  eventId: string,
  items: Array<[string, number]>,
  coupons?: string[],
): Promise<VivenuAnswer<VivenuCheckout>> {
  return vivenu.call<VivenuCheckout>('POST', '/checkout', {
    type: 'transaction',
    eventId,
    items: items.map(([ticketTypeId, amount]) => ({ type: 'ticket', ticketTypeId, amount })),
    ...(coupons ? { coupons } : {}),
  });
}
