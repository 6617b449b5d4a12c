/** spec 1 §2.12: the step list's icons. */
export type StepIcon = 'turn-left' | 'turn-right' | 'walking' | 'straight';

/**
 * A step's icon from the directions service's `maneuver` ('turn-left', 'turn-slight-right', 'ramp-left',
 * 'roundabout-right' ...; often '') and its `travel_mode`: a left or right manoeuvre shows its turn, a walking
 * step the walker, everything else straight on.
 */
export function stepIcon(maneuver: string | undefined, travelMode: string | undefined): StepIcon {
  const move = (maneuver ?? '').toLowerCase();
  if (/(^|-)left$/.test(move)) return 'turn-left';
  if (/(^|-)right$/.test(move)) return 'turn-right';
  if ((travelMode ?? '').toUpperCase() === 'WALKING') return 'walking';
  return 'straight';
}
