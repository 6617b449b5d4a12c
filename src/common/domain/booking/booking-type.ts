/**
 * The service flow's booking type and the steps it shows (spec 3 §2.1, §4.1), derived from the catalogue a
 * booking block offers.
 */
import type { BookingCatalogue, CatalogueProvider, CatalogueService } from './booking-wire';

export type BookingType =
  'class' | 'multi_provider' | 'multi_service' | 'single_service' | 'missing_provider' | 'unknown';

export type BookingStep =
  | 'provider_selection'
  | 'service_selection'
  | 'booking_details'
  | 'client_info_and_payment'
  | 'confirmed'
  | 'timer_expired';

/**
 * spec 3 §4.1 'Booking type derived from data'. The spec lists the types without an order; ours:
 * 1. no services: unknown (nothing to book; the setup error shows);
 * 2. no providers: missing_provider, for classes too (a class without its room cannot be booked, and the editor
 *    is better told which part of the setup is missing);
 * 3. every service a class: class (a class's sessions come from its unit group, whatever the providers);
 * 4. more than one provider: multi_provider (the visitor chooses who first);
 * 5. more than one service: multi_service;
 * 6. single_service.
 */
export function bookingTypeOf(catalogue: BookingCatalogue): BookingType {
  const { services } = catalogue;
  if (services.length === 0) return 'unknown';
  const providers = providersOfServices(catalogue);
  if (providers.length === 0) return 'missing_provider';
  if (services.every((service) => service.classId !== undefined && service.classId !== null)) return 'class';
  if (providers.length > 1) return 'multi_provider';
  if (services.length > 1) return 'multi_service';
  return 'single_service';
}

/** spec 3 §4.1 'Initial step'. */
export function initialStep(type: BookingType): BookingStep {
  if (type === 'multi_provider') return 'provider_selection';
  if (type === 'multi_service') return 'service_selection';
  return 'booking_details';
}

export interface ShownStep {
  step: BookingStep;
  label: string;
}

/**
 * spec 3 §2.1 'Steps shown'. The spec names only the last three labels; the added steps read 'Select Provider'
 * and 'Select Service', in the same 'Select ...' form as 'Select Date & Time'.
 */
const COMMON_STEPS: readonly ShownStep[] = [
  { step: 'booking_details', label: 'Select Date & Time' },
  { step: 'client_info_and_payment', label: 'Summary' },
  { step: 'confirmed', label: 'Confirmation' },
];
const PROVIDER_STEP: ShownStep = { step: 'provider_selection', label: 'Select Provider' };
const SERVICE_STEP: ShownStep = { step: 'service_selection', label: 'Select Service' };

/** The progress line of a type, in order (the current step is shown in bold by the view). */
export function stepsShown(type: BookingType): ShownStep[] {
  if (type === 'multi_provider') return [PROVIDER_STEP, SERVICE_STEP, ...COMMON_STEPS];
  if (type === 'multi_service') return [SERVICE_STEP, ...COMMON_STEPS];
  return [...COMMON_STEPS];
}

/** spec 3 §4.1: back is disabled for single_service and class (and the error types have nowhere to go back to). */
export function backAllowed(type: BookingType): boolean {
  return type === 'multi_provider' || type === 'multi_service';
}

/** spec 3 §4.1 'provider filter': only providers attached to the listed services, in the catalogue's order. */
export function providersOfServices(catalogue: BookingCatalogue): CatalogueProvider[] {
  const attached = new Set(catalogue.services.flatMap((service) => service.providerIds));
  return catalogue.providers.filter((provider) => attached.has(provider.id));
}

/** The services a chosen provider delivers (service selection after provider selection); all without one. */
export function servicesOfProvider(catalogue: BookingCatalogue, providerId?: number): CatalogueService[] {
  if (providerId === undefined) return catalogue.services;
  return catalogue.services.filter((service) => service.providerIds.includes(providerId));
}

/** The service a booking that opens on the date step books, and the provider its times are asked of. */
export interface OpeningBooking {
  service: CatalogueService;
  providerId: number;
}

/**
 * spec 3 §4.1: a flow that starts on the date step (a single service, a class) books its one service, with the
 * first of its providers the catalogue knows (a class's room; a service without one is missing_provider);
 * undefined for a flow that starts by choosing or cannot be booked.
 */
export function openingBooking(catalogue: BookingCatalogue): OpeningBooking | undefined {
  const type = bookingTypeOf(catalogue);
  const only = catalogue.services.length === 1 ? catalogue.services[0] : undefined;
  if (!only || (type !== 'single_service' && type !== 'class')) return undefined;
  return { service: only, providerId: firstKnownProvider(catalogue, only)! };
}

/** The first of a service's providers that the catalogue knows. */
export function firstKnownProvider(catalogue: BookingCatalogue, service: CatalogueService): number | undefined {
  const known = new Set(catalogue.providers.map((provider) => provider.id));
  return service.providerIds.find((id) => known.has(id));
}
