/**
 * The seating service's seat map (seating.wire.ts) as the site's own SeatMapView (ticketing-wire.ts), which the
 * modal draws: every seat with its section, row, number, category, wheelchair mark, place and state now. Only
 * shapes change here.
 */
import type {
  SeatMapCategory,
  SeatMapSection,
  SeatMapView,
  SeatState,
} from '../../common/domain/ticketing/ticketing-wire';
import type { VivenuSeatMap, VivenuSeatStatus } from './seating.wire';

/** How a seat can be had now: free (or for sale), held under someone's reservation, or gone (booked, not for sale). */
export function toSeatState(status: VivenuSeatStatus | undefined): SeatState {
  switch (status) {
    case 'free':
    case 'forsale':
      return 'free';
    case 'reserved':
      return 'held';
    default:
      return 'sold';
  }
}

/** GET /api/seating/:eventId/map: the venue of the Vivenu event `eventId`, as read at `readAt`. */
export function toSeatMapView(eventId: string, map: VivenuSeatMap, readAt: Date): SeatMapView {
  const categories: SeatMapCategory[] = map.categories.map((category) => ({
    _id: category._id,
    name: category.name,
    color: category.color,
  }));
  const sections: SeatMapSection[] = map.sections.map((section) => ({
    _id: section._id,
    name: section.name,
    labelX: section.label.x,
    labelY: section.label.y,
    rows: section.rows.map((row) => ({
      name: row.name,
      seats: row.seats.map((seat) => ({
        statusId: seat.statusId,
        _id: seat._id,
        sectionName: section.name,
        rowName: row.name,
        seatName: seat.name,
        categoryId: seat.categoryId,
        seatType: seat.seatType === 'handicapped' ? 'handicapped' : 'normal',
        state: toSeatState(seat.status),
        x: seat.x,
        y: seat.y,
      })),
    })),
  }));
  return {
    eventId,
    seatingEventId: map._id,
    width: map.width,
    height: map.height,
    ...(map.stage ? { stage: { ...map.stage } } : {}),
    categories,
    sections,
    readAt: readAt.toISOString(),
  };
}

/**
 * When a reservation lapses: the service's `validUntil`, or (when it sends none) its hold from now (contracts.md §3:
 * 15 minutes after the last change).
 */
export function validUntilOf(answer: { validUntil?: string }, now: Date, holdMs: number): string {
  const given = answer.validUntil ? Date.parse(answer.validUntil) : Number.NaN;
  return new Date(Number.isNaN(given) ? now.getTime() + holdMs : given).toISOString();
}
