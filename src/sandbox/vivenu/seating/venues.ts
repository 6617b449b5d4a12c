/**
 * The venues of the sandbox's seated demo events (README.md "Seating"): sections of lettered rows of numbered
 * seats, each row in a price category, wheelchair spaces (`handicapped`) at row ends, a stage. Drawn in the seat
 * map's own units (y down). `playhouse` seats 296, `arena` 2,000 (the bench's "venue of 2,000 seats").
 */
import type { VivenuSeatCategory, VivenuSeatMap, VivenuSeatSection } from '../../../modules/ticketing/seating.wire';

export type VenueName = 'playhouse' | 'arena';

/** The seat map categories the events' ticket categories point at (`seatingReference`). */
export const SEAT_CATEGORIES = {
  premium: { _id: 'sm-premium', name: 'Premium', color: '#9a6b00' },
  standard: { _id: 'sm-standard', name: 'Standard', color: '#2e6da4' },
  value: { _id: 'sm-value', name: 'Value', color: '#3d7a3a' },
} as const satisfies Record<string, VivenuSeatCategory>;

type CategoryKey = keyof typeof SEAT_CATEGORIES;

interface SectionPlan {
  key: string;
  name: string;
  /** left edge and first row's centre */
  x: number;
  y: number;
  rows: number;
  seatsPerRow: number;
  /** each row's category, by its index from the front */
  category: (row: number) => CategoryKey;
  /** wheelchair spaces: row index and seat numbers */
  wheelchair?: { row: number; seats: number[] };
}

interface VenuePlan {
  name: string;
  width: number;
  height: number;
  stage: VivenuSeatMap['stage'];
  categories: CategoryKey[];
  sections: SectionPlan[];
}

const SEAT_PITCH = 22;
const ROW_PITCH = 26;
const rowName = (index: number): string => String.fromCharCode(65 + index);

/** A section of the arena: Premium rows at the front, then Standard, Value at the back; wheelchair spaces in its last row. */
function arenaSection(key: string, name: string, x: number, rows: number, seatsPerRow: number, wheelchair: number[]) {
  return {
    key,
    name,
    x,
    y: 130,
    rows,
    seatsPerRow,
    category: (row: number): CategoryKey => (row < 6 ? 'premium' : row < 16 ? 'standard' : 'value'),
    wheelchair: { row: rows - 1, seats: wheelchair },
  } satisfies SectionPlan;
}

const PLANS: Record<VenueName, VenuePlan> = {
  playhouse: {
    name: 'The Playhouse',
    width: 520,
    height: 560,
    stage: { x: 110, y: 20, width: 300, height: 50, label: 'Stage' },
    categories: ['premium', 'standard', 'value'],
    sections: [
      {
        key: 'stalls',
        name: 'Stalls',
        x: 62,
        y: 112,
        rows: 12,
        seatsPerRow: 18,
        category: (row) => (row < 4 ? 'premium' : 'standard'),
        wheelchair: { row: 11, seats: [1, 2, 17, 18] },
      },
      {
        key: 'circle',
        name: 'Circle',
        x: 84,
        y: 436,
        rows: 5,
        seatsPerRow: 16,
        category: (row) => (row < 2 ? 'standard' : 'value'),
      },
    ],
  },
  arena: {
    name: 'The Forecourt Arena',
    width: 1900,
    height: 830,
    stage: { x: 650, y: 20, width: 600, height: 70, label: 'Stage' },
    categories: ['premium', 'standard', 'value'],
    // 24 x 20 + 26 x 40 + 24 x 20 = 2,000 seats
    sections: [
      arenaSection('left', 'Left', 20, 24, 20, [1, 2]),
      arenaSection('centre', 'Centre', 500, 26, 40, [1, 2, 39, 40]),
      arenaSection('right', 'Right', 1440, 24, 20, [19, 20]),
    ],
  },
};

function sectionOf(plan: SectionPlan): VivenuSeatSection {
  return {
    _id: `sec-${plan.key}`,
    name: plan.name,
    label: { x: plan.x + (plan.seatsPerRow * SEAT_PITCH) / 2, y: plan.y - ROW_PITCH },
    rows: Array.from({ length: plan.rows }, (_, row) => {
      const name = rowName(row);
      return {
        _id: `row-${plan.key}-${name}`,
        name,
        seats: Array.from({ length: plan.seatsPerRow }, (_, index) => {
          const number = index + 1;
          const wheelchair = plan.wheelchair?.row === row && plan.wheelchair.seats.includes(number);
          return {
            _id: `${plan.key}-${name}-${number}`,
            _type: 6 as const,
            name: String(number),
            statusId: `st-${plan.key}-${name}-${number}`,
            categoryId: SEAT_CATEGORIES[plan.category(row)]._id,
            ...(wheelchair ? { seatType: 'handicapped' as const } : {}),
            x: plan.x + index * SEAT_PITCH + SEAT_PITCH / 2,
            y: plan.y + row * ROW_PITCH,
            status: 'free' as const,
          };
        }),
      };
    }),
  };
}

/** A new copy of the venue for one seating event, every seat free. */
export function venueMap(venue: VenueName, seatingEventId: string): VivenuSeatMap {
  const plan = PLANS[venue];
  return {
    _id: seatingEventId,
    name: plan.name,
    width: plan.width,
    height: plan.height,
    ...(plan.stage ? { stage: { ...plan.stage } } : {}),
    categories: plan.categories.map((key) => ({ ...SEAT_CATEGORIES[key] })),
    sections: plan.sections.map(sectionOf),
  };
}

/** How many seats the venue has in each seat map category. */
export function seatsPerCategory(venue: VenueName): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const section of PLANS[venue].sections)
    for (let row = 0; row < section.rows; row += 1) {
      const id = SEAT_CATEGORIES[section.category(row)]._id;
      counts[id] = (counts[id] ?? 0) + section.seatsPerRow;
    }
  return counts;
}
