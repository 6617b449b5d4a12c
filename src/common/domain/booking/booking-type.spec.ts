import {
  backAllowed,
  bookingTypeOf,
  initialStep,
  openingBooking,
  providersOfServices,
  servicesOfProvider,
  stepsShown,
} from './booking-type';
import type { BookingCatalogue, CatalogueProvider, CatalogueService } from './booking-wire';

const service = (id: number, providerIds: number[], extra: Partial<CatalogueService> = {}): CatalogueService => ({
  id,
  name: `Service ${id}`,
  description: '',
  durationMinutes: 60,
  priceCents: 8000,
  providerIds,
  fields: [],
  products: [],
  ...extra,
});
const provider = (id: number): CatalogueProvider => ({ id, name: `Provider ${id}`, description: '' });
const catalogue = (services: CatalogueService[], providers: CatalogueProvider[]): BookingCatalogue => ({
  companyId: 'atrium-central',
  services,
  providers,
});

describe('booking type (spec 3 §4.1)', () => {
  it('should book a class when every service has a class id', () => {
    const kidsClub = service(10, [5], { classId: 10, unitGroupId: 100 });
    expect(bookingTypeOf(catalogue([kidsClub], [provider(5)]))).toBe('class');
  });

  it('should ask for a provider first when several deliver the services', () => {
    expect(bookingTypeOf(catalogue([service(1, [1, 2])], [provider(1), provider(2)]))).toBe('multi_provider');
  });

  it('should ask for a service first when one provider delivers several', () => {
    const beauty = [service(20, [3]), service(21, [3]), service(22, [3])];
    expect(bookingTypeOf(catalogue(beauty, [provider(3)]))).toBe('multi_service');
  });

  it('should go straight to the calendar for one service of one provider', () => {
    expect(bookingTypeOf(catalogue([service(30, [4])], [provider(4)]))).toBe('single_service');
  });

  it('should report a missing provider when no provider is attached, for classes too', () => {
    expect(bookingTypeOf(catalogue([service(1, [])], []))).toBe('missing_provider');
    expect(bookingTypeOf(catalogue([service(1, [9])], [provider(1)]))).toBe('missing_provider');
    expect(bookingTypeOf(catalogue([service(10, [], { classId: 10 })], []))).toBe('missing_provider');
  });

  it('should be unknown without services', () => {
    expect(bookingTypeOf(catalogue([], [provider(1)]))).toBe('unknown');
  });

  it('should treat a mix of classes and services by its providers and services', () => {
    const mixed = [service(10, [5], { classId: 10 }), service(30, [5])];
    expect(bookingTypeOf(catalogue(mixed, [provider(5)]))).toBe('multi_service');
  });
});

describe('steps', () => {
  it('should start each type where the spec says', () => {
    expect(initialStep('multi_provider')).toBe('provider_selection');
    expect(initialStep('multi_service')).toBe('service_selection');
    expect(initialStep('single_service')).toBe('booking_details');
    expect(initialStep('class')).toBe('booking_details');
  });

  it('should show the date, summary and confirmation steps, with selection steps first for multi types', () => {
    const labels = (type: Parameters<typeof stepsShown>[0]): string[] => stepsShown(type).map((s) => s.label);
    expect(labels('single_service')).toEqual(['Select Date & Time', 'Summary', 'Confirmation']);
    expect(labels('class')).toEqual(['Select Date & Time', 'Summary', 'Confirmation']);
    expect(labels('multi_service')).toEqual(['Select Service', 'Select Date & Time', 'Summary', 'Confirmation']);
    expect(labels('multi_provider')).toEqual([
      'Select Provider',
      'Select Service',
      'Select Date & Time',
      'Summary',
      'Confirmation',
    ]);
  });

  it('should allow back only where there was a choice before the calendar', () => {
    expect(backAllowed('multi_provider')).toBe(true);
    expect(backAllowed('multi_service')).toBe(true);
    expect(backAllowed('single_service')).toBe(false);
    expect(backAllowed('class')).toBe(false);
    expect(backAllowed('missing_provider')).toBe(false);
  });
});

describe('providers and services', () => {
  const data = catalogue([service(1, [1, 2]), service(2, [2])], [provider(1), provider(2), provider(3)]);

  it('should keep only providers attached to the listed services, in order', () => {
    expect(providersOfServices(data).map((p) => p.id)).toEqual([1, 2]);
  });

  it("should offer a chosen provider's services only", () => {
    expect(servicesOfProvider(data, 1).map((s) => s.id)).toEqual([1]);
    expect(servicesOfProvider(data, 2).map((s) => s.id)).toEqual([1, 2]);
    expect(servicesOfProvider(data).map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('the booking that opens on the date step (spec 3 §4.1)', () => {
  it('should book a single service or a class with the first of its providers the catalogue knows', () => {
    const wreath = service(30, [9, 4]);
    expect(openingBooking(catalogue([wreath], [provider(4)]))).toEqual({ service: wreath, providerId: 4 });
    const kidsClub = service(10, [5], { classId: 10, unitGroupId: 100 });
    expect(openingBooking(catalogue([kidsClub], [provider(5)]))).toEqual({ service: kidsClub, providerId: 5 });
  });

  it('should open nothing for a flow that starts by choosing, or one that cannot be booked', () => {
    expect(openingBooking(catalogue([service(1, [1, 2])], [provider(1), provider(2)]))).toBeUndefined();
    expect(openingBooking(catalogue([service(20, [3]), service(21, [3])], [provider(3)]))).toBeUndefined();
    expect(openingBooking(catalogue([service(1, [1])], []))).toBeUndefined();
    expect(openingBooking(catalogue([], [provider(1)]))).toBeUndefined();
  });
});
