import { freePort, ThrowawayRedis } from '../../utils/throwaway-redis';
import { clientKey, contactPayload, deliverAllDue, startLedgerApp, type LedgerApp } from './ledger-harness';

/** A promise the test resolves when it chooses. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Two instances of the site sharing their lease store: the second uses the first one's DynamoDB. */
async function twoInstances(env: Record<string, string> = {}): Promise<[LedgerApp, LedgerApp]> {
  const first = await startLedgerApp({ env });
  const endpoint = first.test.config.integrations.dynamo.endpoint!;
  const second = await startLedgerApp({ env: { ...env, DYNAMODB_ENDPOINT: endpoint } });
  return [first, second];
}

function describeLeases(store: 'dynamodb' | 'redis', env: () => Record<string, string>): void {
  describe(`two instances with leases in ${store === 'redis' ? 'Redis' : 'DynamoDB'}`, () => {
    let first: LedgerApp;
    let second: LedgerApp;

    beforeAll(async () => {
      [first, second] = await twoInstances(env());
    });
    afterAll(async () => {
      await second?.test.close();
      await first?.test.close();
    });

    it(`should keep their leases in ${store}`, () => {
      expect([first.leases.store, second.leases.store]).toEqual([store, store]);
    });

    it('should run a job on one instance only while the other holds its lease', async () => {
      const held = gate();
      const started = gate();
      const runs: string[] = [];
      const onFirst = first.leases.run('probe', 30_000, async () => {
        runs.push('first');
        started.open();
        await held.opened;
        return 'first done';
      });
      await started.opened;
      expect(await second.leases.run('probe', 30_000, async () => runs.push('second'))).toEqual({ ran: false });
      held.open();
      expect(await onFirst).toEqual({ ran: true, result: 'first done' });
      // released by its owner: the next run may happen anywhere
      expect(await second.leases.run('probe', 30_000, async () => 'second done')).toEqual({
        ran: true,
        result: 'second done',
      });
      expect(runs).toEqual(['first']);
    });

    it('should let the lease lapse when its holder never releases it', async () => {
      const never = gate();
      const started = gate();
      void first.leases.run('lapsing', 1000, async () => {
        started.open();
        await never.opened;
      });
      await started.opened;
      expect(await second.leases.run('lapsing', 1000, async () => 'too early')).toEqual({ ran: false });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await second.leases.run('lapsing', 1000, async () => 'after the lapse')).toEqual({
        ran: true,
        result: 'after the lapse',
      });
      never.open();
    });

    it('should deliver each submission once when both run the delivery job at the same time', async () => {
      const accepted = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          first.submissions.accept('contact', 'willowvale', contactPayload(n), clientKey(1000 + n)),
        ),
      );
      const runs = await Promise.all([first.delivery.runOnce(), second.delivery.runOnce()]);
      expect(runs.filter((run) => run !== undefined).length).toBeGreaterThanOrEqual(1);
      await deliverAllDue(first);
      const ids = accepted.map((entry) => entry.record.id).sort();
      const sent = [first, second].flatMap((app) => [...app.test.sandboxes.propertyApi.submissions.keys('contact-us')]);
      expect(sent.map(([key]) => key).sort()).toEqual(ids);
      expect(sent.every(([, requests]) => requests === 1)).toBe(true);
    });
  });
}

describeLeases('dynamodb', () => ({}));

describe('with Redis', () => {
  let redis: ThrowawayRedis;
  let url = '';
  beforeAll(async () => {
    redis = new ThrowawayRedis(await freePort());
    await redis.start();
    url = `redis://127.0.0.1:${redis.port}`;
  });
  afterAll(() => redis.kill());
  describeLeases('redis', () => ({ REDIS_URL: url }));
});
