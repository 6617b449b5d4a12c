import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import {
  bookingDataRequest,
  bookingReference,
  clientRequest,
  subscriptionRequest,
} from '../../common/domain/booking/booking-data';
import type { BookingSettings, ConfirmAnswer } from '../../common/domain/booking/booking-wire';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { SubmissionsService } from '../submissions/submissions.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { ConfirmDetails } from './confirm-details';
import type { ReservationFacts } from './booking-seals';

/** What was confirmed at the provider: the reservation's bookings and invoice, or those of the same time held again. */
export interface Confirmed {
  bookings: { id: number; code: string }[];
  invoice: { id: number; amountCents: number } | null;
}

/**
 * What a confirmed booking leaves (docs/booking.md "What the confirm sends"): one `booking` ledger record under the
 * reservation's record id (the data API gets it once), one `booking-sms` record when the block asks for it, and the
 * sign-up of a visitor who ticked subscribe. Shared by the confirm of a booking with nothing to pay and by the
 * settlement of a paid one.
 */
@Injectable()
export class BookingRecords {
  private readonly logger = new Logger('BookingRecords');

  constructor(
    private readonly submissions: SubmissionsService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The booking record, if the reservation was booked (by this instance or another, before a crash or not). */
  async booked(recordId: string): Promise<Confirmed | undefined> {
    const record = await this.submissions.get(recordId);
    if (!record) return undefined;
    const bookings = Array.isArray(record.payload.bookings)
      ? (record.payload.bookings as { id: number; code: string }[])
      : [];
    return { bookings, invoice: null };
  }

  async write(
    centre: CentreConfig,
    facts: ReservationFacts,
    settings: BookingSettings,
    client: ConfirmDetails,
    confirmed: Confirmed,
    recordId: string,
  ): Promise<void> {
    const subscribe = client.subscribe && !facts.existingMember;
    const payload = {
      ...bookingDataRequest({
        eventId: facts.eventId,
        date: facts.date,
        time: facts.time,
        bookings: confirmed.bookings,
        invoice: confirmed.invoice,
        answers: facts.fields,
      }),
      client: clientRequest(client),
      subscription: subscribe ? subscriptionRequest(client, this.clock.now().toISOString()) : null,
      newSubscriber: subscribe,
      existingSubscriber: facts.existingMember,
      fullyDiscounted: confirmed.invoice !== null && confirmed.invoice.amountCents <= 0,
      smsConfirmation: settings.smsConfirmation,
      marketingFlagName: settings.marketingFlagId ?? null,
      centre_key: centre.propertyApiKey,
    };
    await this.submissions.acceptInSlot('booking', centre.slug, payload, recordId);
    if (settings.smsConfirmation) {
      const sms = {
        centre_key: centre.propertyApiKey,
        invoice_id: confirmed.invoice ? String(confirmed.invoice.id) : null,
        booking_ids: confirmed.bookings.map((b) => b.id),
      };
      await this.submissions.acceptInSlot(
        'booking-sms',
        centre.slug,
        sms,
        `booking-sms-${recordId.slice('booking-'.length)}`,
      );
    }
    this.logger.log(`Confirmed ${confirmed.bookings.length} booking(s) at ${centre.slug} as ${recordId}`);
  }

  /** The visitor's sign-up when they ticked subscribe (keyed by the record: asked again, it is the same one). */
  async signUp(
    centre: CentreConfig,
    facts: ReservationFacts,
    client: ConfirmDetails,
    recordId: string,
  ): Promise<ConfirmAnswer['subscription']> {
    if (!client.subscribe) return undefined;
    if (facts.existingMember) return 'subscribed';
    try {
      const request = subscriptionRequest(client, this.clock.now().toISOString());
      const signUp = await this.subscriptions.signUp(centre, { ...request }, recordId);
      return signUp.created ? 'accepted' : 'subscribed';
    } catch (error) {
      this.logger.warn(`Sign-up with booking ${recordId} failed: ${(error as Error)?.message ?? error}`);
      return 'failed';
    }
  }
}

/** The answer of a confirmed booking (spec 3 §7.1). */
export function confirmAnswer(
  bookings: { id: number; code: string }[],
  subscription?: ConfirmAnswer['subscription'],
): ConfirmAnswer {
  const list = bookings.map(({ id, code }) => ({ id, code }));
  return {
    status: 'confirmed',
    reference: bookingReference(list),
    bookings: list,
    ...(subscription ? { subscription } : {}),
  };
}
