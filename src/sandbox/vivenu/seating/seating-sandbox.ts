/**
 * Vivenu's seating service (contracts.md §3 "Seating service"), a host of its own beside the core API, as Vivenu's
 * is: the seat maps of the seated demo events, seats reserved, freed and booked, reservations cancelled or lapsed.
 * Its state is shared with the core API's checkouts (a checkout's seats must be held by its reservation token; a
 * paid checkout books them). See ../README.md "Seating".
 */
import { CallRecorder } from '../../property-api/call-log';
import { type ControlAction, faultAndRequestRoutes, requireString } from '../../shared/control-routes';
import { FaultController } from '../../shared/fault-switch';
import type { FaultSwitch } from '../../shared/sandbox-fault.types';
import type { CallLog } from '../../property-api/property-api-sandbox.types';
import { startVivenuHttpServer } from '../vivenu-http-server';
import type { ReservationSummary, SeatReservations } from './seat-reservations';
import { routeSeating } from './seating.router';

/** Vivenu's hold: a reservation lapses 15 minutes after its last change */
export const DEFAULT_SEAT_HOLD_SECONDS = 15 * 60;

export interface SeatingSandbox {
  /** the service's origin */
  url: string;
  /** its API base (SEATING_BASE_URL): `${url}/api` */
  apiUrl: string;
  faults: FaultSwitch;
  requests: CallLog;
  /** how long a reservation lasts after its last change, from now on (tests use short holds) */
  setHoldSeconds(seconds: number): void;
  reservation(token: string): ReservationSummary | undefined;
  /** live reservations */
  reservationCount(): number;
  /** lapses a reservation now: its seats are free */
  expireReservation(token: string): void;
  /** 'free', 'reserved', 'booked' (or 'notforsale') */
  seatStatus(seatingEventId: string, statusId: string): string | undefined;
  close(): Promise<void>;
}

export async function startSeatingSandbox(
  seats: SeatReservations,
  options: { now: () => Date; host?: string; port?: number },
): Promise<SeatingSandbox> {
  const faults = new FaultController();
  const requests = new CallRecorder();
  const controls = {
    setHoldSeconds: (seconds: number) => {
      if (!(seconds > 0)) throw new Error('seconds must be more than 0');
      seats.holdMs = seconds * 1000;
    },
    reservation: (token: string) => seats.reservation(token),
    reservationCount: () => seats.reservationCount(),
    expireReservation: (token: string) => seats.expire(token),
    seatStatus: (seatingEventId: string, statusId: string) => seats.seatStatus(seatingEventId, statusId),
  };
  const routes = new Map<string, ControlAction>([
    ...faultAndRequestRoutes({ faults, requests }),
    [
      'POST /__sandbox/seat-hold',
      (body) => (controls.setHoldSeconds(Number(body.seconds)), { seconds: seats.holdMs / 1000 }),
    ],
    ['GET /__sandbox/reservations', () => ({ live: seats.reservationCount() })],
    [
      'POST /__sandbox/reservations/expire',
      (body) => (controls.expireReservation(requireString(body, 'token')), { live: seats.reservationCount() }),
    ],
  ]);
  const server = await startVivenuHttpServer({
    name: 'Vivenu seating sandbox',
    controls: routes,
    faults,
    requests,
    now: options.now,
    sweep: () => seats.sweep(),
    route: (req, path, search, body) => routeSeating(seats, req, path, search, body),
    host: options.host,
    port: options.port,
  });
  return { url: server.url, apiUrl: `${server.url}/api`, faults, requests, ...controls, close: () => server.close() };
}
