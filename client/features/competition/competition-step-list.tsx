import { observer } from 'mobx-react-lite';
import { COMPETITION_STEP_LABELS } from '../../../src/common/domain/competitions/competition-messages';
import type { CompetitionStep } from '../../../src/common/domain/competitions/competition-steps';
import type { CompetitionEntryStore } from './competition-entry.store';

const STEPS: CompetitionStep[] = [1, 2, 3];

/** spec 2 §2: visitors may open only earlier steps; editors any. */
export const Steps = observer(function Steps({ store }: { store: CompetitionEntryStore }) {
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
