import {
  CreateTableCommand,
  DeleteItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WriteStep } from './atomic-writes';
import { startDynamoSandbox, type DynamoSandbox } from './dynamodb-sandbox';

const TABLE = 'steps';

/** A table with an index on (status, at), like the ledger's, ready for writes. */
async function indexedTable(client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'id', AttributeType: 'S' },
        { AttributeName: 'status', AttributeType: 'S' },
        { AttributeName: 'at', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'by-status',
          KeySchema: [
            { AttributeName: 'status', KeyType: 'HASH' },
            { AttributeName: 'at', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  // dynalite answers CreateTable with the table CREATING and makes it ACTIVE a moment later, as DynamoDB does: a
  // write before then is refused (ResourceNotFoundException), so wait for it as the ledger does (ensureTable)
  for (let tries = 0; tries < 100; tries += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`table ${TABLE} never became ACTIVE`);
}

describe('the DynamoDB sandbox item writes', () => {
  let folder: string;
  let sandbox: DynamoSandbox | undefined;
  let client: DynamoDBClient | undefined;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'atrium-dynalite-steps-'))));
  afterEach(async () => {
    client?.destroy();
    await sandbox?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The LevelDB steps of each item write: a put, an update that moves its index entry, a delete. */
  async function stepsOfWrites(atomicWrites?: boolean): Promise<WriteStep[][]> {
    const steps: WriteStep[] = [];
    sandbox = await startDynamoSandbox({
      dataDir: folder,
      atomicWrites,
      afterWriteStep: (step) => void steps.push(step),
    });
    const dynamo = new DynamoDBClient({
      region: 'ap-southeast-2',
      endpoint: sandbox.endpoint,
      credentials: { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' },
    });
    client = dynamo;
    await indexedTable(dynamo);
    const Key = { id: { S: 'a' } };
    const writes = [
      () =>
        dynamo.send(
          new PutItemCommand({ TableName: TABLE, Item: { ...Key, status: { S: 'pending' }, at: { S: '1' } } }),
        ),
      () =>
        dynamo.send(
          new UpdateItemCommand({
            TableName: TABLE,
            Key,
            UpdateExpression: 'SET #status = :delivered',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':delivered': { S: 'delivered' } },
          }),
        ),
      () => dynamo.send(new DeleteItemCommand({ TableName: TABLE, Key })),
    ];
    const perWrite: WriteStep[][] = [];
    for (const write of writes) {
      steps.length = 0;
      await write();
      perWrite.push([...steps]);
    }
    return perWrite;
  }

  it('should land an item and its index changes in one LevelDB step, so a killed process leaves them in step', async () => {
    expect(await stepsOfWrites()).toEqual([[{ step: 1, keys: 2 }], [{ step: 1, keys: 3 }], [{ step: 1, keys: 2 }]]);
  });

  it('should write in the separate steps of dynalite itself when told to, as folders were written before', async () => {
    expect(await stepsOfWrites(false)).toEqual([
      [
        { step: 1, keys: 1 },
        { step: 2, keys: 1 },
      ],
      [
        { step: 1, keys: 1 },
        { step: 2, keys: 1 },
        { step: 3, keys: 1 },
      ],
      [
        { step: 1, keys: 1 },
        { step: 2, keys: 1 },
      ],
    ]);
  });
});
