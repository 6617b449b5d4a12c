import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import {
  COMPETITION_MESSAGES,
  COMPETITION_STEP_LABELS,
} from '../../../src/common/domain/competitions/competition-messages';
import type { CompetitionStep } from '../../../src/common/domain/competitions/competition-steps';
import { singleEntryNotice } from '../../../src/common/domain/competitions/single-entry';
import { useRootStore } from '../../app/root-store-context';
import { DetailView } from '../detail/detail-view';
import { FieldControl } from '../forms/field-control';
import { humanCheckFor } from '../forms/human-check';
import { revealResult } from '../forms/reveal-result';
import { FormTracker } from '../tracking/form-tracker';
import { useAbandonment } from '../tracking/use-abandonment';
import { COMPETITION_FORM_TYPE, CompetitionEntryStore } from './competition-entry.store';
import { COMPETITION_THANKS } from '../../../src/page-model/competition/competition-result';
import type { CompetitionEntryModel, CompetitionPageModel } from '../../../src/page-model/competition/competition.model';

const STEPS: CompetitionStep[] = [1, 2, 3];

/** spec 2 §2: a competition page: its story, then the three steps of the entry. */
export function CompetitionView({ model }: { model: CompetitionPageModel }) {
  return (
    <>
      <DetailView model={model.detail} />
      <CompetitionEntry model={model.entry} />
    </>
  );
}

/**
 * The entry's store, made once per mount, and its data-layer events (docs/competitions.md "Tracking"): leaving
 * the page (or the page leaving on client-side navigation) after starting the entry form counts as abandonment.
 */
function useCompetitionStore(model: CompetitionEntryModel): CompetitionEntryStore {
  const root = useRootStore();
  const [{ store, tracker }] = useState(() => {
    const tracker = new FormTracker({
      formType: COMPETITION_FORM_TYPE,
      formName: model.title,
      context: { competition: model.slug, campaignId: model.campaignId },
    });
    const store = new CompetitionEntryStore({
      model,
      transport: root.transport,
      humanCheck: humanCheckFor(root.env),
      context: () => ({ now: root.now, timeZone: root.site.centre.timeZone }),
      tracker,
    });
    return { store, tracker };
  });
  useAbandonment(tracker);
  useEffect(() => () => store.stopCountdown(), [store]);
  return store;
}

const CompetitionEntry = observer(function CompetitionEntry({ model }: { model: CompetitionEntryModel }) {
  const store = useCompetitionStore(model);
  const focus = store.focusRequest;
  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(focus.id);
    // the result replaces the form: shown clear of the sticky header, as every form's result is
    if (focus.id === RESULT_HEADING_ID) revealResult(target);
    else target?.focus();
  }, [focus]);
  const notice = model.singleEntry ? singleEntryNotice(model.singleEntry).rule : undefined;
  return (
    <section className="competition-entry container" aria-labelledby="competition-entry-title">
      <h2 id="competition-entry-title" className="competition-entry__title">
        Enter the competition
      </h2>
      {model.closesText || notice ? (
        <p className="competition-entry__notice">{[model.closesText, notice].filter(Boolean).join('. ')}</p>
      ) : null}
      {model.url ? (
        <p className="competition-entry__url">
          Competition URL: <a href={model.url}>{model.url}</a>
        </p>
      ) : null}
      <Steps store={store} />
      {store.step === 1 ? <Verification store={store} /> : null}
      {store.step === 2 ? <EntryForm store={store} /> : null}
      {store.step === 3 ? <Result store={store} /> : null}
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {store.announcement}
      </p>
    </section>
  );
});

/** spec 2 §2: visitors may open only earlier steps; editors any. */
const Steps = observer(function Steps({ store }: { store: CompetitionEntryStore }) {
  return (
    <nav aria-label="Competition steps">
      <ol className="competition-steps">
        {STEPS.map((step) => {
          const label = `${step}. ${COMPETITION_STEP_LABELS[step - 1]}`;
          const current = step === store.step;
          return (
            <li
              key={step}
              className={`competition-steps__step${current ? ' competition-steps__step--current' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              {store.canOpen(step) ? (
                <button type="button" className="competition-steps__button" onClick={() => store.goTo(step)}>
                  {label}
                </button>
              ) : (
                <span className="competition-steps__label">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

const Verification = observer(function Verification({ store }: { store: CompetitionEntryStore }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.verify();
  };
  const identity = store.identity[store.method];
  return (
    <form
      className="form competition-entry__form"
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
                checked={store.method === method}
                onChange={() => store.setMethod(method)}
              />
              <label htmlFor={`verify-method-${method}`}>{method === 'email' ? 'Email' : 'Mobile'}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <div className="form__grid">
        <FieldControl store={identity} field={identity.fields[0]!} formId="verify" />
      </div>
      {store.verifyError ? (
        <p className="form-field__error" role="alert">
          {store.verifyError}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary" aria-disabled={store.verifying || undefined}>
          {store.verifying ? 'Checking...' : 'Continue'}
        </button>
      </div>
    </form>
  );
});

const EntryForm = observer(function EntryForm({ store }: { store: CompetitionEntryStore }) {
  const model = store.model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  const details = store.details;
  const consentNames = new Set(['accept_privacy_policy_terms', 'accept_database_signup_terms']);
  return (
    <form
      className="form competition-entry__form"
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
          {store.maskedEmail ? (
            <>
              {' '}
              with the email address on file, <strong>{store.maskedEmail}</strong>
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
          .filter((field) => !consentNames.has(field.name))
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
                  onClick={() => store.removeRow(index)}
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
              onClick={store.addRow}
            >
              Add another purchase
            </button>
          )}
          <p className="competition-entry__receipt">{COMPETITION_MESSAGES.receiptNote}</p>
        </fieldset>
      ) : null}
      <div className="form__grid competition-entry__consents">
        {details.fields
          .filter((field) => consentNames.has(field.name))
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

/** the result's heading, focused by the entry store's request once an entry is answered */
const RESULT_HEADING_ID = 'competition-result';

const Result = observer(function Result({ store }: { store: CompetitionEntryStore }) {
  const model = store.model;
  const already = store.outcome === 'already';
  return (
    <div className={`form-panel form-panel--${already ? 'error' : 'success'} competition-entry__result`} role="status">
      <h3 className="form-panel__title" id={RESULT_HEADING_ID} tabIndex={-1}>
        {already ? 'Already entered' : COMPETITION_THANKS}
      </h3>
      <p className="form-panel__text">{already ? store.alreadyEnteredText : model.successMessage}</p>
      {store.secondsLeft !== undefined ? (
        <p className="form-panel__text">This page starts again in {store.secondsLeft} seconds.</p>
      ) : null}
      <p className="form-panel__text">
        <a className="button button--primary" href="/whats-on">
          {already ? "See what's on" : model.successButton}
        </a>
      </p>
      <button type="button" className="button button--secondary form-panel__button" onClick={store.enterAgain}>
        Enter again
      </button>
    </div>
  );
});
