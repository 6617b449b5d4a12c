import { DomainError } from '../../common/server/errors/domain-error';

export const PARKING_UNAVAILABLE = 'Live parking currently unavailable';
export const TIME_TO_PARK_UNAVAILABLE = 'Live time to park currently unavailable';

/** The property data API failed or answered without occupancy: 503 (spec 1 §7: must contain occupancy). */
export class ParkingUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('UPSTREAM.PARKING_UNAVAILABLE', PARKING_UNAVAILABLE, undefined, { cause });
  }
}

/** The property data API failed or answered without results: 503 (spec 1 §7: must contain results). */
export class TimeToParkUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('UPSTREAM.TIME_TO_PARK_UNAVAILABLE', TIME_TO_PARK_UNAVAILABLE, undefined, { cause });
  }
}

/** A region id the centre's time-to-park feed does not know: 404 naming the field. */
export class ParkingRegionNotFoundError extends DomainError {
  constructor() {
    super('PARKING_REGION.NOT_FOUND', 'No car park of this centre has that region id', {
      region_id: 'region_id must name a car park of this centre',
    });
  }
}
