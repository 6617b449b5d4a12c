/** spec 3 §4.1, §5.1: the service selection step's check, shared by its Next button and the server. */
import { NO_PROVIDERS_FOR_SERVICE, SELECT_SERVICE } from './booking-messages';
import type { BookingCatalogue } from './booking-wire';

/** 'Please select a service.' without a choice; a service may be chosen only when it has providers. */
export function serviceSelectionError(catalogue: BookingCatalogue, serviceId: number | undefined): string | undefined {
  const service = catalogue.services.find((candidate) => candidate.id === serviceId);
  if (!service) return SELECT_SERVICE;
  const known = new Set(catalogue.providers.map((provider) => provider.id));
  return service.providerIds.some((id) => known.has(id)) ? undefined : NO_PROVIDERS_FOR_SERVICE;
}
