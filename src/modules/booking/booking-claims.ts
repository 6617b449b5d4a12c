import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { SUBMISSION_LEDGER, type SubmissionLedger } from '../submissions/submission-ledger.port';
import { SubmissionsService } from '../submissions/submissions.service';

/** Who won a claim: the first writer's value, and whether that was this call. */
export interface Claim {
  value: string;
  won: boolean;
}

/**
 * Facts about a reservation that must be decided once across every instance, kept as write-once records among the
 * booking journal's (the ledger's conditional write picks the first; never delivered; ids and codes only):
 * which card payment books a reservation (`paid`), and which promo code replaced a revision of it (`replaced`:
 * that revision's token no longer does anything; docs/booking.md "Settlement").
 */
@Injectable()
export class BookingClaims {
  constructor(
    private readonly submissions: SubmissionsService,
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The card payment (intent id) that books the reservation: the first to ask wins, for good. */
  paidBy(centre: string, reservation: string, intentId: string): Promise<Claim> {
    return this.claim(centre, 'paid', reservation, 'paymentIntent', intentId);
  }

  /** The intent that won the reservation, if one did. */
  async payer(reservation: string): Promise<string | undefined> {
    return this.read('paid', reservation, 'paymentIntent');
  }

  /** A promo code replaces this revision of the reservation (the same code again is the same replacement). */
  replace(centre: string, reservation: string, revision: number, code: string): Promise<Claim> {
    return this.claim(centre, 'replaced', `${reservation}.${revision}`, 'promoCode', code);
  }

  /** The code that replaced this revision, if one did. */
  replacedBy(reservation: string, revision: number): Promise<string | undefined> {
    return this.read('replaced', `${reservation}.${revision}`, 'promoCode');
  }

  private async claim(centre: string, event: string, subject: string, field: string, value: string): Promise<Claim> {
    const id = claimId(event, subject);
    const { record, created } = await this.submissions.acceptInSlot(
      'booking-journal',
      centre,
      { event, bookingRecord: `booking-${subject}`, [field]: value },
      id,
    );
    if (created) await this.ledger.markDelivered(id, this.clock.now()).catch(() => undefined);
    const first = String(record.payload[field] ?? '');
    return { value: first, won: first === value };
  }

  private async read(event: string, subject: string, field: string): Promise<string | undefined> {
    const record = await this.submissions.get(claimId(event, subject));
    const value = record?.payload[field];
    return typeof value === 'string' ? value : undefined;
  }
}

const claimId = (event: string, subject: string): string =>
  `booking-journal-${event}-${createHash('sha256').update(subject, 'utf8').digest('base64url').slice(0, 32)}`;
