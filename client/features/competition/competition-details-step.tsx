import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FieldControl } from '../forms/field-control';
import type { VerificationStepStore } from './competition-verification.store';
import { NoScriptNote } from '../forms/no-script-note';

/** Step 1, Details: verify with email or mobile. */
export const Verification = observer(function Verification({ step }: { step: VerificationStepStore }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void step.verify();
  };
  const identity = step.identity[step.method];
  return (
    <form
      className="form competition-entry__form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="competition-verify-title"
    >
      <h3 id="competition-verify-title" className="competition-entry__step-title">
        Your details
      </h3>
      <fieldset className="form-field__group competition-entry__methods">
        <legend className="form-field__label">Verify with</legend>
        <div className="form-field__options">
          {(['email', 'mobile'] as const).map((method) => (
            <span className="form-field__option" key={method}>
              <input
                type="radio"
                id={`verify-method-${method}`}
                name="verify-method"
                value={method}
                checked={step.method === method}
                onChange={() => step.setMethod(method)}
              />
              <label htmlFor={`verify-method-${method}`}>{method === 'email' ? 'Email' : 'Mobile'}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <div className="form__grid">
        <FieldControl store={identity} field={identity.fields[0]!} formId="verify" />
      </div>
      {step.verifyError ? (
        <p className="form-field__error" role="alert">
          {step.verifyError}
        </p>
      ) : null}
      <div className="form__actions">
        <NoScriptNote />
        <button type="submit" className="button button--primary" aria-disabled={step.verifying || undefined}>
          {step.verifying ? 'Checking...' : 'Continue'}
        </button>
      </div>
    </form>
  );
});
