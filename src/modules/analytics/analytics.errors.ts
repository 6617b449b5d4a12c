import { DomainError } from '../../common/server/errors/domain-error';

/** Where events are read when no collector is configured (production): the tag manager's own console. */
export const NO_COLLECTOR_MESSAGE =
  'No analytics collector is configured here: read the events in the tag manager (Google Tag Manager preview, GA4 DebugView and reports).';

export const noCollector = (): DomainError => new DomainError('ANALYTICS.COLLECTOR.NOT_FOUND', NO_COLLECTOR_MESSAGE);

export const unknownCentre = (): DomainError => new DomainError('ANALYTICS.CENTRE.NOT_FOUND', 'No such centre');

export const noContainer = (): DomainError =>
  new DomainError('ANALYTICS.CONTAINER.NOT_FOUND', 'This centre has no tag manager container: it sends no events');

/** The collector did not answer, or answered something else than events. */
export const collectorUnavailable = (cause?: unknown): DomainError =>
  new DomainError('UPSTREAM.ANALYTICS', 'The analytics collector is unavailable', undefined, { cause });
