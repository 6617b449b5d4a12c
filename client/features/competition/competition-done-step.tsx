import { observer } from 'mobx-react-lite';
import { WHATS_ON_PATH } from '../../../src/common/domain/competitions/competition-steps';
import { COMPETITION_THANKS } from '../../../src/page-model/competition/competition-result';
import type { CompetitionEntryStore } from './competition-entry.store';

/** the result's heading, focused by the entry store's request once an entry is answered */
export const RESULT_HEADING_ID = 'competition-result';

/**
 * Step 3, Done: thanks, or the already-entered notice, which sends the visitor to what's on after a while (spec 2
 * §2) unless they choose to stay; an in-centre entry counts down to a new one. The seconds are not announced
 * one by one (`aria-live="off"` inside the status): the focused heading and the text say it once.
 */
export const Result = observer(function Result({ store }: { store: CompetitionEntryStore }) {
  const model = store.model;
  const already = store.outcome === 'already';
  return (
    <div className={`form-panel form-panel--${already ? 'error' : 'success'} competition-entry__result`} role="status">
      <h3 className="form-panel__title" id={RESULT_HEADING_ID} tabIndex={-1}>
        {already ? 'Already entered' : COMPETITION_THANKS}
      </h3>
      <p className="form-panel__text">{already ? store.alreadyEnteredText : model.successMessage}</p>
      {store.countdownKind === 'restart' ? (
        <p className="form-panel__text" aria-live="off">
          This page starts again in {store.secondsLeft} seconds.
        </p>
      ) : null}
      {store.countdownKind === 'whats-on' ? (
        <p className="form-panel__text competition-entry__leaving" aria-live="off">
          Taking you to what&apos;s on in {store.secondsLeft} seconds.{' '}
          <button type="button" className="button button--secondary button--small" onClick={store.stayHere}>
            Stay on this page
          </button>
        </p>
      ) : null}
      <p className="form-panel__text">
        <a className="button button--primary" href={WHATS_ON_PATH}>
          {already ? "See what's on" : model.successButton}
        </a>
      </p>
      <button type="button" className="button button--secondary form-panel__button" onClick={store.enterAgain}>
        Enter again
      </button>
    </div>
  );
});
