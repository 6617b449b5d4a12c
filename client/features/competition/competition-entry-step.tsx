import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { COMPETITION_MESSAGES } from '../../../src/common/domain/competitions/competition-messages';
import { FieldControl } from '../forms/field-control';
import type { CompetitionEntryStore } from './competition-entry.store';
import { isConsentField } from './competition-submission';
import { NoScriptNote } from '../forms/no-script-note';

/** Step 2, Competition entry: the fields, the purchases (one row each) and the consents. */
export const EntryForm = observer(function EntryForm({ store }: { store: CompetitionEntryStore }) {
  const model = store.model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const details = store.details;
  return (
    <form
      className="form competition-entry__form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={store.formStarted}
      aria-labelledby="competition-entry-heading"
      aria-busy={store.submitting}
    >
      <h3 id="competition-entry-heading" className="competition-entry__step-title" tabIndex={-1}>
        Competition entry
      </h3>
      {store.flow.status === 'existing' ? (
        <p className="competition-entry__member">
          Entering as <strong>{store.flow.verifiedWith}</strong>
          {store.verificationStep.maskedEmail ? (
            <>
              {' '}
              with the email address on file, <strong>{store.verificationStep.maskedEmail}</strong>
            </>
          ) : null}{' '}
          <button type="button" className="button button--secondary button--small" onClick={store.change}>
            Change
          </button>
        </p>
      ) : null}
      <p className="form__legend" aria-hidden="true">
        Fields marked * are required.
      </p>
      <div className="form__grid">
        {details.fields
          .filter((field) => !isConsentField(field.name))
          .map((field) => (
            <FieldControl key={field.name} store={details} field={field} formId="entry" />
          ))}
      </div>
      {model.form.hasSalesDriver ? (
        <fieldset className="competition-entry__purchases">
          <legend className="competition-entry__legend">Your purchases</legend>
          {store.rows.map((row, index) => (
            <div className="competition-entry__purchase" key={index} role="group" aria-label={`Purchase ${index + 1}`}>
              <div className="form__grid">
                {row.fields.map((field) => (
                  <FieldControl key={field.name} store={row} field={field} formId={`sale-${index}`} />
                ))}
              </div>
              {store.rows.length > 1 ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => store.sales.remove(index)}
                >
                  Remove purchase {index + 1}
                </button>
              ) : null}
            </div>
          ))}
          {model.disableMultiPurchase ? null : (
            <button
              type="button"
              id="competition-add-purchase"
              className="button button--secondary button--small"
              onClick={store.sales.add}
            >
              Add another purchase
            </button>
          )}
          <p className="competition-entry__receipt">{COMPETITION_MESSAGES.receiptNote}</p>
        </fieldset>
      ) : null}
      <div className="form__grid competition-entry__consents">
        {details.fields
          .filter((field) => isConsentField(field.name))
          .map((field) => (
            <FieldControl key={field.name} store={details} field={field} formId="entry" />
          ))}
      </div>
      {model.termsHref ? (
        <p className="competition-entry__terms">
          <a href={model.termsHref} target="_blank" rel="noreferrer">
            Read the terms and conditions (opens in a new tab)
          </a>
        </p>
      ) : null}
      {store.failure ? (
        <p className="form-field__error" role="alert">
          {store.failure}
        </p>
      ) : null}
      <div className="form__actions">
        <NoScriptNote />
        <button
          type="submit"
          className="button button--primary form__submit"
          aria-disabled={store.submitting || undefined}
          aria-describedby={store.captchaError ? 'competition-captcha' : undefined}
        >
          {store.submitting ? 'Sending...' : 'Enter now'}
        </button>
        {store.captchaError ? (
          <p className="form-field__error" id="competition-captcha">
            {store.captchaError}
          </p>
        ) : null}
      </div>
    </form>
  );
});
