/**
 * spec 2 §2/§4 "Competition": the three steps (Details, Competition entry, Done) and how the visitor moves
 * between them. Pure: the browser's store applies these transitions.
 */
import type { FieldValue } from '../forms/form-field';
import { COMPETITION_STEP_LABELS } from './competition-messages';

export type CompetitionStep = 1 | 2 | 3;
export type VerificationState = 'unknown' | 'new' | 'existing';

export interface CompetitionFlow {
  step: CompetitionStep;
  status: VerificationState;
  /** the member's known contact fields (existing status), pre-filled in step 2 */
  existingFields: Record<string, FieldValue>;
  /** the verified email or mobile */
  verifiedWith?: string;
  /** epoch ms the entry form was started (form-started) */
  startedAt?: number;
  /** the last step change went to a lower step */
  wentBack: boolean;
}

export type CompetitionAction =
  | { type: 'verified'; status: 'new' | 'existing'; verifiedWith: string; existingFields?: Record<string, FieldValue> }
  | { type: 'change' }
  | { type: 'goTo'; step: CompetitionStep; editMode: boolean }
  | { type: 'formStarted'; at: number }
  | { type: 'entered' }
  | { type: 'countdownEnded' }
  | { type: 'enterAgain' };

export const INITIAL_FLOW: CompetitionFlow = { step: 1, status: 'unknown', existingFields: {}, wentBack: false };

/** An answered entry: taken, or 'Already submitted' (a repeated single entry) */
export type EntryOutcome = 'entered' | 'already';

/** spec 2 §2: where step 3's links lead, and where a visitor who had already entered is sent */
export const WHATS_ON_PATH = '/whats-on';
/** how long a kiosk's result stays before the competition starts again for the next visitor */
export const IN_CENTRE_RESTART_SECONDS = 30;
/** how long the already-entered notice shows before the visitor is sent to what's on: time to read it */
export const ALREADY_ENTERED_SECONDS = 10;

/** What step 3 does by itself once its countdown ends: start again, or send the visitor to what's on. */
export interface ResultFollowUp {
  kind: 'restart' | 'whats-on';
  seconds: number;
}

/**
 * spec 2 §2: an entry already made shows the already-entered notice and sends the visitor to /whats-on; a new
 * entry stays on its thanks. A kiosk (an in-centre competition) starts again for the next visitor whatever the
 * answer: sent to what's on, it would leave the competition (decision 0024).
 */
export function resultFollowUp(outcome: EntryOutcome, inCentre: boolean): ResultFollowUp | undefined {
  if (inCentre) return { kind: 'restart', seconds: IN_CENTRE_RESTART_SECONDS };
  return outcome === 'already' ? { kind: 'whats-on', seconds: ALREADY_ENTERED_SECONDS } : undefined;
}

export function stepLabel(step: CompetitionStep): string {
  return COMPETITION_STEP_LABELS[step - 1];
}

/** spec 2 §2: visitors may click only earlier steps; in edit mode any step. */
export function canClickStep(flow: Pick<CompetitionFlow, 'step'>, target: CompetitionStep, editMode: boolean): boolean {
  return editMode ? true : target < flow.step;
}

export function competitionFlow(flow: CompetitionFlow, action: CompetitionAction): CompetitionFlow {
  switch (action.type) {
    case 'verified':
      return {
        ...flow,
        step: 2,
        status: action.status,
        verifiedWith: action.verifiedWith,
        existingFields: action.status === 'existing' ? { ...(action.existingFields ?? {}) } : {},
        wentBack: false,
      };
    case 'change':
      // the Change button beside an existing member's email: back to step 1, status unknown
      return { ...INITIAL_FLOW, wentBack: true };
    case 'goTo': {
      if (action.step === flow.step || !canClickStep(flow, action.step, action.editMode)) return flow;
      const wentBack = action.step < flow.step;
      const next = { ...flow, step: action.step, wentBack };
      return action.step === 1 && wentBack
        ? { ...next, status: 'unknown', existingFields: {}, verifiedWith: undefined }
        : next;
    }
    case 'formStarted':
      return flow.startedAt === undefined ? { ...flow, startedAt: action.at } : flow;
    case 'entered':
      return { ...flow, step: 3, wentBack: false };
    case 'countdownEnded':
    case 'enterAgain':
      return INITIAL_FLOW;
  }
}
