import { DynamoDBClient, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { Agent } from 'node:http';
import type { Logger } from '@nestjs/common';
import { loadConfiguration } from '../../../config/configuration';
import type { DynamoConfig } from '../../../config/integrations.config';
import { createDynamoClient, ensureTable, STATUS_INDEX } from '../../../src/modules/submissions/dynamo-client';
import { DynamoIndexSweep, type IndexSweepReport } from '../../../src/modules/submissions/dynamo-index-sweep';
import { DynamoSubmissionLedger } from '../../../src/modules/submissions/dynamo-submission.ledger';
import { submissionId } from '../../../src/modules/submissions/idempotency-key';
import { IndexSweepJob } from '../../../src/modules/submissions/index-sweep.job';
import type { AcceptInput } from '../../../src/modules/submissions/submission-ledger.port';
import { startDynamoSandbox } from '../../../src/sandbox/dynamodb/dynamodb-sandbox';
import { startKillableDynalite, type KillableDynalite } from './killable-dynalite';
import { clientKey, contactPayload, dataFolder, deliverAllDue, ManualClock, startLedgerApp } from './ledger-harness';

const { table: TABLE, region: REGION } = loadConfiguration({ APP_MODE: 'test' }).integrations.dynamo;
const T0 = Date.parse('2026-11-23T01:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const quiet = { log: () => undefined } as unknown as Logger;

const submission = (n: number): AcceptInput => ({
  id: submissionId('contact', 'willowvale', clientKey(n)),
  kind: 'contact',
  centre: 'willowvale',
  payload: contactPayload(n),
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

/**
 * The ledger as the app writes it, in the killable sandbox; the table made first, as the app does at boot. Its
 * connections are not capped: each write held half-way keeps one open until the kill.
 */
async function ledgerIn(
  dynalite: KillableDynalite,
): Promise<{ ledger: DynamoSubmissionLedger; client: DynamoDBClient }> {
  const client = new DynamoDBClient({
    region: REGION,
    endpoint: dynalite.endpoint,
    credentials: { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' },
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 1000 }) },
  });
  await ensureTable(client, TABLE, quiet);
  return { ledger: new DynamoSubmissionLedger(client, { table: TABLE, recordExpirySeconds: 604_800 }), client };
}

/** Sweep runs reading at most `maxItems` items each, until one reaches the end of the table. */
async function sweepWholeTable(dynamo: DynamoConfig, now: Date, maxItems: number): Promise<IndexSweepReport[]> {
  const client = createDynamoClient(dynamo);
  const sweep = new DynamoIndexSweep(client, { table: dynamo.table, maxItems, graceMs: 60_000 });
  const runs: IndexSweepReport[] = [];
  try {
    do runs.push(await sweep.run(now));
    while (!runs.at(-1)!.passComplete);
  } finally {
    client.destroy();
  }
  return runs;
}

describe('submissions ledger: the DynamoDB sandbox killed in the middle of writes', () => {
  let folder: ReturnType<typeof dataFolder>;
  let dynalite: KillableDynalite | undefined;
  beforeEach(() => (folder = dataFolder()));
  afterEach(async () => {
    await dynalite?.kill();
    dynalite = undefined;
    folder.remove();
  });

  it('should leave every record and its index entry in step when the process is killed after the first LevelDB step', async () => {
    dynalite = await startKillableDynalite(folder.path, 'atomic');
    const { ledger, client } = await ledgerIn(dynalite);
    // a visitor's submission, its first failed attempt and a delivery, each killed after its first LevelDB step
    await dynalite.stopWriteAfterStep(1, () => ledger.accept(submission(1), at(0)));
    await ledger.accept(submission(2), at(1));
    await dynalite.stopWriteAfterStep(1, () =>
      ledger.markFailed(submission(2).id, { error: 'data API 503', nextAttemptAt: at(60), park: false }),
    );
    await ledger.accept(submission(3), at(2));
    await dynalite.stopWriteAfterStep(1, () => ledger.markDelivered(submission(3).id, at(3)));
    await dynalite.kill();
    client.destroy();

    const reopened = await startDynamoSandbox({ dataDir: folder.path });
    const raw = createDynamoClient({
      enabled: true,
      region: REGION,
      table: TABLE,
      createTable: false,
      endpoint: reopened.endpoint,
    });
    try {
      const table = await raw.send(new ScanCommand({ TableName: TABLE, ConsistentRead: true }));
      const records = (table.Items ?? []).filter((item) => item.status);
      const entries = [];
      for (const status of ['pending', 'delivered', 'parked']) {
        const index = await raw.send(
          new QueryCommand({
            TableName: TABLE,
            IndexName: STATUS_INDEX,
            KeyConditionExpression: '#status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': { S: status } },
          }),
        );
        entries.push(...(index.Items ?? []));
      }
      const byId = (a: Record<string, { S?: string }>, b: Record<string, { S?: string }>) =>
        (a.id?.S ?? '').localeCompare(b.id?.S ?? '');
      expect(records).toHaveLength(3);
      expect(entries.sort(byId)).toEqual(records.sort(byId));
    } finally {
      raw.destroy();
      await reopened.close();
    }
  });

  it('should deliver every pending record exactly once from a folder whose writes were killed half-way', async () => {
    // a folder written before the sandbox's writes were atomic: dynalite's own separate steps, killed in between
    dynalite = await startKillableDynalite(folder.path, 'separate-steps');
    const { ledger, client } = await ledgerIn(dynalite);
    // 30 visitors never answered: each index entry landed, its record did not (more than a delivery run takes)
    const unanswered = range(100, 30);
    for (const n of unanswered) await dynalite.stopWriteAfterStep(1, () => ledger.accept(submission(n), at(n - 100)));
    // 30 accepted, their first failure cut off after its new index entry: the entry will outlive the record's delivery
    const failedOnce = range(200, 30);
    for (const n of failedOnce) {
      await ledger.accept(submission(n), at(n - 100));
      await dynalite.stopWriteAfterStep(2, () =>
        ledger.markFailed(submission(n).id, { error: 'data API 503', nextAttemptAt: at(n), park: false }),
      );
    }
    // 2 whose delivery was cut off after their index entry went: pending records missing from the index
    const unindexed = range(300, 2);
    for (const n of unindexed) {
      await ledger.accept(submission(n), at(n));
      await dynalite.stopWriteAfterStep(1, () => ledger.markDelivered(submission(n).id, at(n + 1)));
    }
    const untouched = 400;
    await ledger.accept(submission(untouched), at(untouched));
    await dynalite.kill();
    client.destroy();

    const clock = new ManualClock(at(600).getTime());
    const app = await startLedgerApp({ env: { DYNAMODB_DATA_DIR: folder.path }, clock });
    try {
      const api = app.test.sandboxes.propertyApi;
      const delivered = async () => (await deliverAllDue(app)).reduce((sum, run) => sum + run.delivered, 0);
      expect(await delivered()).toBe(failedOnce.length + 1);
      expect(await app.ledger.get(submission(unindexed[0]!).id)).toMatchObject({ status: 'pending' });

      // the sweep finds the pending records the index lost, a bounded slice of the table per run, and the next
      // delivery runs send them
      const sweeps = await sweepWholeTable(app.test.config.integrations.dynamo, clock.now(), 10);
      expect(sweeps.length).toBeGreaterThan(1);
      expect(sweeps.every((sweep) => sweep.scanned <= 10)).toBe(true);
      expect(sweeps.reduce((sum, sweep) => sum + sweep.reindexed, 0)).toBe(unindexed.length);
      expect(await delivered()).toBe(unindexed.length);
      expect(await app.test.app.get(IndexSweepJob).runOnce()).toEqual({
        scanned: expect.any(Number),
        reindexed: 0,
        passComplete: true,
      });

      // 60 stale entries are older than a submission made now: it is delivered all the same
      const late = await app.submissions.accept('contact', 'willowvale', contactPayload(500), clientKey(500));
      expect(await delivered()).toBe(1);

      const expected = [...failedOnce, ...unindexed, untouched].map((n) => submission(n).id).concat(late.record.id);
      const keys = api.submissions.keys('contact-us');
      expect([...keys.keys()].sort()).toEqual(expected.sort());
      expect([...keys.values()].every((requests) => requests === 1)).toBe(true);
      expect(await app.ledger.list('pending', 1000)).toEqual([]);
      for (const n of unanswered) expect(await app.ledger.get(submission(n).id)).toBeUndefined();
    } finally {
      await app.test.close();
    }
  });
});
