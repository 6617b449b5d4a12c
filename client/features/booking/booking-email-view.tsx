import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { verificationForm } from '../../../src/common/domain/booking/booking-details';
import type { BookingDetailsStore } from './booking-details.store';
import { BookingField, controlAria, errorIdOf } from './booking-field';

/**
 * spec 3 §2.1, §5.1 'Subscription verification': the email and the agreement to check it against the centre's
 * members; the check runs on Next (behind the human check) and its welcome or not-a-subscriber text shows here.
 */
const [EMAIL_FIELD, AGREEMENT_FIELD] = verificationForm.fields;

export const BookingEmailView = observer(function BookingEmailView({ details }: { details: BookingDetailsStore }) {
  const emailId = useId();
  const agreementId = useId();
  const agreementError = details.errors.agreement;
  return (
    <fieldset className="booking-email">
      <legend className="booking__label">Your email</legend>
      <BookingField id={emailId} label={EMAIL_FIELD?.label ?? 'Email'} error={details.errors.email}>
        <input
          id={emailId}
          {...controlAria(emailId, details.errors.email)}
          className="booking__input"
          type="email"
          name="email"
          autoComplete="email"
          value={details.email}
          onChange={(event) => details.setEmail(event.target.value)}
        />
      </BookingField>
      <div className="booking-field booking-field--check">
        <input
          id={agreementId}
          type="checkbox"
          className="booking__check"
          checked={details.agreed}
          {...controlAria(agreementId, agreementError)}
          onChange={(event) => details.setAgreed(event.target.checked)}
        />
        <label htmlFor={agreementId}>{AGREEMENT_FIELD?.label}</label>
        {agreementError ? (
          <p className="booking__error" id={errorIdOf(agreementId)} role="alert">
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
