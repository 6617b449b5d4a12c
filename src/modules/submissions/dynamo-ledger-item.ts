/**
 * A ledger record as a DynamoDB item and back (docs/submissions.md "Table"): the payload as a JSON string, the
 * attempt count and `expiresAt` (the TTL attribute, epoch seconds) as numbers, optional fields only when set.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
  type SubmissionRecord,
  type SubmissionStatus,
} from './submission-ledger.port';

export type Item = Record<string, AttributeValue>;

const KINDS: readonly SubmissionKind[] = SUBMISSION_KINDS;
const STATUSES: readonly SubmissionStatus[] = SUBMISSION_STATUSES;

/** A string attribute. */
export const s = (value: string): AttributeValue => ({ S: value });
/** A number attribute (DynamoDB sends numbers as strings). */
export const n = (value: number): AttributeValue => ({ N: String(value) });

export function toItem(record: SubmissionRecord): Item {
  const item: Item = {
    id: s(record.id),
    kind: s(record.kind),
    centre: s(record.centre),
    payload: s(JSON.stringify(record.payload)),
    status: s(record.status),
    attempts: n(record.attempts),
    createdAt: s(record.createdAt),
    nextAttemptAt: s(record.nextAttemptAt),
    expiresAt: n(record.expiresAt),
  };
  if (record.deliveredAt) item.deliveredAt = s(record.deliveredAt);
  if (record.lastError) item.lastError = s(record.lastError);
  if (record.exportedAt) item.exportedAt = s(record.exportedAt);
  if (record.exportFile) item.exportFile = s(record.exportFile);
  if (record.requestId) item.requestId = s(record.requestId);
  return item;
}

/** Throws for an item that is no ledger record of a known kind and status. */
export function fromItem(item: Item): SubmissionRecord {
  const str = (key: string): string | undefined => item[key]?.S;
  const kind = str('kind') as SubmissionKind;
  const status = str('status') as SubmissionStatus;
  if (!KINDS.includes(kind) || !STATUSES.includes(status)) throw new Error(`Unreadable ledger record ${str('id')}`);
  const record: SubmissionRecord = {
    id: str('id') ?? '',
    kind,
    centre: str('centre') ?? '',
    payload: JSON.parse(str('payload') ?? '{}') as Record<string, unknown>,
    status,
    attempts: Number(item.attempts?.N ?? 0),
    createdAt: str('createdAt') ?? '',
    nextAttemptAt: str('nextAttemptAt') ?? '',
    expiresAt: Number(item.expiresAt?.N ?? 0),
  };
  for (const key of ['deliveredAt', 'lastError', 'exportedAt', 'exportFile', 'requestId'] as const) {
    const value = str(key);
    if (value !== undefined) record[key] = value;
  }
  return record;
}
