import type { ClientLocation } from '../../../src/common/domain/directions/directions-state';
import type { AutocompleteHandle } from './maps-types';

export type AutocompleteKind = 'element' | 'legacy';

interface LatLngMethods {
  lat(): number;
  lng(): number;
}
interface LegacyPlace {
  name?: string;
  formatted_address?: string;
  geometry?: { location?: LatLngMethods };
  address_components?: Array<{ long_name: string; types: string[] }>;
}
interface NewPlace {
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: LatLngMethods | null;
  addressComponents?: Array<{ longText: string | null; types: string[] }>;
  fetchFields(request: { fields: string[] }): Promise<unknown>;
}
type SelectEvent = Event & { placePrediction?: { toPlace(): NewPlace }; place?: NewPlace };

/** What the seam uses of the SDK's places library: either widget (contracts.md §6). */
export interface PlacesLibrary {
  Autocomplete?: new (
    input: HTMLInputElement,
    options: Record<string, unknown>,
  ) => { addListener(event: 'place_changed', handler: () => void): { remove(): void }; getPlace(): LegacyPlace };
  PlaceAutocompleteElement?: new (options: Record<string, unknown>) => HTMLElement;
}

/** spec 1 §3: the client location's name, vicinity and postcode from a place's address parts. */
function location(
  point: LatLngMethods,
  name: string,
  parts: Array<{ text: string; types: string[] }>,
  address: string,
): ClientLocation {
  const part = (type: string) => parts.find((item) => item.types.includes(type))?.text;
  const vicinity = part('locality') ?? part('sublocality') ?? address.split(',').slice(1, 2).join('').trim();
  return { lat: point.lat(), lng: point.lng(), name: name || address, vicinity: vicinity || undefined, postcode: part('postal_code') };
}

/**
 * Google's place search on the start input, Australian places only. The legacy Autocomplete works on the input
 * itself; PlaceAutocompleteElement (the only one for projects created since March 2025) is an element of its
 * own, put in the input's place while the input stays as its label's target for the page without the SDK.
 */
export function attachAutocomplete(
  places: PlacesLibrary,
  input: HTMLInputElement,
  onPlace: (place: ClientLocation) => void,
  kind: AutocompleteKind,
): AutocompleteHandle {
  if (kind === 'legacy' && places.Autocomplete) {
    const widget = new places.Autocomplete(input, {
      componentRestrictions: { country: 'au' },
      fields: ['geometry', 'formatted_address', 'name', 'address_components'],
    });
    const listener = widget.addListener('place_changed', () => {
      const place = widget.getPlace();
      // Enter without choosing a suggestion gives only a name: no place to route from
      if (!place.geometry?.location) return;
      const parts = (place.address_components ?? []).map((item) => ({ text: item.long_name, types: item.types }));
      onPlace(location(place.geometry.location, place.name ?? '', parts, place.formatted_address ?? ''));
    });
    return { clear: () => void (input.value = ''), dispose: () => listener.remove() };
  }
  const Element = places.PlaceAutocompleteElement;
  if (!Element) throw new Error('The maps SDK has no place search');
  let element: HTMLElement;
  const onSelect = async (event: Event) => {
    const selected = event as SelectEvent;
    const place = selected.placePrediction?.toPlace() ?? selected.place;
    if (!place) return;
    await place.fetchFields({ fields: ['displayName', 'formattedAddress', 'location', 'addressComponents'] });
    if (!place.location) return;
    const parts = (place.addressComponents ?? []).map((item) => ({ text: item.longText ?? '', types: item.types }));
    onPlace(location(place.location, place.displayName ?? '', parts, place.formattedAddress ?? ''));
  };
  const mount = () => {
    element = new Element({ includedRegionCodes: ['au'] });
    element.className = 'planner__search';
    if (input.id) element.setAttribute('aria-labelledby', `${input.id}-label`);
    // 'gmp-select' now; 'gmp-placeselect' in the element's first releases
    element.addEventListener('gmp-select', (event) => void onSelect(event));
    element.addEventListener('gmp-placeselect', (event) => void onSelect(event));
    input.after(element);
  };
  input.hidden = true;
  mount();
  return {
    // the element has no documented way to empty it: a fresh one takes its place
    clear: () => {
      element.remove();
      mount();
    },
    dispose: () => {
      element.remove();
      input.hidden = false;
    },
  };
}
