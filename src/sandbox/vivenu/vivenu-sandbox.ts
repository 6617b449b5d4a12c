/**
 * A local stand-in for Vivenu's core API (contracts.md §3) over real HTTP on loopback, so the real client runs
 * in demo and test modes: the demo events of every centre's seller with stock that runs out, checkouts that hold
 * it and give it back, coupons, fees and GST priced as Vivenu does, payment requests that issue tickets; and beside
 * it, on a port of its own, the seating service of the seated events (seats reserved under a token, freed, booked
 * when paid, lapsing when left). See README.md.
 */
import { CallRecorder } from '../property-api/call-log';
import {
  type ControlAction,
  type ControlBody,
  faultAndRequestRoutes,
  requireString,
} from '../shared/control-routes';
import { FaultController } from '../shared/fault-switch';
import { CheckoutStore } from './checkouts';
import { CouponBook } from './coupons';
import { EventCatalogue } from './event-catalogue';
import { PaymentRequests } from './payment-requests';
import { DEFAULT_SEAT_HOLD_SECONDS, startSeatingSandbox, type SeatingSandbox } from './seating/seating-sandbox';
import { SeatReservations } from './seating/seat-reservations';
import { startVivenuHttpServer } from './vivenu-http-server';
import { routeVivenu, type RouterState } from './vivenu.router';
import type { VivenuSandbox, VivenuSandboxOptions } from './vivenu-sandbox.types';

function wholeNumber(body: ControlBody, key: string): number {
  const value = Number(body[key]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} must be a whole number from 0`);
  return value;
}

export async function startVivenuSandbox(options: VivenuSandboxOptions): Promise<VivenuSandbox> {
  const now = options.now ?? (() => new Date());
  const faults = new FaultController();
  const requests = new CallRecorder();
  const catalogue = new EventCatalogue(options.sellers, now);
  const coupons = new CouponBook(now());
  const seats = new SeatReservations(
    (seatingEventId) => catalogue.seatingEvent(seatingEventId),
    now,
    (options.seatHoldSeconds ?? DEFAULT_SEAT_HOLD_SECONDS) * 1000,
  );
  const checkouts = new CheckoutStore(catalogue, coupons, seats, now, options.checkoutMinutes ?? 15);
  const payments = new PaymentRequests(checkouts, now);
  const state: RouterState = { sellers: options.sellers, catalogue, coupons, checkouts, payments, now };

  const sandbox = {
    setStock: (eventId: string, ticketTypeId: string, v: number) => catalogue.setStock(eventId, ticketTypeId, v),
    stock: (eventId: string) => (checkouts.sweep(), catalogue.stock(eventId)),
    expireCheckout: (checkoutId: string) => checkouts.expireNow(checkoutId),
    checkout: (checkoutId: string) => {
      checkouts.sweep();
      const record = checkouts.records.get(checkoutId);
      return record ? checkouts.summary(record) : undefined;
    },
    checkouts: () => (checkouts.sweep(), [...checkouts.records.values()].map((record) => checkouts.summary(record))),
    failConfirmations: (times: number) => payments.failConfirmations(times),
    setCheckoutMinutes: (minutes: number) => {
      if (!(minutes > 0)) throw new Error('minutes must be more than 0');
      checkouts.checkoutMinutes = minutes;
    },
  };

  const controls = new Map<string, ControlAction>([
    ...faultAndRequestRoutes({ faults, requests }),
    ['GET /__sandbox/requests/entries', () => ({ entries: requests.entries })],
    ['GET /__sandbox/stock', () => (checkouts.sweep(), { events: catalogue.allStock() })],
    [
      'POST /__sandbox/stock',
      (body) => {
        const eventId = requireString(body, 'eventId');
        sandbox.setStock(eventId, requireString(body, 'ticketTypeId'), wholeNumber(body, 'v'));
        return sandbox.stock(eventId);
      },
    ],
    ['GET /__sandbox/checkouts', () => ({ checkouts: sandbox.checkouts() })],
    [
      'POST /__sandbox/checkouts/expire',
      (body) => {
        const checkoutId = requireString(body, 'checkoutId');
        sandbox.expireCheckout(checkoutId);
        return sandbox.checkout(checkoutId);
      },
    ],
    [
      'POST /__sandbox/checkout-minutes',
      (body) => (sandbox.setCheckoutMinutes(Number(body.minutes)), { minutes: checkouts.checkoutMinutes }),
    ],
    [
      'POST /__sandbox/payment-failures',
      (body) => (sandbox.failConfirmations(wholeNumber(body, 'times')), { times: Number(body.times) }),
    ],
    ['DELETE /__sandbox/payment-failures', () => (sandbox.failConfirmations(0), { times: 0 })],
  ]);

  const core = await startVivenuHttpServer({
    name: 'Vivenu sandbox',
    controls,
    faults,
    requests,
    now,
    sweep: () => checkouts.sweep(),
    route: (req, path, search, body) => routeVivenu(state, req, path, search, body),
    host: options.host,
    port: options.port,
  });
  let seating: SeatingSandbox;
  try {
    seating = await startSeatingSandbox(seats, { now, host: options.host });
  } catch (error) {
    await core.close();
    throw error;
  }
  const url = core.url;
  return {
    url,
    coreUrl: `${url}/api`,
    faults,
    requests,
    ...sandbox,
    seatingUrl: seating.apiUrl,
    seating,
    close: async () => {
      await Promise.all([core.close(), seating.close()]);
    },
  };
}
