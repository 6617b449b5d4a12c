import type { TravelMode } from './travel-mode';

/** What the external maps links need of a centre: its street address, and its position when it has one. */
export interface CentreAddress {
  streetAddress: string;
  suburb?: string;
  state?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
}

/** One line: street, then suburb, state and postcode ('200 Whitehorse Parade, Willowvale VIC 3128'). */
export function addressText(centre: CentreAddress): string {
  const locality = [centre.suburb, centre.state, centre.postcode].map((part) => part?.trim()).filter(Boolean).join(' ');
  return [centre.streetAddress.trim(), locality].filter(Boolean).join(', ');
}

/**
 * spec 1 §2.12: the street address is the destination; a centre without one is found by its position
 * ('-37.818342,145.12345'); undefined when it has neither.
 */
export function centrePlace(centre: CentreAddress): string | undefined {
  if (centre.streetAddress.trim()) return addressText(centre);
  const { latitude, longitude } = centre;
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? `${latitude},${longitude}` : undefined;
}

export interface DirectionsLinkInput {
  centre: CentreAddress;
  /** none: the maps service picks (the footer's and the map block's plain 'Get Directions') */
  mode?: TravelMode;
  /** to the centre (true) or from it (false) */
  toCentre: boolean;
  /** the other end of the trip; without it the maps service starts (or ends) where the visitor is */
  other?: string;
}

const GOOGLE_MODES: Record<TravelMode, string> = {
  DRIVING: 'driving',
  TRANSIT: 'transit',
  WALKING: 'walking',
  BICYCLING: 'bicycling',
};

/** `https://www.google.com/maps/dir/?api=1&origin=…&destination=…&travelmode=…` (Google Maps URLs). */
export function googleMapsDirectionsUrl({ centre, mode, toCentre, other }: DirectionsLinkInput): string | undefined {
  const place = centrePlace(centre);
  if (!place) return undefined;
  const [origin, destination] = toCentre ? [other, place] : [place, other];
  const params = [
    'api=1',
    origin ? `origin=${encodeURIComponent(origin)}` : '',
    destination ? `destination=${encodeURIComponent(destination)}` : '',
    mode ? `travelmode=${GOOGLE_MODES[mode]}` : '',
  ];
  return `https://www.google.com/maps/dir/?${params.filter(Boolean).join('&')}`;
}

/** Apple Maps' direction flags; it has none for cycling. */
const APPLE_FLAGS: Partial<Record<TravelMode, string>> = { DRIVING: 'd', TRANSIT: 'r', WALKING: 'w' };

/** `https://maps.apple.com/?saddr=…&daddr=…&dirflg=d|r|w`; undefined for a mode Apple Maps does not plan. */
export function appleMapsDirectionsUrl({ centre, mode, toCentre, other }: DirectionsLinkInput): string | undefined {
  const place = centrePlace(centre);
  const flag = mode ? APPLE_FLAGS[mode] : '';
  if (!place || flag === undefined) return undefined;
  const [origin, destination] = toCentre ? [other, place] : [place, other];
  const params = [
    origin ? `saddr=${encodeURIComponent(origin)}` : '',
    destination ? `daddr=${encodeURIComponent(destination)}` : '',
    flag ? `dirflg=${flag}` : '',
  ];
  return `https://maps.apple.com/?${params.filter(Boolean).join('&')}`;
}
