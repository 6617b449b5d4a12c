import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT, LOGIN, startTestSandbox, type TestSandbox } from './simplybook-sandbox.testing';

interface Booked {
  bookings: Array<{ id: number; code: string }>;
  invoice: { id: number } | null;
}

const hold = (t: TestSandbox, time: string): Promise<Booked> =>
  t.result<Booked>('book', 20, 3, '2026-12-01', time, CLIENT, { handle_invoice: true }, 1);

describe('SimplyBook sandbox: the diary across restarts', () => {
  let folder: string;
  const running: TestSandbox[] = [];
  const start = async (dataDir?: string): Promise<TestSandbox> => {
    const t = await startTestSandbox(undefined, dataDir);
    running.push(t);
    return t;
  };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'atrium-simplybook-spec-'));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((t) => t.sandbox.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('should keep its bookings and go on numbering after a restart over the same data folder', async () => {
    const first = await start(folder);
    const before = await hold(first, '10:00:00');
    await first.sandbox.close();

    const second = await start(folder);
    expect(second.sandbox.bookings(LOGIN)).toEqual([
      expect.objectContaining({ id: before.bookings[0]!.id, code: before.bookings[0]!.code, status: 'held' }),
    ]);
    const after = await hold(second, '11:00:00');
    expect(after.bookings[0]!.id).toBeGreaterThan(before.bookings[0]!.id);
    expect(after.invoice!.id).toBeGreaterThan(before.invoice!.id);
  });

  it('should never give an id out twice, even after its diary was emptied', async () => {
    const t = await start();
    const before = await hold(t, '10:00:00');
    t.sandbox.reset(LOGIN);
    expect(t.sandbox.bookings(LOGIN)).toEqual([]);
    const after = await hold(t, '10:00:00');
    expect(after.bookings[0]!.id).not.toBe(before.bookings[0]!.id);
    expect(after.invoice!.id).not.toBe(before.invoice!.id);
  });
});
