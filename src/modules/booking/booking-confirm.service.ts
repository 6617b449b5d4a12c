import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { paymentErrorMessage } from '../../common/domain/booking/booking-messages';
import type { BookingSettings, ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CacheService } from '../cache/cache.service';
import { BookingBlockService } from './booking-block.service';
import { BookingClaims } from './booking-claims';
import { companyOf } from './booking-company';
import { RequestIdempotency } from '../payments/request-idempotency.service';
import { BookingJournalService, reservationKey } from './booking-journal.service';
import { BookingPaymentTasks } from './booking-payment-tasks';
import { BookingRecords, confirmAnswer } from './booking-records';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { BookingSettlementService, type Settlement } from './booking-settlement.service';
import {
  bookingRequestInvalid,
  bookingUpstreamFailed,
  paymentCancelled,
  paymentRefunded,
  reservationLapsed,
} from './booking.errors';
import { confirmDetails, type ConfirmDetails } from './confirm-details';
import { confirmAtProvider } from './provider-confirm';
import { SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

/** how long a confirm's answer, and its Idempotency-Key's body, are kept for a retry */
const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
const answerKey = (recordId: string): string => `booking:confirmed:${recordId}`;
const INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/**
 * POST /api/booking-confirm (spec 3 §4.1, §7.1): the visitor's details checked with the personal-details form, then
 * one booking per reservation (its record id derived from the reservation, never from the provider's ids alone).
 * A paid booking is settled (booking-settlement.service.ts: the card payment read at Stripe, then booked, or
 * refunded and the visitor told); one with nothing to pay is confirmed at the provider and written to the ledger.
 * A double or retried confirm answers the same, and the data API gets the booking once.
 */
@Injectable()
export class BookingConfirmService {
  private readonly logger = new Logger('BookingConfirm');
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    private readonly reservations: BookingReservations,
    private readonly blocks: BookingBlockService,
    private readonly records: BookingRecords,
    private readonly tasks: BookingPaymentTasks,
    private readonly settlement: BookingSettlementService,
    private readonly claims: BookingClaims,
    private readonly journal: BookingJournalService,
    private readonly idempotency: RequestIdempotency,
    private readonly cache: CacheService,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async confirm(centre: CentreConfig, body: Record<string, unknown>, idempotencyKey?: string): Promise<ConfirmAnswer> {
    // a paid reservation is settled whatever its hold: the payment decides (QUALITY R5)
    const facts = this.reservations.openLapsed(centre, body.token);
    const reservation = reservationKey(centre.slug, facts);
    const { settings } = await this.blocks.settings(centre, facts.block);
    const client = confirmDetails(body, facts, settings, this.keys);
    const { token, subscribe, consent, paymentIntentId, answers } = body;
    await this.idempotency.check(
      'booking:confirm',
      centre.slug,
      idempotencyKey,
      { token, client, subscribe, consent, paymentIntentId, answers },
      ANSWER_KEPT_MS,
    );
    if (facts.invoice && facts.invoice.amountCents > 0)
      return this.once(`${reservation}.${facts.revision ?? 0}`, () =>
        this.confirmPaid(centre, facts, reservation, client, paymentIntentId),
      );
    return this.once(reservation, () => this.confirmFree(centre, facts, reservation, settings, client));
  }

  /** A double click on this instance waits for the first confirm instead of confirming twice. */
  private once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  private async confirmPaid(
    centre: CentreConfig,
    facts: ReservationFacts,
    reservation: string,
    client: ConfirmDetails,
    paymentIntentId: unknown,
  ): Promise<ConfirmAnswer> {
    const intentId =
      typeof paymentIntentId === 'string' && INTENT_ID.test(paymentIntentId) ? paymentIntentId : undefined;
    const task = await this.tasks.get(reservation, facts.revision ?? 0);
    if (!task || !intentId || task.data.intentId !== intentId)
      return this.notPaid(centre, facts, reservation, intentId);
    const settled: Settlement = await this.settlement.settle(task, { visitor: true, details: client });
    switch (settled.state) {
      case 'booked':
        return settled.answer;
      case 'refunded':
        throw paymentRefunded(settled.reason);
      case 'cancelled':
        throw paymentCancelled();
      case 'unpaid':
        return this.notPaid(centre, facts, reservation, intentId);
      default:
        throw bookingUpstreamFailed(new Error(`payment ${intentId} is still being settled`));
    }
  }

  /** No succeeded payment of this reservation: a lapsed or replaced one is gone, anything else the payment error. */
  private async notPaid(
    centre: CentreConfig,
    facts: ReservationFacts,
    reservation: string,
    intentId: string | undefined,
  ): Promise<never> {
    if (!(await this.current(facts, reservation))) throw reservationLapsed();
    await this.failed(centre, facts, reservation, 'payment', intentId);
    throw bookingRequestInvalid(paymentErrorMessage());
  }

  private async confirmFree(
    centre: CentreConfig,
    facts: ReservationFacts,
    reservation: string,
    settings: BookingSettings,
    client: ConfirmDetails,
  ): Promise<ConfirmAnswer> {
    const recordId = `booking-${reservation}`;
    const done = await this.records.booked(recordId);
    if (done) return (await this.cache.get<ConfirmAnswer>(answerKey(recordId))) ?? confirmAnswer(done.bookings);
    if (!(await this.current(facts, reservation))) throw reservationLapsed();
    try {
      await confirmAtProvider(this.simplybook, companyOf(centre), { bookings: facts.bookings });
    } catch (error) {
      // another instance may have confirmed it a moment ago
      const booked = await this.records.booked(recordId);
      if (booked) return confirmAnswer(booked.bookings);
      if (error instanceof SimplyBookError && error.code !== undefined) {
        await this.failed(centre, facts, reservation, 'lapsed');
        throw reservationLapsed();
      }
      throw bookingUpstreamFailed(error);
    }
    const confirmed = { bookings: facts.bookings, invoice: facts.invoice };
    await this.records.write(centre, facts, settings, client, confirmed, recordId);
    const answer = confirmAnswer(facts.bookings, await this.records.signUp(centre, facts, client, recordId));
    // a retried confirm answers what the first one did, its sign-up outcome included
    await this.cache.set(answerKey(recordId), answer, ANSWER_KEPT_MS).catch(() => undefined);
    return answer;
  }

  /** The hold is still running and no promo code replaced this revision of it. */
  private async current(facts: ReservationFacts, reservation: string): Promise<boolean> {
    if (!(facts.expiresAt > this.clock.now().getTime())) return false;
    return (await this.claims.replacedBy(reservation, facts.revision ?? 0)) === undefined;
  }

  private async failed(
    centre: CentreConfig,
    facts: ReservationFacts,
    reservation: string,
    reason: string,
    paymentIntent?: string,
  ): Promise<void> {
    this.logger.warn(`Confirmation of reservation ${reservation} refused: ${reason}`);
    await this.journal.record(centre.slug, {
      event: 'failed',
      bookingRecord: `booking-${reservation}`,
      bookingIds: facts.bookings.map((b) => b.id),
      eventId: facts.eventId,
      date: facts.date,
      time: facts.time,
      count: facts.count,
      expiresAt: new Date(facts.expiresAt).toISOString(),
      reason,
      ...(paymentIntent ? { paymentIntent } : {}),
    });
  }
}
