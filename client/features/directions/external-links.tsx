import {
  appleMapsDirectionsUrl,
  googleMapsDirectionsUrl,
  type CentreAddress,
} from '../../../src/common/domain/directions/directions-links';
import type { TravelMode } from '../../../src/common/domain/directions/travel-mode';

interface Props {
  centre: CentreAddress & { name: string };
  mode: TravelMode;
  toCentre: boolean;
  /** words for screen readers after the service's name ('by car to Willowvale') */
  context: string;
}

/** spec 1 §2.12: Google Maps and Apple Maps directions for one mode and direction, each in a new tab. */
export function ExternalDirectionsLinks({ centre, mode, toCentre, context }: Props) {
  const links = [
    ['Google Maps', googleMapsDirectionsUrl({ centre, mode, toCentre })],
    ['Apple Maps', appleMapsDirectionsUrl({ centre, mode, toCentre })],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  if (links.length === 0) return null;
  return (
    <ul className="directions__links">
      {links.map(([service, href]) => (
        <li key={service}>
          <a className="directions__link" href={href} target="_blank" rel="noopener noreferrer">
            {service}
            <span className="visually-hidden">{` directions ${context} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
