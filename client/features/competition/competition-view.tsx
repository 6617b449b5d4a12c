import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { singleEntryNotice } from '../../../src/common/domain/competitions/single-entry';
import { useRootStore } from '../../app/root-store-context';
import { DetailView } from '../detail/detail-view';
import { humanCheckFor } from '../forms/human-check';
import { revealResult } from '../forms/reveal-result';
import { FormTracker } from '../tracking/form-tracker';
import { useAbandonment } from '../tracking/use-abandonment';
import { COMPETITION_FORM_TYPE, CompetitionEntryStore } from './competition-entry.store';
import { Verification } from './competition-details-step';
import { RESULT_HEADING_ID, Result } from './competition-done-step';
import { EntryForm } from './competition-entry-step';
import { Steps } from './competition-step-list';
import type {
  CompetitionEntryModel,
  CompetitionPageModel,
} from '../../../src/page-model/competition/competition.model';

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
  const focus = store.notices.focusRequest;
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
      {store.step === 1 ? <Verification step={store.verificationStep} /> : null}
      {store.step === 2 ? <EntryForm store={store} /> : null}
      {store.step === 3 ? <Result store={store} /> : null}
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {store.notices.announcement}
      </p>
    </section>
  );
});
