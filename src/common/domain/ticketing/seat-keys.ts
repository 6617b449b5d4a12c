/**
 * The seat map's keyboard model (issue 25; WAI-ARIA APG roving tabindex): which seat an arrow key, Home or End
 * moves the focus to. Left and Right go along the row to the neighbouring seat, and past the row's end across the
 * aisle to the nearest seat at about the same height; Up and Down go to the neighbouring row of the section (the
 * seat nearest across), and past the section's first or last row to the nearest seat of another section in that
 * direction; Home and End go to the row's ends. Screen coordinates: y grows downwards, so Up is towards smaller y.
 */
import { seatPitch } from './seat-map';
import type { SeatMapView } from './ticketing-wire';

export type SeatKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';
export const SEAT_KEYS: readonly SeatKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

export const isSeatKey = (key: string): key is SeatKey => (SEAT_KEYS as readonly string[]).includes(key);

interface Spot {
  id: string;
  x: number;
  y: number;
  section: number;
  /** the row's index among its section's rows, front (smallest y) first */
  row: number;
  /** the seat's index along its row, left first */
  index: number;
}

interface Line {
  section: number;
  /** the row's mean height */
  y: number;
  seats: Spot[];
}

export interface SeatNavigator {
  /** where the key moves the focus from this seat; undefined when nothing is that way */
  move(statusId: string, key: SeatKey): string | undefined;
  /** the seat the map's one Tab stop starts on: the front row's leftmost seat that `prefer` accepts, else the first */
  first(prefer?: (statusId: string) => boolean): string | undefined;
}

const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);

/** The seat of `candidates` nearest to `from` (straight-line distance); ties go to the earlier one. */
function nearest(from: Spot, candidates: readonly Spot[]): Spot | undefined {
  let best: Spot | undefined;
  let bestDistance = Infinity;
  for (const spot of candidates) {
    const distance = Math.hypot(spot.x - from.x, spot.y - from.y);
    if (distance < bestDistance) {
      best = spot;
      bestDistance = distance;
    }
  }
  return best;
}

/** Builds the model of one map once (a venue of thousands of seats answers each key in one pass over them). */
export function seatNavigator(map: Pick<SeatMapView, 'sections'>): SeatNavigator {
  const lines: Line[][] = map.sections.map((section, s) =>
    section.rows
      .map((row) => ({ y: mean(row.seats.map((seat) => seat.y)), seats: row.seats }))
      .filter((row) => row.seats.length > 0)
      .sort((a, b) => a.y - b.y)
      .map((row, r) => ({
        section: s,
        y: row.y,
        seats: [...row.seats]
          .sort((a, b) => a.x - b.x)
          .map((seat, index) => ({ id: seat.statusId, x: seat.x, y: seat.y, section: s, row: r, index })),
      })),
  );
  const all = lines.flat().flatMap((line) => line.seats);
  const byId = new Map(all.map((spot) => [spot.id, spot]));
  // a row of another section at about the same height is a move left or right, not up or down
  const slack = seatPitch(map) / 2;
  const lineOf = (spot: Spot): Line => lines[spot.section]![spot.row]!;

  const across = (from: Spot, sign: number): Spot | undefined => {
    // past the row's end: the nearest seat of another row that lies that way, within 45 degrees of level
    const ahead = all.filter((spot) => {
      const dx = (spot.x - from.x) * sign;
      return lineOf(spot) !== lineOf(from) && dx > 0 && Math.abs(spot.y - from.y) <= dx;
    });
    return nearest(from, ahead);
  };

  const vertical = (from: Spot, sign: number): Spot | undefined => {
    const rows = lines[from.section]!;
    const next = rows[from.row + sign];
    if (next) return nearest({ ...from, y: next.y }, next.seats);
    // past the section's front or back row: the nearest seat of another section that way, within 45 degrees first
    const ahead = all.filter((spot) => spot.section !== from.section && (spot.y - from.y) * sign > slack);
    const inCone = ahead.filter((spot) => Math.abs(spot.x - from.x) <= Math.abs(spot.y - from.y));
    return nearest(from, inCone.length > 0 ? inCone : ahead);
  };

  return {
    move(statusId, key) {
      const from = byId.get(statusId);
      if (!from) return undefined;
      const row = lineOf(from).seats;
      switch (key) {
        case 'ArrowLeft':
          return (row[from.index - 1] ?? across(from, -1))?.id;
        case 'ArrowRight':
          return (row[from.index + 1] ?? across(from, 1))?.id;
        case 'ArrowUp':
          return vertical(from, -1)?.id;
        case 'ArrowDown':
          return vertical(from, 1)?.id;
        case 'Home':
          return row[0]!.id;
        case 'End':
          return row[row.length - 1]!.id;
      }
    },
    first(prefer) {
      const ordered = lines
        .flat()
        .sort((a, b) => a.y - b.y || a.seats[0]!.x - b.seats[0]!.x)
        .flatMap((line) => line.seats);
      return (ordered.find((spot) => prefer?.(spot.id) ?? true) ?? ordered[0])?.id;
    },
  };
}
