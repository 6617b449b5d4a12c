import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { isWellFormedClientKey, submissionId } from './idempotency-key';
import {
  SUBMISSION_LEDGER,
  type AcceptInput,
  type SubmissionKind,
  type SubmissionLedger,
  type SubmissionRecord,
  type SubmissionStatus,
} from './submission-ledger.port';
import { submissionNotFound, submissionNotParked } from './submissions.errors';

export { JobLeaseService } from './job-lease.service';
export type { LeaseRun } from './job-lease.service';

export interface Accepted {
  record: SubmissionRecord;
  /** false when the same submission (same idempotency key) was accepted before: nothing new was written */
  created: boolean;
}

export interface SlotAccepted extends Accepted {
  /**
   * true when an earlier request with the same Idempotency-Key took the slot (a double click, a retry whose first
   * answer was lost): the caller answers as it answered that request. Another request for the slot is not one.
   */
  replay: boolean;
}

/**
 * The public face of the submissions ledger (docs/submissions.md): forms and competitions call `accept` with the
 * validated body before they answer the visitor; the delivery job takes it from there. Operators list and replay.
 */
@Injectable()
export class SubmissionsService {
  private readonly logger = new Logger('Submissions');

  constructor(
    @Inject(SUBMISSION_LEDGER) private readonly ledger: SubmissionLedger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Writes the submission to the ledger (resolves once it is stored). `idempotencyKey` is the browser's
   * `Idempotency-Key` header (one per form attempt); without a usable one a fresh key is made.
   */
  async accept(
    kind: SubmissionKind,
    centre: string,
    payload: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<Accepted> {
    const id = submissionId(kind, centre, idempotencyKey);
    return this.write({ id, kind, centre, payload });
  }

  /**
   * Accepts a submission under an id the caller derived (a single-entry competition's slot): the first one for
   * that id is written, any later one finds it (`created: false`), atomically across instances. With the
   * request's `Idempotency-Key`, the record keeps the id `accept` would have given the request, so a retry of
   * the request that took the slot is a `replay`, and any other request is not.
   */
  async acceptInSlot(
    kind: SubmissionKind,
    centre: string,
    payload: Record<string, unknown>,
    slotId: string,
    idempotencyKey?: string,
  ): Promise<SlotAccepted> {
    const requestId = isWellFormedClientKey(idempotencyKey) ? submissionId(kind, centre, idempotencyKey) : undefined;
    const { record, created } = await this.write({
      id: slotId,
      kind,
      centre,
      payload,
      ...(requestId && { requestId }),
    });
    return { record, created, replay: !created && requestId !== undefined && record.requestId === requestId };
  }

  private async write(input: AcceptInput): Promise<Accepted> {
    const accepted = await this.ledger.accept(input, this.clock.now());
    const { kind, id, centre } = input;
    this.logger.log(`${accepted.created ? 'Accepted' : 'Already accepted'} ${kind} submission ${id} (${centre})`);
    return accepted;
  }

  get(id: string): Promise<SubmissionRecord | undefined> {
    return this.ledger.get(id);
  }

  list(status: SubmissionStatus, limit = 100): Promise<SubmissionRecord[]> {
    return this.ledger.list(status, limit);
  }

  /** An operator sends a parked submission again: it becomes pending with its attempts reset. */
  async replay(id: string): Promise<SubmissionRecord> {
    const replayed = await this.ledger.replay(id, this.clock.now());
    if (replayed) {
      this.logger.log(`Replay of ${replayed.kind} submission ${id} requested`);
      return replayed;
    }
    const record = await this.ledger.get(id);
    if (!record) throw submissionNotFound(id);
    throw submissionNotParked(id, record.status);
  }
}
