import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { PROMO_REQUIRED } from '../../common/domain/booking/booking-messages';
import type { ApplyPromoAnswer } from '../../common/domain/booking/booking-wire';
import { normalisePromoCode, promoCodeError, promoOffered } from '../../common/domain/booking/promo';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { BookingBlockService } from './booking-block.service';
import { BookingClaims } from './booking-claims';
import { companyOf } from './booking-company';
import { reservationKey } from './booking-journal.service';
import { BookingPaymentService } from './booking-payment.service';
import { BookingPaymentTasks } from './booking-payment-tasks';
import { BookingRecords } from './booking-records';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { BookingSettlementService } from './booking-settlement.service';
import { bookingRequestInvalid, bookingUpstreamFailed, promoInvalid, reservationLapsed } from './booking.errors';
import { toInvoice } from './invoice.mapper';
import { isPromoError, SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

/**
 * POST /api/booking-apply-promo (spec 3 §5.1, §7.1): the provider applies the code; its new invoice is sealed as
 * the reservation's next revision. The revision it replaces is retired for good (a write-once claim, the same code
 * twice being the same replacement): its token no longer pays, confirms or takes a code, and its card payment is
 * released at once, cancelled, or refunded if it had been paid (docs/booking.md "Promo codes").
 */
@Injectable()
export class BookingPromoService {
  private readonly logger = new Logger('BookingPromo');

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    private readonly reservations: BookingReservations,
    private readonly blocks: BookingBlockService,
    private readonly claims: BookingClaims,
    private readonly tasks: BookingPaymentTasks,
    private readonly settlement: BookingSettlementService,
    private readonly records: BookingRecords,
    private readonly payments: BookingPaymentService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(centre: CentreConfig, body: Record<string, unknown>): Promise<ApplyPromoAnswer> {
    const now = this.clock.now();
    const facts = this.reservations.open(centre, body.token, now);
    const code = await this.offeredCode(centre, facts, body.code);
    const reservation = reservationKey(centre.slug, facts);
    const revision = facts.revision ?? 0;
    const replacedBy = await this.claims.replacedBy(reservation, revision);
    if (replacedBy !== undefined && replacedBy !== code) throw reservationLapsed();
    if (await this.records.booked(`booking-${reservation}`))
      throw bookingRequestInvalid('This booking is already confirmed.');
    let raw;
    try {
      raw = await this.simplybook.applyPromo(companyOf(centre), facts.invoice!.id, code);
    } catch (error) {
      if (error instanceof SimplyBookError && isPromoError(error.code)) throw promoInvalid();
      throw bookingUpstreamFailed(error);
    }
    if (!(await this.claims.replace(centre.slug, reservation, revision, code)).won) throw reservationLapsed();
    await this.release(reservation, revision);
    const invoice = { ...toInvoice(raw, centre.timeZone, now), promoCode: code };
    const next: ReservationFacts = {
      ...facts,
      revision: revision + 1,
      invoice: { id: invoice.id, amountCents: invoice.amountCents, promoCode: code },
    };
    const token = this.reservations.seal(next);
    const fullyDiscounted = invoice.amountCents <= 0;
    this.logger.log(`Promo applied to invoice ${invoice.id} at ${centre.slug}`);
    if (fullyDiscounted) return { token, invoice, fullyDiscounted };
    const { intent } = await this.payments.start(centre, next, reservation, token);
    return { token, invoice, paymentIntent: this.payments.answer(intent), fullyDiscounted };
  }

  /** spec 3 §5.1: 'Please enter code'; a code where promos are not offered is the invalid-code message. */
  private async offeredCode(centre: CentreConfig, facts: ReservationFacts, raw: unknown): Promise<string> {
    const code = typeof raw === 'string' ? normalisePromoCode(raw) : undefined;
    const missing = promoCodeError(code);
    if (missing !== undefined || code === undefined)
      throw new RequestValidationException({ code: missing ?? PROMO_REQUIRED });
    if (code.length > 64 || !/^[A-Za-z0-9_-]+$/.test(code)) throw promoInvalid();
    if (!facts.invoice) throw promoInvalid();
    const { settings } = await this.blocks.settings(centre, facts.block);
    const offered = promoOffered({
      allowTieredPricing: settings.allowTieredPricing,
      hasInvoice: true,
      existingMember: facts.existingMember,
      nonExclusivePromos: settings.nonExclusivePromos,
    });
    if (!offered) throw promoInvalid();
    return code;
  }

  /** The replaced revision's payment: settled now (cancelled, or refunded when paid); else the job settles it. */
  private async release(reservation: string, revision: number): Promise<void> {
    const task = await this.tasks.get(reservation, revision);
    if (!task || task.state !== 'open') return;
    await this.settlement.release(task).catch((error: unknown) => {
      this.logger.warn(`Payment ${task.data.intentId} left to the settle job: ${(error as Error)?.message ?? error}`);
    });
  }
}
