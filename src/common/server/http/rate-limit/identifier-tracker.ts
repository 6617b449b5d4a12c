import type { ExecutionContext } from '@nestjs/common';
import { normaliseEmail, normaliseMobile } from '../../../domain/identity/identity';
import type { IdentityKeys } from '../../identity/identity-keys';
import { LIMITED_PER_IDENTIFIER } from './rate-limit.decorators';

/**
 * The person a membership request names, as the per-identifier limit counts it (decision 0011): the normalised
 * email address (case, NFKC, +tag) or else the mobile with its dial code, as a keyed hash, so neither Redis nor
 * a log ever holds the identifier, read from the body or, for a booking confirmation, its `client` (ticketing's details: `personal`). Undefined
 * when the body names neither.
 */
export function identifierTracker(req: { body?: unknown }, keys: IdentityKeys): string | undefined {
  const outer = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  // a booking confirmation names its person in `client` (spec 3 §7.1 confirm-booking), ticketing's details in
  // `personal` (docs/ticketing.md)
  const client = outer.client ?? outer.personal;
  const body =
    typeof outer.email !== 'string' && typeof client === 'object' && client !== null
      ? (client as Record<string, unknown>)
      : outer;
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
  if (email !== '') return keys.hash('limit', `email\u0000${email}`);
  const country = typeof body.country_code === 'string' && body.country_code !== '' ? body.country_code : undefined;
  const mobile = typeof body.mobile === 'string' && /\d/.test(body.mobile) ? normaliseMobile(body.mobile, country) : '';
  return mobile !== '' ? keys.hash('limit', `mobile\u0000${mobile}`) : undefined;
}

/** The route counts per identifier, and this request names one. */
export function isLimitedPerIdentifier(context: ExecutionContext, keys: IdentityKeys): boolean {
  const marked = [context.getHandler(), context.getClass()].some(
    (target) => Reflect.getMetadata(LIMITED_PER_IDENTIFIER, target) === true,
  );
  return marked && identifierTracker(context.switchToHttp().getRequest<{ body?: unknown }>(), keys) !== undefined;
}
