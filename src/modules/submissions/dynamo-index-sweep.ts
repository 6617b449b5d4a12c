/**
 * The index sweep (docs/submissions.md "Index sweep"): a pending record the status index has no entry for is never
 * due for the delivery job, so it would never be delivered. Such records are left by a process killed mid-write in
 * a sandbox folder written before the sandbox's writes were atomic (TOOLCHAIN.md); DynamoDB itself keeps its index
 * whole, so there the sweep only costs its bounded read. Each run scans at most `maxItems` items of the table,
 * carrying on from where the last run stopped (a cursor item in the table), and writes each pending record found
 * missing from the index again, which puts its entry back.
 */
import {
  GetItemCommand,
  PutItemCommand,
  ScanCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { isConditionFailure } from './dynamo-client';
import { fromItem, s, type Item } from './dynamo-ledger-item';
import { isIndexed } from './dynamo-status-index';
import type { SubmissionRecord } from './submission-ledger.port';

/** The cursor item: no status and no kind, so it is in no index and no record scan. */
const CURSOR_ID = 'sweep#status-index';
const SCAN_PAGE_ITEMS = 250;

export interface IndexSweepOptions {
  table: string;
  /** items of the table read per run at most (the run's whole read cost) */
  maxItems: number;
  /** a record is looked at only once it has been due this long: longer than DynamoDB's index ever lags */
  graceMs: number;
}

export interface IndexSweepReport {
  /** items of the table read */
  scanned: number;
  /** pending records found missing from the index and written again */
  reindexed: number;
  /** whether this run reached the end of the table (the next one starts again from its beginning) */
  passComplete: boolean;
}

export class DynamoIndexSweep {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly options: IndexSweepOptions,
  ) {}

  async run(now: Date): Promise<IndexSweepReport> {
    const { table, maxItems } = this.options;
    const dueBefore = new Date(now.getTime() - this.options.graceMs).toISOString();
    const report: IndexSweepReport = { scanned: 0, reindexed: 0, passComplete: false };
    let start = await this.cursor();
    do {
      const page = await this.client.send(
        new ScanCommand({
          TableName: table,
          // a scan's Limit counts the items it reads, before the filter: the run's cost is bounded by maxItems
          Limit: Math.min(SCAN_PAGE_ITEMS, maxItems - report.scanned),
          FilterExpression: '#status = :pending AND nextAttemptAt <= :before',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': s('pending'), ':before': s(dueBefore) },
          ExclusiveStartKey: start,
          ConsistentRead: true,
        }),
      );
      report.scanned += page.ScannedCount ?? 0;
      for (const item of page.Items ?? []) {
        const record = fromItem(item);
        if (!(await isIndexed(this.client, table, record)) && (await this.reindex(record, now))) report.reindexed += 1;
      }
      start = page.LastEvaluatedKey;
    } while (start && report.scanned < maxItems);
    report.passComplete = !start;
    await this.saveCursor(start);
    return report;
  }

  /**
   * Writes the record again, unchanged but for `reindexedAt`: any write of an item puts its index entry back.
   * Only while it is still pending as read, so a record delivered meanwhile is left alone.
   */
  private async reindex(record: SubmissionRecord, now: Date): Promise<boolean> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.options.table,
          Key: { id: s(record.id) },
          UpdateExpression: 'SET reindexedAt = :now',
          ConditionExpression: '#status = :pending AND nextAttemptAt = :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':now': s(now.toISOString()),
            ':pending': s('pending'),
            ':at': s(record.nextAttemptAt),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  private async cursor(): Promise<Item | undefined> {
    const answer = await this.client.send(
      new GetItemCommand({ TableName: this.options.table, Key: { id: s(CURSOR_ID) }, ConsistentRead: true }),
    );
    const after = answer.Item?.after?.S;
    return after ? { id: s(after) } : undefined;
  }

  private async saveCursor(start: Item | undefined): Promise<void> {
    const after = start?.id?.S;
    await this.client.send(
      new PutItemCommand({
        TableName: this.options.table,
        Item: { id: s(CURSOR_ID), ...(after ? { after: s(after) } : {}) },
      }),
    );
  }
}
