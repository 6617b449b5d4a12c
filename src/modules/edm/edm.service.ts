import { Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { FormSubmission } from '../../common/server/validation/form-body.pipe';
import type { SubmissionKind } from '../submissions/submission-ledger.port';
import { SubmissionsService } from '../submissions/submissions.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/**
 * What the journey and gift guide emails answer (201; docs/forms-api.md). `subscription` only when the visitor
 * opted in: `accepted` (a new sign-up is in the ledger), `subscribed` (already a member of this centre: what
 * /api/subscribe's 200 says, nothing more) or `failed` (the sign-up could not be taken; the email was).
 */
export interface EmailAccepted {
  status: 'accepted';
  id: string;
  subscription?: 'accepted' | 'subscribed' | 'failed';
}

/** An email to send: its ledger kind and the payload for the data API's `consumer/edm`. */
export interface EmailRequest {
  kind: Extract<SubmissionKind, 'journey-email' | 'gift-guide'>;
  payload: Record<string, unknown>;
  /** the sign-up's values when the visitor opted in (first_name, email, postcode, country_code) */
  signUp?: FormSubmission;
}

/**
 * Takes an email the site asks the data API to send (spec 2 §7 `POST /consumer/edm`) into the submissions
 * ledger, then, for a visitor who opted in, signs them up through the sign-up's own path (its ledger kind, its
 * membership check: decision 0011). The email is stored first, so a failed sign-up never loses it.
 */
@Injectable()
export class EdmService {
  private readonly logger = new Logger('Edm');

  constructor(
    private readonly submissions: SubmissionsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async send(centre: CentreConfig, request: EmailRequest, idempotencyKey: string | undefined): Promise<EmailAccepted> {
    const payload = { ...request.payload, centre_key: centre.propertyApiKey };
    const { record } = await this.submissions.accept(request.kind, centre.slug, payload, idempotencyKey);
    const accepted: EmailAccepted = { status: 'accepted', id: record.id };
    if (!request.signUp) return accepted;
    try {
      // the same attempt key: a retried attempt finds its sign-up instead of making a second one
      const signUp = await this.subscriptions.signUp(centre, request.signUp, idempotencyKey);
      return { ...accepted, subscription: signUp.created ? 'accepted' : 'subscribed' };
    } catch (error) {
      this.logger.warn(`Sign-up with ${request.kind} ${record.id} failed: ${(error as Error)?.message ?? error}`);
      return { ...accepted, subscription: 'failed' };
    }
  }
}
