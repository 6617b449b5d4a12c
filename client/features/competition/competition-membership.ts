import type { FieldValue } from '../../../src/common/domain/forms/form-field';
import { VERIFICATION_FAILED_MESSAGE } from '../../../src/common/domain/forms/verification-form';
import { RequestError, type Transport } from '../../app/transport';
import { fieldErrorsOf } from '../forms/form-values';

interface VerifyAnswer {
  data?: { subscribed?: unknown; existingFields?: unknown; maskedEmail?: unknown; verification?: unknown };
}

/** The verification's answer (spec 2 §4, decision 0011), read with care: the server's words are not trusted blindly. */
export interface Membership {
  existing: boolean;
  /** a member's fields on file (only what the visitor typed); none for a new visitor */
  existingFields: Record<string, FieldValue>;
  /** the server's sealed record of the verification, carried back unread with the entry */
  verification?: string;
  /** a member verified by mobile: the address on file, masked (`t***@example.com`) */
  maskedEmail?: string;
}

/** Step 1: asks the server whether the visitor (by email or mobile) is a member, with the human check's token. */
export async function askMembership(
  transport: Transport,
  token: string,
  identity: { name: string; value: string },
): Promise<Membership> {
  const answer = await transport.postJson<VerifyAnswer>(
    '/api/verify-subscription',
    { [identity.name]: identity.value },
    { headers: { Authorization: token } },
  );
  return membershipOf(answer);
}

function membershipOf(answer: VerifyAnswer | undefined): Membership {
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
export function verifyFailureOf(error: unknown): string {
  const captcha =
    error instanceof RequestError && error.status === 400 ? fieldErrorsOf(error.body)?.captcha : undefined;
  return captcha ?? VERIFICATION_FAILED_MESSAGE;
}
