/**
 * Vivenu's seating service as it speaks (contracts.md §3 "Seating service", spec 3 §7.3): a host of its own
 * (`https://seatmap.vivenu.com/api`), public calls, a seat held under a reservation token. Only the fields the site
 * reads or sends are named; seating.mapper.ts turns the seat map into the site's SeatMapView
 * (src/common/domain/ticketing/ticketing-wire.ts). The seat map's layout fields are this site's reading of
 * Vivenu's seat map objects (docs/seating.md "The seat map as the seating service sends it"); the reserve, free and
 * cancel bodies are contracts.md's.
 */

/** A seat object's status (contracts.md §3 object status); 'forsale' reads as free. */
export type VivenuSeatStatus = 'free' | 'forsale' | 'reserved' | 'booked' | 'notforsale';

/** A seat object (`_type` 6): where it is drawn, its category, and its status now. */
export interface VivenuSeatObject {
  _id: string;
  _type: 6;
  /** the seat's number or name within its row */
  name: string;
  /** the status object's id: what reserve and free name as `objectId`, and a ticket's `seatingInfo.statusId` */
  statusId: string;
  /** the seat map category (an event category's `seatingReference`) */
  categoryId: string;
  /** 'handicapped' marks a wheelchair space */
  seatType?: 'normal' | 'handicapped';
  x: number;
  y: number;
  status: VivenuSeatStatus;
}

export interface VivenuSeatRow {
  _id: string;
  name: string;
  seats: VivenuSeatObject[];
}

export interface VivenuSeatSection {
  _id: string;
  name: string;
  /** where the section's name is drawn */
  label: { x: number; y: number };
  rows: VivenuSeatRow[];
}

export interface VivenuSeatCategory {
  _id: string;
  name: string;
  /** a CSS colour */
  color: string;
}

/** The venue of one seating event with every seat's status (GET .../map, its `seatMap`). */
export interface VivenuSeatMap {
  /** the seating event's id */
  _id: string;
  name: string;
  width: number;
  height: number;
  stage?: { x: number; y: number; width: number; height: number; label: string };
  categories: VivenuSeatCategory[];
  sections: VivenuSeatSection[];
}

/** GET {base}/public/event/{seatingEventId}/map?t=<now ms> */
export interface VivenuSeatMapAnswer {
  seatMap: VivenuSeatMap;
}

/** POST {base}/public/event/{seatingEventId}/reserve */
export interface VivenuSeatReserveRequest {
  /** the seat's status id */
  objectId: string;
  /** the reservation to add the seat to; none: a new reservation, whose token the answer gives */
  token?: string;
  /** one per seat object (general admission areas take more) */
  amount: 1;
  childEventIds?: string[];
}

/**
 * The reservation's answer: `status: 'ok'` with the token (and the seat's status id); `validUntil` (when the
 * reservation lapses unless changed again) is sent by this site's seating service, not confirmed upstream.
 */
export interface VivenuSeatReservation {
  status: 'ok';
  statusId: string;
  token: string;
  validUntil?: string;
}

/** POST {base}/public/event/{seatingEventId}/free */
export interface VivenuSeatFreeRequest {
  objectId: string;
  token: string;
  amount: 1;
  childEventIds?: string[];
}

export interface VivenuSeatFreed {
  status: 'ok';
  validUntil?: string;
}

/** The seating service's failure: read from the body, whatever the HTTP status (spec 3 §7.3). */
export interface VivenuSeatingError {
  statusCode: string | number;
  error?: string;
  message: string;
}
