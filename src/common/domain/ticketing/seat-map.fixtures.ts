/**
 * Venues for tests and benches (the seating sandbox has its own): sections of lettered rows and numbered seats,
 * laid out in map units, with categories, wheelchair spaces and sold seats. Status ids read
 * '<section id>-<row>-<seat>' ('stalls-C-12').
 */
import type { SeatMapCategory, SeatMapSection, SeatMapView, SeatState, TicketingEvent } from './ticketing-wire';

export const SEAT_PITCH = 10;
export const ROW_PITCH = 12;

export interface SectionPlan {
  id: string;
  name: string;
  rows: number;
  seatsPerRow: number;
  /** the first row's first seat */
  x: number;
  y: number;
  /** the seat map category of a row (0 the front row) */
  category(row: number): string;
  /** 'F-1' style seats that are wheelchair spaces */
  wheelchair?: readonly string[];
  /** seats another visitor has held or bought */
  taken?: Readonly<Record<string, Exclude<SeatState, 'free'>>>;
}

export const rowLetter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : `${rowLetter(Math.floor(index / 26) - 1)}${rowLetter(index % 26)}`;

function sectionOf(plan: SectionPlan): SeatMapSection {
  const rows = Array.from({ length: plan.rows }, (_, r) => {
    const name = rowLetter(r);
    const seats = Array.from({ length: plan.seatsPerRow }, (_, s) => {
      const seatName = String(s + 1);
      const key = `${name}-${seatName}`;
      return {
        statusId: `${plan.id}-${key}`,
        _id: `obj-${plan.id}-${key}`,
        sectionName: plan.name,
        rowName: name,
        seatName,
        categoryId: plan.category(r),
        seatType: plan.wheelchair?.includes(key) ? ('handicapped' as const) : ('normal' as const),
        state: plan.taken?.[key] ?? ('free' as const),
        x: plan.x + s * SEAT_PITCH,
        y: plan.y + r * ROW_PITCH,
      };
    });
    return { name, seats };
  });
  return {
    _id: plan.id,
    name: plan.name,
    rows,
    labelX: plan.x + ((plan.seatsPerRow - 1) * SEAT_PITCH) / 2,
    labelY: plan.y - 10,
  };
}

/** A venue of these sections, the stage above them all. */
export function venueMap(eventId: string, plans: readonly SectionPlan[], categories: SeatMapCategory[]): SeatMapView {
  const sections = plans.map(sectionOf);
  const seats = sections.flatMap((section) => section.rows.flatMap((row) => row.seats));
  const width = Math.max(...seats.map((seat) => seat.x)) + 20;
  const height = Math.max(...seats.map((seat) => seat.y)) + 20;
  return {
    eventId,
    seatingEventId: `seating-${eventId}`,
    width,
    height,
    stage: { x: width / 4, y: 4, width: width / 2, height: 16, label: 'Stage' },
    categories,
    sections,
    readAt: '2026-11-28T01:00:00.000Z',
  };
}

export const THEATRE_CATEGORIES: SeatMapCategory[] = [
  { _id: 'cat-premium', name: 'Premium', color: '#7b2d8e' },
  { _id: 'cat-standard', name: 'Standard', color: '#1d6fa5' },
  { _id: 'cat-circle', name: 'Circle', color: '#2e7d4f' },
];

/**
 * What a seated event over the small theatre sells: a ticket category per seat map category, an adult's and a
 * child's ticket in Premium and Standard, an adult's in the Circle.
 */
export function theatreTickets(): Pick<TicketingEvent, 'categories' | 'tickets'> {
  const ticket = (id: string, name: string, priceCents: number, categoryRef: string) => ({
    id,
    name,
    priceCents,
    v: 40,
    categoryRef,
    requiresExtraFields: false,
  });
  return {
    categories: [
      { _id: 'c-premium', ref: 'premium', name: 'Premium', seatingReference: 'cat-premium' },
      { _id: 'c-standard', ref: 'standard', name: 'Standard', seatingReference: 'cat-standard' },
      { _id: 'c-circle', ref: 'circle', name: 'Circle', seatingReference: 'cat-circle' },
    ],
    tickets: [
      ticket('premium-adult', 'Adult', 6500, 'premium'),
      ticket('premium-child', 'Child', 4500, 'premium'),
      ticket('standard-adult', 'Adult', 4000, 'standard'),
      ticket('standard-child', 'Child', 2500, 'standard'),
      ticket('circle-adult', 'Adult', 3000, 'circle'),
    ],
  };
}

/**
 * A small theatre: the Stalls (rows A to F, 12 seats; A to C Premium, D to F Standard; F-1 and F-2 wheelchair
 * spaces; sold) and, behind them, a wider Circle (rows A to C, 16 seats).
 */
export function smallTheatre(eventId = 'theatre-event'): SeatMapView {
  return venueMap(
    eventId,
    [
      {
        id: 'stalls',
        name: 'Stalls',
        rows: 6,
        seatsPerRow: 12,
        x: 40,
        y: 40,
        category: (row) => (row < 3 ? 'cat-premium' : 'cat-standard'),
        wheelchair: ['F-1', 'F-2'],
        taken: { 'A-5': 'sold', 'A-6': 'sold' },
      },
      { id: 'circle', name: 'Circle', rows: 3, seatsPerRow: 16, x: 20, y: 130, category: () => 'cat-circle' },
    ],
    THEATRE_CATEGORIES,
  );
}

/** A hall of about `seats` seats (2,000 by default): a centre block between two side blocks, 25 rows each. */
export function largeHall(eventId = 'hall-event', seats = 2000): SeatMapView {
  const perRow = Math.max(4, Math.round(seats / 25 / 4));
  const side = (id: string, name: string, x: number): SectionPlan => ({
    id,
    name,
    rows: 25,
    seatsPerRow: perRow,
    x,
    y: 40,
    category: (row) => (row < 10 ? 'cat-standard' : 'cat-circle'),
    wheelchair: ['Y-1'],
  });
  const centreX = 20 + perRow * SEAT_PITCH + 20;
  return venueMap(
    eventId,
    [
      side('left', 'Left', 20),
      {
        id: 'centre',
        name: 'Centre',
        rows: 25,
        seatsPerRow: perRow * 2,
        x: centreX,
        y: 40,
        category: (row) => (row < 10 ? 'cat-premium' : 'cat-standard'),
      },
      side('right', 'Right', centreX + perRow * 2 * SEAT_PITCH + 20),
    ],
    THEATRE_CATEGORIES,
  );
}
