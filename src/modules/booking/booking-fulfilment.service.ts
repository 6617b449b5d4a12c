import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { BookingSettings, ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { companyOf, type BookingCompany } from './booking-company';
import { CrashSwitch } from '../payments/crash-switch.service';
import { BookingPaymentTasks, type PaymentTask, type SettleReason } from './booking-payment-tasks';
import { holdAgain } from './booking-rebook';
import { BookingRecords, type Confirmed } from './booking-records';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { bookingUpstreamFailed } from './booking.errors';
import type { ConfirmDetails } from './confirm-details';
import { bookingSign, confirmAtProvider } from './provider-confirm';
import { SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

export type Fulfilment =
  | { booked: Confirmed; subscription?: ConfirmAnswer['subscription'] }
  | { refund: Extract<SettleReason, 'time-gone' | 'amount'> };

/**
 * Turns a succeeded card payment into its booking (docs/booking.md "Settlement"): the invoice paid and the bookings
 * confirmed at the provider, or, when the hold had lapsed, the same time held again (written to the payment's task
 * before it is confirmed, so a crash never holds it twice) and confirmed; then the booking record and the sign-up.
 * Every step is safe to make again after a crash. The caller holds the reservation's settle lease.
 */
@Injectable()
export class BookingFulfilment {
  private readonly logger = new Logger('BookingFulfilment');

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    private readonly tasks: BookingPaymentTasks,
    private readonly records: BookingRecords,
    private readonly reservations: BookingReservations,
    private readonly crash: CrashSwitch,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async fulfil(
    centre: CentreConfig,
    task: PaymentTask,
    facts: ReservationFacts,
    settings: BookingSettings,
    details: ConfirmDetails,
  ): Promise<Fulfilment> {
    const company = companyOf(centre);
    const intentId = task.data.intentId;
    let held = task.data.rebooking ? this.reservations.openLapsed(centre, task.data.rebooking) : facts;
    if (!(await this.confirm(company, held, intentId))) {
      // the hold lapsed (a slow 3-D Secure check, a tab left open, a server that died): the same time again
      const again = await holdAgain(this.simplybook, company, facts, details.email, centre.timeZone, this.clock.now());
      if (!again) return { refund: 'time-gone' };
      if (again.invoice?.amountCents !== task.data.amountCents) {
        await this.release(company, again);
        return { refund: 'amount' };
      }
      await this.keepRebooking(task, this.reservations.seal(again));
      this.logger.log(`Held ${facts.centre} reservation ${task.data.reservation} again for payment ${intentId}`);
      held = again;
      if (!(await this.confirm(company, held, intentId))) {
        await this.release(company, again);
        return { refund: 'time-gone' };
      }
    }
    this.crash.reached('provider-confirmed');
    const booked: Confirmed = {
      bookings: held.bookings.map(({ id, code }) => ({ id, code })),
      invoice: held.invoice ? { id: held.invoice.id, amountCents: held.invoice.amountCents } : null,
    };
    const recordId = `booking-${task.data.reservation}`;
    await this.records.write(centre, facts, settings, details, booked, recordId);
    this.crash.reached('ledger-written');
    const subscription = await this.records.signUp(centre, facts, details, recordId);
    return { booked, ...(subscription ? { subscription } : {}) };
  }

  /** Drops bookings held for a payment that is being refunded (best effort: an unreleased hold lapses by itself). */
  async release(company: BookingCompany, held: Pick<ReservationFacts, 'bookings'>): Promise<void> {
    for (const booking of held.bookings)
      await this.simplybook.cancelBooking(company, booking.id, bookingSign(company, booking)).catch(() => undefined);
  }

  /** false when the provider refused (the hold lapsed or is gone); a provider that did not answer throws. */
  private async confirm(company: BookingCompany, held: ReservationFacts, intentId: string): Promise<boolean> {
    try {
      await confirmAtProvider(
        this.simplybook,
        company,
        { bookings: held.bookings, invoiceId: held.invoice?.id },
        intentId,
      );
      return true;
    } catch (error) {
      if (error instanceof SimplyBookError && error.code !== undefined) return false;
      throw bookingUpstreamFailed(error);
    }
  }

  private async keepRebooking(task: PaymentTask, rebooking: string): Promise<void> {
    let current: PaymentTask | undefined = task;
    while (current?.state === 'open') {
      if (await this.tasks.update(current, { rebooking })) return;
      current = await this.tasks.reread(current);
    }
  }
}
