import type { ReactElement } from 'react';

/** The journey's 'Email my journey' form (spec 1 §2.13, spec 2's subscribe states): POST /api/journey-email. */
export interface JourneyEmailFormProps {
  /** The journey's store ids, in the journey's order. */
  storeIds: readonly string[];
  centreName: string;
}

export function JourneyEmailForm(_props: JourneyEmailFormProps): ReactElement | null {
  return null;
}
