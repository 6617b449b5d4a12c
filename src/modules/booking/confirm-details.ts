import { bookingDetailsForm } from '../../common/domain/booking/booking-details';
import type { BookingClientDetails, BookingSettings } from '../../common/domain/booking/booking-wire';
import { normaliseEmail } from '../../common/domain/identity/identity';
import type { IdentityKeys } from '../../common/server/identity/identity-keys';
import { FormBodyPipe } from '../../common/server/validation/form-body.pipe';
import { RequestValidationException } from '../../common/server/validation/request-validation.exception';
import type { ReservationFacts } from './booking-seals';

/** The visitor's details as the confirm read them, with the subscribe box. */
export type ConfirmDetails = BookingClientDetails & { subscribe: boolean };

/** The personal details, checked with the summary step's form (spec 3 §5.1); the email must be the reserved one. */
export function confirmDetails(
  body: Record<string, unknown>,
  facts: ReservationFacts,
  settings: BookingSettings,
  keys: IdentityKeys,
): ConfirmDetails {
  const raw = typeof body.client === 'object' && body.client !== null ? (body.client as Record<string, unknown>) : {};
  const definition = bookingDetailsForm({
    existingMember: facts.existingMember,
    membersOnly: settings.membersOnly,
    membershipName: settings.membershipName,
    terms: settings.terms,
  });
  const values = new FormBodyPipe(definition).transform({
    first_name: raw.first_name,
    last_name: raw.last_name,
    email: raw.email,
    mobile: raw.mobile,
    postcode: raw.postcode,
    subscribe: body.subscribe,
    consent: body.consent,
  });
  const email = typeof values.email === 'string' ? values.email : '';
  if (keys.hash('single-entry', normaliseEmail(email)) !== facts.emailHash)
    throw new RequestValidationException({ email: 'Please use the email address the booking was made with' });
  const text = (name: string): string => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email,
    mobile: text('mobile'),
    postcode: text('postcode'),
    subscribe: values.subscribe === true,
  };
}
