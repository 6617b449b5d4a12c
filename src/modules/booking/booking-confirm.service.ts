import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import {
  bookingDataRequest,
  bookingReference,
  clientRequest,
  subscriptionRequest,
} from '../../common/domain/booking/booking-data';
import { paymentErrorMessage } from '../../common/domain/booking/booking-messages';
import type { BookingSettings, ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { CacheService } from '../cache/cache.service';
import { SubmissionsService } from '../submissions/submissions.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BookingBlockService } from './booking-block.service';
import { companyOf, type BookingCompany } from './booking-company';
import { BookingJournalService, bookingRecordId } from './booking-journal.service';
import { confirmDetails, type ConfirmDetails } from './confirm-details';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { bookingRequestInvalid, bookingUpstreamFailed, reservationLapsed } from './booking.errors';
import { CARD_PAYMENTS, type CardPaymentsPort, type PaymentIntent } from './card-payments.port';
import { SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

/** contracts.md §2: confirmations are signed with md5 of the ids, the booking hash and the company's secret key */
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * POST /api/booking-confirm (spec 3 §4.1, §7.1): the visitor's details checked with the personal-details form, the
 * card payment checked at Stripe (succeeded, the invoice's amount, the invoice's id), the invoice and each booking
 * confirmed at the provider, then one `booking` record per reservation in the ledger under an id derived from
 * the bookings: a double or retried confirm finds that record and answers the same, and the data API gets it once.
 */
@Injectable()
export class BookingConfirmService {
  private readonly logger = new Logger('BookingConfirm');
  private readonly running = new Map<string, Promise<ConfirmAnswer>>();

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    @Inject(CARD_PAYMENTS) private readonly cards: CardPaymentsPort,
    private readonly reservations: BookingReservations,
    private readonly blocks: BookingBlockService,
    private readonly submissions: SubmissionsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly journal: BookingJournalService,
    private readonly cache: CacheService,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async confirm(centre: CentreConfig, body: Record<string, unknown>): Promise<ConfirmAnswer> {
    const facts = this.reservations.open(centre, body.token, this.clock.now());
    const recordId = bookingRecordId(
      centre.slug,
      facts.bookings.map((b) => b.id),
    );
    const { settings } = await this.blocks.settings(centre, facts.block);
    const client = confirmDetails(body, facts, settings, this.keys);
    const done = await this.submissions.get(recordId);
    if (done) return (await this.cache.get<ConfirmAnswer>(answerKey(recordId))) ?? answerOf(facts);
    // a double click on this instance waits for the first confirm instead of confirming twice
    const running = this.running.get(recordId);
    if (running) return running;
    const work = this.confirmOnce(centre, facts, settings, client, body, recordId)
      .then(async (answer) => {
        // a retried confirm answers what the first one did, its sign-up outcome included
        await this.cache.set(answerKey(recordId), answer, ANSWER_KEPT_MS).catch(() => undefined);
        return answer;
      })
      .finally(() => this.running.delete(recordId));
    this.running.set(recordId, work);
    return work;
  }

  private async confirmOnce(
    centre: CentreConfig,
    facts: ReservationFacts,
    settings: BookingSettings,
    client: ConfirmDetails,
    body: Record<string, unknown>,
    recordId: string,
  ): Promise<ConfirmAnswer> {
    const company = companyOf(centre);
    if (facts.invoice && facts.invoice.amountCents > 0) await this.paid(centre, company, facts, body, recordId);
    for (const booking of facts.bookings) {
      try {
        await this.simplybook.confirmBooking(
          company,
          booking.id,
          md5(`${booking.id}${booking.hash}${company.secretKey}`),
        );
      } catch (error) {
        // another instance may have confirmed it a moment ago
        if (await this.submissions.get(recordId)) return answerOf(facts);
        if (error instanceof SimplyBookError && error.code !== undefined) {
          await this.failed(centre, facts, recordId, 'lapsed');
          throw reservationLapsed();
        }
        throw bookingUpstreamFailed(error);
      }
    }

    const subscribe = client.subscribe && !facts.existingMember;
    const createdDate = this.clock.now().toISOString();
    const payload = {
      ...bookingDataRequest({
        eventId: facts.eventId,
        date: facts.date,
        time: facts.time,
        bookings: facts.bookings,
        invoice: facts.invoice,
        answers: facts.fields,
      }),
      client: clientRequest(client),
      subscription: subscribe ? subscriptionRequest(client, createdDate) : null,
      newSubscriber: subscribe,
      existingSubscriber: facts.existingMember,
      fullyDiscounted: facts.invoice !== null && facts.invoice.amountCents <= 0,
      smsConfirmation: settings.smsConfirmation,
      marketingFlagName: settings.marketingFlagId ?? null,
      centre_key: centre.propertyApiKey,
    };
    await this.submissions.acceptInSlot('booking', centre.slug, payload, recordId);
    if (settings.smsConfirmation) {
      const sms = {
        centre_key: centre.propertyApiKey,
        invoice_id: facts.invoice ? String(facts.invoice.id) : null,
        booking_ids: facts.bookings.map((b) => b.id),
      };
      await this.submissions.acceptInSlot(
        'booking-sms',
        centre.slug,
        sms,
        `booking-sms-${recordId.slice('booking-'.length)}`,
      );
    }
    this.logger.log(`Confirmed ${facts.bookings.length} booking(s) at ${centre.slug} as ${recordId}`);
    const answer = answerOf(facts);
    if (!client.subscribe) return answer;
    if (facts.existingMember) return { ...answer, subscription: 'subscribed' };
    try {
      const signUp = await this.subscriptions.signUp(centre, { ...subscriptionRequest(client, createdDate) }, recordId);
      return { ...answer, subscription: signUp.created ? 'accepted' : 'subscribed' };
    } catch (error) {
      this.logger.warn(`Sign-up with booking ${recordId} failed: ${(error as Error)?.message ?? error}`);
      return { ...answer, subscription: 'failed' };
    }
  }

  /** The card payment must have succeeded, for this invoice and its whole amount; then the invoice is confirmed. */
  private async paid(
    centre: CentreConfig,
    company: BookingCompany,
    facts: ReservationFacts,
    body: Record<string, unknown>,
    recordId: string,
  ): Promise<void> {
    const invoice = facts.invoice!;
    const intentId =
      typeof body.paymentIntentId === 'string' && /^pi_[A-Za-z0-9_]{1,200}$/.test(body.paymentIntentId)
        ? body.paymentIntentId
        : undefined;
    let intent: PaymentIntent | undefined;
    if (intentId) {
      try {
        intent = await this.cards.retrieveIntent(intentId);
      } catch {
        intent = undefined;
      }
    }
    const matches =
      intent !== undefined &&
      intent.status === 'succeeded' &&
      intent.amount === invoice.amountCents &&
      intent.metadata?.invoice_id === String(invoice.id);
    if (!matches) {
      await this.failed(centre, facts, recordId, 'payment');
      throw bookingRequestInvalid(paymentErrorMessage());
    }
    try {
      await this.simplybook.confirmInvoice(company, {
        id: invoice.id,
        paymentReference: intent!.id,
        sign: md5(`${invoice.id}${company.secretKey}`),
      });
    } catch (error) {
      if (error instanceof SimplyBookError && error.code !== undefined) {
        await this.failed(centre, facts, recordId, 'lapsed');
        throw reservationLapsed();
      }
      throw bookingUpstreamFailed(error);
    }
  }

  private async failed(centre: CentreConfig, facts: ReservationFacts, recordId: string, reason: string): Promise<void> {
    await this.journal.record(centre.slug, {
      event: 'failed',
      bookingRecord: recordId,
      bookingIds: facts.bookings.map((b) => b.id),
      eventId: facts.eventId,
      date: facts.date,
      time: facts.time,
      count: facts.count,
      expiresAt: new Date(facts.expiresAt).toISOString(),
      reason,
    });
  }
}

/** how long a confirm's answer is kept for a retry (the ledger record outlives it: then the answer without `subscription`) */
const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
const answerKey = (recordId: string): string => `booking:confirmed:${recordId}`;

function answerOf(facts: ReservationFacts): ConfirmAnswer {
  const bookings = facts.bookings.map(({ id, code }) => ({ id, code }));
  return { status: 'confirmed', reference: bookingReference(bookings), bookings };
}
