import { addressText, googleMapsDirectionsUrl } from '../../../src/common/domain/directions/directions-links';
import type { CentreModel } from '../../../src/page-model/page-state';

/** The centre's name and address with 'Get Directions' to it (spec 1 §2.12: the street address is the destination). */
export function CentreCard({ centre }: { centre: CentreModel }) {
  const address = addressText(centre);
  const href = googleMapsDirectionsUrl({ centre, toCentre: true });
  return (
    <div className="centre-location__card">
      <p className="centre-location__name">{centre.name}</p>
      {address ? <address className="centre-location__address">{address}</address> : null}
      {href ? (
        <a className="button button--primary centre-location__button" href={href} target="_blank" rel="noopener noreferrer">
          Get Directions<span className="visually-hidden"> to {centre.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
