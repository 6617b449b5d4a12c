/**
 * Reading the ledger through its status index (docs/submissions.md "Table"). An index entry is a copy of its
 * record, and a copy can be stale: DynamoDB keeps a global secondary index eventually consistent, and a sandbox
 * folder written before its writes were atomic may hold entries whose record is gone or has moved on for good.
 * So an entry is only a pointer: each record is read itself (consistently), and the query pages on past entries
 * whose record no longer matches, so however many stale entries come first, the live records behind them are
 * found.
 */
import {
  BatchGetItemCommand,
  QueryCommand,
  type BatchGetItemCommandOutput,
  type DynamoDBClient,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/client-dynamodb';
import { STATUS_INDEX } from './dynamo-client';
import { fromItem, s, type Item } from './dynamo-ledger-item';
import type { SubmissionRecord, SubmissionStatus } from './submission-ledger.port';

/** BatchGetItem takes at most 100 keys. */
const BATCH_GET_KEYS = 100;

export interface StatusQuery {
  status: SubmissionStatus;
  /** records due by then (ISO instant) only */
  until?: string;
  limit: number;
}

/**
 * Up to `limit` records of a status (due by `until` when given) in order of their next attempt, as the table
 * holds them now: index entries whose record no longer matches are passed over.
 */
export async function recordsByStatus(
  client: DynamoDBClient,
  table: string,
  query: StatusQuery,
): Promise<SubmissionRecord[]> {
  const found = new Map<string, SubmissionRecord>();
  const pages = indexPages(client, table, {
    KeyConditionExpression: query.until ? '#status = :status AND nextAttemptAt <= :until' : '#status = :status',
    ExpressionAttributeValues: { ':status': s(query.status), ...(query.until ? { ':until': s(query.until) } : {}) },
    Limit: query.limit,
  });
  for await (const entries of pages) {
    const ids = entries.map((entry) => entry.id?.S ?? '').filter((id) => id && !found.has(id));
    for (const record of await readRecords(client, table, ids)) {
      if (matches(record, query)) found.set(record.id, record);
    }
    if (found.size >= query.limit) break;
  }
  return [...found.values()].sort(byNextAttempt).slice(0, query.limit);
}

/** Whether the status index holds the entry of this record as it is now. */
export async function isIndexed(client: DynamoDBClient, table: string, record: SubmissionRecord): Promise<boolean> {
  const pages = indexPages(client, table, {
    KeyConditionExpression: '#status = :status AND nextAttemptAt = :at',
    FilterExpression: 'id = :id',
    ExpressionAttributeValues: { ':status': s(record.status), ':at': s(record.nextAttemptAt), ':id': s(record.id) },
  });
  for await (const entries of pages) if (entries.length > 0) return true;
  return false;
}

type IndexQuery = Pick<
  QueryCommandInput,
  'KeyConditionExpression' | 'FilterExpression' | 'ExpressionAttributeValues' | 'Limit'
>;

/** The status index's entries for a key condition on `#status` (and nextAttemptAt), oldest first, a page at a time. */
async function* indexPages(client: DynamoDBClient, table: string, query: IndexQuery): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  do {
    const page: QueryCommandOutput = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: STATUS_INDEX,
        ExpressionAttributeNames: { '#status': 'status' },
        ScanIndexForward: true,
        ...query,
        ExclusiveStartKey: start,
      }),
    );
    yield page.Items ?? [];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** The ledger records of these ids as the table holds them now (consistent reads); ids without one are left out. */
export async function readRecords(client: DynamoDBClient, table: string, ids: string[]): Promise<SubmissionRecord[]> {
  const records: SubmissionRecord[] = [];
  for (let from = 0; from < ids.length; from += BATCH_GET_KEYS) {
    let keys: Item[] | undefined = ids.slice(from, from + BATCH_GET_KEYS).map((id) => ({ id: s(id) }));
    for (let retry = 0; keys && keys.length > 0; retry += 1) {
      // keys DynamoDB left unprocessed (throttled) are asked again after a growing pause, as AWS advises
      if (retry > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** retry)));
      const answer: BatchGetItemCommandOutput = await client.send(
        new BatchGetItemCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[table] ?? []) if (item.kind) records.push(fromItem(item));
      keys = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return records;
}

function matches(record: SubmissionRecord, query: StatusQuery): boolean {
  return record.status === query.status && (!query.until || record.nextAttemptAt <= query.until);
}

const byNextAttempt = (a: SubmissionRecord, b: SubmissionRecord): number =>
  a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id.localeCompare(b.id);
