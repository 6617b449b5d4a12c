/**
 * Where job leases live (docs/submissions.md "Leases"): Redis when it is configured (`SET key owner NX PX ttl`),
 * otherwise an item of the ledger's DynamoDB table (`lease#<name>`, conditional write). A lease is released by
 * its owner only; one that is not released (a crashed instance) lapses after its time.
 */
import { DeleteItemCommand, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createRedisClient, type RedisClient, type RedisSettings } from '../../common/server/redis/redis-client';
import { isConditionFailure } from './dynamo-client';

export interface LeaseBackend {
  readonly kind: 'redis' | 'dynamodb';
  /** true when this owner now holds the lease for ttlMs */
  acquire(name: string, owner: string, ttlMs: number): Promise<boolean>;
  /** gives the lease up if this owner still holds it */
  release(name: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

export class DynamoLeaseBackend implements LeaseBackend {
  readonly kind = 'dynamodb' as const;

  constructor(
    private readonly client: DynamoDBClient,
    private readonly table: string,
    private readonly now: () => number = Date.now,
  ) {}

  async acquire(name: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.table,
          Item: { id: { S: `lease#${name}` }, owner: { S: owner }, leaseUntil: { N: String(now + ttlMs) } },
          ConditionExpression: 'attribute_not_exists(id) OR leaseUntil < :now',
          ExpressionAttributeValues: { ':now': { N: String(now) } },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async release(name: string, owner: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteItemCommand({
          TableName: this.table,
          Key: { id: { S: `lease#${name}` } },
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': { S: owner } },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async close(): Promise<void> {}
}

/** Deletes the key only while it still holds this owner's value (the lease may have lapsed and been retaken). */
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class RedisLeaseBackend implements LeaseBackend {
  readonly kind = 'redis' as const;
  private readonly client: RedisClient;
  private connecting?: Promise<unknown>;

  private readonly timeoutMs: number;
  private readonly namespace: string;

  constructor({ url, timeoutMs, namespace }: RedisSettings) {
    this.timeoutMs = timeoutMs;
    this.namespace = namespace;
    this.client = createRedisClient(url, timeoutMs);
    // failures surface as rejected commands: a job whose lease cannot be taken skips its run
    this.client.on('error', () => undefined);
  }

  private key(name: string): string {
    return `${this.namespace}::lease:${name}`;
  }

  private async ready(): Promise<void> {
    if (this.client.isReady) return;
    this.connecting ??= this.client.connect().catch(() => undefined);
    await Promise.race([this.connecting, new Promise((resolve) => setTimeout(resolve, this.timeoutMs))]);
    if (!this.client.isReady) throw new Error('Redis is not available for job leases');
  }

  async acquire(name: string, owner: string, ttlMs: number): Promise<boolean> {
    await this.ready();
    const answer = await this.client.set(this.key(name), owner, {
      condition: 'NX',
      expiration: { type: 'PX', value: ttlMs },
    });
    return answer === 'OK';
  }

  async release(name: string, owner: string): Promise<void> {
    await this.ready();
    await this.client.eval(RELEASE_SCRIPT, { keys: [this.key(name)], arguments: [owner] });
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close().catch(() => undefined);
    else this.client.destroy();
  }
}
