/**
 * The seating service's public routes (contracts.md §3 "Seating service", spec 3 §7.3), under its API base
 * (`https://seatmap.vivenu.com/api`; here `<seating url>/api`): a seating event's map, a seat reserved and freed
 * under a reservation token, a reservation cancelled (POST with an empty body, or GET, the token in the query).
 */
import type { IncomingMessage } from 'node:http';
import { apiSegments, type RouteAnswer } from '../vivenu-http-server';
import { badRequest, notFound } from '../vivenu-http-error';
import type { SeatReservations } from './seat-reservations';

/** a request's JSON body */
type Body = Record<string, unknown>;

export function routeSeating(
  seats: SeatReservations,
  req: IncomingMessage,
  path: string,
  search: URLSearchParams,
  body: Body,
): RouteAnswer {
  const method = req.method ?? 'GET';
  const ok = (value: unknown): RouteAnswer => ({ status: 200, body: value });
  const [first, second, third, fourth, fifth] = apiSegments(path);

  if (first === 'public' && second === 'event' && third && !fifth) {
    if (method === 'GET' && fourth === 'map') return ok({ seatMap: seats.map(third) });
    if (method === 'POST' && fourth === 'reserve') return ok(seats.reserve(third, body));
    if (method === 'POST' && fourth === 'free') return ok(seats.free(third, body));
  }
  if (first === 'reservation' && second === 'cancel' && !third && (method === 'POST' || method === 'GET')) {
    const token = search.get('token') ?? (typeof body.token === 'string' ? body.token : '');
    if (!token) throw badRequest('"token" is required');
    return ok(seats.cancel(token));
  }
  throw notFound(`Cannot ${method} ${path}`);
}
