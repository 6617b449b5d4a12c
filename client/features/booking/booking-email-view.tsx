import { observer } from 'mobx-react-lite';
import type { BookingDetailsStore } from './booking-details.store';
import { BookingField } from './booking-field';

/**
 * spec 3 §2.1, §5.1 'Subscription verification': the email and the agreement to check it against the centre's
 * members; the check runs on Next (behind the human check) and its welcome or not-a-subscriber text shows here.
 */
export const BookingEmailView = observer(function BookingEmailView({
  details,
  centreName,
  membershipName,
}: {
  details: BookingDetailsStore;
  centreName: string;
  membershipName?: string;
}) {
  const agreementError = details.errors.agreement;
  return (
    <fieldset className="booking-email">
      <legend className="booking__label">Your email</legend>
      <BookingField label="Email" error={details.errors.email}>
        {(props) => (
          <input
            {...props}
            className="booking__input"
            type="email"
            name="email"
            autoComplete="email"
            value={details.email}
            onChange={(event) => details.setEmail(event.target.value)}
          />
        )}
      </BookingField>
      <div className="booking-field booking-field--check">
        <input
          id={`${details.service.id}-agreement`}
          type="checkbox"
          className="booking__check"
          checked={details.agreed}
          aria-invalid={agreementError ? true : undefined}
          onChange={(event) => details.setAgreed(event.target.checked)}
        />
        <label htmlFor={`${details.service.id}-agreement`}>
          I agree to {centreName} checking my email against the {membershipName?.trim() || 'mailing list'} to
          recognise me.
        </label>
        {agreementError ? (
          <p className="booking__error" role="alert">
            {agreementError}
          </p>
        ) : null}
      </div>
      {details.emailNotice ? (
        <p className="booking__notice" role="status">
          {details.emailNotice}
        </p>
      ) : null}
    </fieldset>
  );
});
