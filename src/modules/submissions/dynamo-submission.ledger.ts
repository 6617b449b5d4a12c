/**
 * The submissions ledger on DynamoDB (docs/submissions.md "Table"): one table keyed by `id`, the payload kept
 * as a JSON string, a global secondary index on (status, nextAttemptAt) for due submissions and operator lists
 * (read past stale entries: dynamo-status-index.ts), conditional writes so the same id is accepted once, and
 * `expiresAt` as the TTL attribute.
 */
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  ScanCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { isConditionFailure, STATUS_INDEX } from './dynamo-client';
import { fromItem, n, s, toItem, type Item } from './dynamo-ledger-item';
import { queryPages } from './dynamo-pages';
import { readRecords, recordsByStatus } from './dynamo-status-index';
import type { RecentSubmissions } from './recent-submissions.port';
import type {
  AcceptInput,
  SubmissionKind,
  SubmissionLedger,
  SubmissionRecord,
  SubmissionStatus,
} from './submission-ledger.port';

export interface DynamoLedgerOptions {
  table: string;
  /** seconds a record is kept after it is accepted, delivered or last failed (spec 1 §7 record expiry) */
  recordExpirySeconds: number;
}

/** index entries read per page of `recent`, and at most in all (a bound on what one operator's list costs) */
const RECENT_PAGE = 500;
const RECENT_READ_MOST = 50_000;

