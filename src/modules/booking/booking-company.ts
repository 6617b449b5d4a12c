import type { CentreConfig } from '../../../config/centre.types';
import { bookingNotConfigured } from './booking.errors';
import type { SimplyBookCompany } from './simplybook.port';

/** A centre's SimplyBook company with the secret key its confirmations are signed with. */
export interface BookingCompany extends SimplyBookCompany {
  secretKey: string;
  publicUrl?: string;
}

/**
 * The centre's SimplyBook company; a centre without credentials answers 400 'Something is not right with your
 * SimplyBook configuration.' (spec 3 §8 setup errors) rather than failing at boot: most centres have no booking.
 */
export function companyOf(centre: CentreConfig): BookingCompany {
  const booking = centre.booking;
  if (!booking?.companyLogin || !booking.apiKey) throw bookingNotConfigured();
  return {
    login: booking.companyLogin,
    apiKey: booking.apiKey,
    secretKey: booking.secretKey ?? '',
    ...(booking.publicUrl ? { publicUrl: booking.publicUrl } : {}),
  };
}
