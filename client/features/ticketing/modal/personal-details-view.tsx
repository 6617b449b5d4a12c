import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { membersOnlyNotice } from '../../../../src/common/domain/ticketing/ticketing-messages';
import { DEFAULT_TERMS_LABEL, signUpLabel } from '../../../../src/common/domain/flows/details-fields';
import { countryOptions, dialCodeOptions } from '../../../../src/common/domain/forms/countries';
import type { PersonalDetails } from '../../../../src/common/domain/ticketing/ticketing-wire';
import type { DetailsField, PersonalDetailsStore } from '../personal-details.store';
import type { TicketingFlowStore } from '../ticketing-flow.store';

const COUNTRIES = countryOptions();
const DIAL_CODES = dialCodeOptions();

function Field(props: { id: string; label: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={props.id}>
        {props.label}
        {props.required ? <span className="form-field__asterisk"> *</span> : null}
      </label>
      {props.children}
      {props.error ? (
        <p className="form-field__error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const TextInput = observer(function TextInput(props: {
  details: PersonalDetailsStore;
  field: keyof PersonalDetails;
  label: string;
  type?: string;
  autoComplete: string;
}) {
  const { details, field } = props;
  const id = `ticketing-${field}`;
  const error = details.shownErrors[field as DetailsField];
  return (
    <Field id={id} label={props.label} error={error} required>
      <input
        id={id}
        className="form-field__input"
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={details.values[field] ?? ''}
        readOnly={field === 'email' && details.emailLocked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => details.set(field, event.target.value)}
      />
    </Field>
  );
});

/** spec 3 §4.2 verify: the email first; Next stays off until it looks like an address. */
const VerifyView = observer(function VerifyView({ flow }: { flow: TicketingFlowStore }) {
  const details = flow.details;
  return (
    // Enter in the email does what Next does, as in any one-field form
    <div
      className="ticketing-details"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') void flow.primary();
      }}
    >
      <h3 className="ticketing-step__heading">Your email</h3>
      <p>Enter your email to continue.</p>
      <TextInput details={details} field="email" label="Email" type="email" autoComplete="email" />
      <div role="alert">{details.verifyError ? <p className="form-field__error">{details.verifyError}</p> : null}</div>
      {details.checking ? <p role="status">Checking your email...</p> : null}
    </div>
  );
});

/** spec 3 §5.2 personal details: names, the locked email of a member, country and dial code, the AU postcode, terms. */
const DetailsView = observer(function DetailsView({ flow }: { flow: TicketingFlowStore }) {
  const details = flow.details;
  const errors = details.shownErrors;
  const content = flow.content;
  return (
    <div className="ticketing-details">
      <h3 className="ticketing-step__heading">Your details</h3>
      {details.message ? <p role="status">{details.message}</p> : null}
      {details.termsRequired ? <p className="ticketing-notice">{membersOnlyNotice(content.membershipName)}</p> : null}
      <div className="ticketing-details__grid">
        <TextInput details={details} field="first_name" label="First name" autoComplete="given-name" />
        <TextInput details={details} field="last_name" label="Last name" autoComplete="family-name" />
        <TextInput details={details} field="email" label="Email" type="email" autoComplete="email" />
        <Field id="ticketing-countryResidence" label="Country of residence" error={errors.countryResidence} required>
          <select
            id="ticketing-countryResidence"
            className="form-field__input"
            autoComplete="country"
            value={details.values.countryResidence}
            onChange={(event) => details.setCountry(event.target.value)}
          >
            {COUNTRIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="ticketing-countryCode" label="Dial code" required>
          <select
            id="ticketing-countryCode"
            className="form-field__input"
            value={details.values.countryCode}
            onChange={(event) => details.set('countryCode', event.target.value)}
          >
            {DIAL_CODES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <TextInput details={details} field="mobile" label="Mobile number" type="tel" autoComplete="tel" />
        {details.postcodeShown ? (
          <TextInput details={details} field="postcode" label="Postcode" autoComplete="postal-code" />
        ) : null}
      </div>
      <div className="form-field">
        <label className="form-field__option">
          <input
            type="checkbox"
            checked={details.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'ticketing-terms-error' : undefined}
            onChange={(event) => details.setTerms(event.target.checked)}
          />
          {content.bookingTerms?.trim() || DEFAULT_TERMS_LABEL}
          {details.termsRequired ? <span className="form-field__asterisk"> *</span> : null}
        </label>
        {errors.terms ? (
          <p className="form-field__error" id="ticketing-terms-error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      {details.isMember ? null : (
        <div className="form-field">
          <label className="form-field__option">
            <input
              type="checkbox"
              checked={details.newsletter}
              onChange={(event) => details.setNewsletter(event.target.checked)}
            />
            {signUpLabel(content.membershipName)}
          </label>
        </div>
      )}
      {content.privacyNotice ? <p className="ticketing-details__privacy">{content.privacyNotice}</p> : null}
    </div>
  );
});

export const PersonalDetailsView = observer(function PersonalDetailsView({ flow }: { flow: TicketingFlowStore }) {
  return flow.details.subStep === 'verify' ? <VerifyView flow={flow} /> : <DetailsView flow={flow} />;
});
