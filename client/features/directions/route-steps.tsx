import { observer } from 'mobx-react-lite';
import { stepIcon } from '../../../src/common/domain/directions/maneuver-icon';
import { instructionText } from '../../../src/common/domain/directions/step-text';
import type { DirectionsStore } from './directions.store';
import { StepIcon } from './step-icon';

/** spec 1 §2.12: the route's header, its steps with icons, 'Open in Google Maps', print and Back. */
export const RouteSteps = observer(function RouteSteps({ store }: { store: DirectionsStore }) {
  const { header, state, googleMapsUrl } = store;
  if (!header || !state.route) return null;
  return (
    <div className="planner__result">
      <RouteHeader store={store} />
      {state.stepsVisible ? (
        <>
          <ol className="planner__steps">
            {state.route.steps.map((step, index) => (
              <li key={index} className="planner__step">
                <StepIcon kind={stepIcon(step.maneuver, step.travelMode)} />
                <span className="planner__instruction">{instructionText(step.instructions)}</span>
                <span className="planner__step-size">{[step.distance, step.duration].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ol>
          <div className="planner__actions">
            <button type="button" className="button button--secondary" onClick={store.back}>
              Back
            </button>
            {googleMapsUrl ? (
              <a className="button button--secondary" href={googleMapsUrl} target="_blank" rel="noopener noreferrer">
                Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <button type="button" className="button button--text" onClick={() => window.print()}>
              Print
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button--text" onClick={store.showSteps}>
          Show the steps
        </button>
      )}
    </div>
  );
});

const RouteHeader = observer(function RouteHeader({ store }: { store: DirectionsStore }) {
  const header = store.header;
  if (!header) return null;
  return (
    <div className="planner__header">
      <p className="planner__by">Travelling By</p>
      <h3 className="planner__route-title">{`${header.mode} ${header.place}`}</h3>
      <p className="planner__summary">{header.summary}</p>
    </div>
  );
});
