import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { FormSubmission } from '../../common/server/validation/form-body.pipe';
import { EnquiriesService, type LeadAccepted } from '../enquiries/enquiries.service';
import { PROPERTY_DATA, type PropertyDataPort } from '../property-data/property-data.port';
import { existingFieldsOf, type ExistingFields } from './existing-fields';
import { verificationUnavailable } from './subscriptions.errors';

/** Who a verification or a sign-up is about. */
export interface SubscriberIdentity {
  email?: string;
  mobile?: string;
}

/** spec 2 §7: what POST /api/verify-subscription answers in `data`. */
export interface Verification {
  subscribed: boolean;
  existingFields: ExistingFields;
}

/** What POST /api/subscribe answers: 201 accepted (new), 200 already subscribed (spec 2 §4). */
export type SignUp = { created: true; body: LeadAccepted } | { created: false; body: { status: 'subscribed' } };

/**
 * How long a sign-up waits to learn whether the email is already subscribed before it takes the visitor as new:
 * the answer only picks the 200 or 201, while a slow data API must never hold a sign-up.
 */
export const SIGN_UP_LOOKUP_TIMEOUT_MS = 2000;

/**
 * Asks the property data API about subscribers (spec 2 §7, docs/forms-api.md): `GET consumer/subscribers` by email
 * (or mobile), then `GET consumer/subscription` with the subscriber's key and the centre's key.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @Inject(PROPERTY_DATA) private readonly propertyData: PropertyDataPort,
    private readonly enquiries: EnquiriesService,
  ) {}

  /**
   * spec 2 §4 sign-up: an email already subscribed to this centre answers 200 and is not sent again (the data
   * API has the subscriber; a second sign-up would only let anyone who knows an address rewrite its details);
   * any other sign-up goes into the ledger and answers 201 (docs/forms-api.md).
   */
  async signUp(centre: CentreConfig, values: FormSubmission, idempotencyKey: string | undefined): Promise<SignUp> {
    const email = typeof values.email === 'string' ? values.email : '';
    if (await this.isSubscribed(email, centre)) return { created: false, body: { status: 'subscribed' } };
    return { created: true, body: await this.enquiries.accept('subscription', centre, values, idempotencyKey) };
  }

  /**
   * Whether the email is already subscribed to this centre, for the sign-up's 200-versus-201 (spec 2 §4).
   * A data API that is down, wrong or slower than SIGN_UP_LOOKUP_TIMEOUT_MS counts as "not yet": the sign-up
   * is taken and delivered, which the data API answers as the same subscriber if it was one.
   */
  async isSubscribed(email: string, centre: CentreConfig): Promise<boolean> {
    try {
      const found = await withTimeout(this.lookup({ email }, centre, false), SIGN_UP_LOOKUP_TIMEOUT_MS);
      return found.subscribed;
    } catch (error) {
      this.logger.warn(`Subscriber lookup failed for ${centre.slug}, sign-up taken as new: ${describe(error)}`);
      return false;
    }
  }

  /**
   * spec 2 §7 verification: subscribed to this centre or not, and for a subscriber the contact fields the
   * competition form pre-fills (nothing else). The data API down: 503 'Failed to verify your subscription ...'.
   */
  async verify(identity: SubscriberIdentity, centre: CentreConfig): Promise<Verification> {
    try {
      const found = await this.lookup(identity, centre, true);
      return {
        subscribed: found.subscribed,
        existingFields: found.subscribed && found.subscriber ? existingFieldsOf(found.subscriber) : {},
      };
    } catch (error) {
      this.logger.warn(`Subscription verification failed for ${centre.slug}: ${describe(error)}`);
      throw verificationUnavailable(error);
    }
  }

  private async lookup(
    identity: SubscriberIdentity,
    centre: CentreConfig,
    retry: boolean,
  ): Promise<{ subscribed: boolean; subscriber?: Record<string, unknown> }> {
    const found = await this.propertyData.request<unknown>({
      method: 'GET',
      path: 'consumer/subscribers',
      query: { email: identity.email, mobile: identity.mobile },
      idempotent: retry,
    });
    if (!Array.isArray(found)) throw new Error('consumer/subscribers answered without a list');
    const subscriber = found.find(
      (candidate): candidate is Record<string, unknown> =>
        typeof candidate === 'object' &&
        candidate !== null &&
        typeof (candidate as Record<string, unknown>).subscriber_key === 'string',
    );
    if (!subscriber) return { subscribed: false };
    const subscription = await this.propertyData.request<unknown>({
      method: 'GET',
      path: 'consumer/subscription',
      query: { subscriber_key: subscriber.subscriber_key as string, centre_key: centre.propertyApiKey },
      idempotent: retry,
    });
    const subscribed =
      typeof subscription === 'object' &&
      subscription !== null &&
      (subscription as { subscribed?: unknown }).subscribed === true;
    return { subscribed, subscriber };
  }
}

/** Rejects when `promise` has not settled within `ms`; the timer never outlives the promise. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
