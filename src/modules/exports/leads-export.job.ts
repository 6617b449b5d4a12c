import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { JobLeaseService } from '../submissions/job-lease.service';
import { endedDays, exportDay, isCalendarDate, type ExportDay } from './export-days';
import { ExportDateInvalidError, ExportRunningError } from './exports.errors';
import { LeadsExportService, type ExportReport } from './leads-export.service';

export const EXPORT_JOB = 'sftp-export';

/**
 * The nightly export (docs/sftp-export.md "When it runs"): on the configured cron, under the `sftp-export`
 * lease so that one instance runs it, every ended day of the look-back window that still holds unexported
 * records; operators can run one day on demand. Never scheduled in test mode (tests run it on demand).
 */
@Injectable()
export class LeadsExportJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadsExportJob');
  private running?: Promise<unknown>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Configuration,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly exporter: LeadsExportService,
    private readonly leases: JobLeaseService,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const settings = this.config.integrations.sftp.export;
    if (!settings.enabled || this.config.app.mode === 'test') return;
    const job = CronJob.from({ cronTime: settings.cron, timeZone: settings.timeZone, onTick: () => void this.tick(), start: false });
    this.scheduler.addCronJob(EXPORT_JOB, job);
    job.start();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler.doesExist('cron', EXPORT_JOB)) this.scheduler.deleteCronJob(EXPORT_JOB);
    await this.running;
  }

  /**
   * One run now: `date` (YYYY-MM-DD) exports that day of every centre, which must have ended in each; without
   * it, the nightly window. Throws when another run holds the lease.
   */
  async runNow(date?: string): Promise<ExportReport> {
    const days = date ? this.oneDay(date) : this.window();
    const outcome = await this.leases.run(EXPORT_JOB, this.config.integrations.sftp.export.leaseMs, () =>
      this.exporter.exportDays(days, this.clock.now()),
    );
    if (!outcome.ran) throw new ExportRunningError();
    return outcome.result;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runNow().then(
      (report) => this.logger.log(`Nightly export: ${report.files.length} file(s), ${report.recovered} recovered record(s)`),
      (error: unknown) => this.logger.warn(`Nightly export not completed: ${error instanceof Error ? error.message : String(error)}`),
    );
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private window(): Map<string, ExportDay[]> {
    const { lookbackDays } = this.config.integrations.sftp.export;
    const now = this.clock.now();
    return new Map(this.config.centres.centres.map((centre) => [centre.slug, endedDays(now, centre.timeZone, lookbackDays)]));
  }

  private oneDay(date: string): Map<string, ExportDay[]> {
    if (!isCalendarDate(date)) throw new ExportDateInvalidError('Please enter a date as YYYY-MM-DD');
    const now = this.clock.now().getTime();
    const days = new Map(this.config.centres.centres.map((centre) => [centre.slug, [exportDay(date, centre.timeZone)]]));
    if ([...days.values()].some(([day]) => day!.to.getTime() > now)) {
      throw new ExportDateInvalidError('The day has not ended yet in every centre');
    }
    return days;
  }
}
