import { DomainError } from '../../common/server/errors/domain-error';

/** An operator asked for a submission the ledger does not hold (404). */
export const submissionNotFound = (id: string): DomainError =>
  new DomainError('SUBMISSION.NOT_FOUND', `No submission ${id}`);

/** Only a parked submission can be replayed (409). */
export const submissionNotParked = (id: string, status: string): DomainError =>
  new DomainError('SUBMISSION.CONFLICT', `Submission ${id} is ${status}, only a parked submission can be replayed`);
