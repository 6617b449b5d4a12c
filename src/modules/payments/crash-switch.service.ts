import { readFileSync, rmSync } from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Configuration } from '../../../config/configuration';
import { APP_CONFIG } from '../../common/server/config/app-config.token';

/**
 * The points of service booking's card payment flow a drill can kill the server at (docs/booking.md "Crash
 * drill"): the intent handed out, the card succeeded, the provider confirmed, the booking record written.
 */
export const CRASH_POINTS = ['intent-created', 'card-succeeded', 'provider-confirmed', 'ledger-written'] as const;
/**
 * The points of a ticket order's card payment (docs/ticketing.md "Crash drill"): the card payment handed out (its id
 * in the order), the card succeeded, Vivenu's payment request confirmed (the tickets issued, the order not closed).
 */
export const TICKET_CRASH_POINTS = ['intent-created', 'card-succeeded', 'tickets-issued'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number] | (typeof TICKET_CRASH_POINTS)[number];

/**
 * Demo and test only (BOOKING_CRASH_FILE, refused in production by config/): when the file names the point just
 * reached, it is deleted (so the restarted server carries on) and the process is killed with SIGKILL: no shutdown
 * hook, no answer, nothing flushed, as a power cut would leave it.
 */
@Injectable()
export class CrashSwitch {
  private readonly logger = new Logger('CrashSwitch');
  private readonly file?: string;

  constructor(@Inject(APP_CONFIG) config: Pick<Configuration, 'app'>) {
    this.file = config.app.mode === 'production' ? undefined : config.app.bookingCrashFile;
  }

  reached(point: CrashPoint): void {
    if (!this.file) return;
    let named: string;
    try {
      named = readFileSync(this.file, 'utf8').trim();
    } catch {
      return;
    }
    if (named !== point) return;
    rmSync(this.file, { force: true });
    this.logger.warn(`Crash drill: killed at ${point}`);
    process.kill(process.pid, 'SIGKILL');
  }
}
