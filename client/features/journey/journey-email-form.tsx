import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import {
  EMAIL_CHECK_MESSAGES,
  JOURNEY_SIGN_UP_FAILED_MESSAGE,
  SIGN_UP_PATH,
} from '../../../src/common/domain/forms/journey-email-form';
import { useRootStore } from '../../app/root-store-context';
import { FieldControl } from '../forms/field-control';
import { humanCheckFor } from '../forms/human-check';
import { JourneyEmailStore } from './journey-email.store';
import { NoScriptNote } from '../forms/no-script-note';

/** The journey's 'Email my journey' form (spec 1 §2.13, spec 2's subscribe states): POST /api/journey-email. */
export interface JourneyEmailFormProps {
  /** The journey's store ids, in the journey's order. */
  storeIds: readonly string[];
  centreName: string;
}

export function JourneyEmailForm({ storeIds, centreName }: JourneyEmailFormProps): ReactElement | null {
  const root = useRootStore();
  // the journey may change while the form is shown: a send takes the stores it holds then
  const [latest] = useState(() => ({ ids: storeIds }));
  latest.ids = storeIds;
  const [store] = useState(
    () =>
      new JourneyEmailStore({
        storeIds: () => latest.ids,
        centreName,
        transport: root.transport,
        humanCheck: humanCheckFor(root.env),
      }),
  );
  if (storeIds.length === 0) return null;
  return <JourneyEmailView store={store} />;
}

/** The form and its states, for a store made by JourneyEmailForm (or a test). */
export const JourneyEmailView = observer(function JourneyEmailView({ store }: { store: JourneyEmailStore }) {
  const formId = useId().replace(/:/g, '');
  const headingId = `${formId}-title`;
  const [emailField, subscribeField] = store.contact.fields;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.send();
  };
  return (
    <section className="journey-email form-block__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-block__title">
        Email my journey
      </h2>
      {store.sent ? (
        <SentPanel store={store} />
      ) : (
        <form
          className="form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
          aria-busy={store.isSending}
        >
          {/* the email is checked when the visitor leaves it (spec 3 §8 "Email check") */}
          <div onBlur={() => void store.checkEmail()} onChange={store.emailChanged}>
            <div className="form__grid">
              <FieldControl store={store.contact} field={emailField!} formId={formId} />
            </div>
          </div>
          <EmailCheck store={store} />
          {store.offersSignUp ? (
            <div className="form__grid">
              <FieldControl store={store.contact} field={subscribeField!} formId={formId} />
              {store.subscribing
                ? store.details.fields.map((field) => (
                    <FieldControl key={field.name} store={store.details} field={field} formId={formId} />
                  ))
                : null}
            </div>
          ) : null}
          <div className="form__actions">
            <NoScriptNote />
            <button
              type="submit"
              className="button button--primary form__submit"
              aria-disabled={store.isSending || undefined}
            >
              {store.isSending ? 'Sending...' : 'Email my journey'}
            </button>
            {store.captchaError ? <p className="form-field__error">{store.captchaError}</p> : null}
            {store.failure ? (
              <p className="form-field__error" role="alert">
                {store.failure}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
});

/** spec 3 §8 "Email check": the outcome of checking the address, read out as it changes. */
const EmailCheck = observer(function EmailCheck({ store }: { store: JourneyEmailStore }) {
  const state = store.subscribeState;
  const text =
    store.verifyError ??
    (state === 'Verifying'
      ? 'Checking your email...'
      : state === 'AlreadySubscribed'
        ? EMAIL_CHECK_MESSAGES.recognised
        : state === 'NotSubscribed'
          ? EMAIL_CHECK_MESSAGES.notSubscribed
          : '');
  return (
    <p
      className={store.verifyError ? 'form-field__error journey-email__check' : 'form__legend journey-email__check'}
      aria-live="polite"
      data-state={state}
    >
      {text}
    </p>
  );
});

const SentPanel = observer(function SentPanel({ store }: { store: JourneyEmailStore }) {
  return (
    <div className="form-panel form-panel--success" role="status" data-state={store.subscribeState}>
      <h3 className="form-panel__title">Success!</h3>
      <p className="form-panel__text">Thank you! Your journey is on its way to {store.email}.</p>
      {store.subscribeState === 'Subscribed' ? <p className="form-panel__text">Thank you for signing up</p> : null}
      {store.signUpError ? (
        <p className="form-panel__text" role="alert">
          {JOURNEY_SIGN_UP_FAILED_MESSAGE} <a href={SIGN_UP_PATH}>Sign up</a>
        </p>
      ) : null}
      <button type="button" className="button button--secondary form-panel__button" onClick={store.restart}>
        Send again
      </button>
    </div>
  );
});
