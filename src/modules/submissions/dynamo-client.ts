/**
 * The DynamoDB client and table set-up of the submissions ledger (docs/submissions.md "Table"). Against a
 * configured endpoint (dynalite in demo and test) the client gets a region and fixed dummy credentials, so the
 * machine's real AWS credentials are never read for a sandbox.
 */
import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { Logger } from '@nestjs/common';
import type { DynamoConfig } from '../../../config/integrations.config';

/** The index of records by status, in order of their next attempt (due submissions, operator lists). */
export const STATUS_INDEX = 'status-nextAttemptAt';
/** The DynamoDB TTL attribute (epoch seconds). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** A conditional write or delete that found the item not as the condition requires. */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

const SANDBOX_CREDENTIALS = { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' };

export function createDynamoClient(config: DynamoConfig): DynamoDBClient {
  return new DynamoDBClient({
    region: config.region,
    maxAttempts: 3,
    ...(config.endpoint ? { endpoint: config.endpoint, credentials: SANDBOX_CREDENTIALS } : {}),
  });
}

async function tableStatus(client: DynamoDBClient, table: string): Promise<string | undefined> {
  try {
    const described = await client.send(new DescribeTableCommand({ TableName: table }));
    return described.Table?.TableStatus ?? 'ACTIVE';
  } catch (error) {
    if (error instanceof ResourceNotFoundException || (error as { name?: string }).name === 'ResourceNotFoundException')
      return undefined;
    throw error;
  }
}

/** Creates the table with its status index when missing (and turns TTL on), then waits until it is active. */
export async function ensureTable(client: DynamoDBClient, table: string, logger: Logger): Promise<void> {
  if ((await tableStatus(client, table)) === undefined) {
    try {
      await client.send(
        new CreateTableCommand({
          TableName: table,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [
            { AttributeName: 'id', AttributeType: 'S' },
            { AttributeName: 'status', AttributeType: 'S' },
            { AttributeName: 'nextAttemptAt', AttributeType: 'S' },
          ],
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          GlobalSecondaryIndexes: [
            {
              IndexName: STATUS_INDEX,
              KeySchema: [
                { AttributeName: 'status', KeyType: 'HASH' },
                { AttributeName: 'nextAttemptAt', KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          ],
        }),
      );
      logger.log(`Created the submissions table ${table}`);
    } catch (error) {
      // another instance created it meanwhile
      if ((error as { name?: string }).name !== 'ResourceInUseException') throw error;
    }
    try {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: table,
          TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        }),
      );
    } catch {
      // dynalite has no TTL; the retention job purges expired records anyway
    }
  }
  for (let waited = 0; waited < 60_000; waited += 100) {
    if ((await tableStatus(client, table)) === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The submissions table ${table} did not become active`);
}
