/** spec 1 §4 and §7: the modes the directions service offers. */
export const TRAVEL_MODES = ['DRIVING', 'TRANSIT', 'WALKING', 'BICYCLING'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** spec 1 §2.12: the planner toggles between these two (Car/driving or Public Transport/transit). */
export type PlannerMode = Extract<TravelMode, 'DRIVING' | 'TRANSIT'>;
export const PLANNER_MODES: readonly PlannerMode[] = ['DRIVING', 'TRANSIT'];

/** The visitor's words for each planner mode: the choice ('Car') and the route header ('Driving', spec 1 §2.12). */
export const MODE_LABELS: Record<PlannerMode, { choice: string; header: string; phrase: string }> = {
  DRIVING: { choice: 'Car', header: 'Driving', phrase: 'by car' },
  TRANSIT: { choice: 'Public Transport', header: 'PTV', phrase: 'by public transport' },
};

/** A content value ('DRIVING', 'transit' ...) as a planner mode; anything else is driving. */
export function plannerMode(value: unknown): PlannerMode {
  return String(value ?? '').trim().toUpperCase() === 'TRANSIT' ? 'TRANSIT' : 'DRIVING';
}
