import { DomainError } from '../../common/server/errors/domain-error';

export const WELLBEING_UNAVAILABLE = 'Live well-being readings currently unavailable';

/** The property data API failed or had no reading: 503 (spec 1 §7: an array of exactly one item). */
export class WellbeingUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('UPSTREAM.WELLBEING_UNAVAILABLE', WELLBEING_UNAVAILABLE, undefined, { cause });
  }
}
