import { DomainError } from '../../common/server/errors/domain-error';
import { COMPETITION_MESSAGES } from '../../common/domain/competitions/competition-messages';

/** 404 'No competition definition found' (spec 2 §8): the browser shows 'Your entry has not been successful ...'. */
export const noCompetitionDefinition = (): DomainError =>
  new DomainError('COMPETITION.NOT_FOUND', COMPETITION_MESSAGES.noDefinition);

/** 404 'No competition type found for competition id <id>' (spec 2 §8), same handling in the browser. */
export const noCompetitionType = (id: number | string): DomainError =>
  new DomainError('COMPETITION.TYPE.NOT_FOUND', `${COMPETITION_MESSAGES.noTypePrefix} ${id}`);

/** 410 after the competition's expiry (its page is not found by then). */
export const competitionClosed = (): DomainError => new DomainError('COMPETITION.EXPIRED', COMPETITION_MESSAGES.closed);

/** 409 before the competition's effective date. */
export const competitionNotOpen = (): DomainError =>
  new DomainError('COMPETITION.CONFLICT', COMPETITION_MESSAGES.notOpen);