export class DynamoSubmissionLedger implements SubmissionLedger, RecentSubmissions {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly options: DynamoLedgerOptions,
  ) {}

  private expiry(from: Date): number {
    return Math.floor(from.getTime() / 1000) + this.options.recordExpirySeconds;
  }

  async accept(input: AcceptInput, now: Date): Promise<{ record: SubmissionRecord; created: boolean }> {
    const at = now.toISOString();
    const record: SubmissionRecord = {
      ...input,
      status: 'pending',
      attempts: 0,
      createdAt: at,
      nextAttemptAt: at,
      expiresAt: this.expiry(now),
    };
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.options.table,
          Item: toItem(record),
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return { record, created: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const first = await this.get(input.id);
      if (!first) throw error;
      return { record: first, created: false };
    }
  }

  async get(id: string): Promise<SubmissionRecord | undefined> {
    const answer = await this.client.send(
      new GetItemCommand({ TableName: this.options.table, Key: { id: s(id) }, ConsistentRead: true }),
    );
    return answer.Item && answer.Item.kind ? fromItem(answer.Item) : undefined;
  }

  async due(now: Date, limit: number): Promise<SubmissionRecord[]> {
    return recordsByStatus(this.client, this.options.table, { status: 'pending', until: now.toISOString(), limit });
  }

  async markDelivered(id: string, at: Date): Promise<void> {
    await this.client.send(
      new UpdateItemCommand({
        TableName: this.options.table,
        Key: { id: s(id) },
        UpdateExpression: 'SET #status = :delivered, deliveredAt = :at, expiresAt = :expires REMOVE lastError',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':delivered': s('delivered'),
          ':at': s(at.toISOString()),
          ':expires': n(this.expiry(at)),
        },
      }),
    );
  }

  async markFailed(id: string, failure: { error: string; nextAttemptAt: Date; park: boolean }): Promise<void> {
    await this.client
      .send(
        new UpdateItemCommand({
          TableName: this.options.table,
          Key: { id: s(id) },
          UpdateExpression:
            'SET #status = :status, attempts = attempts + :one, lastError = :error, nextAttemptAt = :next, expiresAt = :expires',
          // a record delivered meanwhile (another instance, an operator's replay) stays delivered
          ConditionExpression: 'attribute_exists(id) AND #status <> :delivered',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': s(failure.park ? 'parked' : 'pending'),
            ':one': n(1),
            ':error': s(failure.error.slice(0, 500)),
            ':next': s(failure.nextAttemptAt.toISOString()),
            ':delivered': s('delivered'),
            // an undelivered lead is kept a whole expiry period after its last failure
            ':expires': n(this.expiry(failure.nextAttemptAt)),
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }

  async list(status: SubmissionStatus, limit: number): Promise<SubmissionRecord[]> {
    return recordsByStatus(this.client, this.options.table, { status, limit });
  }

  /**
   * The most recent records of `kinds` in one status, newest first (by nextAttemptAt: acceptance, or the last
   * failed attempt). Pages the status index from the newest entry, keeping records of `kinds` (a filter: DynamoDB still reads the
   * others), until `limit` are found or RECENT_READ_MOST entries were read.
   */
  async recent(status: SubmissionStatus, kinds: SubmissionKind[], limit: number): Promise<SubmissionRecord[]> {
    if (kinds.length === 0 || limit <= 0) return [];
    const names = kinds.map((_, index) => `:k${index}`);
    const values: Item = { ':status': s(status) };
    kinds.forEach((kind, index) => (values[names[index]!] = s(kind)));
    // the index entries only point at records (dynamo-status-index.ts): each is read itself before it is listed
    const ids = await queryPages(
      this.client,
      {
        TableName: this.options.table,
        IndexName: STATUS_INDEX,
        KeyConditionExpression: '#status = :status',
        FilterExpression: `kind IN (${names.join(', ')})`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: RECENT_PAGE,
      },
      (item) => item.id?.S,
      (found, read) => found.length >= limit || read >= RECENT_READ_MOST,
    );
    const records = await readRecords(this.client, this.options.table, [...new Set(ids)].slice(0, limit));
    return records
      .filter((record) => record.status === status && kinds.includes(record.kind))
      .sort((a, b) => b.nextAttemptAt.localeCompare(a.nextAttemptAt) || b.id.localeCompare(a.id));
  }

  async replay(id: string, now: Date): Promise<SubmissionRecord | undefined> {
    try {
      const answer = await this.client.send(
        new UpdateItemCommand({
          TableName: this.options.table,
          Key: { id: s(id) },
          UpdateExpression: 'SET #status = :pending, attempts = :zero, nextAttemptAt = :now, expiresAt = :expires',
          ConditionExpression: '#status = :parked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': s('pending'),
            ':parked': s('parked'),
            ':zero': n(0),
            ':now': s(now.toISOString()),
            ':expires': n(this.expiry(now)),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return answer.Attributes ? fromItem(answer.Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async unexported(kinds: SubmissionKind[], from: Date, to: Date): Promise<SubmissionRecord[]> {
    if (kinds.length === 0) return [];
    const names = kinds.map((_, index) => `:k${index}`);
    const values: Item = { ':from': s(from.toISOString()), ':to': s(to.toISOString()) };
    kinds.forEach((kind, index) => (values[names[index]!] = s(kind)));
    const records = await this.scan(
      `kind IN (${names.join(', ')}) AND createdAt >= :from AND createdAt < :to AND attribute_not_exists(exportedAt)`,
      values,
    );
    return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async markExported(ids: string[], file: string, at: Date): Promise<void> {
    for (const id of ids) {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.options.table,
          Key: { id: s(id) },
          UpdateExpression: 'SET exportedAt = :at, exportFile = :file',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':at': s(at.toISOString()), ':file': s(file) },
        }),
      );
    }
  }

  /**
   * Deletes delivered and parked records whose expiresAt has passed. A pending record is never purged: it is
   * still being delivered (it is parked after K attempts, and its expiry restarts after every failure).
   */
  async purgeExpired(now: Date): Promise<number> {
    const seconds = n(Math.floor(now.getTime() / 1000));
    const expired = await this.scan(
      'attribute_exists(kind) AND expiresAt < :now AND #status <> :pending',
      {
        ':now': seconds,
        ':pending': s('pending'),
      },
      { '#status': 'status' },
    );
    let purged = 0;
    for (const record of expired) {
      try {
        await this.client.send(
          new DeleteItemCommand({
            TableName: this.options.table,
            Key: { id: s(record.id) },
            ConditionExpression: 'expiresAt < :now AND #status <> :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':now': seconds, ':pending': s('pending') },
          }),
        );
        purged += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    return purged;
  }

  private async scan(filter: string, values: Item, names?: Record<string, string>): Promise<SubmissionRecord[]> {
    const records: SubmissionRecord[] = [];
    let start: Item | undefined;
    do {
      const answer = await this.client.send(
        new ScanCommand({
          TableName: this.options.table,
          FilterExpression: filter,
          ExpressionAttributeValues: values,
          ...(names ? { ExpressionAttributeNames: names } : {}),
          ExclusiveStartKey: start,
          ConsistentRead: true,
        }),
      );
      records.push(...(answer.Items ?? []).map(fromItem));
      start = answer.LastEvaluatedKey;
    } while (start);
    return records;
  }
}
