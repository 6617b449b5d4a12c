import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import { answerErrors, questionAnswers, questionsAsked } from '../../common/domain/booking/additional-fields';
import { attendeeAnswers, attendeeErrors, attendeeFieldsOf, peopleOf } from '../../common/domain/booking/attendees';
import { reserveErrorMessage, SLOT_NO_LONGER_AVAILABLE } from '../../common/domain/booking/booking-messages';
import type { BookingSettings, ReservationAnswer } from '../../common/domain/booking/booking-wire';
import { bookableAt } from '../../common/domain/booking/slots';
import { normaliseEmail } from '../../common/domain/identity/identity';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { BookingBlockService } from './booking-block.service';
import { BookingCatalogueService } from './booking-catalogue.service';
import { companyOf } from './booking-company';
import { RequestIdempotency } from '../payments/request-idempotency.service';
import { BookingJournalService, bookingRecordId } from './booking-journal.service';
import { BookingReservations } from './booking-reservations';
import type { ReservationFacts } from './booking-seals';
import { BookingSlotsService } from './booking-slots.service';
import { bookingRequestInvalid, bookingUpstreamFailed, slotUnavailable } from './booking.errors';
import { toInvoice } from './invoice.mapper';
import type { BookingReserveRequestDto } from './booking-reserve.request.dto';
import { reserveInputOf, type ReserveInput } from './reserve-request';
import { isSlotError, SIMPLYBOOK, SimplyBookError, type SimplyBookPort } from './simplybook.port';

/** How long a reserve's first answer is kept for a repeat with the same Idempotency-Key: the hold's ten minutes. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * POST /api/booking-reserve (spec 3 §7.1, §7.2): the visitor's choice checked against the block's settings (from
 * content), the service's fields and the slot's places, then held at the provider with `book`, and answered as a
 * sealed reservation (booking-seals.ts). A repeat with the same Idempotency-Key gets the first answer and books
 * nothing (QUALITY R5).
 */
@Injectable()
export class BookingReserveService {
  private readonly logger = new Logger('BookingReserve');

