import { DomainError } from '../../common/server/errors/domain-error';
import { TRAFFIC_UNAVAILABLE } from '../../common/domain/live/traffic-messages';
import type { TrafficDateRange } from './traffic-dates';

/** The property data API failed or answered without a curve: 503 with the chart's own message (spec 1 §8). */
export class TrafficUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('UPSTREAM.TRAFFIC_UNAVAILABLE', TRAFFIC_UNAVAILABLE, undefined, { cause });
  }
}

/** A well-formed startDate outside the days a curve can be asked for: 400 naming the range. */
export class TrafficDateOutOfRangeError extends DomainError {
  constructor(range: TrafficDateRange) {
    super('TRAFFIC.INVALID', 'Validation failed', {
      startDate: `startDate must be a date from ${range.first} to ${range.last}`,
    });
  }
}
