import type { StepIcon as StepIconKind } from '../../../src/common/domain/directions/maneuver-icon';

const PATHS: Record<StepIconKind, string> = {
  'turn-left': 'M15 20v-7a3 3 0 0 0-3-3H6m4-4-4 4 4 4',
  'turn-right': 'M9 20v-7a3 3 0 0 1 3-3h6m-4-4 4 4-4 4',
  walking: 'M13 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0M11 8l-3 3v4m3-7 2 4 3 1m-5-5-1 6 3 3v4m-5-6-1 6',
  straight: 'M12 20V5m-5 5 5-5 5 5',
};

/** spec 1 §2.12: the step list's turn-left, turn-right and walking icons (straight on for the rest). */
export function StepIcon({ kind }: { kind: StepIconKind }) {
  return (
    <svg className={`planner__icon planner__icon--${kind}`} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
