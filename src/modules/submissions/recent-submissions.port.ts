import type { SubmissionKind, SubmissionRecord, SubmissionStatus } from './submission-ledger.port';

/**
 * Operators' lists of one feature's records, newest first (docs/submissions.md "Operators"): the most recent
 * records of some kinds in one status, however many records of other kinds came after them. Answered by the
 * DynamoDB ledger from the status index, paged from its newest end.
 */
export interface RecentSubmissions {
  recent(status: SubmissionStatus, kinds: SubmissionKind[], limit: number): Promise<SubmissionRecord[]>;
}

export const RECENT_SUBMISSIONS = Symbol('RECENT_SUBMISSIONS');
