import {
  addressText,
  type CentreAddress,
  googleMapsDirectionsUrl,
} from '../../../src/common/domain/directions/directions-links';
import type { CentreModel } from '../../../src/page-model/page-state';
import { PhoneIcon, PinIcon, RouteIcon } from './icons';

/** spec 1 §2.4 and §2.12: the get-directions link to a maps service, with the centre's street address as destination. */
export function directionsHref(centre: CentreAddress): string | undefined {
  return googleMapsDirectionsUrl({ centre, toCentre: true });
}

/** tel: URI of a written phone number: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}

/**
 * spec 1 §2.4: street address (only if non-blank), phone as a tel link (only if non-blank) and the
 * get-directions link (not for the outlet-exception centre; opens the maps service in a new tab).
 */
export function FooterContact({ centre }: { centre: CentreModel }) {
  const street = centre.streetAddress.trim();
  const phone = centre.phone.trim();
  const directions = street && !centre.outletExceptions;
  if (!street && !phone) return null;
  return (
    <div className="footer-contact">
      {street ? (
        <address className="footer-contact__item">
          <PinIcon size={18} />
          <span>{addressText(centre)}</span>
        </address>
      ) : null}
      {phone ? (
        <a className="footer-contact__item" href={telHref(phone)}>
          <PhoneIcon size={18} />
          <span>
            <span className="visually-hidden">Call </span>
            {phone}
          </span>
        </a>
      ) : null}
      {directions ? (
        <a
          className="footer-contact__item footer-contact__directions"
          href={directionsHref(centre)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <RouteIcon size={18} />
          <span>
            Get directions<span className="visually-hidden"> (opens in a new tab)</span>
          </span>
        </a>
      ) : null}
    </div>
  );
}