  constructor(
    @Inject(SIMPLYBOOK) private readonly simplybook: SimplyBookPort,
    private readonly blocks: BookingBlockService,
    private readonly catalogues: BookingCatalogueService,
    private readonly slots: BookingSlotsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly journal: BookingJournalService,
    private readonly keys: IdentityKeys,
    private readonly reservations: BookingReservations,
    private readonly idempotency: RequestIdempotency,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reserve(
    centre: CentreConfig,
    body: BookingReserveRequestDto,
    idempotencyKey?: string,
  ): Promise<ReservationAnswer> {
    const input = reserveInputOf(body);
    const { ref, settings } = await this.blocks.settings(centre, body.block);
    // what is being booked, not the session or the verification that came with it (both may be renewed)
    const { verification: _verification, ...booked } = input;
    return this.idempotency.once(
      'booking:reserve',
      centre.slug,
      idempotencyKey,
      { block: ref, ...booked },
      REPEAT_WINDOW_MS,
      () => this.hold(centre, ref, settings, input),
    );
  }

  private async hold(
    centre: CentreConfig,
    block: ReservationFacts['block'],
    settings: BookingSettings,
    input: ReserveInput,
  ): Promise<ReservationAnswer> {
    const company = companyOf(centre);
    if (!settings.serviceIds.includes(input.eventId))
      throw bookingRequestInvalid('This service cannot be booked here.');
    const service = await this.catalogues.service(centre, settings.serviceIds, input.eventId);
    if (!service || !service.providerIds.includes(input.providerId))
      throw bookingRequestInvalid('This service cannot be booked here.');
    // spec 3 §5.1: the minimum notice holds at reserve too (a page open for a while still shows the time)
    const notice = { now: this.clock.now(), timeZone: centre.timeZone, minHoursBefore: settings.minTimeBeforeBooking };
    if (!bookableAt(input.date, input.time, notice)) throw slotUnavailable(SLOT_NO_LONGER_AVAILABLE);

    const { adults: adultsField, children: childrenField } = attendeeFieldsOf(service.fields);
    const people = peopleOf(input);
    const questions = questionsAsked(service.fields, settings.questions);
    const available = await this.placesAt(company, service, input);
    const errors = {
      ...attendeeErrors({
        maxPeople: settings.maxPeople,
        allowMultipleBookings: settings.allowMultipleBookings,
        // spec 3 §5.1: with multiple bookings allowed, more people than the places left is 'Only {n} seats
        // remaining...' on the attendees; a time with none left answers spec 3 §8's reserve message below
        ...(available > 0 ? { available } : {}),
        adults: input.adults,
        children: input.children,
        quantity: input.quantity,
        hasAdultsField: adultsField !== undefined,
        hasChildrenField: childrenField !== undefined,
      }),
      ...answerErrors(questions, input.answers),
      ...this.productErrors(service.products, input.products),
    };
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
    // the provider is the judge of places; asking it for a full slot would only make it say so
    if (available < people) throw slotUnavailable(reserveErrorMessage({ code: people > 1 ? -32055 : -32054 }, people));

    // spec 3 §3.1: the answers go to the provider with the booking and, sealed, into the booking data's fields
    const fields = questionAnswers(questions, input.answers);
    const additional: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field.name, field.value]));
    const attendees = attendeeAnswers(service.fields, input);
    for (const answer of attendees) additional[answer.name] = answer.value;
    if (input.products.length > 0) additional.products = input.products;
    additional.handle_invoice = true;

    let reservation;
    try {
      reservation = await this.simplybook.reserve(company, {
        eventId: input.eventId,
        providerId: input.providerId,
        date: input.date,
        time: input.time,
        client: { name: 'Guest', email: input.email },
        additional,
        count: people,
      });
    } catch (error) {
      if (error instanceof SimplyBookError && isSlotError(error.code))
        throw slotUnavailable(reserveErrorMessage({ code: error.code }, people));
      throw bookingUpstreamFailed(error);
    }

    const now = this.clock.now();
    const invoice = reservation.invoice ? toInvoice(reservation.invoice, centre.timeZone, now) : null;
    const expiresAt = invoice?.dueAt ?? new Date(now.getTime() + REPEAT_WINDOW_MS).toISOString();
    const existingMember =
      this.subscriptions.verified(input.verification, centre, { email: input.email })?.status === 'existing';
    const bookings = reservation.bookings.map((b) => ({
      id: Number(b.id),
      code: String(b.code),
      hash: String(b.hash),
    }));
    const facts: ReservationFacts = {
      centre: centre.slug,
      reservationId: randomBytes(12).toString('base64url'),
      revision: 0,
      block,
      eventId: input.eventId,
      providerId: input.providerId,
      date: input.date,
      time: input.time,
      count: people,
      ...(input.adults !== undefined ? { adults: input.adults } : {}),
      ...(input.children !== undefined ? { children: input.children } : {}),
      bookings,
      invoice: invoice ? { id: invoice.id, amountCents: invoice.amountCents } : null,
      emailHash: this.keys.hash('single-entry', normaliseEmail(input.email)),
      existingMember,
      fields,
      attendees,
      products: input.products,
      expiresAt: Date.parse(expiresAt),
    };
    await this.journal.record(centre.slug, {
      event: 'reserved',
      bookingRecord: bookingRecordId(centre.slug, facts),
      bookingIds: bookings.map((b) => b.id),
      eventId: input.eventId,
      date: input.date,
      time: input.time,
      count: people,
      expiresAt,
    });
    this.logger.log(`Held ${bookings.length} booking(s) of service ${input.eventId} at ${centre.slug}`);
    return {
      reservationData: {
        token: this.reservations.seal(facts),
        bookings: bookings.map(({ id, code }) => ({ id, code })),
        invoice,
        expiresAt,
        existingMember,
      },
    };
  }

  private async placesAt(
    company: ReturnType<typeof companyOf>,
    service: Parameters<BookingSlotsService['placesAt']>[1],
    input: ReserveInput,
  ): Promise<number> {
    try {
      return await this.slots.placesAt(company, service, input.providerId, input.date, input.time);
    } catch (error) {
      throw bookingUpstreamFailed(error);
    }
  }

  private productErrors(
    offered: { id: number; maxQty: number }[],
    chosen: { id: number; qty: number }[],
  ): Record<string, string> {
    for (const product of chosen) {
      const match = offered.find((candidate) => candidate.id === product.id);
      if (!match || product.qty > match.maxQty) return { products: 'Please enter a valid value' };
    }
    return {};
  }
}
