import { QueryCommand, type DynamoDBClient, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import type { Item } from './dynamo-ledger-item';

/**
 * A query read page by page (ExclusiveStartKey) until `enough` says so or the index has no more: what each item
 * reads as (`undefined` to leave it out), and the entries the index read so far (a filter still reads them).
 */
export async function queryPages<T>(
  client: DynamoDBClient,
  input: QueryCommandInput,
  read: (item: Item) => T | undefined,
  enough: (found: T[], scanned: number) => boolean,
): Promise<T[]> {
  const found: T[] = [];
  let scanned = 0;
  let start: Item | undefined;
  do {
    const answer = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    for (const item of answer.Items ?? []) {
      const value = read(item);
      if (value !== undefined) found.push(value);
    }
    scanned += answer.ScannedCount ?? answer.Items?.length ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start && !enough(found, scanned));
  return found;
}
