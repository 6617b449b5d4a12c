import { makeAutoObservable, runInAction } from 'mobx';
import { validateForm } from '../../../src/common/domain/forms/field-rules';
import type { FieldValue } from '../../../src/common/domain/forms/form-field';
import {
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_IDENTITY_FIELDS,
  type VerificationMethod,
} from '../../../src/common/domain/forms/verification-form';
import { RequestError, type Transport } from '../../app/transport';
import type { FormStore } from '../forms/form.store';
import { fieldErrorsOf } from '../forms/form-values';
import { identityStores, type CompetitionFieldsSource } from './competition-fields';
import type { EntryNotices } from './competition-notices.store';

export type { VerificationMethod };

interface VerifyAnswer {
  data?: { subscribed?: unknown; existingFields?: unknown; maskedEmail?: unknown; verification?: unknown };
}

/** The verification's answer (spec 2 §4), read with care: new unless the server says `subscribed: true`. */
export interface Membership {
  existing: boolean;
  /** a member's fields on file (only what the visitor typed); none for a new visitor */
  existingFields: Record<string, FieldValue>;
  verification?: string;
  maskedEmail?: string;
}

/** A verified visitor: the answer, and the field (email or mobile) and value verified with. */
export interface VerifiedVisitor {
  member: Membership;
  field: string;
  value: string;
}

/**
 * Step 1, Details (spec 2 §4): verify with email or mobile, each its own field store; the server answers whether
 * the visitor is a member, and `verified` takes the visitor on to step 2.
 */
export class VerificationStepStore {
  method: VerificationMethod = 'email';
  identity: Record<VerificationMethod, FormStore>;
  verifying = false;
  verifyError?: string;
  /** the server's sealed record of the verification, carried back unread with the entry (decision 0011) */
  verification?: string;
  /** a member verified by mobile: the address on file, masked (`t***@example.com`); the server enters with it */
  maskedEmail?: string;

  constructor(
    private readonly source: CompetitionFieldsSource,
    private readonly notices: EntryNotices,
    private readonly verified: (visitor: VerifiedVisitor) => void,
  ) {
    this.identity = identityStores(source);
    makeAutoObservable<VerificationStepStore, 'source' | 'notices' | 'verified'>(
      this,
      { source: false, notices: false, verified: false },
      { autoBind: true },
    );
  }

  setMethod(method: VerificationMethod): void {
    this.method = method;
    this.verifyError = undefined;
  }

  /** A new entry: the email and mobile fields empty again. */
  restart(): void {
    this.identity = identityStores(this.source);
  }

  /** Change, or a new entry: the verification is forgotten. */
  forget(): void {
    this.verification = undefined;
    this.maskedEmail = undefined;
    this.verifyError = undefined;
  }

  /** Asks whether the visitor is a member; new or existing, step 2 follows. */
  async verify(): Promise<void> {
    if (this.verifying) return;
    const store = this.identity[this.method];
    const field = VERIFICATION_IDENTITY_FIELDS[this.method];
    const errors = validateForm([field], store.values, this.source.context());
    store.touched[field.name] = true;
    store.errors = errors;
    if (errors[field.name]) return this.notices.refuse([[`verify-${field.name}`, errors[field.name]!, field.name]]);
    const value = String(store.values[field.name]).trim();
    this.verifying = true;
    this.verifyError = undefined;
    try {
      const token = await this.source.humanCheck.token();
      const member = await askMembership(this.source.transport, token, { name: field.name, value });
      runInAction(() => {
        this.verifying = false;
        this.verification = member.verification;
        this.maskedEmail = member.maskedEmail;
        this.verified({ member, field: field.name, value });
      });
    } catch (error) {
      runInAction(() => {
        this.verifying = false;
        this.verifyError = verifyFailureOf(error);
        this.notices.fail(this.verifyError);
      });
    } finally {
      this.source.humanCheck.reset();
    }
  }
}

async function askMembership(
  transport: Transport,
  token: string,
  identity: { name: string; value: string },
): Promise<Membership> {
  const answer = await transport.postJson<VerifyAnswer>(
    '/api/verify-subscription',
    { [identity.name]: identity.value },
    { headers: { Authorization: token } },
  );
  const existing = answer?.data?.subscribed === true;
  const known = answer?.data?.existingFields;
  return {
    existing,
    existingFields:
      existing && typeof known === 'object' && known !== null ? (known as Record<string, FieldValue>) : {},
    verification: typeof answer?.data?.verification === 'string' ? answer.data.verification : undefined,
    maskedEmail: existing && typeof answer?.data?.maskedEmail === 'string' ? answer.data.maskedEmail : undefined,
  };
}

/** spec 2 §8: a refused human check says so; any other failure of the verification says it failed. */
function verifyFailureOf(error: unknown): string {
  const captcha =
    error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body)?.captcha : undefined;
  return captcha ?? VERIFICATION_FAILED_MESSAGE;
}
