import type { VerificationMethod } from '../../common/domain/forms/verification-form';
import type { VerificationStatus } from '../../common/domain/competitions/competition-entry';
import { normaliseEmail, normaliseMobile } from '../../common/domain/identity/identity';

/** What the server established at a verification and seals for the browser to carry back with the entry. */
export interface VerificationFacts {
  /** the centre the lookup was for (slug) */
  centre: string;
  method: VerificationMethod;
  status: VerificationStatus;
  /** the verified identifier, normalised (normaliseEmail / normaliseMobile) */
  identity: string;
  /** a member verified by mobile: the address on file, which the entry uses and the browser never sees */
  emailOnFile?: string;
  /** epoch ms after which the seal is no longer honoured */
  expiresAt: number;
}

/** the seal's purpose: a seal made for anything else never opens as a verification */
export const VERIFICATION_SEAL = 'competition-verification';
/** how long a verification is honoured: an entry form filled in at leisure, not a token kept for days */
export const VERIFICATION_TTL_MS = 30 * 60 * 1000;

/** The normalised identifier a verification by `method` is about, from the values of a form. */
export function verifiedIdentity(
  method: VerificationMethod,
  values: { email?: unknown; mobile?: unknown; country_code?: unknown },
): string | undefined {
  const value = values[method];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (method === 'email') return normaliseEmail(value);
  return normaliseMobile(value, typeof values.country_code === 'string' ? values.country_code : undefined);
}

/** Whether opened facts may be used for an entry at `centre` made now with these values. */
export function factsApply(
  facts: VerificationFacts | undefined,
  centre: string,
  now: Date,
  values: Record<string, unknown>,
): facts is VerificationFacts {
  if (!facts || typeof facts !== 'object') return false;
  if (facts.centre !== centre || !(facts.expiresAt > now.getTime())) return false;
  if (facts.method !== 'email' && facts.method !== 'mobile') return false;
  if (facts.status !== 'new' && facts.status !== 'existing') return false;
  return verifiedIdentity(facts.method, values) === facts.identity;
}
