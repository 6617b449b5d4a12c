import { Logger } from '@nestjs/common';
import { loadConfiguration } from '../../../config/configuration';
import { parseCsv } from './csv';
import { exportDay } from './export-days';
import { SftpUnavailableError } from './exports.errors';
import { LeadsExportService } from './leads-export.service';
import type { SftpDropClient, SftpDropSession } from './sftp-drop.client';
import { InMemorySubmissionLedger } from './testing/in-memory-submission-ledger';

/** The file drop as a map of file names to contents; `failUploads` makes every upload fail. */
class MemoryDrop {
  readonly files = new Map<string, string>();
  sessions = 0;
  failUploads = false;

  async session<T>(work: (session: SftpDropSession) => Promise<T>): Promise<T> {
    this.sessions += 1;
    return work({
      list: async () => [...this.files.keys()],
      read: async (name) => this.files.get(name) ?? '',
      upload: async (name, content) => {
        if (this.failUploads) throw new Error(`upload of ${name} incomplete`);
        this.files.set(name, content);
      },
    });
  }
}

const AT = new Date('2026-11-23T05:00:00Z');
const day = (timeZone: string) => [exportDay('2026-11-22', timeZone)];

describe('LeadsExportService', () => {
  const config = loadConfiguration({ APP_MODE: 'test' });
  const days = new Map([
    ['willowvale', day('Australia/Melbourne')],
    ['riverbend', day('Australia/Brisbane')],
    ['karri-ridge', day('Australia/Perth')],
  ]);
  let ledger: InMemorySubmissionLedger;
  let drop: MemoryDrop;
  let service: LeadsExportService;
  let logged: string[];

  beforeEach(() => {
    ledger = new InMemorySubmissionLedger();
    drop = new MemoryDrop();
    service = new LeadsExportService(config, ledger, drop as unknown as SftpDropClient);
    logged = [];
    const record = (message: unknown): void => void logged.push(String(message));
    jest.spyOn(Logger.prototype, 'log').mockImplementation(record);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(record);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(record);
    jest.spyOn(Logger.prototype, 'debug').mockImplementation(record);
  });

  afterEach(() => jest.restoreAllMocks());

  it('should not connect to the drop when no record waits', async () => {
    await ledger.accept({ id: 'c1', kind: 'contact', centre: 'willowvale', payload: { first_name: 'Zoë' } }, new Date('2026-11-22T03:00:00Z'));

    expect(await service.exportDays(days, AT)).toEqual({ files: [], recovered: 0 });
    expect(drop.sessions).toBe(0);
  });

  it('should leave out records of centres it does not know and of days it was not asked for', async () => {
    await ledger.accept({ id: 'x1', kind: 'leasing', centre: 'closed-centre', payload: {} }, new Date('2026-11-22T03:00:00Z'));
    // 00:30 on the 23rd in Melbourne
    await ledger.accept({ id: 'x2', kind: 'leasing', centre: 'willowvale', payload: {} }, new Date('2026-11-22T13:30:00Z'));

    expect(await service.exportDays(days, AT)).toEqual({ files: [], recovered: 0 });
    expect((await ledger.get('x1'))?.exportedAt).toBeUndefined();
  });

  it('should never log what a visitor wrote', async () => {
    await ledger.accept({ id: 'l1', kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Zoë', email: 'zoe@example.com', phone: '0412345678' } }, new Date('2026-11-22T03:00:00Z'));
    await service.exportDays(days, AT);
    await ledger.accept({ id: 'l2', kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Zoë', email: 'zoe@example.com' } }, new Date('2026-11-22T04:00:00Z'));
    drop.failUploads = true;
    await expect(service.exportDays(days, AT)).rejects.toBeInstanceOf(SftpUnavailableError);

    expect(logged).toEqual([
      'Exported 1 record(s) to leads-leasing-willowvale-2026-11-22.csv',
      'Export stopped after 0 file(s): upload of leads-leasing-willowvale-2026-11-22-2.csv incomplete',
    ]);
  });

  it('should keep the records of an earlier file out of a later one', async () => {
    await ledger.accept({ id: 'l1', kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Zoë' } }, new Date('2026-11-22T03:00:00Z'));
    await service.exportDays(days, AT);
    await ledger.accept({ id: 'l2', kind: 'leasing', centre: 'willowvale', payload: { first_name: 'Ann' } }, new Date('2026-11-22T04:00:00Z'));

    await service.exportDays(days, AT);

    expect(parseCsv(drop.files.get('leads-leasing-willowvale-2026-11-22.csv')!).slice(1).map((row) => row[0])).toEqual(['l1']);
    expect(parseCsv(drop.files.get('leads-leasing-willowvale-2026-11-22-2.csv')!).slice(1).map((row) => row[0])).toEqual(['l2']);
  });
});
