import { addressText } from '../../../src/common/domain/directions/directions-links';
import { MODE_LABELS, PLANNER_MODES } from '../../../src/common/domain/directions/travel-mode';
import type { GoogleDirectionsModel } from '../../../src/page-model/blocks/google-directions/google-directions.block';
import type { SitePlaceModel } from '../../../src/page-model/blocks/google-directions/site-places';
import type { CentreModel } from '../../../src/page-model/page-state';
import { RichText } from '../../ui/rich-text';
import { SmartLink } from '../../ui/smart-link';
import { ExternalDirectionsLinks } from './external-links';
import { SitePlan } from './site-plan';

/**
 * What the directions block shows with or without a maps key, complete from the server (docs/directions.md): the
 * centre's address, directions in Google Maps and Apple Maps to and from it for each mode with the mode's
 * call-to-action, car parks, entrances, public transport, taxis and the entrance level's plan.
 */
export function DirectionsGuide({ model, centre }: { model: GoogleDirectionsModel; centre: CentreModel }) {
  const address = addressText(centre);
  return (
    <div className="directions__guide">
      <div className="directions__where">
        <p className="directions__centre">{centre.name}</p>
        {address ? <address className="directions__address">{address}</address> : null}
      </div>
      <h3 className="directions__heading">Get Directions</h3>
      <div className="directions__modes">
        {PLANNER_MODES.map((mode) => {
          const label = MODE_LABELS[mode];
          const action = model.callsToAction[mode];
          return (
            <section key={mode} className="directions__mode" aria-labelledby={`directions-mode-${mode}`}>
              <h4 id={`directions-mode-${mode}`} className="directions__mode-title">
                {label.choice}
              </h4>
              <p className="directions__way">{`To ${centre.name}`}</p>
              <ExternalDirectionsLinks centre={centre} mode={mode} toCentre context={`${label.phrase} to ${centre.name}`} />
              <p className="directions__way">{`From ${centre.name}`}</p>
              <ExternalDirectionsLinks centre={centre} mode={mode} toCentre={false} context={`${label.phrase} from ${centre.name}`} />
              {action ? (
                <SmartLink link={action.link} className="button button--secondary directions__action">
                  {action.text}
                </SmartLink>
              ) : null}
            </section>
          );
        })}
      </div>
      <div className="directions__facts">
        <Places title="Car parks" places={model.carParks} />
        <Places title="Entrances" places={model.entrances} />
        {model.publicTransport ? (
          <section className="directions__fact">
            <h3 className="directions__heading">Public transport</h3>
            <RichText doc={model.publicTransport} />
          </section>
        ) : null}
        {model.taxi ? (
          <section className="directions__fact">
            <h3 className="directions__heading">Taxis and rideshare</h3>
            <RichText doc={model.taxi} />
          </section>
        ) : null}
      </div>
      {model.plan ? <SitePlan plan={model.plan} centreName={centre.name} /> : null}
    </div>
  );
}

function Places({ title, places }: { title: string; places: SitePlaceModel[] }) {
  if (places.length === 0) return null;
  return (
    <section className="directions__fact">
      <h3 className="directions__heading">{title}</h3>
      <ul className="directions__places">
        {places.map((place) => (
          <li key={place.label}>
            {place.label} <span className="directions__floors">{place.floors.join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
