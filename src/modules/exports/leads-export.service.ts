import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { zonedDateKey } from '../../common/domain/time/zoned-time';
import { SUBMISSION_LEDGER, type SubmissionLedger, type SubmissionRecord } from '../submissions/submission-ledger.port';
import { parseCsv, toCsv } from './csv';
import { EXPORT_KINDS, headerOf, linesOf, type ExportKind } from './export-columns';
import { exportFileName, isExportFileOf, type ExportDay } from './export-days';
import { SftpUnavailableError } from './exports.errors';
import { SftpDropClient, type SftpDropSession } from './sftp-drop.client';

/** The days to export, per centre slug. */
export type DaysByCentre = ReadonlyMap<string, readonly ExportDay[]>;

export interface ExportedFile {
  file: string;
  centre: string;
  kind: ExportKind;
  date: string;
  /** records written (a competition entry with several sales rows is one record, several lines) */
  records: number;
}

export interface ExportReport {
  files: ExportedFile[];
  /** records found in a file already (an earlier run wrote the file but could not record it): now recorded */
  recovered: number;
}

interface Group {
  centre: string;
  timeZone: string;
  kind: ExportKind;
  date: string;
  records: SubmissionRecord[];
}

/**
 * Writes leads and competition entries to the SFTP drop (docs/sftp-export.md): one CSV file per kind, centre
 * and day, with only records no file holds yet, each then recorded in the ledger. Logs name files and counts,
 * never what a visitor wrote.
 */
@Injectable()
export class LeadsExportService {
  private readonly logger = new Logger('LeadsExport');

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    private readonly drop: SftpDropClient,
  ) {}

  /** Exports every record of the given days not exported yet; `at` is the instant recorded in the ledger. */
  async exportDays(days: DaysByCentre, at: Date): Promise<ExportReport> {
    const groups = await this.pendingGroups(days);
    const report: ExportReport = { files: [], recovered: 0 };
    if (groups.length === 0) return report;
    try {
      await this.drop.session(async (session) => {
        const names = await session.list();
        for (const group of groups) await this.exportGroup(session, names, group, at, report);
      });
    } catch (error) {
      this.logger.warn(`Export stopped after ${report.files.length} file(s): ${error instanceof Error ? error.message : String(error)}`);
      throw new SftpUnavailableError(error);
    }
    return report;
  }

  /** One ledger read for the whole window; records sorted into (centre, kind, local day) groups. */
  private async pendingGroups(days: DaysByCentre): Promise<Group[]> {
    const all = [...days.values()].flat();
    if (all.length === 0) return [];
    const from = new Date(Math.min(...all.map((day) => day.from.getTime())));
    const to = new Date(Math.max(...all.map((day) => day.to.getTime())));
    const records = await this.ledger.unexported([...EXPORT_KINDS], from, to);
    const groups = new Map<string, Group>();
    for (const record of records) {
      const centre = this.config.centres.centres.find((candidate) => candidate.slug === record.centre);
      const wanted = days.get(record.centre);
      if (!centre || !wanted) continue;
      const date = zonedDateKey(new Date(record.createdAt), centre.timeZone);
      if (!wanted.some((day) => day.date === date)) continue;
      const kind = record.kind as ExportKind;
      const key = `${centre.slug}|${kind}|${date}`;
      const group = groups.get(key) ?? { centre: centre.slug, timeZone: centre.timeZone, kind, date, records: [] };
      group.records.push(record);
      groups.set(key, group);
    }
    return [...groups.values()].sort((a, b) => a.date.localeCompare(b.date) || a.centre.localeCompare(b.centre) || a.kind.localeCompare(b.kind));
  }

  private async exportGroup(session: SftpDropSession, names: string[], group: Group, at: Date, report: ExportReport): Promise<void> {
    const { kind, centre, date } = group;
    const existing = names.filter((name) => isExportFileOf(name, kind, centre, date));
    const inFiles = await this.idsInFiles(session, existing);
    const recovered = new Map<string, string[]>();
    const fresh: SubmissionRecord[] = [];
    for (const record of group.records) {
      const file = inFiles.get(record.id);
      if (file) recovered.set(file, [...(recovered.get(file) ?? []), record.id]);
      else fresh.push(record);
    }
    for (const [file, ids] of recovered) {
      await this.ledger.markExported(ids, file, at);
      report.recovered += ids.length;
    }
    if (fresh.length === 0) return;
    let sequence = 1;
    while (names.includes(exportFileName(kind, centre, date, sequence))) sequence += 1;
    const file = exportFileName(kind, centre, date, sequence);
    const lines = fresh.flatMap((record) => linesOf(kind, record, group.timeZone));
    await session.upload(file, toCsv([headerOf(kind), ...lines]));
    names.push(file);
    await this.ledger.markExported(
      fresh.map((record) => record.id),
      file,
      at,
    );
    report.files.push({ file, centre, kind, date, records: fresh.length });
    this.logger.log(`Exported ${fresh.length} record(s) to ${file}`);
  }

  /** The submission ids each existing file of the day holds (first column, header skipped). */
  private async idsInFiles(session: SftpDropSession, files: string[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const file of files) {
      for (const row of parseCsv(await session.read(file)).slice(1)) if (row[0]) ids.set(row[0], file);
    }
    return ids;
  }
}
