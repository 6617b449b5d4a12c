/**
 * The companies' diaries on disk, one JSON file per company login in the sandbox's data folder, so that the
 * sandbox keeps its bookings, invoices and numbering across restarts as the real service does (a booking id is
 * never given out twice). A diary is written whole (to a temporary file, then renamed over the old one) after
 * every call that changed it, before the call is answered, so a process killed at any point loses no answer it
 * gave.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyDiary, CompanyState } from './company-state';

export class DiaryFiles {
  private readonly written = new Map<string, string>();

  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
  }

  /** Takes back each company's diary when its file exists. */
  load(companies: Iterable<CompanyState>): void {
    for (const company of companies) {
      const file = this.fileOf(company.settings.login);
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      company.restore(JSON.parse(text) as CompanyDiary);
      this.written.set(company.settings.login, text);
    }
  }

  /** Writes the diary of a company whose state differs from what was last written. */
  save(company: CompanyState): void {
    const text = JSON.stringify(company.diary());
    const login = company.settings.login;
    if (this.written.get(login) === text) return;
    const file = this.fileOf(login);
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
    this.written.set(login, text);
  }

  private fileOf(login: string): string {
    return join(this.folder, `${login.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);
  }
}
