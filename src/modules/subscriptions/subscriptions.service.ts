import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { Configuration } from '../../../config/configuration';
import { maskEmail } from '../../common/domain/identity/identity';
import { APP_CONFIG } from '../../common/server/config/app-config.token';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import type { FormSubmission } from '../../common/server/validation/form-body.pipe';
import { EnquiriesService, type LeadAccepted } from '../enquiries/enquiries.service';
import { PROPERTY_DATA, type PropertyDataPort } from '../property-data/property-data.port';
import { verificationUnavailable } from './subscriptions.errors';
import {
  factsApply,
  VERIFICATION_SEAL,
  VERIFICATION_TTL_MS,
  verifiedIdentity,
  type VerificationFacts,
} from './verification-seal';

/** Who a verification or a sign-up is about. */
export interface SubscriberIdentity {
  email?: string;
  mobile?: string;
}

/**
 * spec 2 §7: what POST /api/verify-subscription answers in `data` (decision 0011): membership, the identity fields
 * the request itself carried and nothing else, the address on file masked for a member verified by mobile, and
 * the sealed verification the entry carries back.
 */
export interface Verification {
  subscribed: boolean;
  existingFields: ExistingFields;
  maskedEmail?: string;
  verification: string;
}

/** The identity fields of a verification request, echoed for a member (spec 2 §7 `existingFields`). */
export type ExistingFields = Partial<Record<'email' | 'mobile', string>>;

/** What POST /api/subscribe answers: 201 accepted (new), 200 already subscribed (spec 2 §4). */
export type SignUp = { created: true; body: LeadAccepted } | { created: false; body: { status: 'subscribed' } };

/**
 * How long a sign-up waits to learn whether the email is already subscribed before it takes the visitor as new:
 * the answer only picks the 200 or 201, while a slow data API must never hold a sign-up.
 */
export const SIGN_UP_LOOKUP_TIMEOUT_MS = 2000;

interface Lookup {
  subscribed: boolean;
  subscriber?: Record<string, unknown>;
}

/**
 * Asks the property data API about subscribers (spec 2 §7, docs/forms-api.md): `GET consumer/subscribers` by email
 * (or mobile), then `GET consumer/subscription` with the subscriber's key and the centre's key. Every answer that
 * tells membership takes at least the configured floor, members and strangers alike (decision 0011).
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');
  private readonly floorMs: number;

  constructor(
    @Inject(PROPERTY_DATA) private readonly propertyData: PropertyDataPort,
    private readonly enquiries: EnquiriesService,
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: Pick<Configuration, 'limits'>,
  ) {
    this.floorMs = config.limits.lookupAnswerFloorMs;
  }

  /**
   * spec 2 §4 sign-up: an email already subscribed to this centre answers 200 and is not sent again (the data
   * API has the subscriber; a second sign-up would only let anyone who knows an address rewrite its details);
   * any other sign-up goes into the ledger and answers 201 (docs/forms-api.md).
   */
  async signUp(centre: CentreConfig, values: FormSubmission, idempotencyKey: string | undefined): Promise<SignUp> {
    return this.evenly(async () => {
      const email = typeof values.email === 'string' ? values.email : '';
      if ((await this.membership(email, centre)) === true) return { created: false, body: { status: 'subscribed' } };
      return { created: true, body: await this.enquiries.accept('subscription', centre, values, idempotencyKey) };
    });
  }

  /**
   * Whether the email is subscribed to this centre; undefined when the data API is down, wrong or slower than
   * SIGN_UP_LOOKUP_TIMEOUT_MS (a sign-up is then taken as new, an entry as of unknown membership).
   */
  async membership(email: string, centre: CentreConfig): Promise<boolean | undefined> {
    if (email === '') return undefined;
    try {
      const found = await withTimeout(this.lookup({ email }, centre, false), SIGN_UP_LOOKUP_TIMEOUT_MS);
      return found.subscribed;
    } catch (error) {
      this.logger.warn(`Subscriber lookup failed for ${centre.slug}: ${describe(error)}`);
      return undefined;
    }
  }

  /**
   * spec 2 §7 verification: subscribed to this centre or not (decision 0011). The answer carries only the
   * identity fields of the request, the address on file masked for a member verified by mobile, and the sealed
   * facts the entry carries back. The data API down: 503 'Failed to verify your subscription ...'.
   */
  async verify(identity: SubscriberIdentity, centre: CentreConfig): Promise<Verification> {
    return this.evenly(async () => {
      let found: Lookup;
      try {
        found = await this.lookup(identity, centre, true);
      } catch (error) {
        this.logger.warn(`Subscription verification failed for ${centre.slug}: ${describe(error)}`);
        throw verificationUnavailable(error);
      }
      const method = identity.email ? 'email' : 'mobile';
      const onFile = found.subscribed ? textOf(found.subscriber?.email) : undefined;
      const facts: VerificationFacts = {
        centre: centre.slug,
        method,
        status: found.subscribed ? 'existing' : 'new',
        identity: verifiedIdentity(method, identity) ?? '',
        ...(method === 'mobile' && onFile ? { emailOnFile: onFile } : {}),
        expiresAt: this.clock.now().getTime() + VERIFICATION_TTL_MS,
      };
      return {
        subscribed: found.subscribed,
        existingFields: found.subscribed ? carried(identity) : {},
        ...(facts.emailOnFile ? { maskedEmail: maskEmail(facts.emailOnFile) } : {}),
        verification: this.keys.seal(VERIFICATION_SEAL, facts),
      };
    });
  }

  /**
   * The facts of a verification this server answered, when they apply to an entry at `centre` now with these
   * values (same centre, not expired, the verified identifier is the entry's); undefined otherwise.
   */
  verified(sealed: unknown, centre: CentreConfig, values: Record<string, unknown>): VerificationFacts | undefined {
    const facts = this.keys.open<VerificationFacts>(VERIFICATION_SEAL, sealed);
    return factsApply(facts, centre.slug, this.clock.now(), values) ? facts : undefined;
  }

  /** Opens a seal without checking it applies: only to read the address on file before the entry is read. */
  emailOnFile(sealed: unknown, centre: CentreConfig): string | undefined {
    const facts = this.keys.open<VerificationFacts>(VERIFICATION_SEAL, sealed);
    if (!facts || facts.centre !== centre.slug || !(facts.expiresAt > this.clock.now().getTime())) return undefined;
    return facts.status === 'existing' && facts.method === 'mobile' ? facts.emailOnFile : undefined;
  }

  private async lookup(identity: SubscriberIdentity, centre: CentreConfig, retry: boolean): Promise<Lookup> {
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

  /** Runs a membership answer so that it takes at least the floor, whether it resolves or fails. */
  private async evenly<T>(work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const settled = await work().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const wait = this.floorMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!settled.ok) throw settled.error;
    return settled.value;
  }
}

/** The identity fields a request carried, as it carried them: nothing the visitor did not already know. */
function carried(identity: SubscriberIdentity): ExistingFields {
  return {
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.mobile ? { mobile: identity.mobile } : {}),
  };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
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
