import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { CentreConfig } from '../../../config/centre.types';
import type { BookingSessionAnswer } from '../../common/domain/booking/booking-wire';
import { IdentityKeys } from '../../common/server/identity/identity-keys';
import { CLOCK, type Clock } from '../../common/server/time/clock';
import { companyOf } from './booking-company';
import { SESSION_SEAL, SESSION_TTL_MS, type SessionFacts } from './booking-seals';

export const SESSION_EXPIRED_MESSAGE = 'Your booking session has expired. Please try again.';

/**
 * The flow's session (spec 3 §7.1 booking-public-token): a seal naming the centre, good for an hour. It stands
 * where the provider's token stood in the browser: the SimplyBook token itself never leaves the server
 * (decision 0021). An expired or foreign session answers 401 so the browser fetches a new one and tries again.
 */
@Injectable()
export class BookingSessionService {
  constructor(
    private readonly keys: IdentityKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  open(centre: CentreConfig): BookingSessionAnswer {
    const company = companyOf(centre);
    const facts: SessionFacts = {
      centre: centre.slug,
      companyId: company.login,
      expiresAt: this.clock.now().getTime() + SESSION_TTL_MS,
    };
    return {
      companyId: company.login,
      token: this.keys.seal(SESSION_SEAL, facts),
      expiresAt: new Date(facts.expiresAt).toISOString(),
    };
  }

  /** Throws the 401 unless `token` is a live session of this centre. */
  check(centre: CentreConfig, token: unknown): void {
    const facts = this.keys.open<SessionFacts>(SESSION_SEAL, token);
    if (!facts || facts.centre !== centre.slug || !(facts.expiresAt > this.clock.now().getTime()))
      throw new UnauthorizedException(SESSION_EXPIRED_MESSAGE);
  }
}
