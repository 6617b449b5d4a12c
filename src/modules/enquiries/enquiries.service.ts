import { Injectable } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { FormSubmission } from '../../common/server/validation/form-body.pipe';
import type { SubmissionKind } from '../submissions/submission-ledger.port';
import { SubmissionsService } from '../submissions/submissions.service';
import { allowedRecipient } from './recipient-email';

/** spec 2 §7: the optional api parameter naming the inbox of a contact or leasing enquiry. */
export const RECIPIENT_EMAIL = 'recipientEmail';

/** What a form endpoint answers once the submission is in the ledger (201; docs/forms-api.md). */
export interface LeadAccepted {
  status: 'accepted';
  /** the ledger's record id (the same for a repeated Idempotency-Key) */
  id: string;
}

/**
 * Takes the validated values of a form (contact, leasing, pop-up, commercial leasing, sign-up) into the
 * submissions ledger for the centre a request is for, before the visitor is answered (docs/forms-api.md).
 * The delivery job sends the payload to the data API later, exactly once per idempotency key.
 */
@Injectable()
export class EnquiriesService {
  constructor(private readonly submissions: SubmissionsService) {}

  /**
   * Writes the lead (the form's values plus the centre's data API key, `centre_key`) and resolves once it is
   * stored. A repeated Idempotency-Key answers the first record's id and writes nothing.
   */
  async accept(
    kind: SubmissionKind,
    centre: CentreConfig,
    values: FormSubmission,
    idempotencyKey: string | undefined,
  ): Promise<LeadAccepted> {
    const payload = { ...values, centre_key: centre.propertyApiKey };
    const { record } = await this.submissions.accept(kind, centre.slug, payload, idempotencyKey);
    return { status: 'accepted', id: record.id };
  }

  /** The values with `recipientEmail` kept only when it is an address of the centre's own domains. */
  withRecipient(centre: CentreConfig, values: FormSubmission): FormSubmission {
    const { [RECIPIENT_EMAIL]: recipient, ...rest } = values;
    const allowed = allowedRecipient(centre, recipient);
    return allowed ? { ...rest, [RECIPIENT_EMAIL]: allowed } : rest;
  }
}
