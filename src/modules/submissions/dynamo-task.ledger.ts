/**
 * Tasks in the submissions table (task-ledger.port.ts): item id `task#<queue>#<key>`, the status index's partition
 * `<queue>#open` or `<queue>#closed` in `status` and the due (or closing) time in `nextAttemptAt`, so `due` and
 * `recent` are index queries that read only their queue. No `kind` attribute: the ledger's reads, scans, export and
 * retention pass them by. A closed task gets `expiresAt` (the TTL attribute), an open one never expires.
 */
import {
  BatchGetItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type BatchGetItemCommandOutput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { isConditionFailure, STATUS_INDEX } from './dynamo-client';
import { queryPages } from './dynamo-pages';
import { n, s, type Item } from './dynamo-ledger-item';
import type { LedgerTask, TaskLedger } from './task-ledger.port';

export interface DynamoTaskLedgerOptions {
  table: string;
  /** seconds a closed task is kept (the ledger's record expiry) */
  recordExpirySeconds: number;
}

const itemId = (queue: string, key: string): string => `task#${queue}#${key}`;
const partition = (queue: string, state: LedgerTask['state']): string => `${queue}#${state}`;

function toTask<T extends object>(item: Item): LedgerTask<T> | undefined {
  const id = item.id?.S ?? '';
  const status = item.status?.S ?? '';
  const match = /^task#([^#]+)#(.+)$/.exec(id);
  const state = status.endsWith('#open') ? 'open' : status.endsWith('#closed') ? 'closed' : undefined;
  if (!match || !state || item.kind) return undefined;
  return {
    queue: match[1]!,
    key: match[2]!,
    state,
    dueAt: item.nextAttemptAt?.S ?? '',
    createdAt: item.createdAt?.S ?? '',
    data: JSON.parse(item.task?.S ?? '{}') as T,
    version: Number(item.version?.N ?? 0),
  };
}

export class DynamoTaskLedger implements TaskLedger {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly options: DynamoTaskLedgerOptions,
  ) {}

  async open<T extends object>(queue: string, key: string, data: T, dueAt: Date, now: Date) {
    const task: LedgerTask<T> = {
      queue,
      key,
      state: 'open',
      dueAt: dueAt.toISOString(),
      createdAt: now.toISOString(),
      data,
      version: 1,
    };
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.options.table,
          Item: {
            id: s(itemId(queue, key)),
            status: s(partition(queue, 'open')),
            nextAttemptAt: s(task.dueAt),
            createdAt: s(task.createdAt),
            task: s(JSON.stringify(data)),
            version: n(1),
          },
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return { task, created: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const first = await this.get<T>(queue, key);
      if (!first) throw error;
      return { task: first, created: false };
    }
  }

  async get<T extends object>(queue: string, key: string): Promise<LedgerTask<T> | undefined> {
    const answer = await this.client.send(
      new GetItemCommand({ TableName: this.options.table, Key: { id: s(itemId(queue, key)) }, ConsistentRead: true }),
    );
    return answer.Item ? toTask<T>(answer.Item) : undefined;
  }

  update<T extends object>(task: LedgerTask<T>, changes: { data?: T; dueAt?: Date }) {
    const next = {
      ...task,
      ...(changes.data ? { data: changes.data } : {}),
      ...(changes.dueAt ? { dueAt: changes.dueAt.toISOString() } : {}),
      version: task.version + 1,
    };
    return this.write(task, next, 'open');
  }

  close<T extends object>(task: LedgerTask<T>, data: T, now: Date) {
    const next: LedgerTask<T> = { ...task, state: 'closed', data, dueAt: now.toISOString(), version: task.version + 1 };
    return this.write(task, next, 'closed', Math.floor(now.getTime() / 1000) + this.options.recordExpirySeconds);
  }

  async due<T extends object>(queue: string, now: Date, limit: number): Promise<LedgerTask<T>[]> {
    return this.query<T>(partition(queue, 'open'), limit, true, { until: now.toISOString() });
  }

  async recent<T extends object>(queue: string, state: LedgerTask['state'], limit: number) {
    return this.query<T>(partition(queue, state), limit, false);
  }

  async purgeClosed(queue: string, before: Date, limit: number): Promise<number> {
    const old = await this.query(partition(queue, 'closed'), limit, true, { until: before.toISOString() });
    let purged = 0;
    for (const task of old) {
      try {
        await this.client.send(
          new DeleteItemCommand({
            TableName: this.options.table,
            Key: { id: s(itemId(task.queue, task.key)) },
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': n(task.version) },
          }),
        );
        purged += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    return purged;
  }

  private async write<T extends object>(
    read: LedgerTask<T>,
    next: LedgerTask<T>,
    state: LedgerTask['state'],
    expiresAt?: number,
  ): Promise<LedgerTask<T> | undefined> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.options.table,
          Key: { id: s(itemId(read.queue, read.key)) },
          UpdateExpression: `SET #status = :status, nextAttemptAt = :due, task = :data, version = :next${
            expiresAt === undefined ? '' : ', expiresAt = :expires'
          }`,
          ConditionExpression: '#status = :open AND version = :version',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': s(partition(read.queue, state)),
            ':open': s(partition(read.queue, 'open')),
            ':due': s(next.dueAt),
            ':data': s(JSON.stringify(next.data)),
            ':next': n(next.version),
            ':version': n(read.version),
            ...(expiresAt === undefined ? {} : { ':expires': n(expiresAt) }),
          },
        }),
      );
      return next;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  private async query<T extends object>(
    status: string,
    limit: number,
    oldestFirst: boolean,
    range: { until?: string } = {},
  ): Promise<LedgerTask<T>[]> {
    const ids = await queryPages(
      this.client,
      {
        TableName: this.options.table,
        IndexName: STATUS_INDEX,
        KeyConditionExpression: range.until ? '#status = :status AND nextAttemptAt <= :until' : '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': s(status), ...(range.until ? { ':until': s(range.until) } : {}) },
        ScanIndexForward: oldestFirst,
        Limit: limit,
      },
      (item) => item.id?.S,
      (found) => found.length >= limit,
    );
    // an index entry only points at its task, and may be stale: each task is read itself
    const tasks = (await this.read<T>([...new Set(ids)].slice(0, limit))).filter(
      (task) => `${task.queue}#${task.state}` === status && (!range.until || task.dueAt <= range.until),
    );
    const order = oldestFirst ? 1 : -1;
    return tasks.sort((a, b) => order * (a.dueAt.localeCompare(b.dueAt) || a.key.localeCompare(b.key)));
  }

  /** The tasks of these item ids as the table holds them now (consistent reads, 100 keys a call). */
  private async read<T extends object>(ids: string[]): Promise<LedgerTask<T>[]> {
    const tasks: LedgerTask<T>[] = [];
    for (let from = 0; from < ids.length; from += 100) {
      let keys: Item[] | undefined = ids.slice(from, from + 100).map((id) => ({ id: s(id) }));
      for (let retry = 0; keys && keys.length > 0; retry += 1) {
        if (retry > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** retry)));
        const answer: BatchGetItemCommandOutput = await this.client.send(
          new BatchGetItemCommand({ RequestItems: { [this.options.table]: { Keys: keys, ConsistentRead: true } } }),
        );
        for (const item of answer.Responses?.[this.options.table] ?? []) {
          const task = toTask<T>(item);
          if (task) tasks.push(task);
        }
        keys = answer.UnprocessedKeys?.[this.options.table]?.Keys;
      }
    }
    return tasks;
  }
}
